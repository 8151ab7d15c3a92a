//! The solvers.
//!
//! - [`dfs`]: DFS minimax on a DAG (seed 000), one implementation used as a fast solve and as a
//!   step-through event stream.
//! - [`retrograde`]: retrograde analysis for graphs with cycles (seeds 002 and 003).
//! - [`replay`]: snapshots and seeking over any of their event streams, for stepping back.
//! - [`tree`]: Shen's stack traversal and alpha-beta on implicit game trees (seed 004).
//! - [`unfold`]: the size of the game tree a graph unfolds into, counted in Θ(V + E) before a
//!   tree search is allowed to start.

pub mod dfs;
pub mod replay;
pub mod retrograde;
pub mod tree;
pub mod unfold;
