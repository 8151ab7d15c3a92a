//! The solvers.
//!
//! - [`dfs`]: DFS minimax on a DAG (seed 000), one implementation used as a fast solve and as a
//!   step-through event stream.
//! - [`retrograde`]: retrograde analysis for graphs with cycles (seeds 002 and 003).
//! - [`replay`]: snapshots and seeking over any of their event streams, for stepping back.
//! - [`tree`]: Shen's stack traversal and alpha-beta on implicit game trees (seed 004).
//! - [`values`]: comparing solved values, NaN meaning "no value".

pub mod dfs;
pub mod replay;
pub mod retrograde;
pub mod tree;
pub mod values;
