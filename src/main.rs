//! `gamegraph`: solve, trace and generate games from the command line.
//!
//! ```text
//! gamegraph solve [FILE|-] [--algorithm dfs|retrograde|alphabeta] [--json]
//! gamegraph trace [FILE|-] [--algorithm dfs|retrograde]
//! gamegraph preset nim 3,5,7 [--carole-first]
//! gamegraph preset sequence 10 --seed 7 [--leaves uniform|coin|normal]
//! gamegraph preset tictactoe [BOARD]
//! gamegraph preset list
//! gamegraph simulate --n 1..20 --runs 1000 --seed 7 [--leaves uniform|coin|normal] [--method full|stream|alphabeta] [--part I/K]
//! gamegraph merge PART-1.csv … PART-K.csv
//! gamegraph theory --n 1..30 [--leaves uniform|coin|normal]
//! ```
//!
//! Errors go to stderr with a non-zero exit status; nothing panics.

// The command line's dependencies (clap, rayon) are native only (Cargo.toml): on wasm32, where
// only the integration tests build this binary, it is an empty main.
#[cfg(not(target_arch = "wasm32"))]
mod cli;

#[cfg(not(target_arch = "wasm32"))]
use std::process::ExitCode;

#[cfg(not(target_arch = "wasm32"))]
use clap::Parser;

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    let args = cli::Cli::parse();
    let mut out = std::io::stdout().lock();
    match cli::run(args, &mut out) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            // Names quoted in a message are the user's text: shown as the terminal may show them.
            let lines: Vec<_> = message.split('\n').map(gamegraph::text::visible).collect();
            eprintln!("error: {}", lines.join("\n"));
            ExitCode::FAILURE
        }
    }
}
