//! Layers for a drawing where every move points down: the distinct moves (each (from, to) pair
//! once, with how many moves it stands for), cycles broken by turning round, within each strongly
//! connected component, the moves back to a position found earlier from the start (drawn pointing
//! up), then each position on the layer of its longest path from a first position (Kahn's
//! topological order). A move may then span several layers (Nim: taking k matches spans k);
//! `chains.rs` threads those through dummy nodes.
//!
//! ```text
//!   a → b → c, a → c, c → a          layers: a 0, b 1, c 2
//!                                    a → c spans two; c → a turned round, drawn up
//! ```
//!
//! A first position (nothing points to it) with moves sits just above the highest of them, so a
//! second start of a drawing (Draw mode's loose positions) does not hang from the top layer.

use super::layers::UNREACHED;

/// One distinct move of the drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edge {
    pub from: u32,
    pub to: u32,
    /// How many of the graph's moves go from `from` to `to`.
    pub moves: u32,
    /// Laid out as `to` → `from` (it closed a cycle): drawn against the layers' direction.
    pub reversed: bool,
}

impl Edge {
    /// Ends as laid out: (upper, lower), unless a loop.
    pub fn oriented(&self) -> (u32, u32) {
        if self.reversed { (self.to, self.from) } else { (self.from, self.to) }
    }

    pub fn is_loop(&self) -> bool {
        self.from == self.to
    }
}

/// The positions drawn, their layers and the distinct moves between them.
#[derive(Clone, Debug, PartialEq)]
pub struct Ranked {
    /// Each position's layer, [`UNREACHED`] for one not drawn.
    pub layer: Vec<u32>,
    /// The distinct moves between positions drawn, by `from` then in the order of the moves.
    pub edges: Vec<Edge>,
    /// How many layers.
    pub layers: usize,
}

/// Ranks the positions marked in `drawn` of the graph in CSR form (moves from or to a position
/// not drawn are left out). `offsets` and `targets` must be well formed (checked by the caller).
pub fn rank(offsets: &[u32], targets: &[u32], drawn: &[bool]) -> Ranked {
    let n = drawn.len();
    let mut edges = distinct_moves(offsets, targets, drawn);
    let turned = cycle_edges(n, drawn, &edges);
    for (edge, turn) in edges.iter_mut().zip(turned) {
        edge.reversed = turn;
    }
    let layer = longest_paths(n, drawn, &edges);
    let layers = layer.iter().filter(|&&l| l != UNREACHED).max().map_or(0, |&l| l as usize + 1);
    Ranked { layer, edges, layers }
}

/// Each (from, to) pair once, in the order of the moves, with its count.
fn distinct_moves(offsets: &[u32], targets: &[u32], drawn: &[bool]) -> Vec<Edge> {
    let n = drawn.len();
    // `slot[w]`: index + 1 of the edge v → w, valid while `owner[w] == v + 1`.
    let mut owner = vec![0u32; n];
    let mut slot = vec![0usize; n];
    let mut edges: Vec<Edge> = Vec::new();
    for v in 0..n {
        if !drawn[v] {
            continue;
        }
        for &w in &targets[offsets[v] as usize..offsets[v + 1] as usize] {
            if !drawn[w as usize] {
                continue;
            }
            if owner[w as usize] == v as u32 + 1 {
                edges[slot[w as usize]].moves += 1;
            } else {
                owner[w as usize] = v as u32 + 1;
                slot[w as usize] = edges.len();
                edges.push(Edge { from: v as u32, to: w, moves: 1, reversed: false });
            }
        }
    }
    edges
}

/// Edges as CSR by `from` (they are listed by `from` already): the first edge of each position.
fn first_edges(n: usize, edges: &[Edge]) -> Vec<usize> {
    let mut first = vec![0usize; n + 1];
    for edge in edges {
        first[edge.from as usize + 1] += 1;
    }
    for v in 0..n {
        first[v + 1] += first[v];
    }
    first
}

/// The edges to turn round so none closes a cycle: within each strongly connected component (the
/// only place cycles are), those that point to a position a breadth-first search found earlier
/// (from the positions in id order: the start first in a game). The layers then follow the
/// distance from the start where the game goes round in circles (cat and mouse), instead of a
/// depth-first walk's long path. Loops are not turned.
fn cycle_edges(n: usize, drawn: &[bool], edges: &[Edge]) -> Vec<bool> {
    let first = first_edges(n, edges);
    let component = components(n, drawn, edges, &first);
    let mut found = vec![u32::MAX; n];
    let mut queue: Vec<u32> = Vec::new();
    for root in 0..n {
        if !drawn[root] || found[root] != u32::MAX {
            continue;
        }
        let mut head = queue.len();
        found[root] = head as u32;
        queue.push(root as u32);
        while head < queue.len() {
            let v = queue[head] as usize;
            head += 1;
            for edge in &edges[first[v]..first[v + 1]] {
                let w = edge.to as usize;
                if found[w] == u32::MAX {
                    found[w] = queue.len() as u32;
                    queue.push(edge.to);
                }
            }
        }
    }
    edges
        .iter()
        .map(|e| {
            let (v, w) = (e.from as usize, e.to as usize);
            component[v] == component[w] && found[w] < found[v]
        })
        .collect()
}

/// The strongly connected component of each drawn position (Tarjan 1972, with an explicit stack
/// of (position, next edge) instead of recursion).
fn components(n: usize, drawn: &[bool], edges: &[Edge], first: &[usize]) -> Vec<u32> {
    const NONE: u32 = u32::MAX;
    let mut index = vec![NONE; n];
    let mut low = vec![0u32; n];
    let mut component = vec![NONE; n];
    let mut open: Vec<u32> = Vec::new();
    let mut calls: Vec<(u32, usize)> = Vec::new();
    let (mut next_index, mut next_component) = (0u32, 0u32);
    for root in 0..n {
        if !drawn[root] || index[root] != NONE {
            continue;
        }
        index[root] = next_index;
        low[root] = next_index;
        next_index += 1;
        open.push(root as u32);
        calls.push((root as u32, first[root]));
        while let Some(top) = calls.last_mut() {
            let (v, e) = (top.0 as usize, top.1);
            if e < first[v + 1] {
                top.1 += 1;
                let w = edges[e].to as usize;
                if index[w] == NONE {
                    index[w] = next_index;
                    low[w] = next_index;
                    next_index += 1;
                    open.push(w as u32);
                    calls.push((w as u32, first[w]));
                } else if component[w] == NONE {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            calls.pop();
            if low[v] == index[v] {
                while let Some(w) = open.pop() {
                    component[w as usize] = next_component;
                    if w as usize == v {
                        break;
                    }
                }
                next_component += 1;
            }
            if let Some(&(parent, _)) = calls.last() {
                low[parent as usize] = low[parent as usize].min(low[v]);
            }
        }
    }
    component
}

/// Longest-path layers of the edges as oriented (a DAG once the back edges are turned), then each
/// position nothing points to moved down to just above its highest successor, then the layers
/// renumbered from 0.
fn longest_paths(n: usize, drawn: &[bool], edges: &[Edge]) -> Vec<u32> {
    let mut indegree = vec![0u32; n];
    let mut out_count = vec![0u32; n + 1];
    for edge in edges.iter().filter(|e| !e.is_loop()) {
        let (u, l) = edge.oriented();
        indegree[l as usize] += 1;
        out_count[u as usize + 1] += 1;
    }
    for v in 0..n {
        out_count[v + 1] += out_count[v];
    }
    let out_offsets = out_count;
    let mut fill = out_offsets[..n].to_vec();
    let mut out = vec![0u32; out_offsets[n] as usize];
    for edge in edges.iter().filter(|e| !e.is_loop()) {
        let (u, l) = edge.oriented();
        out[fill[u as usize] as usize] = l;
        fill[u as usize] += 1;
    }
    let below = |v: usize| &out[out_offsets[v] as usize..out_offsets[v + 1] as usize];
    let sources: Vec<bool> = (0..n).map(|v| drawn[v] && indegree[v] == 0).collect();
    let mut layer = vec![UNREACHED; n];
    let mut queue: Vec<u32> = (0..n as u32).filter(|&v| sources[v as usize]).collect();
    for &v in &queue {
        layer[v as usize] = 0;
    }
    let mut head = 0;
    while head < queue.len() {
        let v = queue[head] as usize;
        head += 1;
        for &w in below(v) {
            let w = w as usize;
            layer[w] = if layer[w] == UNREACHED { layer[v] + 1 } else { layer[w].max(layer[v] + 1) };
            indegree[w] -= 1;
            if indegree[w] == 0 {
                queue.push(w as u32);
            }
        }
    }
    for v in (0..n).filter(|&v| sources[v]) {
        if let Some(&highest) = below(v).iter().map(|&w| &layer[w as usize]).min() {
            layer[v] = highest - 1;
        }
    }
    let top = layer.iter().copied().filter(|&l| l != UNREACHED).min().unwrap_or(0);
    for l in layer.iter_mut().filter(|l| **l != UNREACHED) {
        *l -= top;
    }
    layer
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The doc's fixture: a=0, b=1, c=2; a → b → c, a → c, c → a, and a repeated a → b.
    #[test]
    fn cycles_turned_and_longest_paths() {
        let offsets = [0, 3, 4, 5];
        let targets = [1, 2, 1, 2, 0];
        let ranked = rank(&offsets, &targets, &[true; 3]);
        assert_eq!(ranked.layer, vec![0, 1, 2]);
        assert_eq!(ranked.layers, 3);
        let edge = |from, to, moves, reversed| Edge { from, to, moves, reversed };
        assert_eq!(
            ranked.edges,
            vec![edge(0, 1, 2, false), edge(0, 2, 1, false), edge(1, 2, 1, false), edge(2, 0, 1, true)]
        );
    }

    #[test]
    fn a_loose_start_hangs_above_its_moves_and_undrawn_positions_have_no_layer() {
        // 0 → 1 → 2 → 3; 4 → 3 (a second start); 5 not drawn, with a move to 0.
        let offsets = [0, 1, 2, 3, 3, 4, 5];
        let targets = [1, 2, 3, 3, 0];
        let ranked = rank(&offsets, &targets, &[true, true, true, true, true, false]);
        assert_eq!(ranked.layer, vec![0, 1, 2, 3, 2, UNREACHED]);
        assert_eq!(ranked.edges.len(), 4);
    }

    #[test]
    fn loops_stay_loops() {
        let ranked = rank(&[0, 2, 2], &[0, 1], &[true, true]);
        assert_eq!(ranked.layer, vec![0, 1]);
        assert!(ranked.edges[0].is_loop() && !ranked.edges[0].reversed);
    }
}
