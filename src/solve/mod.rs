//! The solvers.
//!
//! - [`dfs`]: DFS minimax on a DAG (seed 000), one implementation used as a fast solve and as a
//!   step-through event stream.
//! - [`retrograde`]: retrograde analysis for graphs with cycles (seeds 002 and 003), its
//!   threshold phases grouped in `thresholds`, and [`retro_replay`], its state rebuilt from its
//!   events.
//! - [`attractor`]: the attractor layers W0 ⊆ W1 ⊆ … of one player (seed 002), as events.
//! - [`replay`]: snapshots and seeking over any of their event streams, for stepping back.
//! - [`tree`]: Shen's stack traversal and alpha-beta on implicit game trees (seed 004), each
//!   written once, traced or not by a type parameter.
//! - [`values`]: comparing solved values, NaN meaning "no value".
//! - [`game_tree`]: a stored DAG as an explicit game tree, for the page; [`stack_traversal`] and
//!   [`alpha_beta_trace`] replay the traced runs over it, [`tree_run`] records one and scrubs it.
//! - [`unfold`]: the size of the game tree a graph unfolds into, counted in Θ(V + E) before a
//!   tree search is allowed to start.
//! - [`perfect`]: perfect play on a solved game (fastest win, else draw, else slowest loss), the
//!   computer's seeded choice among equal moves, and each move rated for hints.

pub mod alpha_beta_trace;
pub mod attractor;
pub mod dfs;
pub mod game_tree;
pub mod perfect;
pub mod replay;
pub mod retro_replay;
pub mod retrograde;
pub mod stack_traversal;
mod thresholds;
pub mod tree;
pub mod tree_run;
pub mod unfold;
pub mod values;
