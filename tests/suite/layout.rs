//! The whole-game layout (src/layout/) against naive oracles on random seeded graphs: crossings
//! counted by checking every pair of links (O(E²)) agree with the Fenwick count; ordering never
//! adds crossings to the search's order; the layout is deterministic; every reachable position
//! gets its own cell and every move joins two placed positions; the built-in games lay out whole.

use gamegraph::games::build_preset;
use gamegraph::layout::{Layering, UNREACHED, bfs_layers, count_crossings, improve_order, layout};

/// xorshift64*: a small seeded stream for the random graphs.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A random game graph in CSR form: `n` positions, position 0 the start; each position gets a
/// few moves, mostly to the next layers, some back up and some sideways (cycles).
fn random_graph(seed: u64, n: usize) -> (Vec<u32>, Vec<u32>) {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut offsets = vec![0u32];
    let mut targets = Vec::new();
    for v in 0..n {
        let moves = rng.below(4);
        for _ in 0..moves {
            let w = if rng.below(5) == 0 {
                rng.below(n as u64) as usize
            } else {
                (v + 1 + rng.below(6) as usize).min(n - 1)
            };
            targets.push(w as u32);
        }
        offsets.push(targets.len() as u32);
    }
    (offsets, targets)
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

#[test]
fn crossing_counts_agree_with_the_pairwise_count() {
    for seed in 0..60 {
        let (offsets, targets) = random_graph(seed, 10 + seed as usize * 3);
        let layering = bfs_layers(&offsets, &targets, 0);
        let mut layers = layering.layers.clone();
        assert_eq!(
            count_crossings(&layering, &layers),
            naive_crossings(&layering, &layers),
            "seed {seed}, search order"
        );
        let report = improve_order(&layering, &mut layers, gamegraph::layout::WORK_BUDGET);
        assert_eq!(report.after, naive_crossings(&layering, &layers), "seed {seed}, ordered");
        assert!(report.after <= report.before, "seed {seed}: {report:?}");
        // Each layer is a permutation of the search's layer.
        for (ordered, found) in layers.iter().zip(&layering.layers) {
            let (mut a, mut b) = (ordered.clone(), found.clone());
            a.sort_unstable();
            b.sort_unstable();
            assert_eq!(a, b, "seed {seed}");
        }
    }
}

#[test]
fn ordering_cuts_crossings_on_bigger_graphs() {
    let mut before = 0;
    let mut after = 0;
    for seed in 100..110 {
        let (offsets, targets) = random_graph(seed, 400);
        let layering = bfs_layers(&offsets, &targets, 0);
        let mut layers = layering.layers.clone();
        let report = improve_order(&layering, &mut layers, gamegraph::layout::WORK_BUDGET);
        assert!(report.after <= report.before);
        before += report.before;
        after += report.after;
    }
    // The sweeps do real work on random graphs (a third off at least, in all).
    assert!(after * 3 < before * 2, "{after} of {before}");
}

/// Depths are breadth-first distances: checked against a naive relaxation to a fixed point.
#[test]
fn depths_are_shortest_distances() {
    for seed in 0..40 {
        let n = 5 + seed as usize * 4;
        let (offsets, targets) = random_graph(seed, n);
        let layering = bfs_layers(&offsets, &targets, 0);
        let mut distance = vec![u32::MAX; n];
        distance[0] = 0;
        let mut changed = true;
        while changed {
            changed = false;
            for v in 0..n {
                if distance[v] == u32::MAX {
                    continue;
                }
                for &w in &targets[offsets[v] as usize..offsets[v + 1] as usize] {
                    if distance[v] + 1 < distance[w as usize] {
                        distance[w as usize] = distance[v] + 1;
                        changed = true;
                    }
                }
            }
        }
        let expected: Vec<u32> = distance.iter().map(|&d| if d == u32::MAX { UNREACHED } else { d }).collect();
        assert_eq!(layering.depth, expected, "seed {seed}");
    }
}

/// Every reachable position has its own cell (marks one unit apart never overlap), every move
/// between reachable positions joins two placed positions, unreachable ones are not placed.
fn check_placed(offsets: &[u32], targets: &[u32], start: u32, aspect: f64, label: &str) -> gamegraph::layout::Layout {
    let result = layout(offsets, targets, start, aspect).unwrap();
    let again = layout(offsets, targets, start, aspect).unwrap();
    // (NaN is not equal to itself: the coordinates are compared bit for bit.)
    let bits = |xs: &[f32]| xs.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
    assert_eq!(bits(&result.placement.x), bits(&again.placement.x), "{label}: deterministic");
    assert_eq!(bits(&result.placement.y), bits(&again.placement.y), "{label}: deterministic");
    assert_eq!(
        (&result.layers, &result.depth, result.crossings),
        (&again.layers, &again.depth, again.crossings),
        "{label}"
    );
    let p = &result.placement;
    let mut cells: Vec<(i64, i64)> = Vec::new();
    for v in 0..p.x.len() {
        let placed = !p.x[v].is_nan();
        assert_eq!(placed, result.depth[v] != UNREACHED, "{label}: position {v}");
        assert_eq!(placed, !p.y[v].is_nan(), "{label}: position {v}");
        if placed {
            assert!(p.x[v] >= 0.0 && p.x[v] < p.width && p.y[v] >= 0.0 && p.y[v] < p.height, "{label}: {v} inside");
            // Columns of one band sit at least one unit apart; rows are whole numbers.
            cells.push(((p.x[v] * 1024.0).round() as i64, p.y[v] as i64));
        }
    }
    let mut sorted = cells.clone();
    sorted.sort_unstable();
    for pair in sorted.windows(2) {
        assert!(pair[0].1 != pair[1].1 || pair[1].0 - pair[0].0 >= 1023, "{label}: overlapping marks {pair:?}");
    }
    for v in 0..p.x.len() {
        if p.x[v].is_nan() {
            continue;
        }
        for &w in &targets[offsets[v] as usize..offsets[v + 1] as usize] {
            assert!(!p.x[w as usize].is_nan(), "{label}: move {v} → {w} to an unplaced position");
        }
    }
    result
}

#[test]
fn random_graphs_are_placed_without_overlap() {
    for seed in 0..30 {
        let (offsets, targets) = random_graph(seed, 20 + seed as usize * 20);
        for aspect in [0.5, 1.6, 4.0] {
            check_placed(&offsets, &targets, 0, aspect, &format!("seed {seed}, aspect {aspect}"));
        }
    }
}

#[test]
fn tic_tac_toe_and_a_big_cat_and_mouse_lay_out_whole() {
    let game = build_preset("tictactoe", &[]).unwrap().graph;
    let (offsets, targets) = game.csr();
    let result = check_placed(offsets, targets, game.start(), 1.6, "tic-tac-toe");
    let sizes: Vec<usize> = result.layers.iter().map(Vec::len).collect();
    assert_eq!(sizes, vec![1, 9, 72, 252, 756, 1260, 1520, 1140, 390, 78]);
    assert!(result.crossings.after <= result.crossings.before);
    // Wide enough for a screen: the long layers are folded.
    let p = &result.placement;
    assert!(p.width / p.height >= 1.0 && p.width / p.height <= 4.0, "{} × {}", p.width, p.height);

    let maze = "M............/............./............./....##......./............./............./........#..../............./............./............./............./C...........H";
    let game = build_preset("catmouse", &[("board", maze)]).unwrap().graph;
    let (offsets, targets) = game.csr();
    let result = check_placed(offsets, targets, game.start(), 1.6, "cat and mouse");
    assert_eq!(result.depth.iter().filter(|&&d| d != UNREACHED).count(), game.len() - game.unreachable_count());
}

#[test]
fn bad_graphs_are_refused_with_a_reason() {
    let error = layout(&[0, 1], &[5], 0, 1.0).unwrap_err().to_string();
    assert!(error.contains("move 0 goes to position 5"), "{error}");
    let error = layout(&[0, 0], &[], 3, 1.0).unwrap_err().to_string();
    assert!(error.contains("the start 3"), "{error}");
    let error = layout(&[], &[], 0, 1.0).unwrap_err().to_string();
    assert!(error.contains("offsets are empty"), "{error}");
    let error = layout(&[0, 2, 1], &[0, 0], 0, 1.0).unwrap_err().to_string();
    assert!(error.contains("decrease at position 1"), "{error}");
}
