//! The drawing of a game of up to a few hundred positions, each a box as wide as its name, every
//! move pointing down: layers by longest path with cycles turned round (`ranks.rs`), long moves
//! through dummies (`chains.rs`), the one crossing reduction of the whole-game layout
//! (`order.rs`), coordinates for boxes (`place.rs`) and the points of each move (`routes.rs`).

use super::chains::thread;
use super::order::{OrderReport, Start, WORK_BUDGET, order};
use super::place::{Spacing, place};
use super::ranks::rank;
use super::routes::{Ends, route};
use super::{LayoutError, UNREACHED, check_csr};

/// The drawing's gaps beside its boxes, in its units (pixels at scale 1): tight between layers,
/// so a whole small game fits the box at a scale where its names can be read.
pub const LAYER_GAP: f64 = 24.0;
pub const NODE_GAP: f64 = 20.0;
/// Beside a long move's bend: bends of neighbouring long moves pack closer than boxes.
pub const DUMMY_GAP: f64 = 6.0;
pub const MARGIN: f64 = 16.0;

/// The ordering's starts: on these few hundred positions the loop ends before the work bound, so
/// it runs from all three (the depth-first ones leave fewer crossings on most built-in games, the
/// search's order on some).
pub const STARTS: [Start; 3] = [Start::DepthFirst, Start::DepthFirstReversed, Start::Given];

/// What the page draws a position as.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Boxes {
    /// Height of every position's box (its shape and the name under it).
    pub height: f64,
    /// Size of the shape in it (loops go round it).
    pub shape: f64,
}

/// One distinct move drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawnEdge {
    pub from: u32,
    pub to: u32,
    /// How many of the graph's moves it stands for.
    pub moves: u32,
}

/// A laid-out drawing.
#[derive(Clone, Debug, PartialEq)]
pub struct Drawing {
    /// Centre of each position (NaN when not drawn).
    pub x: Vec<f64>,
    pub y: Vec<f64>,
    pub width: f64,
    pub height: f64,
    /// The distinct moves, by `from`, loops included.
    pub edges: Vec<DrawnEdge>,
    /// Edge e's points are `points[2 · point_offsets[e] .. 2 · point_offsets[e + 1]]` (x, y pairs).
    pub point_offsets: Vec<u32>,
    pub points: Vec<f64>,
    /// Long moves drawn bowed, outside the ordering (past the dummy budget).
    pub bowed: usize,
    /// Dummy nodes the ordering worked with.
    pub dummies: usize,
    pub layers: usize,
    /// Crossings between neighbouring layers of the layered graph (a long move counted once per
    /// layer gap it crosses), in the order first built and as drawn.
    pub crossings: OrderReport,
}

/// Lays out the positions marked `drawn` of the graph in CSR form, position v a box
/// `widths[v]` wide.
pub fn draw(
    offsets: &[u32],
    targets: &[u32],
    drawn: &[bool],
    widths: &[f64],
    boxes: Boxes,
) -> Result<Drawing, LayoutError> {
    let positions = check_csr(offsets, targets)?;
    if drawn.len() != positions || widths.len() != positions {
        return Err(LayoutError::Sizes(format!(
            "the graph has {positions} positions but {} marks (drawn or not) and {} widths were given",
            drawn.len(),
            widths.len()
        )));
    }
    if let Some(v) = widths.iter().position(|w| !(w.is_finite() && *w >= 0.0)) {
        return Err(LayoutError::Sizes(format!("position {v} has the width {}", widths[v])));
    }
    if !(boxes.height.is_finite() && boxes.height > 0.0 && boxes.shape.is_finite() && boxes.shape >= 0.0) {
        return Err(LayoutError::Sizes(format!("boxes {} high with shapes of {}", boxes.height, boxes.shape)));
    }
    let ranked = rank(offsets, targets, drawn);
    let chains = thread(&ranked);
    let (layers, crossings) = order(&chains.layering, &STARTS, WORK_BUDGET);
    let spacing = Spacing {
        node_height: boxes.height,
        layer_gap: LAYER_GAP,
        node_gap: NODE_GAP,
        dummy_gap: DUMMY_GAP,
        margin: MARGIN,
    };
    let placed = place(&chains.layering, &layers, widths, &spacing);
    let ends = Ends { x: &placed.x, layer_y: &placed.layer_y, widths, node_height: boxes.height, shape: boxes.shape };
    let (point_offsets, points) = route(&ranked, &chains, &ends);
    let y = ranked.layer.iter().map(|&l| if l == UNREACHED { f64::NAN } else { placed.layer_y[l as usize] }).collect();
    let mut x = placed.x;
    x.truncate(positions);
    Ok(Drawing {
        x,
        y,
        width: placed.width,
        height: placed.height,
        edges: ranked.edges.iter().map(|e| DrawnEdge { from: e.from, to: e.to, moves: e.moves }).collect(),
        point_offsets,
        points,
        bowed: chains.bowed,
        dummies: chains.hops.len(),
        layers: ranked.layers,
        crossings,
    })
}
