//! Coordinates for ordered layers: layers as horizontal bands, top to bottom, in units of one
//! cell (a mark and its margin: marks one unit apart never overlap).
//!
//! A whole game must be readable as a picture: tic-tac-toe's layers hold up to 1,520 positions
//! and there are only ten, so one row per layer would be 150 times wider than high. A layer wider
//! than `columns` is folded into a band of k sub-rows, filled column by column — position i goes
//! to column ⌊i / k⌋, sub-row i mod k — so the order's left-to-right sense (and so its few
//! crossings) survives the fold. `columns` is the least that makes the picture at least as wide
//! as the aspect asked (width / height; both grow monotonically with it, so a binary search).
//!
//! ```text
//!   layer 0          s
//!   layer 1      a  b  c  d               (4 positions, columns = 2:
//!   layer 2      e g i                     a band of 2 sub-rows would be a c / b d)
//!                f h
//! ```
//!
//! Within a band, each column wants to sit at the mean x of its members' links in the layer
//! above; columns keep their order and one unit between them. The x closest to the wishes (least
//! squares) under those constraints is found by pool-adjacent-violators (`spread.rs`), one pass
//! per layer, so the picture reads like a tree: each position under its parents.

use super::layers::Layering;
use super::spread::{Block, spread};

/// Sub-rows of room between two layers' bands (where the moves run).
pub const LAYER_GAP: f32 = 2.0;

/// Where each position is drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct Placement {
    /// x and y of each position in cells (NaN when not reachable), the top-left mark at (0, 0).
    pub x: Vec<f32>,
    /// See [`Placement::x`].
    pub y: Vec<f32>,
    /// Width and height of the picture in cells (the farthest mark plus one).
    pub width: f32,
    /// See [`Placement::width`].
    pub height: f32,
    /// The most columns a band has (a longer layer folds into sub-rows).
    pub columns: u32,
}

/// Sub-rows of a layer of `n` positions folded into at most `columns` columns.
fn sub_rows(n: usize, columns: usize) -> usize {
    n.div_ceil(columns.max(1)).max(1)
}

/// Width / height of the picture when folded at `columns` (before the columns are spread).
fn aspect_at(sizes: &[usize], columns: usize) -> f64 {
    let mut width = 1usize;
    let mut rows = 0usize;
    for &n in sizes {
        let k = sub_rows(n, columns);
        width = width.max(n.div_ceil(k));
        rows += k;
    }
    let height = rows as f64 + f64::from(LAYER_GAP) * sizes.len().saturating_sub(1) as f64;
    width as f64 / height.max(1.0)
}

/// The fewest columns whose picture is at least `aspect` wide (the widest layer when none is).
pub fn fold_columns(sizes: &[usize], aspect: f64) -> usize {
    let widest = sizes.iter().copied().max().unwrap_or(1).max(1);
    let (mut low, mut high) = (1usize, widest);
    while low < high {
        let mid = low + (high - low) / 2;
        if aspect_at(sizes, mid) >= aspect { high = mid } else { low = mid + 1 }
    }
    low
}

/// Places ordered layers (each a list of position ids, left to right) as bands.
pub fn place(layering: &Layering, layers: &[Vec<u32>], aspect: f64) -> Placement {
    let n = layering.depth.len();
    let mut x = vec![f32::NAN; n];
    let mut y = vec![f32::NAN; n];
    let sizes: Vec<usize> = layers.iter().map(Vec::len).collect();
    let columns = fold_columns(&sizes, aspect);
    let mut wishes: Vec<(f64, f64)> = Vec::new();
    let mut blocks: Vec<Block> = Vec::new();
    let unit: Vec<f64> = (0..columns).map(|i| i as f64).collect();
    let mut top = 0f32;
    for layer in layers {
        let k = sub_rows(layer.len(), columns);
        let count = layer.len().div_ceil(k);
        // (sum of wished x, weight) per column, from the links to the band above.
        wishes.clear();
        wishes.resize(count, (0.0, 0.0));
        for (i, &v) in layer.iter().enumerate() {
            for &w in layering.up(v) {
                let wish = &mut wishes[i / k];
                wish.0 += f64::from(x[w as usize]);
                wish.1 += 1.0;
            }
        }
        let column_x = spread(&wishes, &unit[..count], &mut blocks);
        for (i, &v) in layer.iter().enumerate() {
            x[v as usize] = column_x[i / k] as f32;
            y[v as usize] = top + (i % k) as f32;
        }
        top += k as f32 + LAYER_GAP;
    }
    // The leftmost mark at x = 0.
    let left = x.iter().copied().filter(|v| !v.is_nan()).fold(f32::INFINITY, f32::min);
    let mut width = 0f32;
    for v in x.iter_mut().filter(|v| !v.is_nan()) {
        *v -= left;
        width = width.max(*v + 1.0);
    }
    let height = if layers.is_empty() { 0.0 } else { top - LAYER_GAP };
    Placement { x, y, width, height, columns: columns as u32 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folding_makes_the_picture_wide_enough() {
        // Ten layers, one of 1,000: one row each would be 1000 / 28 wide.
        let sizes = [1, 9, 72, 252, 756, 1000, 756, 252, 72, 9];
        let columns = fold_columns(&sizes, 1.6);
        assert!(aspect_at(&sizes, columns) >= 1.6);
        assert!(columns == 1 || aspect_at(&sizes, columns - 1) < 1.6);
        assert!(columns < 1000);
        // A thin chain cannot be widened: its widest layer.
        assert_eq!(fold_columns(&[1, 1, 1], 1.6), 1);
    }
}
