//! `gamegraph simulate`: play many Sequence games and print one CSV row per game,
//! `n,run,seed,distribution,value,leaves_evaluated` (and `,first` = `carole` with `--first carole`).
//!
//! The parameters are read by the same parser as the page's links
//! ([`gamegraph::sim::Experiment::parse`]), which also enforces each method's largest n, and
//! every run's seed is derived from the master seed the same way, so the same parameters give the
//! same rows everywhere. Before the first game, standard error says how much work the experiment
//! is (games, leaves, an estimated time). The runs are spread over all cores with rayon in
//! windows that never cross from one n to the next, and each window's rows are written as soon
//! as it is done: rows come out in job order (n ascending, then run) whatever the number of
//! threads, and every n's rows appear as soon as that n is finished.

use std::io::{BufWriter, Write};

use gamegraph::games::sequence::Leaves;
use gamegraph::graph::Player;
use gamegraph::sim::{Experiment, Method, Part, RunRow, Work, expected_game_leaves, parse_first, simulate_run};
use gamegraph::text::{POWER_OF_TEN_FROM, counted, large_count, power_of_ten, short_quote, thousands};

use super::{Failure, flag_error};

/// Jobs handed to the thread pool at once at most: enough to keep every core busy, few enough
/// that memory stays small.
const WINDOW: u64 = 4096;
/// Leaves per thread in one window: about a tenth of a second of full evaluation, so rows reach
/// the output steadily even for big trees.
const WINDOW_LEAVES_PER_THREAD: f64 = (1u64 << 25) as f64;
/// The most worker threads: far more than any machine's cores, few enough to start at once.
pub const MAX_THREADS: usize = 256;

/// The arguments, as typed.
pub struct Args<'a> {
    pub n: &'a str,
    pub runs: &'a str,
    pub seed: &'a str,
    pub leaves: &'a str,
    pub method: &'a str,
    /// `paul` or `carole`, as typed.
    pub first: &'a str,
    /// Worker threads, as typed; `None` for one per core.
    pub threads: Option<&'a str>,
    /// `I/K`, as typed: only the I-th of K parts; `None` for the whole run.
    pub part: Option<&'a str>,
}

pub fn run(args: Args, out: &mut dyn Write) -> Result<(), Failure> {
    let experiment = Experiment::parse(args.n, args.runs, args.seed, args.leaves, args.method)
        .map_err(flag_error)?
        .with_first(parse_first(args.first).map_err(flag_error)?);
    let threads = args.threads.map(parse_threads).transpose()?;
    let part = args.part.map(Part::parse).transpose().map_err(flag_error)?;
    // One pool for the whole run (rayon's global pool when no count is given).
    let pool = match threads {
        None => None,
        Some(count) => Some(
            rayon::ThreadPoolBuilder::new()
                .num_threads(count)
                .build()
                .map_err(|e| Failure::Message(format!("--threads: cannot start {count} threads: {e}")))?,
        ),
    };
    let threads = pool.as_ref().map_or_else(rayon::current_num_threads, |p| p.current_num_threads());
    let jobs = part.map_or(0..experiment.total_runs(), |part| experiment.part_jobs(part));
    let work = experiment.work_of(jobs.clone());
    eprintln!("{}", announce(&experiment, part, work, threads, rate_here(&experiment, work)));
    let mut out = BufWriter::new(out);
    if part.is_none_or(|p| p.index == 1) {
        writeln!(out, "{}", RunRow::csv_header(experiment.first))?;
    }
    out.flush()?;
    let mut start = jobs.start;
    while start < jobs.end {
        let end = window_end(&experiment, start, threads).min(jobs.end);
        for row in run_window(&experiment, start..end, pool.as_ref()) {
            writeln!(out, "{}", row.csv_line())?;
        }
        out.flush()?;
        start = end;
    }
    Ok(())
}

/// The thread count of `--threads`: a whole number from 1 to [`MAX_THREADS`].
fn parse_threads(text: &str) -> Result<usize, Failure> {
    let problem = match text.trim().parse::<i128>() {
        Ok(count) if count < 1 => format!("at least one thread is needed, not {count}"),
        Ok(count) if count > MAX_THREADS as i128 => format!(
            "{} threads are too many: at most {MAX_THREADS} (this machine has {} cores)",
            large_count(count as u128),
            std::thread::available_parallelism().map_or(1, |n| n.get())
        ),
        Ok(count) => return Ok(count as usize),
        Err(_) => format!("\"{}\" is not a whole number of threads from 1 to {MAX_THREADS}", short_quote(text.trim())),
    };
    Err(Failure::Message(format!("--threads: {problem}")))
}

/// The end of the window of jobs starting at `start`: within one n, at most [`WINDOW`] jobs and
/// about [`WINDOW_LEAVES_PER_THREAD`] leaves per thread, at least one job per thread.
fn window_end(experiment: &Experiment, start: u64, threads: usize) -> u64 {
    let (n, run) = experiment.job(start);
    let rest_of_n = experiment.runs - run;
    let by_leaves = (WINDOW_LEAVES_PER_THREAD * threads as f64 / expected_game_leaves(n, experiment.method)) as u64;
    start + rest_of_n.min(WINDOW).min(by_leaves.max(threads as u64))
}

/// Leaves per second of one core natively, per method and distribution (BENCHMARKS.md, Sequence
/// lab, on a fast machine): the estimate of a run that takes a moment by these rates. Other
/// machines are slower, up to 4 times for normal leaves (whose logarithm and cosine come from the
/// system's maths library): a longer run measures the rate first (`rate_here`).
fn leaf_rate(method: Method, leaves: Leaves) -> f64 {
    match (method, leaves) {
        (Method::Full, Leaves::Normal) => 34e6,
        (Method::Full, _) => 390e6,
        (Method::Stream, Leaves::Normal) => 21e6,
        (Method::Stream, _) => 116e6,
        (Method::AlphaBeta, Leaves::Normal) => 20e6,
        (Method::AlphaBeta, _) => 50e6,
    }
}

/// Runs shorter than this by the reference rates ([`leaf_rate`]) are announced without measuring.
const MOMENT_SECONDS: f64 = 0.05;
/// The trees that measure this machine's rate: n = 16 (65,536 leaves), for at most this long.
const CALIBRATION_N: u32 = 16;
const CALIBRATION_SECONDS: f64 = 0.03;

/// Leaves per second one core evaluates on this machine, for this experiment's method and
/// distribution: measured on a few trees of [`CALIBRATION_N`] moves (about 30 ms) unless the
/// whole run takes a moment.
fn rate_here(experiment: &Experiment, work: Work) -> f64 {
    let reference = leaf_rate(experiment.method, experiment.leaves);
    if work.leaves / reference < MOMENT_SECONDS {
        return reference;
    }
    let started = std::time::Instant::now();
    let mut leaves = 0u64;
    for run in 0..64 {
        match simulate_run(CALIBRATION_N, run, experiment.seed, experiment.leaves, experiment.method) {
            Ok(row) => leaves += row.leaves_evaluated,
            Err(_) => return reference,
        }
        if started.elapsed().as_secs_f64() >= CALIBRATION_SECONDS {
            break;
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    if seconds > 0.0 && leaves > 0 { leaves as f64 / seconds } else { reference }
}

/// What the experiment (or its part) will do, for standard error before the first game, at
/// `rate` leaves per second per thread:
/// `simulate: 30 games (n = 1..30, 1 run each, full), 2,147,483,646 leaves to evaluate: about 3 s on 2 threads`;
/// a part says which jobs it plays: `simulate: part 2 of 4, jobs 3,000..4,217 of 30,000: …`.
fn announce(experiment: &Experiment, part: Option<Part>, work: Work, threads: usize, rate: f64) -> String {
    let leaves = leaves_words(work.leaves, work.exact);
    let seconds = work.leaves / rate / threads as f64;
    let which = match part {
        None => String::new(),
        Some(part) => {
            let jobs = experiment.part_jobs(part);
            format!(
                " part {} of {}, jobs {}..{} of {}:",
                part.index,
                part.count,
                thousands(jobs.start),
                thousands(jobs.end),
                thousands(experiment.total_runs())
            )
        }
    };
    let who = if experiment.first == Player::Min { ", Carole first" } else { "" };
    format!(
        "simulate:{which} {} (n = {}, {} each, {}{who}), {leaves} to evaluate: {} on {}",
        counted(work.games, "game", "games"),
        experiment.n,
        counted(experiment.runs, "run", "runs"),
        experiment.method.keyword(),
        duration(seconds),
        counted(threads as u64, "thread", "threads")
    )
}

/// The leaves of an experiment in words: exact, or about so many; past 10^18 as a power of ten
/// (an alpha-beta experiment's expectation can pass what a `u64` holds), exact or not.
fn leaves_words(leaves: f64, exact: bool) -> String {
    if leaves >= POWER_OF_TEN_FROM {
        format!("about {} leaves", power_of_ten(leaves))
    } else if exact {
        counted(leaves.round() as u64, "leaf", "leaves")
    } else {
        format!("about {} leaves", thousands(leaves.round() as u64))
    }
}

/// An estimated duration in words: `under a second`, `about 12 s`, `about 7 min`, `about 3.4 h`,
/// `about 12 days`.
fn duration(seconds: f64) -> String {
    match seconds {
        s if s < 1.0 => "under a second".to_owned(),
        s if s < 120.0 => format!("about {s:.0} s"),
        s if s < 7200.0 => format!("about {:.0} min", s / 60.0),
        s if s < 172_800.0 => format!("about {:.1} h", s / 3600.0),
        s => format!("about {} days", thousands((s / 86_400.0).min(u64::MAX as f64) as u64)),
    }
}

/// Plays one window of jobs on all the pool's threads; rows come back in job order.
fn run_window(experiment: &Experiment, jobs: std::ops::Range<u64>, pool: Option<&rayon::ThreadPool>) -> Vec<RunRow> {
    use rayon::prelude::*;
    let compute = || jobs.clone().into_par_iter().map(|j| experiment.run_job(j)).collect::<Vec<_>>();
    match pool {
        None => compute(),
        Some(pool) => pool.install(compute),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_stay_within_one_n_and_shrink_for_big_trees() {
        let e = Experiment::parse("1..30", "100", "7", "uniform", "full").unwrap();
        // n = 1: the 100 runs of n = 1 only.
        assert_eq!(window_end(&e, 0, 2), 100);
        assert_eq!(window_end(&e, 50, 2), 100);
        // n = 30 (jobs 2900..3000): one job per thread.
        assert_eq!(window_end(&e, 2900, 2), 2902);
        let many = Experiment::parse("3", "100000", "7", "uniform", "full").unwrap();
        assert_eq!(window_end(&many, 0, 2), WINDOW);
    }

    #[test]
    fn the_announcement_states_games_leaves_and_time() {
        let e = Experiment::parse("1..3", "10", "7", "uniform", "full").unwrap();
        assert_eq!(
            rate_here(&e, e.work()),
            leaf_rate(Method::Full, Leaves::Uniform),
            "a moment's work is not measured"
        );
        assert_eq!(
            announce(&e, None, e.work(), 2, rate_here(&e, e.work())),
            "simulate: 30 games (n = 1..3, 10 runs each, full), 140 leaves to evaluate: under a second on 2 threads"
        );
        let e = Experiment::parse("44", "1", "7", "uniform", "alphabeta").unwrap();
        assert!(
            announce(&e, None, e.work(), 1, 50e6).contains("1 run each, alphabeta), about 5,"),
            "{}",
            announce(&e, None, e.work(), 1, 50e6)
        );
        // 2^30 leaves at 10 M/s on 2 threads: 54 s.
        let e = Experiment::parse("30", "1", "7", "normal", "full").unwrap();
        assert!(
            announce(&e, None, e.work(), 2, 10e6).ends_with(": about 54 s on 2 threads"),
            "{}",
            announce(&e, None, e.work(), 2, 10e6)
        );
        assert!(rate_here(&e, e.work()) > 0.0);
        // Past what a u64 holds: 2^40 alpha-beta runs at n = 44 (about 6·10^21 leaves).
        let e = Experiment::parse("44", "1099511627776", "7", "uniform", "alphabeta").unwrap();
        assert!(
            announce(&e, None, e.work(), 2, 50e6).contains("alphabeta), about 6.0 × 10^21 leaves to evaluate"),
            "{}",
            announce(&e, None, e.work(), 2, 50e6)
        );
        assert_eq!(leaves_words(1.0, true), "1 leaf");
        assert_eq!(leaves_words(9.96e18, false), "about 1.0 × 10^19 leaves");
        assert_eq!(duration(90.0), "about 90 s");
        assert_eq!(duration(45_796_000.0), "about 530 days");
    }
}
