//! Layers by distance from the start: a breadth-first search (an explicit queue) gives each
//! reachable position its depth, the fewest moves that reach it. Unlike longest-path ranking it is
//! defined on graphs with cycles too: a move goes down at most one layer, and may stay in its
//! layer or go back up (cat and mouse's mouse stepping back).
//!
//! ```text
//!   depth 0        s
//!                 / \
//!   depth 1      a   b        a → s goes back up; b → b stays
//!                 \ /
//!   depth 2        c
//! ```
//!
//! Only moves between neighbouring layers take part in ordering (their direction does not matter
//! for crossings); each pair of positions joined by such a move is kept once. [`Layering`] is also
//! the shape the ordering reads for a drawing whose long moves run through dummy nodes
//! (`chains.rs`): nodes past the positions are those.

/// Depth of a position the start does not reach.
pub const UNREACHED: u32 = u32::MAX;

/// Reachable positions in layers, and the links between neighbouring layers.
#[derive(Clone, Debug, PartialEq)]
pub struct Layering {
    /// Depth of each position (its layer), [`UNREACHED`] when not reachable.
    pub depth: Vec<u32>,
    /// The positions of each layer, in the order the search found them.
    pub layers: Vec<Vec<u32>>,
    /// Links to the layer below, CSR by position: `down[down_offsets[v]..down_offsets[v + 1]]`.
    pub down_offsets: Vec<u32>,
    /// See [`Layering::down_offsets`]; in the order of the moves, no repeats.
    pub down: Vec<u32>,
    /// Links to the layer above, the same links seen from below.
    pub up_offsets: Vec<u32>,
    /// See [`Layering::up_offsets`].
    pub up: Vec<u32>,
}

impl Layering {
    /// `v`'s linked positions one layer down.
    pub fn down(&self, v: u32) -> &[u32] {
        &self.down[self.down_offsets[v as usize] as usize..self.down_offsets[v as usize + 1] as usize]
    }

    /// `v`'s linked positions one layer up.
    pub fn up(&self, v: u32) -> &[u32] {
        &self.up[self.up_offsets[v as usize] as usize..self.up_offsets[v as usize + 1] as usize]
    }

    /// Number of links between neighbouring layers.
    pub fn link_count(&self) -> usize {
        self.down.len()
    }
}

/// Layers the positions reachable from `start` in the graph given in CSR form (`offsets` has one
/// entry per position plus one). Targets and `start` must be below `offsets.len() - 1`.
pub fn bfs_layers(offsets: &[u32], targets: &[u32], start: u32) -> Layering {
    let n = offsets.len().saturating_sub(1);
    let mut depth = vec![UNREACHED; n];
    let mut layers: Vec<Vec<u32>> = Vec::new();
    let mut queue = Vec::with_capacity(n);
    if (start as usize) < n {
        depth[start as usize] = 0;
        queue.push(start);
    }
    let mut head = 0;
    while head < queue.len() {
        let v = queue[head];
        head += 1;
        let d = depth[v as usize];
        if layers.len() <= d as usize {
            layers.push(Vec::new());
        }
        layers[d as usize].push(v);
        for &w in &targets[offsets[v as usize] as usize..offsets[v as usize + 1] as usize] {
            if depth[w as usize] == UNREACHED {
                depth[w as usize] = d + 1;
                queue.push(w);
            }
        }
    }
    // (upper, lower) pairs joined by a move either way, in the order of the moves.
    let mut pairs: Vec<(u32, u32)> = Vec::new();
    for &v in &queue {
        let dv = depth[v as usize];
        for &w in &targets[offsets[v as usize] as usize..offsets[v as usize + 1] as usize] {
            let dw = depth[w as usize];
            if dw == dv + 1 {
                pairs.push((v, w));
            } else if dv == dw + 1 {
                pairs.push((w, v));
            }
        }
    }
    Layering::new(depth, layers, &pairs)
}

impl Layering {
    /// The layering of nodes with the given depths and layers, linked by the (upper, lower)
    /// `pairs` (each a node one layer above the other). A pair given twice is kept once; each
    /// node's links keep the order of its first pairs, so a depth-first walk down them follows
    /// the moves in the order the game lists them.
    pub fn new(depth: Vec<u32>, layers: Vec<Vec<u32>>, pairs: &[(u32, u32)]) -> Layering {
        let n = depth.len();
        let (down_offsets, down) = csr(n, pairs.iter().copied());
        let mut reversed = Vec::with_capacity(down.len());
        for v in 0..n {
            for &w in &down[down_offsets[v] as usize..down_offsets[v + 1] as usize] {
                reversed.push((w, v as u32));
            }
        }
        let (up_offsets, up) = csr(n, reversed.into_iter());
        Layering { depth, layers, down_offsets, down, up_offsets, up }
    }
}

/// CSR arrays of `n` rows from (row, value) pairs: each row's values in the order given, a value
/// repeated in a row kept once (a counting sort, then a pass that marks the values seen per row).
fn csr(n: usize, pairs: impl Iterator<Item = (u32, u32)> + Clone) -> (Vec<u32>, Vec<u32>) {
    let mut offsets = vec![0u32; n + 1];
    for (row, _) in pairs.clone() {
        offsets[row as usize + 1] += 1;
    }
    for i in 0..n {
        offsets[i + 1] += offsets[i];
    }
    let mut next: Vec<u32> = offsets[..n].to_vec();
    let mut values = vec![0u32; offsets[n] as usize];
    for (row, value) in pairs {
        values[next[row as usize] as usize] = value;
        next[row as usize] += 1;
    }
    // Repeats out: `seen[value]` holds the last row (plus one) that kept it.
    let mut seen = vec![0u32; n];
    let mut kept = 0usize;
    let mut start = 0usize;
    for row in 0..n {
        let end = offsets[row + 1] as usize;
        for i in start..end {
            let value = values[i];
            if seen[value as usize] != row as u32 + 1 {
                seen[value as usize] = row as u32 + 1;
                values[kept] = value;
                kept += 1;
            }
        }
        start = end;
        offsets[row + 1] = kept as u32;
    }
    values.truncate(kept);
    (offsets, values)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The doc's fixture: s=0, a=1, b=2, c=3; a → s back up, b → b a loop.
    #[test]
    fn depths_links_and_cycles() {
        // s: a b; a: c s; b: c b; c: -
        let offsets = [0, 2, 4, 6, 6];
        let targets = [1, 2, 3, 0, 3, 2];
        let l = bfs_layers(&offsets, &targets, 0);
        assert_eq!(l.depth, vec![0, 1, 1, 2]);
        assert_eq!(l.layers, vec![vec![0], vec![1, 2], vec![3]]);
        assert_eq!(l.down(0), &[1, 2]);
        assert_eq!(l.up(3), &[1, 2]);
        assert_eq!(l.up(1), &[0]);
        assert_eq!(l.link_count(), 4);
    }

    #[test]
    fn unreachable_positions_have_no_layer() {
        let offsets = [0, 0, 1];
        let targets = [0];
        let l = bfs_layers(&offsets, &targets, 0);
        assert_eq!(l.depth, vec![0, UNREACHED]);
        assert_eq!(l.layers, vec![vec![0]]);
    }
}
