//! Game Graph Lab: solve finite two-player games and show how.
//!
//! Paul ([`graph::Player::Max`]) and Carole ([`graph::Player::Min`]) move on a graph of positions;
//! end positions carry a VALUE that Carole pays Paul. The core knows nothing of the browser:
//!
//! - [`graph`]: the stored game graph (CSR arrays, `u32` ids);
//! - [`format`](mod@format): the text format people type and links carry;
//! - [`game`]: implicit games whose moves are generated on demand;
//! - [`solve`]: DFS minimax on DAGs as an event stream, retrograde analysis on graphs with
//!   cycles, and the O(depth) stack traversal and alpha-beta on trees too big to store;
//! - [`layout`]: a layered drawing of a whole game (layers, crossing-cutting order, coordinates);
//! - [`games`]: the built-in games (Nim, Sequence, tic-tac-toe, …);
//! - [`sim`]: the Sequence lab: fast exact evaluation, reproducible batches, exact theory.
//! - [`text`]: numbers and shortened lists for messages;
//! - [`rng`], [`portable_math`] and [`lanes`]: the SplitMix64 stream, the `ln`/`cos` that give
//!   the same bits on every platform, and the SIMD lanes they run on, below both the games and
//!   the lab.

mod bitset;
pub mod format;
pub mod game;
pub mod games;
pub mod graph;
mod huge_pages;
pub mod lanes;
pub mod layout;
pub mod portable_math;
mod prefetch;
pub mod rng;
pub mod rules;
pub mod sim;
pub mod solve;
pub mod text;
pub mod wire;

/// The page's wasm API: only compiled for the browser.
#[cfg(target_arch = "wasm32")]
pub mod wasm;
