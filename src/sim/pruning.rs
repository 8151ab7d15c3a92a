//! How many leaves alpha-beta evaluates on a Sequence tree: the fewest possible, the growth rate,
//! and the exact expected count for random continuous leaves.
//!
//! - Knuth & Moore ("An analysis of alpha-beta pruning", 1975): with perfect move ordering
//!   alpha-beta evaluates 2^⌈n/2⌉ + 2^⌊n/2⌋ − 1 leaves of a binary tree of n moves, and no
//!   algorithm proves the value of a tree with distinct leaves with fewer
//!   ([`minimal_tree_leaves`]).
//! - Pearl ("The solution for the branching factor of the alpha-beta pruning algorithm and its
//!   optimality", CACM 25(8), 1982): with independent continuous random leaves, left-to-right
//!   alpha-beta's expected count grows by ξ_b/(1 − ξ_b) per level, ξ_b the positive root of
//!   x^b + x − 1 = 0. For b = 2, ξ = (√5 − 1)/2 and the factor is φ ≈ 1.618
//!   ([`ALPHA_BETA_BRANCHING`]), against 2 for the whole tree and √2 for perfect ordering.
//! - The exact expectation for every n ([`expected_alpha_beta_leaves`]), by a recursion over
//!   search windows computed numerically. The count depends only on the order of the leaves, so
//!   the leaves may be taken uniform on (0, 1) and a window (alpha, beta) is a pair 0 ≤ a ≤ b ≤ 1
//!   of leaf probabilities (−∞ is 0, +∞ is 1). Let T_h(a, b) be the expected count for a Paul
//!   node of height h searched with window (a, b). Its first child (Carole's) is searched with
//!   (a, b) and returns its value V (exactly when a < V < b, a bound beyond the window
//!   otherwise); the second child is skipped when V ≥ b and searched with (max(a, V), b)
//!   otherwise. Carole's nodes are Paul's with the leaf order reversed (p ↦ 1 − p swaps max and
//!   min and turns (a, b) into (1 − b, 1 − a)), and the value of Paul's node of height k has the
//!   CDF P_k of [`super::theory`], so with c = 1 − b and d = 1 − a
//!
//!   ```text
//!   T_0 = 1,   T_h(a, b) = (2 − P_{h−1}(d)) · T_{h−1}(c, d) + ∫_c^d T_{h−1}(c, u) dP_{h−1}(u),
//!   ```
//!
//!   and the expected count is T_n(0, 1). (Check: T_1(a, b) = 1 + b, and T_2(0, 1) = 2 + ∫₀¹ (1 + u) 2u du
//!   = 11/3.) T_h is tabulated on a grid of window ends that is uniform (1/256) plus geometric
//!   around the points where P_k concentrates, p* = (3 − √5)/2 and 1 − p*, down to distances of
//!   1e-9; the integral takes T linear between grid points against the exact increments of
//!   P_{h−1}. Mirrored grid points are exact mirror images, so T_{h−1}(c, ·) is only ever read at
//!   grid points and nothing is interpolated. The discretisation error is about 3e-6 relative
//!   (a grid twice as fine moves the result by that much, one twice as coarse by 1e-5; the tests
//!   check 1e-4), and the counts agree with simulation and, for n = 3, with the average over all
//!   8! leaf orders. For n = 36 the expectation is 1.1595e8 leaves (3.47 φ^n).
//!
//! Ties break the theory: coin leaves (±1) tie all the time and alpha-beta cuts on ties, so it
//! evaluates far fewer leaves than the expectation here, which holds for every continuous leaf
//! distribution (uniform and normal alike).

use super::SimError;
use super::theory::{GOLDEN_RATIO, P_STAR, value_cdf_of_leaf_probability};
use crate::games::sequence::check_moves;

/// Pearl's branching factor of alpha-beta on binary trees with continuous random leaves,
/// ξ/(1 − ξ) with ξ = (√5 − 1)/2: φ.
pub const ALPHA_BETA_BRANCHING: f64 = GOLDEN_RATIO;

/// About how many leaves that is in all, as a multiple of φ^n: the expectation is 3.47 φ^n at
/// n = 36 (above). Used to estimate the work of an alpha-beta run before it starts.
pub const ALPHA_BETA_LEAF_FACTOR: f64 = 3.5;

/// The fewest leaves that prove the value of a binary tree of n moves with distinct leaves, and
/// what alpha-beta evaluates with perfect move ordering: 2^⌈n/2⌉ + 2^⌊n/2⌋ − 1 (Knuth & Moore
/// 1975).
pub fn minimal_tree_leaves(n: u32) -> u64 {
    (1u64 << n.div_ceil(2)) + (1u64 << (n / 2)) - 1
}

/// The expected number of leaves left-to-right alpha-beta evaluates on a tree of n moves with
/// independent continuous random leaves, for n = 0, 1, …, `max_n` (at most [`MAX_N`](crate::games::sequence::MAX_N)); see the
/// module documentation. Takes about half a second natively for `max_n` = 62, on a grid of
/// about 1,700 window ends (two triangular tables of 1.5 million values, 23 MB).
pub fn expected_alpha_beta_leaves(max_n: u32) -> Result<Vec<f64>, SimError> {
    expected_alpha_beta_leaves_on_grid(max_n, 256, 1.05)
}

/// [`expected_alpha_beta_leaves`] on a grid with `uniform_cells` equal cells on [0, 1] and points
/// at p* ± 0.05/ratio^k (and their mirror images) down to 1e-9 from p* (for checking the
/// discretisation: a finer grid must give the same numbers).
pub fn expected_alpha_beta_leaves_on_grid(max_n: u32, uniform_cells: u32, ratio: f64) -> Result<Vec<f64>, SimError> {
    check_moves(max_n).map_err(|message| SimError::new("n", message))?;
    if uniform_cells < 2 || ratio.is_nan() || ratio <= 1.0 {
        return Err(SimError::new("grid", "at least two cells and a ratio above 1 are needed".to_owned()));
    }
    let grid = WindowGrid::new(uniform_cells, ratio);
    let m = grid.len();
    // T_{h−1} on the triangle c ≤ d of grid indices, row by row.
    let mut table = vec![1.0; grid.triangle_len()];
    let mut next = vec![0.0; table.len()];
    let mut expected = vec![1.0];
    for h in 1..=max_n {
        // P_{h−1} at the grid points, and the probability of every cell between neighbours.
        let cdf: Vec<(f64, f64)> = (0..m).map(|i| value_cdf_of_leaf_probability(h - 1, grid.p[i], grid.q[i])).collect();
        let cell_mass: Vec<f64> =
            cdf.windows(2).map(|w| if w[1].0 <= 0.5 { w[1].0 - w[0].0 } else { w[0].1 - w[1].1 }).collect();
        for c in 0..m {
            let row = &table[grid.row(c)..grid.row(c) + (m - c)];
            let mut integral = 0.0;
            for d in c..m {
                if d > c {
                    integral += 0.5 * (row[d - c - 1] + row[d - c]) * cell_mass[d - 1];
                }
                // Window (a, b) = (1 − u_d, 1 − u_c): the mirrored indices.
                let (a, b) = (m - 1 - d, m - 1 - c);
                next[grid.row(a) + (b - a)] = (2.0 - cdf[d].0) * row[d - c] + integral;
            }
        }
        std::mem::swap(&mut table, &mut next);
        expected.push(table[grid.row(0) + (m - 1)]);
    }
    Ok(expected)
}

/// Window ends: probabilities u_i (with 1 − u_i kept separately), symmetric under u ↦ 1 − u
/// index by index: u_{m−1−i} is 1 − u_i exactly.
struct WindowGrid {
    p: Vec<f64>,
    q: Vec<f64>,
}

impl WindowGrid {
    fn new(uniform_cells: u32, ratio: f64) -> WindowGrid {
        let mut lower: Vec<f64> = (0..uniform_cells.div_ceil(2)).map(|k| k as f64 / uniform_cells as f64).collect();
        lower.push(P_STAR);
        let mut distance = 0.05;
        while distance > 1e-9 {
            lower.extend([P_STAR - distance, P_STAR + distance]);
            distance /= ratio;
        }
        lower.retain(|&u| (0.0..0.5).contains(&u));
        lower.sort_by(f64::total_cmp);
        lower.dedup();
        let mut p = lower.clone();
        let mut q: Vec<f64> = lower.iter().map(|u| 1.0 - u).collect();
        p.push(0.5);
        q.push(0.5);
        for &u in lower.iter().rev() {
            p.push(1.0 - u);
            q.push(u);
        }
        WindowGrid { p, q }
    }

    fn len(&self) -> usize {
        self.p.len()
    }

    /// Entries (c, d) with c ≤ d.
    fn triangle_len(&self) -> usize {
        self.len() * (self.len() + 1) / 2
    }

    /// Where row c (entries d = c, c + 1, …) starts.
    fn row(&self, c: usize) -> usize {
        // Σ_{k<c} (m − k)
        c * self.len() - c * c.saturating_sub(1) / 2
    }
}
