//! The DFS's fixtures (drawn in comments), its event order, its replay, and every value code
//! against the values by definition on random DAGs.

use super::codes::Codebook;
use super::*;
use crate::format::parse;
use crate::graph::Player;
use crate::solve::values::same_values;

/// ```text
///        A (max)
///       /       \
///   B (min)     C = 0
///    /   \
///  D = 1  E = −1
/// ```
const TREE: &str = "A max : B C\nB min : D E\nC = 0\nD = 1\nE = -1";

/// A DAG where C is reached twice: the second time its value is reused.
/// ```text
///     S (max)
///     /     \
///  L (min)  R (min)
///     \     /  \
///     C = 3    X = 5
/// ```
const DIAMOND: &str = "S max : L R\nL min : C\nR min : C X\nC = 3\nX = 5";

#[test]
fn tree_values_and_event_order() {
    let g = parse(TREE).unwrap();
    let events = dfs_trace(&g).0;
    use DfsEvent::*;
    use EdgeKind::Tree;
    assert_eq!(
        events,
        vec![
            Discover { position: 0, time: 1 },
            Edge { from: 0, to: 1, kind: Tree },
            Discover { position: 1, time: 2 },
            Edge { from: 1, to: 3, kind: Tree },
            Discover { position: 3, time: 3 },
            Finish { position: 3, time: 4, value: 1.0, best: None },
            Edge { from: 1, to: 4, kind: Tree },
            Discover { position: 4, time: 5 },
            Finish { position: 4, time: 6, value: -1.0, best: None },
            Finish { position: 1, time: 7, value: -1.0, best: Some(4) },
            Edge { from: 0, to: 2, kind: Tree },
            Discover { position: 2, time: 8 },
            Finish { position: 2, time: 9, value: 0.0, best: None },
            Finish { position: 0, time: 10, value: 0.0, best: Some(2) },
        ]
    );
    let solution = solve_dag(&g).unwrap();
    assert_eq!(solution.start_value(&g), 0.0);
    assert_eq!(solution.best_moves(&g, 0), vec![2]);
}

#[test]
fn black_edges_reuse_values() {
    let g = parse(DIAMOND).unwrap();
    let kinds: Vec<EdgeKind> = dfs_trace(&g)
        .0
        .into_iter()
        .filter_map(|e| match e {
            DfsEvent::Edge { kind, .. } => Some(kind),
            _ => None,
        })
        .collect();
    // S→L, L→C tree; R→C reuses C; S→R, R→X tree.
    assert_eq!(kinds, [EdgeKind::Tree, EdgeKind::Tree, EdgeKind::Tree, EdgeKind::Black, EdgeKind::Tree]);
    let s = solve_dag(&g).unwrap();
    assert_eq!(s.values, [3.0, 3.0, 3.0, 3.0, 5.0]);
    assert_eq!(s.best_moves(&g, 0), [1, 2]);
}

/// ```text
///   A ──► B ──► C
///   ▲           │
///   └───────────┘      (and C ──► D = 1)
/// ```
#[test]
fn a_cycle_is_named() {
    let g = parse("A max : B\nB min : C\nC max : A D\nD = 1").unwrap();
    let err = solve_dag(&g).unwrap_err();
    assert_eq!(err.cycle, [0, 1, 2, 0]);
    assert_eq!(
        err.describe(&g),
        "cycle A → B → C → A: DFS minimax needs a graph without cycles (a DAG); use retrograde analysis"
    );
    let last = *dfs_trace(&g).0.last().unwrap();
    assert_eq!(last, DfsEvent::Edge { from: 2, to: 0, kind: EdgeKind::Back });
}

#[test]
fn unreachable_positions_stay_white() {
    let g = parse("A max : B\nB = 2\nZ = 9").unwrap();
    let s = solve_dag(&g).unwrap();
    assert_eq!(s, solve_dag(&g).unwrap(), "NaN for unreachable counts as equal");
    assert!(s.values[2].is_nan());
    assert_eq!(s.discovered[2], 0);
}

#[test]
fn partial_values_follow_the_stack() {
    let g = parse(TREE).unwrap();
    let mut seen = Vec::new();
    let _ = DfsSearch::new(&g).run(|_: &DfsEvent, search: &DfsSearch<'_>| seen.push(search.snapshot()));
    // After event 6 (Finish D): B (min) has seen 1, A (max) nothing yet.
    assert_eq!(seen[5].stack(), &[0, 1]);
    assert_eq!(seen[5].partial(), &[f64::NEG_INFINITY, 1.0]);
}

/// The contract the page relies on: replaying the first k events gives exactly the colours,
/// values, times, stack and partial values the search had after event k, for every k.
#[test]
fn replaying_every_prefix_gives_the_same_state() {
    for text in [TREE, DIAMOND, "A max : B\nB min : C\nC max : A D\nD = 1"] {
        let g = parse(text).unwrap();
        let mut replay = DfsReplay::new(&g);
        assert_eq!(replay.search_state(), &DfsSearch::new(&g).snapshot());
        let _ = DfsSearch::new(&g).run(|event: &DfsEvent, search: &DfsSearch<'_>| {
            replay.apply(event);
            assert_eq!(replay.search_state(), &search.snapshot(), "after {} events of {text:?}", replay.steps());
        });
    }
}

/// A random DAG whose moves all go to later ids (so no cycle), a quarter of the positions
/// ends with values drawn from `pool`.
fn random_dag(seed: u64, positions: u32, pool: &[f64]) -> GameGraph {
    let mut state = seed;
    let mut next = move || {
        // SplitMix64.
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let mut b = crate::graph::GraphBuilder::new();
    for v in 0..positions {
        let later = positions - v - 1;
        if later == 0 || next() % 4 == 0 {
            b.add_end(format!("e{v}"), pool[(next() % pool.len() as u64) as usize]);
        } else {
            let mover = if next() % 2 == 0 { Player::Max } else { Player::Min };
            let moves = 1 + next() % 4;
            // Mostly nearby positions, so that the start reaches most of the graph.
            let reach = if next() % 8 == 0 { later } else { later.min(6) };
            let succ: Vec<u32> = (0..moves).map(|_| v + 1 + (next() % reach as u64) as u32).collect();
            b.add_position(format!("p{v}"), mover, succ);
        }
    }
    b.build().unwrap()
}

/// The values by definition, computed without DFS: moves go to later ids, so going from the
/// last id down, every successor is valued first. NaN where the start does not reach.
fn values_by_definition(g: &GameGraph) -> Vec<f64> {
    let mut values = vec![f64::NAN; g.len()];
    for v in (0..g.len() as u32).rev() {
        values[v as usize] = match g.end_value(v) {
            Some(value) => value,
            None => {
                let mover = g.mover(v);
                g.successors(v).iter().fold(mover.identity(), |best, &w| mover.better(best, values[w as usize]))
            }
        };
    }
    let reachable = g.reachable();
    values.iter().zip(reachable).map(|(&value, seen)| if seen { value } else { f64::NAN }).collect()
}

/// Same values bit for bit (so −0 differs from 0), NaN equal to NaN.
fn same_bits(a: &[f64], b: &[f64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan()))
}

/// `solve_dag` stores values as one-byte ranks, two-byte ranks or as they are, by how many
/// distinct end values there are; whichever it picks, it must give exactly what the search
/// on plain values gives (the trace), and the values by definition.
#[test]
fn every_value_code_gives_the_plain_search_result() {
    let few = [-1.0, 0.0, 1.0];
    let hundreds: Vec<f64> = (0..400).map(|i| i as f64 / 7.0 - 30.0).collect();
    let signed_zeros = [-0.0, 0.0, 2.0];
    struct Case<'a> {
        pool: &'a [f64],
        positions: std::ops::RangeInclusive<u32>,
        seeds: u64,
        /// Whether the number of distinct end values is as intended (None: too many, or both
        /// zeros, so the values are kept as they are).
        distinct: fn(Option<usize>) -> bool,
    }
    let cases = [
        Case { pool: &few, positions: 1..=40, seeds: 300, distinct: |d| d.is_some_and(|d| d <= u8::CAPACITY) },
        Case { pool: &hundreds, positions: 2500..=3000, seeds: 30, distinct: |d| d.is_some_and(|d| d > u8::CAPACITY) },
        Case { pool: &signed_zeros, positions: 1..=40, seeds: 300, distinct: |_| true },
    ];
    let mut kept_as_values = 0;
    for Case { pool, positions, seeds, distinct: expected } in cases {
        for seed in 0..seeds {
            let size = positions.start() + (seed as u32 * 7) % (positions.end() - positions.start() + 1);
            let g = random_dag(seed, size, pool);
            let distinct = Codebook::of(&g, u16::CAPACITY).map(|book| book.len());
            assert!(expected(distinct), "seed {seed}: {distinct:?} distinct end values");
            kept_as_values += distinct.is_none() as u32;
            let solved = solve_dag(&g).unwrap();
            let traced = dfs_trace(&g).1.unwrap();
            assert!(same_bits(&solved.values, &traced.values), "seed {seed}, pool of {}", pool.len());
            assert_eq!((&solved.discovered, &solved.finished), (&traced.discovered, &traced.finished));
            let reference = values_by_definition(&g);
            // The reference's max/min may pick the other zero on a tie: compare as values.
            assert!(same_values(&solved.values, &reference));
        }
    }
    assert!(kept_as_values > 10, "graphs with both zeros keep their values");
}

/// Every pair of neighbouring end values is compared by both players, at the widths' limits
/// (126 distinct values fit one-byte ranks, 127 need two bytes).
/// ```text
///                 S (max)
///        /      /     \      \
///   M0 (max) m0 (min) M1 (max) m1 (min) …    Mi and mi: Ei+1, Ei (Ei+1 first when i is even)
///     E0 = −5.0, E1 = −4.75, E2 = −4.5, …
/// ```
#[test]
fn neighbouring_values_are_told_apart() {
    let one_byte = u8::CAPACITY as u32;
    for distinct in [2, one_byte, one_byte + 1, 300] {
        let mut b = crate::graph::GraphBuilder::new();
        let pairs = distinct - 1;
        let first_end = 1 + 2 * pairs;
        b.add_position("S", Player::Max, 1..first_end);
        for i in 0..pairs {
            let (lower, upper) = (first_end + i, first_end + i + 1);
            let moves = if i % 2 == 0 { [upper, lower] } else { [lower, upper] };
            b.add_position(format!("M{i}"), Player::Max, moves);
            b.add_position(format!("m{i}"), Player::Min, moves);
        }
        for i in 0..distinct {
            b.add_end(format!("E{i}"), i as f64 / 4.0 - 5.0);
        }
        let g = b.build().unwrap();
        let solved = solve_dag(&g).unwrap();
        assert!(same_bits(&solved.values, &values_by_definition(&g)), "{distinct} distinct values");
        assert!(same_bits(&solved.values, &dfs_trace(&g).1.unwrap().values));
    }
}

/// Paul picks among 70,000 ends with distinct values: too many for two-byte ranks.
#[test]
fn many_distinct_values_are_kept_as_they_are() {
    let n = 70_000u32;
    let mut b = crate::graph::GraphBuilder::with_capacity(n as usize + 1, n as usize);
    b.add_position("S", Player::Max, 1..=n);
    for i in 0..n {
        b.add_end(format!("e{i}"), ((i * 7919) % n) as f64 / 3.0);
    }
    let g = b.build().unwrap();
    let solved = solve_dag(&g).unwrap();
    assert_eq!(solved.start_value(&g), (n - 1) as f64 / 3.0);
    assert!(same_bits(&solved.values, &dfs_trace(&g).1.unwrap().values));
}

/// −0 and 0 are equal values: Paul keeps the first one he sees, as the plain search does.
/// ```text
///      S (max)
///     /      \
///  Z = −0    P = 0
/// ```
#[test]
fn equal_zeros_keep_the_first_seen() {
    let mut b = crate::graph::GraphBuilder::new();
    b.add_position("S", Player::Max, [1, 2]);
    b.add_end("Z", -0.0);
    b.add_end("P", 0.0);
    let g = b.build().unwrap();
    let solved = solve_dag(&g).unwrap();
    assert!(solved.start_value(&g).is_sign_negative());
    assert_eq!(dfs_trace(&g).0[7], DfsEvent::Finish { position: 0, time: 6, value: -0.0, best: Some(1) });
}

#[test]
fn a_long_path_needs_no_recursion() {
    let n = 1_000_000u32;
    let mut b = crate::graph::GraphBuilder::with_capacity(n as usize, n as usize);
    for v in 0..n - 1 {
        let mover = if v % 2 == 0 { Player::Max } else { Player::Min };
        b.add_position(format!("p{v}"), mover, [v + 1]);
    }
    b.add_end("last", 7.0);
    let g = b.build().unwrap();
    let s = solve_dag(&g).unwrap();
    assert_eq!(s.start_value(&g), 7.0);
    assert_eq!(s.finished[0], 2 * n);
}
