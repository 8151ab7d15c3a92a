//! How much work an experiment is, and the largest game each method may be asked for.
//!
//! The engine is the one place these limits live: the command line and the page's lab both get
//! them from here (the page through its wasm binding), so a link or a command can never start a
//! marathon that the other would refuse.
//!
//! - A full evaluation ([`Method::Full`]) and Shen's stack ([`Method::Stream`]) read all 2^n
//!   leaves: 2^30 is a billion, about 3 s per game on one core natively ([`MAX_N_FULL`]).
//! - Alpha-beta evaluates about [`ALPHA_BETA_LEAF_FACTOR`]·φ^n leaves on random continuous leaves
//!   (Pearl 1982: the branching factor is φ ≈ 1.618; the factor fits the exact expected counts of
//!   [`super::pruning::expected_alpha_beta_leaves`], e.g. 1.16·10^8 at n = 36): about 5·10^9
//!   leaves, a couple of minutes per game, at n = 44 ([`MAX_N_ALPHABETA`]).

use super::SimError;
use super::batch::{Experiment, NRange};
use super::evaluate::Method;
use super::theory::GOLDEN_RATIO;

/// The largest n for a full or stream evaluation: 2^30 leaves per game.
pub const MAX_N_FULL: u32 = 30;
/// The largest n for alpha-beta: about 5·10^9 leaves per game.
pub const MAX_N_ALPHABETA: u32 = 44;
/// Alpha-beta's expected leaves on a tree of n moves with random continuous leaves, divided by
/// φ^n (fitted to the exact counts; within 2 % from n = 10 on).
pub const ALPHA_BETA_LEAF_FACTOR: f64 = 3.5;

/// The largest n `method` may be asked for.
pub fn max_n(method: Method) -> u32 {
    match method {
        Method::Full | Method::Stream => MAX_N_FULL,
        Method::AlphaBeta => MAX_N_ALPHABETA,
    }
}

/// The method's name in messages.
fn method_words(method: Method) -> &'static str {
    match method {
        Method::Full => "a full evaluation",
        Method::Stream => "a stream evaluation",
        Method::AlphaBeta => "alpha-beta",
    }
}

/// Checks that the sizes are within [`max_n`] of the method; the error names `n`, the method and
/// its limit.
pub fn check_sizes(sizes: NRange, method: Method) -> Result<(), SimError> {
    let limit = max_n(method);
    if sizes.last <= limit {
        return Ok(());
    }
    let why = match method {
        Method::Full | Method::Stream => format!(
            "it reads all 2^n leaves of each game, and 2^{MAX_N_FULL} already take about 3 s; alpha-beta goes to {MAX_N_ALPHABETA}"
        ),
        Method::AlphaBeta => "it evaluates about 3.5·φ^n leaves of each game, a couple of minutes at 44".to_owned(),
    };
    Err(SimError::new(
        "n",
        format!(
            "{} moves are too many for {} ({}): at most {limit}, because {why}",
            sizes.last,
            method_words(method),
            method.keyword()
        ),
    ))
}

/// The leaves one game of n moves is expected to evaluate: 2^n for a full or stream evaluation,
/// about [`ALPHA_BETA_LEAF_FACTOR`]·φ^n (never more than 2^n) for alpha-beta.
pub fn expected_game_leaves(n: u32, method: Method) -> f64 {
    let all = 2f64.powi(n as i32);
    match method {
        Method::Full | Method::Stream => all,
        Method::AlphaBeta => all.min(ALPHA_BETA_LEAF_FACTOR * GOLDEN_RATIO.powi(n as i32)),
    }
}

/// The work of an experiment, known before it starts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Work {
    /// Games to play: runs × sizes.
    pub games: u64,
    /// Leaves to evaluate: exact for full and stream evaluations, expected for alpha-beta.
    pub leaves: f64,
    /// True when `leaves` is exact.
    pub exact: bool,
}

impl Experiment {
    /// The games and leaves this experiment will evaluate.
    pub fn work(&self) -> Work {
        let leaves = self.n.iter().map(|n| expected_game_leaves(n, self.method)).sum::<f64>() * self.runs as f64;
        Work { games: self.total_runs(), leaves, exact: self.method != Method::AlphaBeta }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sequence::Leaves;

    fn experiment(n: &str, runs: u64, method: Method) -> Result<Experiment, SimError> {
        Experiment::new(NRange::parse(n)?, runs, 7, Leaves::Uniform, method)
    }

    #[test]
    fn each_method_has_its_largest_n() {
        assert!(experiment("1..30", 1, Method::Full).is_ok());
        assert!(experiment("30", 1, Method::Stream).is_ok());
        assert!(experiment("44", 1, Method::AlphaBeta).is_ok());
        assert_eq!(
            experiment("40", 1, Method::Full).unwrap_err().to_string(),
            "n: 40 moves are too many for a full evaluation (full): at most 30, because it reads all 2^n leaves \
             of each game, and 2^30 already take about 3 s; alpha-beta goes to 44"
        );
        assert!(
            experiment("1..31", 1, Method::Stream)
                .unwrap_err()
                .message
                .contains("stream evaluation (stream): at most 30")
        );
        assert_eq!(
            experiment("1..62", 1, Method::AlphaBeta).unwrap_err().to_string(),
            "n: 62 moves are too many for alpha-beta (alphabeta): at most 44, because it evaluates about 3.5·φ^n \
             leaves of each game, a couple of minutes at 44"
        );
    }

    #[test]
    fn work_is_counted_before_the_start() {
        let work = experiment("1..3", 10, Method::Full).unwrap().work();
        assert_eq!(work, Work { games: 30, leaves: 10.0 * (2.0 + 4.0 + 8.0), exact: true });
        // Alpha-beta never reads more than all leaves, and far fewer on big trees.
        let small = experiment("1", 1, Method::AlphaBeta).unwrap().work();
        assert_eq!((small.leaves, small.exact), (2.0, false));
        let big = experiment("36", 1, Method::AlphaBeta).unwrap().work();
        assert!((big.leaves / 1.1595e8 - 1.0).abs() < 0.02, "{}", big.leaves);
    }
}
