//! Coordinates for a drawing of boxes (a few hundred positions with their names): each layer a
//! row of boxes of their own widths with a gap between neighbours, layers one box height and a gap
//! apart. Within the order found, x is given by Brandes and Köpf, "Fast and simple horizontal
//! coordinate assignment" (Graph Drawing 2001), as dagre and ELK do it: four times — aligning each
//! node with the median of its neighbours above or below, taking the layers left to right or right
//! to left — nodes are chained into vertical blocks (a long move's dummies first: a link between
//! two dummies is never given up for one that crosses it), the blocks packed as tightly as their
//! gaps allow; the four are lined up on the narrowest and each node put midway between its two
//! middle x. A tree comes out tidy, each parent over the middle of its children, and long moves
//! run straight.
//!
//! Every pass is a loop over the layers, and the blocks are packed in a topological order of the
//! graph of "block left of block" (Kahn's queue), never by recursion.

use super::heap_sort::heap_sort_by;
use super::layers::{Layering, UNREACHED};

/// Gaps of a drawing, in its units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spacing {
    /// Height of every box.
    pub node_height: f64,
    /// Between two layers' boxes (where the moves run).
    pub layer_gap: f64,
    /// Between two boxes of a layer.
    pub node_gap: f64,
    /// Beside a long move's bend (a dummy), which has no width.
    pub dummy_gap: f64,
    /// Round the whole drawing.
    pub margin: f64,
}

/// Where each node of the layering is.
#[derive(Clone, Debug, PartialEq)]
pub struct Placed {
    /// Centre x of each node, dummies included (NaN for positions not drawn).
    pub x: Vec<f64>,
    /// Centre y of each layer.
    pub layer_y: Vec<f64>,
    /// Size of the drawing, margins included.
    pub width: f64,
    pub height: f64,
}

/// The layered graph as one alignment sees it: layers taken top down or bottom up, each left to
/// right or mirrored.
struct View<'a> {
    layering: &'a Layering,
    layers: Vec<Vec<u32>>,
    /// Each node's index in its layer, as this view orders it.
    pos: Vec<u32>,
    /// Aligning with the neighbours above (else below).
    up: bool,
}

impl View<'_> {
    fn neighbours(&self, v: u32) -> &[u32] {
        if self.up { self.layering.up(v) } else { self.layering.down(v) }
    }
}

/// Places the ordered `layers` of `layering`; `widths` are the positions' (nodes past them are
/// dummies, of width 0).
pub fn place(layering: &Layering, layers: &[Vec<u32>], widths: &[f64], spacing: &Spacing) -> Placed {
    let n = layering.depth.len();
    let real = widths.len();
    let dummy = |v: u32| v as usize >= real;
    let half = |v: u32| if dummy(v) { 0.0 } else { widths[v as usize] / 2.0 };
    let gap = |v: u32| if dummy(v) { spacing.dummy_gap } else { spacing.node_gap };
    let separation = |u: u32, v: u32| half(u) + half(v) + (gap(u) + gap(v)) / 2.0;
    let conflicted = type_1_conflicts(layering, layers, &dummy);
    // The four alignments: (up, left to right).
    let mut xss: Vec<Vec<f64>> = Vec::with_capacity(4);
    for (up, left) in [(true, true), (true, false), (false, true), (false, false)] {
        let mut view_layers: Vec<Vec<u32>> = if up { layers.to_vec() } else { layers.iter().rev().cloned().collect() };
        if !left {
            view_layers.iter_mut().for_each(|layer| layer.reverse());
        }
        let mut pos = vec![0u32; n];
        for layer in &view_layers {
            for (i, &v) in layer.iter().enumerate() {
                pos[v as usize] = i as u32;
            }
        }
        let view = View { layering, layers: view_layers, pos, up };
        let root = vertical_alignment(&view, &conflicted);
        let mut xs = horizontal_compaction(&view, &root, &separation);
        if !left {
            xs.iter_mut().for_each(|x| *x = -*x);
        }
        xss.push(xs);
    }
    let drawn: Vec<u32> = layers.iter().flatten().copied().collect();
    let extent = |xs: &[f64]| {
        let min = drawn.iter().map(|&v| xs[v as usize] - half(v)).fold(f64::INFINITY, f64::min);
        let max = drawn.iter().map(|&v| xs[v as usize] + half(v)).fold(f64::NEG_INFINITY, f64::max);
        (min, max)
    };
    // Line the four up on the narrowest: the left-to-right ones by their left ends, the others by
    // their right ends.
    let narrowest = (0..4)
        .min_by(|&a, &b| {
            let ((la, ra), (lb, rb)) = (extent(&xss[a]), extent(&xss[b]));
            (ra - la).total_cmp(&(rb - lb))
        })
        .unwrap_or(0);
    let (low, high) = extent(&xss[narrowest]);
    for (k, xs) in xss.iter_mut().enumerate() {
        let (min, max) = extent(xs);
        let delta = if k % 2 == 0 { low - min } else { high - max };
        if delta.is_finite() {
            xs.iter_mut().for_each(|x| *x += delta);
        }
    }
    let mut x = vec![f64::NAN; n];
    for &v in &drawn {
        // Midway between the two middle ones: the sum without the least and the greatest, halved.
        let four = [xss[0][v as usize], xss[1][v as usize], xss[2][v as usize], xss[3][v as usize]];
        let (least, greatest) = four.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(l, g), &x| (l.min(x), g.max(x)));
        x[v as usize] = (four.iter().sum::<f64>() - least - greatest) / 2.0;
    }
    // The leftmost box's left edge at the margin.
    let (left, right) = extent(&x);
    let shift = if left.is_finite() { spacing.margin - left } else { 0.0 };
    for &v in &drawn {
        x[v as usize] += shift;
    }
    let pitch = spacing.node_height + spacing.layer_gap;
    let layer_y: Vec<f64> =
        (0..layers.len()).map(|r| spacing.margin + r as f64 * pitch + spacing.node_height / 2.0).collect();
    let height = if layers.is_empty() {
        2.0 * spacing.margin
    } else {
        layers.len() as f64 * pitch - spacing.layer_gap + 2.0 * spacing.margin
    };
    let width = if right.is_finite() { right - left + 2.0 * spacing.margin } else { 2.0 * spacing.margin };
    debug_assert!(layering.depth.iter().zip(&x).all(|(&d, x)| (d == UNREACHED) == x.is_nan()));
    Placed { x, layer_y, width, height }
}

/// Type 1 conflicts: a link that crosses an inner segment (a link between two dummies, part of a
/// long move) is marked, by its index in the lower node's list of links up, so that no alignment
/// chooses it over the long move's straight run.
fn type_1_conflicts(layering: &Layering, layers: &[Vec<u32>], dummy: &impl Fn(u32) -> bool) -> Vec<bool> {
    let mut conflicted = vec![false; layering.up.len()];
    let mut pos = vec![0u32; layering.depth.len()];
    for layer in layers {
        for (i, &v) in layer.iter().enumerate() {
            pos[v as usize] = i as u32;
        }
    }
    for r in 1..layers.len() {
        let (above, layer) = (&layers[r - 1], &layers[r]);
        let (mut k0, mut scan) = (0u32, 0usize);
        for (i, &v) in layer.iter().enumerate() {
            // The upper end of v's inner segment, if v is a dummy below a dummy.
            let inner = if dummy(v) { layering.up(v).iter().copied().find(|&u| dummy(u)) } else { None };
            if inner.is_none() && i + 1 < layer.len() {
                continue;
            }
            let k1 = inner.map_or(above.len() as u32, |u| pos[u as usize]);
            for &w in &layer[scan..=i] {
                let first = layering.up_offsets[w as usize] as usize;
                for (j, &u) in layering.up(w).iter().enumerate() {
                    let p = pos[u as usize];
                    if (p < k0 || k1 < p) && !(dummy(u) && dummy(w)) {
                        conflicted[first + j] = true;
                    }
                }
            }
            scan = i + 1;
            k0 = k1;
        }
    }
    conflicted
}

/// Is the link between `v` and its neighbour `w` (above v when `up`, else below) conflicted?
fn has_conflict(layering: &Layering, conflicted: &[bool], v: u32, w: u32, up: bool) -> bool {
    let (lower, upper) = if up { (v, w) } else { (w, v) };
    let first = layering.up_offsets[lower as usize] as usize;
    layering.up(lower).iter().position(|&u| u == upper).is_some_and(|j| conflicted[first + j])
}

/// Blocks: each node aligned with a median neighbour in the layer before it (in the view), unless
/// that would cross an alignment already made or a long move. Returns each node's block root (the
/// block's first node in the view).
fn vertical_alignment(view: &View, conflicted: &[bool]) -> Vec<u32> {
    let n = view.pos.len();
    let mut root: Vec<u32> = (0..n as u32).collect();
    // The next node of each one's block (cyclically): a node is free to align while its own.
    let mut align: Vec<u32> = (0..n as u32).collect();
    let mut ws: Vec<u32> = Vec::new();
    for layer in &view.layers {
        // Index (in the layer before) of the last neighbour aligned with, -1 for none yet.
        let mut last: i64 = -1;
        for &v in layer {
            ws.clear();
            ws.extend_from_slice(view.neighbours(v));
            if ws.is_empty() {
                continue;
            }
            heap_sort_by(&mut ws, |&a, &b| view.pos[a as usize] < view.pos[b as usize]);
            let middle = (ws.len() - 1) / 2;
            for &w in &ws[middle..=ws.len() / 2] {
                let p = i64::from(view.pos[w as usize]);
                if align[v as usize] == v && last < p && !has_conflict(view.layering, conflicted, v, w, view.up) {
                    align[w as usize] = v;
                    root[v as usize] = root[w as usize];
                    align[v as usize] = root[v as usize];
                    last = p;
                }
            }
        }
    }
    root
}

/// x of each node with its block packed: blocks left of others (in some layer) are at least the
/// gap apart; first each block as far left as that allows, then each moved right towards the
/// blocks on its right where there is room.
fn horizontal_compaction(view: &View, root: &[u32], separation: &impl Fn(u32, u32) -> f64) -> Vec<f64> {
    let n = root.len();
    // The block graph: (left root, right root, least distance), as CSR both ways.
    let mut edges: Vec<(u32, u32, f64)> = Vec::new();
    for layer in &view.layers {
        for pair in layer.windows(2) {
            let (u, v) = (pair[0], pair[1]);
            edges.push((root[u as usize], root[v as usize], separation(u, v)));
        }
    }
    let csr = |key: fn(&(u32, u32, f64)) -> u32| {
        let mut offsets = vec![0usize; n + 1];
        for e in &edges {
            offsets[key(e) as usize + 1] += 1;
        }
        for i in 0..n {
            offsets[i + 1] += offsets[i];
        }
        let mut next = offsets[..n].to_vec();
        let mut list = vec![0usize; edges.len()];
        for (i, e) in edges.iter().enumerate() {
            list[next[key(e) as usize]] = i;
            next[key(e) as usize] += 1;
        }
        (offsets, list)
    };
    let (out_offsets, out) = csr(|e| e.0);
    let (in_offsets, into) = csr(|e| e.1);
    // Kahn's order of the roots.
    let is_root: Vec<bool> = (0..n).map(|v| root[v] == v as u32).collect();
    let mut indegree: Vec<usize> = (0..n).map(|v| in_offsets[v + 1] - in_offsets[v]).collect();
    let mut order: Vec<u32> = (0..n as u32).filter(|&v| is_root[v as usize] && indegree[v as usize] == 0).collect();
    let mut head = 0;
    while head < order.len() {
        let b = order[head] as usize;
        head += 1;
        for &e in &out[out_offsets[b]..out_offsets[b + 1]] {
            let c = edges[e].1 as usize;
            indegree[c] -= 1;
            if indegree[c] == 0 {
                order.push(c as u32);
            }
        }
    }
    let mut xs = vec![0.0f64; n];
    for &b in &order {
        let b = b as usize;
        xs[b] = into[in_offsets[b]..in_offsets[b + 1]]
            .iter()
            .map(|&e| xs[edges[e].0 as usize] + edges[e].2)
            .fold(0.0, f64::max);
    }
    for &b in order.iter().rev() {
        let b = b as usize;
        let room = out[out_offsets[b]..out_offsets[b + 1]]
            .iter()
            .map(|&e| xs[edges[e].1 as usize] - edges[e].2)
            .fold(f64::INFINITY, f64::min);
        if room.is_finite() {
            xs[b] = xs[b].max(room);
        }
    }
    (0..n).map(|v| xs[root[v] as usize]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPACING: Spacing =
        Spacing { node_height: 10.0, layer_gap: 10.0, node_gap: 10.0, dummy_gap: 2.0, margin: 0.0 };

    /// A binary tree of depth 2 comes out tidy: each parent midway over its children.
    ///
    /// ```text
    ///        0
    ///     1     2
    ///    3 4   5 6
    /// ```
    #[test]
    fn a_tree_is_tidy() {
        let pairs = [(0, 1), (0, 2), (1, 3), (1, 4), (2, 5), (2, 6)];
        let layers = vec![vec![0], vec![1, 2], vec![3, 4, 5, 6]];
        let layering = Layering::new(vec![0, 1, 1, 2, 2, 2, 2], layers.clone(), &pairs);
        let placed = place(&layering, &layers, &[10.0; 7], &SPACING);
        let x = &placed.x;
        assert_eq!(x[1], (x[3] + x[4]) / 2.0);
        assert_eq!(x[2], (x[5] + x[6]) / 2.0);
        assert_eq!(x[0], (x[1] + x[2]) / 2.0);
        // The leaves packed: a box and a gap apart.
        assert_eq!(x[4] - x[3], 20.0);
        assert_eq!((placed.width, placed.height), (x[6] - x[3] + 10.0, 50.0));
    }

    /// A long move (0 → 3 through dummies 4 and 5) runs straight down past the boxes beside it.
    #[test]
    fn a_long_move_runs_straight() {
        let pairs = [(0, 1), (1, 2), (2, 3), (0, 4), (4, 5), (5, 3)];
        let layers = vec![vec![0], vec![1, 4], vec![2, 5], vec![3]];
        let layering = Layering::new(vec![0, 1, 2, 3, 1, 2], layers.clone(), &pairs);
        let placed = place(&layering, &layers, &[10.0; 4], &SPACING);
        assert_eq!(placed.x[4], placed.x[5]);
        // Beside box 1: half its width and half of each one's gap away.
        assert!(placed.x[4] - placed.x[1] >= 5.0 + 6.0);
        // Box 0 midway over its two moves.
        assert_eq!(placed.x[0], (placed.x[1] + placed.x[4]) / 2.0);
    }
}
