//! A layered drawing of a whole game, thousands of positions at once: layers by distance from the
//! start ([`layers`], breadth-first, so cycles need no special case), positions ordered within
//! layers to cut crossings ([`order`]: median sweeps and transposes, Gansner et al. 1993, within
//! a work bound), then coordinates ([`coords`]: long layers folded into bands so the whole picture
//! has the shape asked for, each position under its parents). Every step is an explicit loop or
//! queue, and the result depends only on the graph and the aspect (no clock, no randomness).
//!
//! Moves that skip layers, stay in one or go back up are drawn but do not steer the order.

pub mod coords;
pub mod layers;
pub mod order;

pub use coords::{LAYER_GAP, Placement};
pub use layers::{Layering, UNREACHED, bfs_layers};
pub use order::{OrderReport, WORK_BUDGET, count_crossings, improve_order};

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
        }
    }
}

impl std::error::Error for LayoutError {}

/// Lays out the positions reachable from `start` of the graph given in CSR form (the successors
/// of v are `targets[offsets[v]..offsets[v + 1]]`), for a picture `aspect` times as wide as high.
pub fn layout(offsets: &[u32], targets: &[u32], start: u32, aspect: f64) -> Result<Layout, LayoutError> {
    check(offsets, targets, start)?;
    let layering = bfs_layers(offsets, targets, start);
    let mut layers = layering.layers.clone();
    let crossings = improve_order(&layering, &mut layers, WORK_BUDGET);
    let aspect = if aspect.is_finite() && aspect > 0.0 { aspect } else { 1.0 };
    let placement = coords::place(&layering, &layers, aspect);
    Ok(Layout { placement, depth: layering.depth, layers, crossings })
}

/// The CSR arrays and the start make a graph.
fn check(offsets: &[u32], targets: &[u32], start: u32) -> Result<(), LayoutError> {
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
    if start as usize >= positions {
        return Err(LayoutError::Start { start, positions });
    }
    Ok(())
}
