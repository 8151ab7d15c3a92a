//! `gamegraph preset`: print a built-in game in the text format. The arguments are handed to the
//! same registry the page uses (`gamegraph::games::build_preset`), so both accept and reject the
//! same parameters with the same messages.

use std::io::Write;

use clap::Subcommand;
use gamegraph::games::{build_preset, presets};

use super::Failure;

#[derive(Debug, Subcommand)]
pub enum PresetCommand {
    /// List the built-in games with their parameters.
    List,
    /// Nim: take any number of matches from one pile; who cannot move loses.
    Nim {
        /// Pile sizes, comma-separated.
        #[arg(default_value = "3,5,7")]
        piles: String,
        /// Carole moves first (default: Paul).
        #[arg(long)]
        carole_first: bool,
    },
    /// Sequence: n bit moves, Paul first (or Carole), 2^n leaves with random VALUEs.
    Sequence {
        /// Number of moves.
        n: String,
        /// Seed of the leaf VALUEs.
        #[arg(long, default_value = "1")]
        seed: String,
        /// Leaf distribution: uniform (on [−1, 1]), coin (±1) or normal.
        #[arg(long, default_value = "uniform")]
        leaves: String,
        /// Who picks the first bit: paul or carole (the same leaves).
        #[arg(long, default_value = "paul")]
        first: String,
    },
    /// Tic-tac-toe from the empty board or a given one (9 characters X, O, `.`, row by row).
    Tictactoe {
        /// The starting board, e.g. `X.O.X....`.
        #[arg(default_value = ".........")]
        board: String,
    },
    /// Cat and mouse on a small board: a game with cycles and draws (use retrograde analysis).
    Catmouse {
        /// Rows separated by `/`: `.` floor, `#` wall, `M` mouse, `C` cat, `H` hole.
        board: Option<String>,
    },
    /// Chomp: bite a rectangle off a chocolate bar; who eats the poisoned corner loses.
    Chomp {
        /// Height of the bar.
        #[arg(default_value = "3")]
        rows: String,
        /// Width of the bar.
        #[arg(default_value = "4")]
        cols: String,
        /// Carole moves first (default: Paul).
        #[arg(long)]
        carole_first: bool,
    },
}

fn first(carole_first: bool) -> &'static str {
    if carole_first { "carole" } else { "paul" }
}

pub fn run(command: PresetCommand, out: &mut dyn Write) -> Result<(), Failure> {
    let (id, params): (&str, Vec<(&str, &str)>) = match &command {
        PresetCommand::List => return list(out),
        PresetCommand::Nim { piles, carole_first } => ("nim", vec![("piles", piles), ("first", first(*carole_first))]),
        PresetCommand::Sequence { n, seed, leaves, first } => {
            ("sequence", vec![("n", n), ("seed", seed), ("leaves", leaves), ("first", first)])
        }
        PresetCommand::Tictactoe { board } => ("tictactoe", vec![("board", board)]),
        PresetCommand::Catmouse { board } => ("catmouse", board.iter().map(|b| ("board", b.as_str())).collect()),
        PresetCommand::Chomp { rows, cols, carole_first } => {
            ("chomp", vec![("rows", rows), ("cols", cols), ("first", first(*carole_first))])
        }
    };
    let preset = build_preset(id, &params).map_err(|e| Failure::Message(format!("preset {id}: {e}")))?;
    out.write_all(preset.to_text().as_bytes())?;
    Ok(())
}

fn list(out: &mut dyn Write) -> Result<(), Failure> {
    for info in presets() {
        writeln!(out, "{} — {}", info.id, info.title)?;
        writeln!(out, "    {}", info.description)?;
        for p in info.params {
            writeln!(out, "    {} (default {}): {}", p.name, p.default, p.help)?;
        }
    }
    Ok(())
}
