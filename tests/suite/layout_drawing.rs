//! The drawing of a game as boxes (src/layout/drawing.rs and the steps it runs) against naive
//! oracles on random seeded graphs with cycles, loops, repeated moves and positions not drawn:
//! every oriented move points down and the oriented graph has no cycle (checked by peeling
//! sources), only moves on a cycle are turned round, layers are longest paths, chains cross one
//! layer per link, the orders are permutations whose crossings agree with a pairwise count, boxes
//! of one layer never overlap, every move's points leave its position's box and reach its
//! target's, and the same graph gives the same drawing.

use std::collections::HashMap;

use gamegraph::games::build_preset;
use gamegraph::layout::chains::{Route, thread, thread_within};
use gamegraph::layout::drawing::{NODE_GAP, STARTS};
use gamegraph::layout::ranks::{Ranked, rank};
use gamegraph::layout::{Boxes, Layering, UNREACHED, WORK_BUDGET, depth_first_order, draw, order};

/// xorshift64*: a small seeded stream for the random graphs.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n
    }
}

/// A random graph in CSR form and which positions are drawn: moves mostly a few positions on (long
/// moves), some anywhere (cycles), some repeated, a few loops; a few positions not drawn.
fn random_graph(seed: u64, n: usize) -> (Vec<u32>, Vec<u32>, Vec<bool>) {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut offsets = vec![0u32];
    let mut targets = Vec::new();
    for v in 0..n {
        for _ in 0..rng.below(5) {
            let w = match rng.below(12) {
                0 => v,
                1 | 2 => rng.below(n as u64) as usize,
                3 => targets.last().map_or(v, |&t: &u32| t as usize),
                _ => (v + 1 + rng.below(5) as usize).min(n - 1),
            };
            targets.push(w as u32);
        }
        offsets.push(targets.len() as u32);
    }
    let drawn = (0..n).map(|_| rng.below(10) != 0).collect();
    (offsets, targets, drawn)
}

fn widths(n: usize, seed: u64) -> Vec<f64> {
    (0..n).map(|v| 46.0 + ((v as u64 * 7 + seed) % 5) as f64 * 15.0).collect()
}

const BOXES: Boxes = Boxes { height: 60.0, shape: 46.0 };

/// Does `from` reach `to` by the graph's moves between drawn positions (a plain search)?
fn reaches(offsets: &[u32], targets: &[u32], drawn: &[bool], from: u32, to: u32) -> bool {
    let mut seen = vec![false; drawn.len()];
    let mut todo = vec![from];
    seen[from as usize] = true;
    while let Some(v) = todo.pop() {
        if v == to {
            return true;
        }
        for &w in &targets[offsets[v as usize] as usize..offsets[v as usize + 1] as usize] {
            if drawn[w as usize] && !seen[w as usize] {
                seen[w as usize] = true;
                todo.push(w);
            }
        }
    }
    false
}

fn check_ranks(offsets: &[u32], targets: &[u32], drawn: &[bool], ranked: &Ranked, label: &str) {
    let n = drawn.len();
    // The distinct moves, counted naively.
    let mut counts: HashMap<(u32, u32), u32> = HashMap::new();
    for v in (0..n).filter(|&v| drawn[v]) {
        for &w in &targets[offsets[v] as usize..offsets[v + 1] as usize] {
            if drawn[w as usize] {
                *counts.entry((v as u32, w)).or_default() += 1;
            }
        }
    }
    assert_eq!(ranked.edges.len(), counts.len(), "{label}");
    for e in &ranked.edges {
        assert_eq!(counts[&(e.from, e.to)], e.moves, "{label}: {e:?}");
    }
    for (v, &layer) in ranked.layer.iter().enumerate() {
        assert_eq!(layer == UNREACHED, !drawn[v], "{label}: position {v}");
    }
    // Every oriented move points down; only moves on a cycle are turned round.
    let mut above: Vec<Vec<u32>> = vec![Vec::new(); n];
    let mut below: Vec<Vec<u32>> = vec![Vec::new(); n];
    for e in ranked.edges.iter().filter(|e| !e.is_loop()) {
        let (u, l) = e.oriented();
        assert!(ranked.layer[l as usize] > ranked.layer[u as usize], "{label}: {e:?} does not point down");
        if e.reversed {
            assert!(reaches(offsets, targets, drawn, e.to, e.from), "{label}: {e:?} turned but on no cycle");
        }
        above[l as usize].push(u);
        below[u as usize].push(l);
    }
    // Longest paths: a position with a move from above sits just below the lowest of them; one
    // without, just above its highest successor; the top layer is 0.
    for v in (0..n).filter(|&v| drawn[v]) {
        let layer = ranked.layer[v];
        if let Some(lowest) = above[v].iter().map(|&u| ranked.layer[u as usize]).max() {
            assert_eq!(layer, lowest + 1, "{label}: position {v}");
        } else if let Some(highest) = below[v].iter().map(|&w| ranked.layer[w as usize]).min() {
            assert_eq!(layer + 1, highest, "{label}: first position {v}");
        }
    }
    if drawn.iter().any(|&d| d) {
        assert_eq!(ranked.layer.iter().filter(|&&l| l != UNREACHED).min(), Some(&0), "{label}");
    }
}

/// Crossings by checking every pair of links between the same two layers.
fn naive_crossings(layering: &Layering, layers: &[Vec<u32>]) -> u64 {
    let mut position = vec![0usize; layering.depth.len()];
    for layer in layers {
        for (i, &v) in layer.iter().enumerate() {
            position[v as usize] = i;
        }
    }
    let mut links: Vec<(u32, usize, usize)> = Vec::new();
    for (r, layer) in layers.iter().enumerate() {
        for &v in layer {
            for &w in layering.down(v) {
                links.push((r as u32, position[v as usize], position[w as usize]));
            }
        }
    }
    let mut crossings = 0;
    for (i, a) in links.iter().enumerate() {
        for b in &links[i + 1..] {
            if a.0 == b.0 && (a.1 < b.1 && a.2 > b.2 || a.1 > b.1 && a.2 < b.2) {
                crossings += 1;
            }
        }
    }
    crossings
}

fn sorted(layer: &[u32]) -> Vec<u32> {
    let mut layer = layer.to_vec();
    layer.sort_unstable();
    layer
}

#[test]
fn ranks_point_every_move_down_by_longest_paths() {
    for seed in 0..80 {
        let (offsets, targets, drawn) = random_graph(seed, 4 + seed as usize);
        let ranked = rank(&offsets, &targets, &drawn);
        check_ranks(&offsets, &targets, &drawn, &ranked, &format!("seed {seed}"));
    }
}

#[test]
fn chains_cross_one_layer_per_link() {
    for seed in 0..60 {
        let (offsets, targets, drawn) = random_graph(seed, 5 + seed as usize);
        let ranked = rank(&offsets, &targets, &drawn);
        for budget in [0, 3, usize::MAX] {
            let label = format!("seed {seed}, budget {budget}");
            let chains = thread_within(&ranked, budget);
            let layering = &chains.layering;
            assert!(chains.hops.len() <= budget, "{label}");
            for v in 0..layering.depth.len() as u32 {
                for &w in layering.down(v) {
                    assert_eq!(layering.depth[w as usize], layering.depth[v as usize] + 1, "{label}: {v} → {w}");
                }
            }
            for (e, route) in ranked.edges.iter().zip(&chains.routes) {
                let (u, l) = e.oriented();
                let span = if e.is_loop() { 0 } else { ranked.layer[l as usize] - ranked.layer[u as usize] };
                match *route {
                    Route::Loop => assert!(e.is_loop(), "{label}"),
                    Route::Bowed => assert!(span > 1, "{label}: {e:?}"),
                    Route::Chain { start, end } => {
                        let hops = &chains.hops[start as usize..end as usize];
                        assert_eq!(hops.len() as u32, span - 1, "{label}: {e:?}");
                        let mut at = u;
                        for &d in hops.iter().chain([&l]) {
                            assert!(layering.down(at).contains(&d), "{label}: {e:?} broken at {at} → {d}");
                            at = d;
                        }
                    }
                }
            }
            // Each layer lists its nodes once, positions and dummies.
            let mut all: Vec<u32> = layering.layers.iter().flatten().copied().collect();
            all.sort_unstable();
            let expected: Vec<u32> =
                (0..layering.depth.len() as u32).filter(|&v| layering.depth[v as usize] != UNREACHED).collect();
            assert_eq!(all, expected, "{label}");
        }
    }
}

#[test]
fn orders_are_permutations_whose_crossings_agree_with_the_pairwise_count() {
    for seed in 0..60 {
        let (offsets, targets, drawn) = random_graph(seed, 5 + seed as usize * 2);
        let chains = thread(&rank(&offsets, &targets, &drawn));
        let layering = &chains.layering;
        for reversed in [false, true] {
            let start = depth_first_order(layering, reversed);
            for (a, b) in start.iter().zip(&layering.layers) {
                assert_eq!(sorted(a), sorted(b), "seed {seed}: a depth-first start");
            }
        }
        let (layers, report) = order(layering, &STARTS, WORK_BUDGET);
        assert_eq!(report.before, naive_crossings(layering, &layering.layers), "seed {seed}");
        assert_eq!(report.after, naive_crossings(layering, &layers), "seed {seed}");
        assert!(report.after <= report.before, "seed {seed}: {report:?}");
        for (a, b) in layers.iter().zip(&layering.layers) {
            assert_eq!(sorted(a), sorted(b), "seed {seed}");
        }
    }
}

/// The point where the segment from a box's centre towards `to` leaves a `w` × `h` box.
fn on_boundary((x, y): (f64, f64), w: f64, h: f64, (px, py): (f64, f64)) -> bool {
    let (dx, dy) = ((px - x).abs(), (py - y).abs());
    let near = |a: f64, b: f64| (a - b).abs() < 1e-6;
    (near(dx, w / 2.0) && dy <= h / 2.0 + 1e-6) || (near(dy, h / 2.0) && dx <= w / 2.0 + 1e-6)
}

#[test]
fn drawings_place_every_box_apart_and_join_moves_to_their_boxes() {
    for seed in 0..50 {
        let n = 5 + seed as usize * 3;
        let (offsets, targets, drawn) = random_graph(seed, n);
        let widths = widths(n, seed);
        let d = draw(&offsets, &targets, &drawn, &widths, BOXES).unwrap();
        let again = draw(&offsets, &targets, &drawn, &widths, BOXES).unwrap();
        let bits = |xs: &[f64]| xs.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
        assert_eq!(
            (bits(&d.x), bits(&d.y), bits(&d.points)),
            (bits(&again.x), bits(&again.y), bits(&again.points)),
            "seed {seed}"
        );
        // Every drawn box inside the drawing, and none of one layer overlapping another.
        let mut rows: HashMap<u64, Vec<(f64, f64)>> = HashMap::new();
        for v in 0..n {
            assert_eq!(d.x[v].is_nan(), !drawn[v], "seed {seed}: position {v}");
            assert_eq!(d.y[v].is_nan(), !drawn[v], "seed {seed}: position {v}");
            if !drawn[v] {
                continue;
            }
            let (x, y, w) = (d.x[v], d.y[v], widths[v]);
            assert!(x - w / 2.0 >= -1e-9 && x + w / 2.0 <= d.width + 1e-9, "seed {seed}: {v} inside");
            assert!(
                y - BOXES.height / 2.0 >= -1e-9 && y + BOXES.height / 2.0 <= d.height + 1e-9,
                "seed {seed}: {v} inside"
            );
            rows.entry(y.to_bits()).or_default().push((x - w / 2.0, x + w / 2.0));
        }
        for row in rows.values_mut() {
            row.sort_by(|a, b| a.0.total_cmp(&b.0));
            for pair in row.windows(2) {
                assert!(pair[1].0 - pair[0].1 >= NODE_GAP - 1e-6, "seed {seed}: boxes {pair:?} overlap");
            }
        }
        // One edge per distinct move between drawn positions, leaving and reaching boxes.
        let ranked = rank(&offsets, &targets, &drawn);
        let chains = thread(&ranked);
        assert_eq!(d.edges.len(), ranked.edges.len(), "seed {seed}");
        for (e, (edge, route)) in d.edges.iter().zip(&chains.routes).enumerate() {
            let pts: Vec<(f64, f64)> = d.points[2 * d.point_offsets[e] as usize..2 * d.point_offsets[e + 1] as usize]
                .chunks(2)
                .map(|p| (p[0], p[1]))
                .collect();
            assert!(pts.iter().all(|p| p.0.is_finite() && p.1.is_finite()), "seed {seed}: edge {e} {pts:?}");
            let (f, t) = (edge.from as usize, edge.to as usize);
            let (first, last) = (pts[0], pts[pts.len() - 1]);
            match *route {
                Route::Loop => assert_eq!(pts.len(), 5, "seed {seed}"),
                Route::Bowed => {
                    assert_eq!(pts.len(), 3, "seed {seed}");
                    let (top, bottom) = if ranked.edges[e].reversed { (last, first) } else { (first, last) };
                    assert!(top.1 < bottom.1, "seed {seed}: a bowed move runs down as laid out");
                }
                Route::Chain { start, end } => {
                    assert_eq!(pts.len(), (end - start) as usize + 2, "seed {seed}: one bend per dummy");
                    assert!(
                        on_boundary((d.x[f], d.y[f]), widths[f], BOXES.height, first),
                        "seed {seed}: {edge:?} leaves at {first:?}"
                    );
                    assert!(
                        on_boundary((d.x[t], d.y[t]), widths[t], BOXES.height, last),
                        "seed {seed}: {edge:?} arrives at {last:?}"
                    );
                    // The bends sit on the layers between the ends.
                    let (ya, yb) = (d.y[f].min(d.y[t]), d.y[f].max(d.y[t]));
                    assert!(
                        pts[1..pts.len() - 1].iter().all(|p| p.1 > ya && p.1 < yb),
                        "seed {seed}: {edge:?} {pts:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn long_moves_past_the_budget_are_bowed_round_the_layers_between() {
    // Nim 1,2,3,4 with its long moves all given dummies, and with none.
    let game = build_preset("nim", &[("piles", "1,2,3,4")]).unwrap().graph;
    let (offsets, targets) = game.csr();
    let drawn = game.reachable();
    let ranked = rank(offsets, targets, &drawn);
    let all = thread_within(&ranked, usize::MAX);
    let none = thread_within(&ranked, 0);
    assert_eq!(all.bowed, 0);
    assert!(none.hops.is_empty() && none.bowed > 0);
    let long = ranked
        .edges
        .iter()
        .filter(|e| {
            let (u, l) = e.oriented();
            !e.is_loop() && ranked.layer[l as usize] - ranked.layer[u as usize] > 1
        })
        .count();
    assert_eq!(none.bowed, long);
    assert!(none.routes.iter().all(|r| !matches!(r, Route::Chain { start, end } if start != end)));
    // The built-in budget gives them all dummies.
    assert_eq!(thread(&ranked).hops.len(), all.hops.len());
}

#[test]
fn bad_sizes_are_refused_with_a_reason() {
    let error = draw(&[0, 1, 1], &[1], &[true], &[50.0, 50.0], BOXES).unwrap_err().to_string();
    assert!(error.contains("2 positions but 1 marks"), "{error}");
    let error = draw(&[0, 1, 1], &[1], &[true, true], &[50.0, f64::NAN], BOXES).unwrap_err().to_string();
    assert!(error.contains("position 1 has the width NaN"), "{error}");
    let error = draw(&[0, 1, 1], &[1], &[true, true], &[50.0, 50.0], Boxes { height: 0.0, shape: 1.0 })
        .unwrap_err()
        .to_string();
    assert!(error.contains("boxes 0 high"), "{error}");
    let error = draw(&[0, 1], &[3], &[true], &[50.0], BOXES).unwrap_err().to_string();
    assert!(error.contains("move 0 goes to position 3"), "{error}");
}
