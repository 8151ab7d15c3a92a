//! Fuzzing the text format and every solver: generated and mutated game texts from a seeded
//! SplitMix64 generator (so every run, and every failure, is reproducible from its case number),
//! each parsed and, when it parses, solved by DFS minimax (and its event stream), retrograde
//! analysis (and its event stream), and — when the tree it unfolds into is small enough — Shen's
//! stack traversal and alpha-beta. A panic anywhere is a failure; so is a disagreement between
//! the solvers where they must agree (the start's value on a DAG), or a text printed from a graph
//! that does not read back as the same graph.
//!
//! `cargo test --test suite fuzz::` runs a small slice (a few thousand cases, seconds); `make fuzz` runs
//! a million or more in release (`FUZZ_CASES`, default 1,000,000) and prints the figures for
//! BENCHMARKS.md.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Instant;

use gamegraph::format::{Limits, parse_bytes, to_text};
use gamegraph::graph::GameGraph;
use gamegraph::rng::draw;
use gamegraph::solve::dfs::{dfs_trace, find_cycle, solve_dag};
use gamegraph::solve::retrograde::{retrograde, retrograde_traced};
use gamegraph::solve::tree::{alpha_beta_within, stack_value_within};
use gamegraph::solve::unfold::check_unfolding;

/// The most tree positions a fuzz case may unfold (the command line allows far more; here
/// each case must stay fast).
const TREE_LIMIT: u64 = 20_000;
/// Caps on parsed games: big enough for every generated text, small enough to stay fast.
const LIMITS: Limits = Limits { max_positions: 2_000, max_moves: 20_000 };

/// The SplitMix64 stream (Steele, Lea and Flood 2014) of the crate's leaf values: output `i` of
/// the stream keyed by the case number.
struct SplitMix(u64, u64);

impl SplitMix {
    fn new(case: u64) -> SplitMix {
        SplitMix(case, 0)
    }

    fn next(&mut self) -> u64 {
        self.1 += 1;
        draw(self.0, self.1 - 1)
    }

    fn below(&mut self, n: usize) -> usize {
        ((self.next() as u128 * n as u128) >> 64) as usize
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

const MOVERS: &[&str] = &["max", "min", "MAX", "Paul", "carole", "mix", ""];
const VALUES: &[&str] =
    &["0", "-0", "1", "-1", "2.5", "1e308", "1e309", "-1e-320", "inf", "NaN", "0x10", "1_000", "+3", "", "--1", "1e"];
const TOKENS: &[&str] = &[":", "=", "#", "\n", " ", "start", "max", "min", ":=", "\r\n", "\t", "é", "→", "\0"];

/// A name: usually short and shared (so moves hit defined positions), sometimes odd.
fn name(rng: &mut SplitMix, positions: usize) -> String {
    match rng.below(20) {
        0 => "x".repeat(rng.below(80) + 1),
        1 => rng.pick(&["é", "名前", "a#b", "a:b", "a=b", "", " "]).to_owned(),
        _ => format!("p{}", rng.below(positions.max(1))),
    }
}

/// A game text of up to 40 positions: seven in ten well formed (half of them without cycles),
/// the others with an error now and then.
fn generated(rng: &mut SplitMix) -> String {
    if rng.chance(3) {
        return layered(rng);
    }
    let positions = rng.below(40) + 1;
    let acyclic = rng.chance(50);
    let noisy = rng.chance(30);
    let odd = |rng: &mut SplitMix, percent: usize| noisy && rng.chance(percent);
    let mut text = String::new();
    if rng.chance(20) {
        let start = if odd(rng, 50) { name(rng, positions) } else { format!("p{}", rng.below(positions)) };
        text.push_str(&format!("start {start}\n"));
    }
    for v in 0..positions {
        if rng.chance(5) {
            text.push_str("# a comment\n");
        }
        let is_end = v + 1 == positions || rng.chance(25);
        if is_end {
            let value = if odd(rng, 20) { rng.pick(VALUES).to_owned() } else { format!("{}", rng.below(7) as i64 - 3) };
            text.push_str(&format!("p{v} = {value}\n"));
        } else {
            let mover = if odd(rng, 10) { rng.pick(MOVERS) } else { rng.pick(&MOVERS[..2]) };
            let degree = rng.below(4) + usize::from(!odd(rng, 10));
            let successors: Vec<String> = (0..degree)
                .map(|_| {
                    if odd(rng, 5) {
                        name(rng, positions + 2)
                    } else if acyclic {
                        format!("p{}", v + 1 + rng.below(positions - v - 1))
                    } else {
                        format!("p{}", rng.below(positions))
                    }
                })
                .collect();
            let colon = if odd(rng, 3) { " " } else { " : " };
            text.push_str(&format!("p{v} {mover}{colon}{}\n", successors.join(" ")));
        }
    }
    text
}

/// Layers of two positions, each with moves to both of the next layer: a small DAG whose tree
/// has 2^layers leaves, for the tree solvers' limit.
fn layered(rng: &mut SplitMix) -> String {
    let layers = rng.below(70) + 1;
    let mut text = String::from("s max : a0 b0\n");
    for layer in 0..layers {
        let mover = if layer % 2 == 0 { "min" } else { "max" };
        for side in ["a", "b"] {
            let next = if layer + 1 == layers { "x y".to_owned() } else { format!("a{0} b{0}", layer + 1) };
            text.push_str(&format!("{side}{layer} {mover} : {next}\n"));
        }
    }
    text.push_str(&format!("x = {}\ny = {}\n", rng.below(3), rng.below(3) as i64 - 1));
    text
}

/// `text` with a few random edits: bytes flipped, ranges deleted or repeated, tokens inserted,
/// the end cut off.
fn mutated(rng: &mut SplitMix, text: String) -> Vec<u8> {
    let mut bytes = text.into_bytes();
    for _ in 0..rng.below(4) + 1 {
        let len = bytes.len();
        let at = rng.below(len + 1);
        match rng.below(6) {
            0 if len > 0 => bytes[at.min(len - 1)] = rng.next() as u8,
            1 => {
                let end = (at + rng.below(16)).min(len);
                bytes.drain(at..end);
            }
            2 => {
                let end = (at + rng.below(64)).min(len);
                let copy = bytes[at..end].to_vec();
                bytes.splice(at..at, copy);
            }
            3 => bytes.truncate(at),
            _ => {
                let token = rng.pick(TOKENS).as_bytes().to_vec();
                bytes.splice(at..at, token);
            }
        }
    }
    bytes
}

/// What one case did.
#[derive(Default, Debug)]
struct Tally {
    cases: u64,
    parsed: u64,
    dags: u64,
    tree_searched: u64,
    tree_refused: u64,
}

/// Every solver on one parsed game; an `Err` names a disagreement.
fn solve_all(graph: &GameGraph, tally: &mut Tally) -> Result<(), String> {
    let reread =
        parse_bytes(to_text(graph).as_bytes(), &LIMITS).map_err(|e| format!("printed text rejected: {e:?}"))?;
    if reread != *graph {
        return Err("printed text reads back as another graph".to_owned());
    }
    let retro = retrograde(graph);
    let (traced, events) = retrograde_traced(graph);
    if traced != retro || events.is_empty() {
        return Err("traced retrograde analysis differs".to_owned());
    }
    let (_, traced_dfs) = dfs_trace(graph);
    let dag = solve_dag(graph);
    if find_cycle(graph) != dag.as_ref().err().cloned() {
        return Err("find_cycle and DFS minimax disagree on the cycle".to_owned());
    }
    match dag {
        Ok(solution) => {
            tally.dags += 1;
            let value = solution.start_value(graph);
            if traced_dfs.map(|s| s.start_value(graph)) != Ok(value) || value != retro.start_value() {
                return Err(format!("DFS {value} and retrograde {} disagree", retro.start_value()));
            }
            match check_unfolding(graph, TREE_LIMIT) {
                Ok(_) => {
                    tally.tree_searched += 1;
                    let depth = graph.len();
                    let stack = stack_value_within(graph, depth).map_err(|e| e.to_string())?;
                    let pruned = alpha_beta_within(graph, depth).map_err(|e| e.to_string())?;
                    if stack != value || pruned.value != value {
                        return Err(format!("tree values {stack}, {} against DFS {value}", pruned.value));
                    }
                }
                Err(refused) => {
                    tally.tree_refused += 1;
                    let _ = refused.to_string();
                }
            }
        }
        Err(cycle) => {
            if traced_dfs.is_ok() {
                return Err("DFS event stream found no cycle".to_owned());
            }
            let message = cycle.describe(graph);
            if message.len() > 2_000 {
                return Err(format!("a cycle message of {} bytes", message.len()));
            }
            if check_unfolding(graph, u64::MAX).is_ok() {
                return Err("a cycle, but the unfolded tree was counted as finite".to_owned());
            }
        }
    }
    Ok(())
}

/// Runs cases `first..first + count`; returns the tally or the first failure (case number, text).
fn fuzz(first: u64, count: u64) -> Result<Tally, String> {
    let mut tally = Tally::default();
    for case in first..first + count {
        let mut rng = SplitMix::new(case);
        let text = generated(&mut rng);
        let bytes = if rng.chance(50) { mutated(&mut rng, text) } else { text.into_bytes() };
        let outcome = catch_unwind(AssertUnwindSafe(|| -> Result<bool, String> {
            match parse_bytes(&bytes, &LIMITS) {
                Ok(graph) => solve_all(&graph, &mut tally).map(|()| true),
                Err(errors) => {
                    if errors.errors.is_empty() {
                        return Err("a parse failure without an error".to_owned());
                    }
                    for e in &errors.errors {
                        let _ = e.message();
                    }
                    Ok(false)
                }
            }
        }));
        tally.cases += 1;
        match outcome {
            Ok(Ok(parsed)) => tally.parsed += u64::from(parsed),
            Ok(Err(problem)) => return Err(format!("case {case}: {problem}\n{}", String::from_utf8_lossy(&bytes))),
            Err(_) => return Err(format!("case {case} panicked on\n{}", String::from_utf8_lossy(&bytes))),
        }
    }
    Ok(tally)
}

#[test]
fn a_slice_of_the_fuzz_run_finds_nothing() {
    let tally = fuzz(0, 5_000).unwrap_or_else(|failure| panic!("{failure}"));
    println!("{tally:?}");
    // The generator reaches every branch: parse errors, DAGs searched as trees, and cycles.
    assert!(tally.parsed > 1_000 && tally.parsed < 4_500, "{tally:?}");
    assert!(tally.dags > 300 && tally.tree_searched > 300 && tally.parsed > tally.dags, "{tally:?}");
    assert!(tally.tree_refused > 10, "{tally:?}");
}

/// `make fuzz`: `FUZZ_CASES` cases (default 1,000,000) from `FUZZ_FIRST` (default 0).
#[test]
#[ignore = "long: run by make fuzz, in release"]
fn the_full_fuzz_run_finds_nothing() {
    let number = |key: &str, default: u64| std::env::var(key).ok().and_then(|v| v.parse().ok()).unwrap_or(default);
    let (first, count) = (number("FUZZ_FIRST", 0), number("FUZZ_CASES", 1_000_000));
    let started = Instant::now();
    let tally = fuzz(first, count).unwrap_or_else(|failure| panic!("{failure}"));
    println!(
        "fuzz: {} cases (from {first}) in {:.1} s, 0 panics: {} parsed ({} DAGs, {} searched as trees, {} trees refused), {} rejected by the parser",
        tally.cases,
        started.elapsed().as_secs_f64(),
        tally.parsed,
        tally.dags,
        tally.tree_searched,
        tally.tree_refused,
        tally.cases - tally.parsed
    );
}
