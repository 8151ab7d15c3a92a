//! The Sequence lab: experiments on VALUE(e) of seed 001's Sequence game, and its exact theory.
//!
//! Seed 001 asks what VALUE(e), the value to Paul of the n-move bit game whose 2^n leaves are
//! random numbers in [−1, 1], usually is as a function of n. This module answers by simulation
//! and by exact computation:
//!
//! - [`mod@evaluate`]: three exact evaluations of one tree — level-by-level reduction of the leaf
//!   array ([`value_by_levels`], vectorised), Shen's stack in O(n) memory ([`value_by_stack`],
//!   seed 004), and alpha-beta with its leaf count ([`value_by_alpha_beta`]) — bit-identical to
//!   each other and to the generic [`crate::solve::tree`] functions;
//! - [`batch`]: experiments of R runs for every n in a range, every run's leaf seed a keyed mix
//!   of (master seed, n, run) so that a link or a command line reproduces them and runs can be
//!   spread over threads or workers in any order;
//! - [`theory`]: the exact law of VALUE(e) from the leaf law — CDF, density, quantiles, moments —
//!   and its limits: VALUE(e) → F⁻¹(p*) for even n and F⁻¹(1 − p*) for odd n, p* = (3 − √5)/2,
//!   so ±(√5 − 2) ≈ ±0.236 for uniform leaves (the last mover gets the better side), with the
//!   spread shrinking by φ/2 ≈ 0.809 per move;
//! - [`pruning`]: alpha-beta's leaf counts — the Knuth–Moore minimum, Pearl's growth rate
//!   φ ≈ 1.618 per move, and the exact expected count for random leaves;
//! - [`limits`]: the largest n of each method ([`MAX_N_FULL`], [`MAX_N_ALPHABETA`]) and an
//!   experiment's work (games, leaves) known before it starts;
//! - [`leaf_blocks`]: uniform and coin leaves made two at a time on SIMD lanes, the bottom three
//!   levels reduced before they reach memory (what [`value_by_levels`] runs on);
//! - [`columns`]: a slice of jobs' rows as columns (what the page's workers post), and their CSV;
//! - [`parts`]: an experiment cut into parts balanced by work, for many machines, and the
//!   master seed recovered from any row; [`runs_csv`]: rows read back and checked to be one
//!   experiment's in job order (joining parts, opening a file in the page);
//! - [`stats`]: sample mean and standard deviation of measured values.
//!
//! Seed 001 has Paul move first; every part also plays the game with Carole first (the same
//! leaves, the movers swapped), whose law is the mirror image: VALUE(e) with Carole first is
//! −VALUE(e) with Paul first on the negated leaves, so for the symmetric leaf laws here its law
//! is that of −VALUE(e) with Paul first, and the last mover still gets the better limit.
//!
//! References: J. Pearl, "Asymptotic properties of minimax trees and game-searching procedures",
//! Artificial Intelligence 14 (1980) 113–138; J. Pearl, "The solution for the branching factor of
//! the alpha-beta pruning algorithm and its optimality", Communications of the ACM 25 (1982)
//! 559–564; D. E. Knuth and R. W. Moore, "An analysis of alpha-beta pruning", Artificial
//! Intelligence 6 (1975) 293–326; D. S. Nau, "The last player theorem", Artificial Intelligence
//! 18 (1982) 53–65; T. Ali Khan, L. Devroye and R. Neininger, "A limit law for the root value of
//! minimax trees", Electronic Communications in Probability 10 (2005) 273–281.
//!
//! Everything is plain functions over numbers and slices returning plain structs, with no
//! threads inside, ready to be bound to WebAssembly; the command line adds the threads. The page's
//! WebAssembly is built with `simd128` (and a second build without it for browsers that lack it):
//! [`leaf_blocks`] then runs on `v128` lanes, as it runs on SSE2 natively. Leaf VALUEs of every
//! distribution are bit-identical in WebAssembly and natively (normal ones through the portable
//! `ln` and `cos` of [`crate::portable_math`]).

pub mod batch;
pub mod columns;
pub mod evaluate;
pub mod leaf_blocks;
pub mod limits;
pub mod normal;
pub mod parts;
pub mod pruning;
pub mod quadrature;
pub mod runs_csv;
pub mod stats;
pub mod theory;

pub use batch::{Experiment, NRange, RunRow, parse_first, run_seed, simulate_run, simulate_run_first};
pub use columns::RunColumns;
pub use evaluate::{
    Evaluation, LeafArray, LeafTree, Method, evaluate, value_by_alpha_beta, value_by_levels, value_by_stack,
};
pub use limits::{MAX_N_ALPHABETA, MAX_N_FULL, Work, check_sizes, expected_game_leaves, max_n};
pub use parts::{Part, master_seed};
pub use runs_csv::{Order, RowSequence, RunsReader};
pub use theory::{Summary, ValueLaw};

/// A parameter of an experiment or a theory request is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimError {
    /// The parameter at fault, as links and the command line spell it (`n`, `runs`, `seed`,
    /// `leaves`, `method`, `first`).
    pub param: &'static str,
    /// What is wrong, in words.
    pub message: String,
}

impl SimError {
    /// An error in parameter `param`.
    pub fn new(param: &'static str, message: String) -> SimError {
        SimError { param, message }
    }
}

impl std::fmt::Display for SimError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.param, self.message)
    }
}

impl std::error::Error for SimError {}
