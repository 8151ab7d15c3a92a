//! The command line: argument definitions (clap) and dispatch to the subcommands.

mod merge;
mod preset;
mod rules;
mod simulate;
mod solve;
mod theory;
mod trace;

use std::io::{self, Read, Write};
use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};
use gamegraph::format::{Limits, parse_bytes};
use gamegraph::graph::GameGraph;
use gamegraph::sim::SimError;

/// Game Graph Lab: solve finite two-player games and show how.
#[derive(Debug, Parser)]
#[command(name = "gamegraph", version, about, propagate_version = true)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Solve a game in the text format, or by its rules (a `.rhai` file): the value of every
    /// position and the best moves.
    Solve {
        /// The game file (a `.rhai` file holds rules); `-` or nothing reads standard input.
        file: Option<PathBuf>,
        /// A rules file's parameter, `NAME=VALUE` (repeatable).
        #[arg(long = "param", value_name = "NAME=VALUE")]
        params: Vec<String>,
        /// DFS minimax (DAGs), retrograde analysis (cycles allowed: infinite play is a draw worth
        /// 0), or alpha-beta over the game tree (the start's value only).
        #[arg(long, short, value_enum, default_value_t = Algorithm::Dfs)]
        algorithm: Algorithm,
        /// Print one JSON object instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Print the solver's event stream, one event per line.
    Trace {
        /// The game file (a `.rhai` file holds rules); `-` or nothing reads standard input.
        file: Option<PathBuf>,
        /// A rules file's parameter, `NAME=VALUE` (repeatable).
        #[arg(long = "param", value_name = "NAME=VALUE")]
        params: Vec<String>,
        /// The search whose events to print.
        #[arg(long, short, value_enum, default_value_t = TraceAlgorithm::Dfs)]
        algorithm: TraceAlgorithm,
        /// The attractor's player (attractor only; default paul).
        #[arg(long, value_enum)]
        player: Option<PlayerArg>,
        /// Alpha-beta's move order: the game's, best first or worst first by minimax value
        /// (alphabeta only; default given).
        #[arg(long, value_enum)]
        order: Option<OrderArg>,
    },
    /// Expand a game written as rules (a `.rhai` file) and print it in the text format: solving
    /// that text gives the same values.
    Expand {
        /// The rules file.
        file: PathBuf,
        /// A parameter, `NAME=VALUE` (repeatable).
        #[arg(long = "param", value_name = "NAME=VALUE")]
        params: Vec<String>,
    },
    /// Print a built-in game in the text format.
    Preset {
        #[command(subcommand)]
        game: preset::PresetCommand,
    },
    /// Play many Sequence games with random leaves; print one CSV row per game.
    Simulate {
        /// Game sizes: `a..b` (both included) or one n, at most 30 for full and stream, 44 for
        /// alphabeta.
        #[arg(long, default_value = "1..20", allow_hyphen_values = true)]
        n: String,
        /// Games per size.
        #[arg(long, default_value = "1000", allow_hyphen_values = true)]
        runs: String,
        /// Master seed: with the same parameters, the same rows (here and in the page, whose
        /// default seed is 7 too).
        #[arg(long, default_value = "7", allow_hyphen_values = true)]
        seed: String,
        /// Leaf distribution: uniform (on [−1, 1]), coin (±1) or normal.
        #[arg(long, default_value = "uniform")]
        leaves: String,
        /// Evaluation: full (level by level), stream (O(n) memory) or alphabeta (fewer leaves).
        /// full and stream read all 2^n leaves: about 3 s per tree at n = 30 on one core.
        #[arg(long, default_value = "full")]
        method: String,
        /// Who picks the first bit: paul (seed 001's game) or carole (the same leaves; the CSV
        /// then ends in a column `first`).
        #[arg(long, default_value = "paul")]
        first: String,
        /// Worker threads (default: one per core; at most 256).
        #[arg(long, allow_hyphen_values = true)]
        threads: Option<String>,
        /// Run only part I of K (`--part 3/10`), for K machines: the parts' outputs, concatenated
        /// in order (or joined by `gamegraph merge`), are the whole run's output byte for byte.
        /// Part 1 prints the header; the parts are cut to hold about equal work.
        #[arg(long, allow_hyphen_values = true)]
        part: Option<String>,
    },
    /// Join the CSV outputs of `simulate --part 1/K … K/K` (in that order) into the whole run's
    /// output, checking that they are the parts of one experiment with no row missing.
    Merge {
        /// The parts' files, part 1 first.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Print the exact law of VALUE(e) of the Sequence game for every n of a range.
    Theory {
        /// Game sizes: `a..b` (both included) or one n, at most 62.
        #[arg(long, default_value = "1..30", allow_hyphen_values = true)]
        n: String,
        /// Leaf distribution: uniform (on [−1, 1]), coin (±1) or normal.
        #[arg(long, default_value = "uniform")]
        leaves: String,
        /// Who picks the first bit: paul or carole.
        #[arg(long, default_value = "paul")]
        first: String,
        /// Print CSV (n,mean,sd,median,q05,q95) instead of a table.
        #[arg(long)]
        csv: bool,
        /// Add alpha-beta's expected leaf count for random leaves and the Knuth–Moore minimum.
        #[arg(long)]
        alphabeta: bool,
    },
}

/// The solvers `solve` can run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Algorithm {
    Dfs,
    Retrograde,
    Alphabeta,
}

/// The solvers whose events `trace` can print.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum TraceAlgorithm {
    Dfs,
    Retrograde,
    Attractor,
    Stack,
    Alphabeta,
}

/// `--player` of `trace --algorithm attractor`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PlayerArg {
    Paul,
    Carole,
}

/// `--order` of `trace --algorithm alphabeta`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum OrderArg {
    Given,
    Best,
    Worst,
}

/// Runs the command, writing its output to `out`; the error is the message for stderr.
pub fn run(cli: Cli, out: &mut dyn Write) -> Result<(), String> {
    let result = match cli.command {
        Command::Solve { file, params, algorithm, json } => {
            let graph = read_game(file.as_deref(), &params)?;
            solve::run(&graph, algorithm, json, out)
        }
        Command::Trace { file, params, algorithm, player, order } => {
            let options = trace::Options::new(algorithm, player, order)?;
            let graph = read_game(file.as_deref(), &params)?;
            trace::run(&graph, options, out)
        }
        Command::Expand { file, params } => rules::expand(&file, &params, out),
        Command::Preset { game } => preset::run(game, out),
        Command::Simulate { n, runs, seed, leaves, method, first, threads, part } => {
            let (threads, part) = (threads.as_deref(), part.as_deref());
            let (n, runs, seed, leaves, method, first) = (&n, &runs, &seed, &leaves, &method, &first);
            let args = simulate::Args { n, runs, seed, leaves, method, first, threads, part };
            simulate::run(args, out)
        }
        Command::Merge { files } => merge::run(&files, out),
        Command::Theory { n, leaves, first, csv, alphabeta } => theory::run(&n, &leaves, &first, csv, alphabeta, out),
    };
    match result {
        Err(Failure::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        Err(Failure::Io(e)) => Err(format!("cannot write the output: {e}")),
        Err(Failure::Message(m)) => Err(m),
        Ok(()) => Ok(()),
    }
}

/// Why a subcommand stopped.
pub enum Failure {
    Io(io::Error),
    Message(String),
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Self {
        Failure::Io(e)
    }
}

impl From<String> for Failure {
    fn from(m: String) -> Self {
        Failure::Message(m)
    }
}

/// The message for a bad lab parameter, naming its flag (`--n: …`).
pub fn flag_error(e: SimError) -> Failure {
    Failure::Message(format!("--{}: {}", e.param, e.message))
}

/// Reads and parses the game from `file` (standard input for `-` or none). Parse errors are
/// reported all at once, each prefixed with the file name, line and column.
/// The longest game text the command line reads, in bytes: far past any game within
/// [`Limits::DEFAULT`] (a million positions of short names take about 22 MB), and a stop for
/// endless input (`yes | gamegraph solve`), which would otherwise be read until memory runs out.
pub const MAX_INPUT_BYTES: u64 = 512 * 1024 * 1024;

fn read_game(file: Option<&std::path::Path>, params: &[String]) -> Result<GameGraph, String> {
    if let Some(path) = file.filter(|p| rules::is_rules_file(p)) {
        return rules::read(path, params).map(|(graph, _)| graph);
    }
    if let Some(param) = params.first() {
        return Err(format!("--param {param}: parameters are a rules file's (a .rhai file), and this is a game text"));
    }
    let (label, bytes) = match file {
        None => ("<stdin>".to_owned(), read_capped(io::stdin().lock(), "standard input")?),
        Some(p) if p.as_os_str() == "-" => ("<stdin>".to_owned(), read_capped(io::stdin().lock(), "standard input")?),
        Some(p) => {
            let label = p.display().to_string();
            let file = std::fs::File::open(p).map_err(|e| format!("cannot read {label}: {e}"))?;
            let bytes = read_capped(file, &label)?;
            (label, bytes)
        }
    };
    parse_bytes(&bytes, &Limits::default()).map_err(|errors| {
        let mut lines: Vec<String> =
            errors.errors.iter().map(|e| format!("{label}:{}:{}: {}", e.line, e.column, e.message())).collect();
        if errors.more > 0 {
            lines.push(format!("… and {} more errors", errors.more));
        }
        lines.join("\n")
    })
}

/// Reads all of `source` (named `label` in messages), refusing more than [`MAX_INPUT_BYTES`].
fn read_capped(source: impl Read, label: &str) -> Result<Vec<u8>, String> {
    read_at_most(source, label, MAX_INPUT_BYTES)
}

fn read_at_most(source: impl Read, label: &str, max: u64) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    source.take(max + 1).read_to_end(&mut bytes).map_err(|e| format!("cannot read {label}: {e}"))?;
    if bytes.len() as u64 > max {
        return Err(format!(
            "{label} is longer than {} MiB, the most a game text may be (a game has at most {} positions and {} moves)",
            max / (1024 * 1024),
            Limits::DEFAULT.max_positions,
            Limits::DEFAULT.max_moves
        ));
    }
    Ok(bytes)
}

/// Formats a VALUE for people: integers without a fraction, others as Rust prints them
/// (shortest round trip).
pub fn show_value(value: f64) -> String {
    // -0 (a text may say `= -0`) is the draw 0, printed without a sign.
    if value.is_nan() {
        "?".to_owned()
    } else if value == 0.0 {
        "0".to_owned()
    } else {
        format!("{value}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_printed_shortest_and_minus_zero_as_zero() {
        assert_eq!(show_value(-0.0), "0");
        assert_eq!(show_value(0.25), "0.25");
        assert_eq!(show_value(-3.0), "-3");
        assert_eq!(show_value(f64::NAN), "?");
    }

    #[test]
    fn input_is_read_up_to_its_cap_and_refused_past_it() {
        assert_eq!(read_at_most(&b"A = 1\n"[..], "<stdin>", 6).unwrap(), b"A = 1\n");
        let error = read_at_most(&b"A = 1\nB = 2\n"[..], "<stdin>", 6).unwrap_err();
        assert!(error.starts_with("<stdin> is longer than 0 MiB, the most a game text may be"), "{error}");
        // Endless input stops at the cap (an infinite reader, cut by take()).
        let error = read_at_most(io::repeat(b'x'), "game.txt", 1 << 20).unwrap_err();
        assert!(error.starts_with("game.txt is longer than 1 MiB"), "{error}");
    }
}
