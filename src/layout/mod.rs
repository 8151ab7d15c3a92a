//! Layered drawings of games (Sugiyama, Tagawa and Toda 1981), one pipeline in two sizes, sharing
//! the crossing reduction ([`order`]: median sweeps and transposes, Gansner et al. 1993, within a
//! work bound):
//!
//! - [`draw`] ([`drawing`]): a game of up to a few hundred positions, each a box as wide as its
//!   name, as the page's graph view draws it: every move pointing down ([`ranks`]: longest paths,
//!   cycles turned round), long moves through dummies ([`chains`]), Brandes–Köpf coordinates
//!   ([`place`]) and each move's points ([`routes`]).
//! - [`layout`] (here): a whole game, thousands of positions at once, in cells: layers by distance
//!   from the start ([`layers`], breadth-first, so cycles need no special case), then coordinates
//!   ([`coords`]: long layers folded into bands so the whole picture has the shape asked for, each
//!   position under its parents). Moves that skip layers, stay in one or go back up are drawn
//!   straight but do not steer the order.
//!
//! Every step is an explicit loop or queue, and the result depends only on the graph and its sizes
//! (no clock, no randomness).

pub mod chains;
pub mod coords;
pub mod drawing;
pub mod heap_sort;
pub mod layers;
pub mod order;
pub mod place;
pub mod ranks;
pub mod routes;
pub mod spread;

pub use coords::{LAYER_GAP, Placement};
pub use drawing::{Boxes, Drawing, DrawnEdge, draw};
pub use layers::{Layering, UNREACHED, bfs_layers};
pub use order::{OrderReport, Start, WORK_BUDGET, count_crossings, depth_first_order, improve_order, order};

/// The layout of a game's reachable positions.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    /// Where each position is drawn, in cells.
    pub placement: Placement,
    /// Each position's layer (its depth), [`UNREACHED`] for positions not drawn.
    pub depth: Vec<u32>,
    /// Each layer's positions, left to right as ordered.
    pub layers: Vec<Vec<u32>>,
    /// Crossings between neighbouring layers in the search's order and in the order drawn.
    pub crossings: OrderReport,
}

/// Why a graph cannot be laid out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LayoutError {
    /// `offsets` is empty, does not start at 0, decreases, or ends past `targets`.
    Offsets(String),
    /// A target is not a position.
    Target { index: usize, target: u32, positions: usize },
    /// The start is not a position.
    Start { start: u32, positions: usize },
    /// The sizes of the positions' boxes do not fit the graph.
    Sizes(String),
}

impl std::fmt::Display for LayoutError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LayoutError::Offsets(why) => write!(f, "cannot lay out the graph: its offsets {why}"),
            LayoutError::Target { index, target, positions } => {
                write!(
                    f,
                    "cannot lay out the graph: move {index} goes to position {target}, but there are only {positions}"
                )
            }
            LayoutError::Start { start, positions } => {
                write!(f, "cannot lay out the graph: the start {start} is not one of its {positions} positions")
            }
            LayoutError::Sizes(why) => write!(f, "cannot lay out the graph: {why}"),
        }
    }
}

impl std::error::Error for LayoutError {}

/// Lays out the positions reachable from `start` of the graph given in CSR form (the successors
/// of v are `targets[offsets[v]..offsets[v + 1]]`), for a picture `aspect` times as wide as high,
/// a position one cell.
pub fn layout(offsets: &[u32], targets: &[u32], start: u32, aspect: f64) -> Result<Layout, LayoutError> {
    check(offsets, targets, start)?;
    let layering = bfs_layers(offsets, targets, start);
    // Thousands of positions spend the whole work bound from one start: the search's order, which
    // left fewer crossings there than the depth-first starts sharing it (cat and mouse 13×12).
    let (layers, crossings) = order(&layering, &[Start::Given], WORK_BUDGET);
    let aspect = if aspect.is_finite() && aspect > 0.0 { aspect } else { 1.0 };
    let placement = coords::place(&layering, &layers, aspect);
    Ok(Layout { placement, depth: layering.depth, layers, crossings })
}

/// The CSR arrays and the start make a graph.
fn check(offsets: &[u32], targets: &[u32], start: u32) -> Result<(), LayoutError> {
    let positions = check_csr(offsets, targets)?;
    if start as usize >= positions {
        return Err(LayoutError::Start { start, positions });
    }
    Ok(())
}

/// The CSR arrays make a graph: its number of positions.
fn check_csr(offsets: &[u32], targets: &[u32]) -> Result<usize, LayoutError> {
    let positions = offsets.len().saturating_sub(1);
    if offsets.is_empty() {
        return Err(LayoutError::Offsets("are empty (one entry per position plus one is needed)".into()));
    }
    if offsets[0] != 0 {
        return Err(LayoutError::Offsets(format!("start at {} instead of 0", offsets[0])));
    }
    if let Some(i) = offsets.windows(2).position(|w| w[1] < w[0]) {
        return Err(LayoutError::Offsets(format!("decrease at position {i}")));
    }
    if offsets[positions] as usize != targets.len() {
        return Err(LayoutError::Offsets(format!(
            "end at {} but there are {} moves",
            offsets[positions],
            targets.len()
        )));
    }
    if let Some(index) = targets.iter().position(|&t| t as usize >= positions) {
        return Err(LayoutError::Target { index, target: targets[index], positions });
    }
    Ok(positions)
}
