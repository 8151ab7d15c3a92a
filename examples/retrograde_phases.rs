//! Where retrograde analysis spends its time, against DFS minimax on the same graph: the
//! benchmark graphs of `benches/solve.rs` (a random DAG with 10^6 positions and 9.9·10^6 moves,
//! Nim 5,5,5,5,5,5,5), each step timed on its own, best of `REPEAT` runs (default 9), in CPU time where Linux gives
//! it (the machine is shared: wall time counts the waits for a core).
//!
//! - `dfs`: `solve_dag`, the whole DFS minimax solve;
//! - `predecessors`: `GameGraph::reachable_predecessors`, the reachability sweep that counts the
//!   predecessor lists, and their fill (what retrograde analysis builds first);
//! - `retrograde`: the whole `retrograde`; `rest` = `retrograde` − `predecessors`, the threshold
//!   attractors with their queue and the result arrays.
//!
//! Run with `cargo run --release --example retrograde_phases [REPEAT] [dag|nim] [profile]`; for
//! the hot spots, `perf record` it with `profile` (only retrograde analysis, `REPEAT` times).

use std::hint::black_box;
use std::time::{Duration, Instant};

use gamegraph::graph::GameGraph;
use gamegraph::solve::dfs::solve_dag;
use gamegraph::solve::retrograde::retrograde;

// Only its clock is used here, not its criterion measurement.
#[allow(dead_code)]
#[path = "../benches/cpu_time/mod.rs"]
mod cpu_time;
#[path = "../benches/graphs/mod.rs"]
mod graphs;

/// The fastest of `repeat` runs of `f`, by CPU time where the system gives it, else by wall time.
fn best<T>(repeat: usize, mut f: impl FnMut() -> T) -> Duration {
    (0..repeat)
        .map(|_| {
            let (t, cpu) = (Instant::now(), cpu_time::thread_cpu_time());
            black_box(f());
            match (cpu, cpu_time::thread_cpu_time()) {
                (Some(before), Some(after)) => after - before,
                _ => t.elapsed(),
            }
        })
        .min()
        .expect("at least one run")
}

fn report(label: &str, g: &GameGraph, repeat: usize) {
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let dfs = best(repeat, || solve_dag(black_box(g)).expect("a DAG"));
    let predecessors = best(repeat, || black_box(g).reachable_predecessors());
    let retro = best(repeat, || retrograde(black_box(g)));
    let moves = g.move_count() as f64;
    println!("{label}: {} positions, {} moves", g.len(), g.move_count());
    println!("  dfs           {:8.1} ms  {:6.1} M moves/s", ms(dfs), moves / dfs.as_secs_f64() / 1e6);
    println!("  retrograde    {:8.1} ms  {:6.1} M moves/s", ms(retro), moves / retro.as_secs_f64() / 1e6);
    println!("    predecessors{:8.1} ms", ms(predecessors));
    println!("    rest        {:8.1} ms", ms(retro.saturating_sub(predecessors)));
    println!("  ratio (retrograde speed / dfs speed) {:.2}", dfs.as_secs_f64() / retro.as_secs_f64());
}

/// `retrograde_phases [REPEAT] [dag|nim] [profile]`: both graphs unless one is named; with
/// `profile`, only `retrograde`, `REPEAT` times (for `perf record`).
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let repeat = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(9);
    let only = args.get(2).map_or("", String::as_str);
    let profile = args.get(3).is_some_and(|a| a == "profile");
    let mut graphs = Vec::new();
    if only != "nim" {
        graphs.push(("random DAG".to_string(), graphs::bench_dag()));
    }
    if only != "dag" {
        let (nim, piles) = graphs::bench_nim();
        graphs.push((format!("Nim {piles}"), nim));
    }
    for (label, g) in &graphs {
        if profile {
            println!("{label}: retrograde {:.1} ms", best(repeat, || retrograde(black_box(g))).as_secs_f64() * 1e3);
        } else {
            report(label, g, repeat);
        }
    }
}
