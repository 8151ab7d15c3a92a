//! Batches of Sequence games: R runs for each n in a range, every run reproducible on its own.
//!
//! Run `r` of size `n` in an experiment with master seed `m` plays the game with leaf seed
//!
//! ```text
//! run_seed(m, n, r) = draw(draw(mix(m), n), r)
//! ```
//!
//! where `mix` is the SplitMix64 finaliser and `draw(key, i) = mix(key + (i + 1)·γ)` (mod 2^64,
//! γ = 0x9E3779B97F4A7C15) is output `i` of the SplitMix64 stream with that key — the same two
//! functions that make the leaf values ([`crate::games::sequence::leaf_value`]). So one number, the
//! master seed, fixes every run of an experiment; a link or a command line reproduces it exactly;
//! and each run depends on (m, n, r) only, so runs can be spread over threads or Web Workers and
//! computed in any order. The distribution does not enter the seed: the same run with coin
//! leaves plays the signs of the uniform leaves of that run, so experiments over the three
//! distributions are coupled.
//!
//! Uniform and coin leaves are made with integer operations and exact floating-point steps, so
//! they are bit-identical on every platform (checked against plain JavaScript and numpy ports in
//! `baselines/`). Normal leaves (Box–Muller) use the portable `ln` and `cos` of
//! [`crate::portable_math`], built from exactly rounded operations only, so they are
//! bit-identical too: the command line and the page give the same VALUEs for every distribution.
//! (The platform's own `ln` and `cos` would not: glibc and the libm compiled to WebAssembly
//! disagree in the last bit on about 6 % of inputs.)
//!
//! Who moves first does not enter the seed either: an experiment with Carole first plays the
//! same leaves as the one with Paul first, so the two are coupled the same way.
//!
//! Jobs are numbered n-major: job `j` of an experiment over n = a..=b with R runs each is run
//! `j mod R` of size `a + ⌊j / R⌋`. Rows are reported in job order.

use std::ops::Range;

use crate::games::params::parse_player;
use crate::games::sequence::{Leaves, Sequence, check_moves};
use crate::graph::Player;
use crate::rng::{draw, mix};
use crate::text::short_quote;

use super::SimError;
use super::evaluate::{Method, evaluate};

/// The leaf seed of run `run` of size `n` in the experiment with master seed `master` (see the
/// module documentation for the formula).
pub fn run_seed(master: u64, n: u32, run: u64) -> u64 {
    draw(draw(mix(master), n as u64), run)
}

/// An inclusive range of game sizes, `first..=last`, within 0..=[`MAX_N`](crate::games::sequence::MAX_N).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NRange {
    /// The smallest n.
    pub first: u32,
    /// The largest n (included).
    pub last: u32,
}

impl NRange {
    /// `first..=last`, checked: not empty and at most [`MAX_N`](crate::games::sequence::MAX_N).
    pub fn new(first: u32, last: u32) -> Result<NRange, SimError> {
        if first > last {
            return Err(SimError::new(
                "n",
                format!("the range {first}..{last} is empty: the first n is larger than the last"),
            ));
        }
        check_moves(last).map_err(|message| SimError::new("n", message))?;
        Ok(NRange { first, last })
    }

    /// Parses `a..b` (both included, as in `--n 1..20`), `a..=b`, or a single `a`.
    pub fn parse(text: &str) -> Result<NRange, SimError> {
        let text = text.trim();
        let number = |part: &str| -> Result<u32, SimError> {
            let part = part.trim();
            part.parse::<u32>().map_err(|_| {
                SimError::new(
                    "n",
                    format!("\"{}\" is not a whole number of moves (write a range like 1..20)", short_quote(part)),
                )
            })
        };
        match text.split_once("..") {
            Some((a, b)) => {
                let b = b.strip_prefix('=').unwrap_or(b);
                NRange::new(number(a)?, number(b)?)
            }
            None => {
                let n = number(text)?;
                NRange::new(n, n)
            }
        }
    }

    /// How many sizes the range holds.
    pub fn len(&self) -> u32 {
        self.last - self.first + 1
    }

    /// Never true: a range holds at least one size.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The sizes, smallest first.
    pub fn iter(&self) -> std::ops::RangeInclusive<u32> {
        self.first..=self.last
    }
}

impl std::fmt::Display for NRange {
    /// `a..b` (or `a` for a single size): what [`NRange::parse`] reads back.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.first == self.last { write!(f, "{}", self.first) } else { write!(f, "{}..{}", self.first, self.last) }
    }
}

/// One run of an experiment: one game, its value and how many leaves were evaluated.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RunRow {
    /// Number of moves.
    pub n: u32,
    /// Run number within this n, from 0.
    pub run: u64,
    /// The game's leaf seed, [`run_seed`]`(master, n, run)`.
    pub seed: u64,
    /// The leaf distribution.
    pub leaves: Leaves,
    /// VALUE(e).
    pub value: f64,
    /// Leaves evaluated: 2^n for full evaluations, fewer for alpha-beta.
    pub leaves_evaluated: u64,
    /// Who chose the first bit.
    pub first: Player,
}

impl RunRow {
    /// The CSV header of rows with Paul first (seed 001's game), matching [`RunRow::csv_line`].
    pub const CSV_HEADER: &'static str = "n,run,seed,distribution,value,leaves_evaluated";

    /// The CSV header of rows with Carole first: one more column, `first`, at the end, so that
    /// the file says which game its values are of.
    pub const CSV_HEADER_CAROLE_FIRST: &'static str = "n,run,seed,distribution,value,leaves_evaluated,first";

    /// The header of rows whose first mover is `first`.
    pub fn csv_header(first: Player) -> &'static str {
        match first {
            Player::Max => RunRow::CSV_HEADER,
            Player::Min => RunRow::CSV_HEADER_CAROLE_FIRST,
        }
    }

    /// The row as CSV, without a line break. The value is printed as the shortest decimal that
    /// reads back to the same `f64` (never in exponent notation). With Carole first the row ends
    /// in `,carole` ([`RunRow::CSV_HEADER_CAROLE_FIRST`]).
    pub fn csv_line(&self) -> String {
        let first = if self.first == Player::Min { ",carole" } else { "" };
        format!(
            "{},{},{},{},{},{}{first}",
            self.n,
            self.run,
            self.seed,
            self.leaves.keyword(),
            self.value,
            self.leaves_evaluated
        )
    }
}

/// Plays run `run` of size `n` of the experiment with master seed `master`, Paul first.
pub fn simulate_run(n: u32, run: u64, master: u64, leaves: Leaves, method: Method) -> Result<RunRow, SimError> {
    simulate_run_first(n, run, master, leaves, method, Player::Max)
}

/// [`simulate_run`] with `first` choosing the first bit (the same leaves).
pub fn simulate_run_first(
    n: u32,
    run: u64,
    master: u64,
    leaves: Leaves,
    method: Method,
    first: Player,
) -> Result<RunRow, SimError> {
    let seed = run_seed(master, n, run);
    let game = Sequence::new(n, seed, leaves).map_err(|e| SimError::new("n", e.message))?.with_first(first);
    let evaluation = evaluate(&game, method);
    Ok(RunRow { n, run, seed, leaves, value: evaluation.value, leaves_evaluated: evaluation.leaves_evaluated, first })
}

/// An experiment: `runs` games for every n in a range, seeds derived from one master seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Experiment {
    /// The sizes.
    pub n: NRange,
    /// Runs per size, at least 1.
    pub runs: u64,
    /// The master seed.
    pub seed: u64,
    /// The leaf distribution.
    pub leaves: Leaves,
    /// The evaluation method (every method gives the same values; alpha-beta also reports fewer
    /// leaves evaluated).
    pub method: Method,
    /// Who chooses the first bit of every game.
    pub first: Player,
}

impl Experiment {
    /// The most runs per size: 2^40 runs of the smallest game would already take days.
    pub const MAX_RUNS: u64 = 1 << 40;

    /// An experiment, checked: the range must be valid (see [`NRange::new`]) and within the
    /// method's largest n ([`super::limits::max_n`]), and `runs` between 1 and
    /// [`Experiment::MAX_RUNS`]. Paul moves first ([`Experiment::with_first`] for Carole).
    pub fn new(n: NRange, runs: u64, seed: u64, leaves: Leaves, method: Method) -> Result<Experiment, SimError> {
        NRange::new(n.first, n.last)?;
        super::limits::check_sizes(n, method)?;
        if runs == 0 {
            return Err(SimError::new("runs", "at least one run per n is needed, not 0".to_owned()));
        }
        if runs > Experiment::MAX_RUNS {
            return Err(SimError::new(
                "runs",
                format!("{runs} runs are too many: at most 2^40 = {}", Experiment::MAX_RUNS),
            ));
        }
        Ok(Experiment { n, runs, seed, leaves, method, first: Player::Max })
    }

    /// The same experiment (same seeds, same leaves) with `first` choosing the first bit.
    pub fn with_first(self, first: Player) -> Experiment {
        Experiment { first, ..self }
    }

    /// Parses the parameters as the command line and links spell them: `n` = `1..20`, `runs` and
    /// `seed` whole numbers, `leaves` = `uniform`|`coin`|`normal`, `method` =
    /// `full`|`stream`|`alphabeta`. An error names the parameter that is wrong.
    pub fn parse(n: &str, runs: &str, seed: &str, leaves: &str, method: &str) -> Result<Experiment, SimError> {
        let n = NRange::parse(n)?;
        let runs = parse_whole("runs", runs, &format!("of runs from 1 to 2^40 = {}", Experiment::MAX_RUNS))?;
        let seed = parse_whole("seed", seed, &format!("from 0 to 2^64 − 1 = {}", u64::MAX))?;
        let leaves = parse_leaves(leaves)?;
        let method = Method::parse(method).ok_or_else(|| {
            SimError::new(
                "method",
                format!("\"{}\" is not a method: use full, stream or alphabeta", short_quote(method.trim())),
            )
        })?;
        Experiment::new(n, runs, seed, leaves, method)
    }

    /// The number of jobs: runs × sizes.
    pub fn total_runs(&self) -> u64 {
        self.runs * self.n.len() as u64
    }

    /// Job `index` (n-major, see the module documentation): its n and run number.
    pub fn job(&self, index: u64) -> (u32, u64) {
        (self.n.first + (index / self.runs) as u32, index % self.runs)
    }

    /// Plays job `index` (< [`Experiment::total_runs`]).
    pub fn run_job(&self, index: u64) -> RunRow {
        let (n, run) = self.job(index);
        match simulate_run_first(n, run, self.seed, self.leaves, self.method, self.first) {
            Ok(row) => row,
            Err(_) => unreachable!("Experiment::new checked that n ≤ MAX_N"),
        }
    }

    /// Plays the jobs in `jobs`, in order: the unit of work for one thread or worker.
    pub fn run_jobs(&self, jobs: Range<u64>) -> Vec<RunRow> {
        let end = jobs.end.min(self.total_runs());
        (jobs.start..end).map(|j| self.run_job(j)).collect()
    }

    /// The leaves a full evaluation of job `index` reads, 2^n: a measure of its cost for progress
    /// bars and for cutting the work into even pieces.
    pub fn job_leaves(&self, index: u64) -> u64 {
        1 << self.job(index).0
    }
}

/// Parses a leaf distribution keyword; the error names the parameter `leaves`.
pub fn parse_leaves(text: &str) -> Result<Leaves, SimError> {
    Leaves::parse(text).ok_or_else(|| {
        SimError::new(
            "leaves",
            format!("\"{}\" is not a distribution: use uniform, coin or normal", short_quote(text.trim())),
        )
    })
}

/// Parses who moves first, `paul` or `carole` (any case); the error names the parameter `first`.
pub fn parse_first(text: &str) -> Result<Player, SimError> {
    parse_player("first", text).map_err(|e| SimError::new("first", e.message))
}

/// A whole number; `range` says which ones the parameter takes (for the error).
fn parse_whole(param: &'static str, text: &str, range: &str) -> Result<u64, SimError> {
    let text = text.trim();
    text.parse::<u64>()
        .map_err(|_| SimError::new(param, format!("\"{}\" is not a whole number {range}", short_quote(text))))
}
