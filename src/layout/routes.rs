//! The points each move is drawn through, from its position to its target: from the edge of the
//! first box, through the bends of its chain (`chains.rs`: one per layer it crosses), to the edge of
//! the target's box, where the line from the last bend meets it. A move laid out turned round
//! (it closed a cycle) runs the same way back. A long move without a chain bows sideways past the
//! layers between its ends, and a loop goes out of its shape's upper right and back into its lower
//! right.

use super::chains::{Chains, Route};
use super::ranks::Ranked;

/// Boxes and shapes the routes leave and reach.
#[derive(Clone, Copy, Debug)]
pub struct Ends<'a> {
    /// Centre x of every node (dummies included) and centre y of every layer.
    pub x: &'a [f64],
    pub layer_y: &'a [f64],
    /// Each position's box width, and the height of every box.
    pub widths: &'a [f64],
    pub node_height: f64,
    /// Size of the shape drawn for a position (a loop goes round it).
    pub shape: f64,
}

/// The points of every edge of `ranked`, x0, y0, x1, y1, … flat, edge e's at
/// `points[2 · offsets[e] .. 2 · offsets[e + 1]]`.
pub fn route(ranked: &Ranked, chains: &Chains, ends: &Ends) -> (Vec<u32>, Vec<f64>) {
    let centre = |v: u32| (ends.x[v as usize], ends.layer_y[chains.layering.depth[v as usize] as usize]);
    let mut offsets = Vec::with_capacity(ranked.edges.len() + 1);
    offsets.push(0u32);
    let mut points: Vec<f64> = Vec::new();
    let mut route: Vec<(f64, f64)> = Vec::new();
    for (edge, r) in ranked.edges.iter().zip(&chains.routes) {
        route.clear();
        let (upper, lower) = edge.oriented();
        match *r {
            Route::Loop => route.extend(loop_points(centre(edge.from), ends.shape / 2.0)),
            Route::Bowed => {
                let ((x0, y0), (x1, y1)) = (centre(upper), centre(lower));
                let (y0, y1) = (y0 + ends.node_height / 2.0, y1 - ends.node_height / 2.0);
                let bow = ends.shape.max((y1 - y0).abs() * 0.15) * if x1 >= x0 { 1.0 } else { -1.0 };
                route.extend([(x0, y0), ((x0 + x1) / 2.0 + bow, (y0 + y1) / 2.0), (x1, y1)]);
            }
            Route::Chain { start, end } => {
                route.push(centre(upper));
                route.extend(chains.hops[start as usize..end as usize].iter().map(|&d| centre(d)));
                route.push(centre(lower));
                let last = route.len() - 1;
                route[0] = on_box(route[0], ends.widths[upper as usize], ends.node_height, route[1]);
                route[last] = on_box(route[last], ends.widths[lower as usize], ends.node_height, route[last - 1]);
            }
        }
        if edge.reversed {
            route.reverse();
        }
        points.extend(route.iter().flat_map(|&(x, y)| [x, y]));
        offsets.push((points.len() / 2) as u32);
    }
    (offsets, points)
}

/// Where the line from the centre of a `width` × `height` box at `centre` towards `to` leaves it.
fn on_box((x, y): (f64, f64), width: f64, height: f64, (tx, ty): (f64, f64)) -> (f64, f64) {
    let (dx, dy) = (tx - x, ty - y);
    if dx == 0.0 && dy == 0.0 {
        return (x, y);
    }
    let (w, h) = (width / 2.0, height / 2.0);
    if dy.abs() * w > dx.abs() * h {
        let sy = h.copysign(dy);
        (x + sy * dx / dy, y + sy)
    } else {
        let sx = w.copysign(dx);
        (x + sx, y + sx * dy / dx)
    }
}

/// A loop beside a shape of radius `r` centred at (x, y): out of its upper right, round, and back
/// into its lower right (the drawing stops the arrow at the shape).
fn loop_points((x, y): (f64, f64), r: f64) -> [(f64, f64); 5] {
    [
        (x + r * 0.4, y - r * 0.6),
        (x + r * 1.6, y - r * 1.3),
        (x + r * 2.1, y),
        (x + r * 1.6, y + r * 1.1),
        (x + r * 0.5, y + r * 0.3),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_leave_boxes_at_their_edges() {
        // Straight down from a 40 × 20 box: its bottom edge.
        assert_eq!(on_box((0.0, 0.0), 40.0, 20.0, (0.0, 100.0)), (0.0, 10.0));
        // Flat to the right: its right edge.
        assert_eq!(on_box((0.0, 0.0), 40.0, 20.0, (100.0, 0.0)), (20.0, 0.0));
        // Steep: through the bottom edge, at the line's x there.
        assert_eq!(on_box((0.0, 0.0), 40.0, 20.0, (10.0, 20.0)), (5.0, 10.0));
        // Shallow: through the side.
        assert_eq!(on_box((0.0, 0.0), 40.0, 20.0, (-80.0, 20.0)), (-20.0, 5.0));
    }
}
