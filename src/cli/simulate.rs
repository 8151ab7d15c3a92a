//! `gamegraph simulate`: play many Sequence games and print one CSV row per game,
//! `n,run,seed,distribution,value,leaves_evaluated`.
//!
//! The parameters are read by the same parser as the page's links
//! ([`gamegraph::sim::Experiment::parse`]) and every run's seed is derived from the master seed
//! the same way, so the same parameters give the same rows everywhere. The runs are spread over
//! all cores with rayon; rows come out in job order (n ascending, then run) whatever the number
//! of threads.

use std::io::{BufWriter, Write};

use gamegraph::sim::{Experiment, RunRow};

use super::{Failure, flag_error};

/// Jobs handed to the thread pool at once: enough to keep every core busy, few enough that rows
/// reach the output steadily and memory stays small.
const WINDOW: u64 = 4096;

/// The arguments, as typed.
pub struct Args<'a> {
    pub n: &'a str,
    pub runs: &'a str,
    pub seed: &'a str,
    pub leaves: &'a str,
    pub method: &'a str,
    /// Worker threads; `None` for one per core.
    pub threads: Option<usize>,
}

pub fn run(args: Args, out: &mut dyn Write) -> Result<(), Failure> {
    let experiment = Experiment::parse(args.n, args.runs, args.seed, args.leaves, args.method).map_err(flag_error)?;
    if args.threads == Some(0) {
        return Err(Failure::Message("--threads: at least one thread is needed, not 0".to_owned()));
    }
    // One pool for the whole run (rayon's global pool when no count is given).
    let pool = match args.threads {
        None => None,
        Some(count) => Some(
            rayon::ThreadPoolBuilder::new()
                .num_threads(count)
                .build()
                .map_err(|e| Failure::Message(format!("--threads: cannot start {count} threads: {e}")))?,
        ),
    };
    let mut out = BufWriter::new(out);
    writeln!(out, "{}", RunRow::CSV_HEADER)?;
    let total = experiment.total_runs();
    let mut start = 0;
    while start < total {
        let end = total.min(start + WINDOW);
        for row in run_window(&experiment, start..end, pool.as_ref()) {
            writeln!(out, "{}", row.csv_line())?;
        }
        out.flush()?;
        start = end;
    }
    Ok(())
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
