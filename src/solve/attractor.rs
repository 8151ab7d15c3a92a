//! Attractor layers W0 ⊆ W1 ⊆ … for one player, one position at a time (the Indian Computing
//! Olympiad training notes, "Solving finite games").
//!
//! For the chosen player (Paul wins when the play ends at a VALUE > 0, Carole at a VALUE < 0; a
//! play that never ends is not a win for either), `W0` is the set of end positions that player has
//! won, and `W{i+1}` adds every position of the player "from which there is at least one outgoing
//! edge to t in Wi" and every position of the opponent "from which all outgoing edges lead to some
//! Wj, for j ≤ i". The layer of a position is the first `i` with the position in `Wi`: the number
//! of moves in which the player forces a win from there. What never joins is where the player
//! cannot force a win.
//!
//! Computed as the notes' O(m) version, "like BFS": "keep a count at each neighbour of how many
//! good neighbours it has. Initialize this count to 0. When you add a node to W, notify all your
//! incoming neighbours that you are good (increment their good neighbour count)"; a position of the
//! player joins when its count is nonzero, one of the opponent's when it equals its degree (its
//! number of moves, repeated moves counted). Layer `i + 1` is built by notifying the predecessors
//! of the positions of layer `i` in the order they joined, so each layer is complete before the
//! next starts; the stream stops at the first layer to which nothing is added (`Wi = W{i+1}`).
//!
//! Only positions reachable from the start take part, as in the other solvers. Each move is
//! looked at once: Θ(V + E).

use crate::graph::{GameGraph, Player, PositionId};

use super::replay::Replay;

/// One step of [`attractor_traced`]. The stream reads: `Layer { index: 0 }`, a `Join` per end
/// position the player has won (in id order); then for `i = 0, 1, …` while layer `i` is not empty,
/// `Layer { index: i + 1 }` and, for each position `y` of layer `i` in join order and each
/// predecessor `x` of `y` (one per move) reachable and not yet in W, `Notify` and, when `x` becomes
/// good, `Join { layer: i + 1 }`. The last `Layer` event is always followed by no `Join`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttractorEvent {
    /// Layer `index` starts: the positions that join next are in `W{index}` but not before.
    Layer { index: u32 },
    /// `from` has joined W, and tells its predecessor `position`, whose count of good successors
    /// is now `good` out of `degree` moves.
    Notify { position: PositionId, from: PositionId, good: u32, degree: u32 },
    /// `position` joins W in this layer.
    Join { position: PositionId, layer: u32 },
}

/// Where the player forces a win, and in how many moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttractorSolution {
    /// The player whose attractor this is.
    pub player: Player,
    /// The layer of each position (moves to force a win); `None` where the player cannot force
    /// one, and for positions not reachable from the start.
    pub layers: Vec<Option<u32>>,
}

/// True when `player` has won at an end of this VALUE.
pub fn wins(player: Player, value: f64) -> bool {
    match player {
        Player::Max => value > 0.0,
        Player::Min => value < 0.0,
    }
}

/// The layers for `player`; see the module documentation.
pub fn attractor(graph: &GameGraph, player: Player) -> AttractorSolution {
    grow(graph, player, |_| {})
}

/// [`attractor`] plus every step it took, in order (see [`AttractorEvent`]).
pub fn attractor_traced(graph: &GameGraph, player: Player) -> (AttractorSolution, Vec<AttractorEvent>) {
    let mut events = Vec::new();
    let solution = grow(graph, player, |event| events.push(event));
    (solution, events)
}

fn grow(graph: &GameGraph, player: Player, mut emit: impl FnMut(AttractorEvent)) -> AttractorSolution {
    let n = graph.len();
    let reachable = graph.reachable();
    let predecessors = graph.predecessors();
    let mut good = vec![0u32; n];
    let mut layers: Vec<Option<u32>> = vec![None; n];
    // The positions in join order; layer i is `order[layer_start..layer_end]`.
    let mut order: Vec<PositionId> = Vec::new();

    emit(AttractorEvent::Layer { index: 0 });
    for v in 0..n as PositionId {
        if reachable[v as usize] && graph.end_value(v).is_some_and(|value| wins(player, value)) {
            layers[v as usize] = Some(0);
            order.push(v);
            emit(AttractorEvent::Join { position: v, layer: 0 });
        }
    }
    let mut layer_start = 0;
    let mut index = 0;
    while layer_start < order.len() {
        let layer_end = order.len();
        index += 1;
        emit(AttractorEvent::Layer { index });
        for k in layer_start..layer_end {
            let y = order[k];
            for &x in predecessors.of(y) {
                let xi = x as usize;
                if !reachable[xi] || layers[xi].is_some() {
                    continue;
                }
                good[xi] += 1;
                let degree = graph.successors(x).len() as u32;
                emit(AttractorEvent::Notify { position: x, from: y, good: good[xi], degree });
                let joins = if graph.mover(x) == player { good[xi] > 0 } else { good[xi] == degree };
                if joins {
                    layers[xi] = Some(index);
                    order.push(x);
                    emit(AttractorEvent::Join { position: x, layer: index });
                }
            }
        }
        layer_start = layer_end;
    }
    AttractorSolution { player, layers }
}

/// The attractor's state after the events applied so far, by position id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttractorReplay {
    layers: Vec<Option<u32>>,
    good: Vec<u32>,
    degrees: Vec<u32>,
    layer_sizes: Vec<u32>,
    current: Option<PositionId>,
    steps: usize,
}

impl AttractorReplay {
    /// The state before the first event: nothing in W, every count 0.
    pub fn new(graph: &GameGraph) -> Self {
        let n = graph.len();
        let degrees = (0..n as PositionId).map(|v| graph.successors(v).len() as u32).collect();
        AttractorReplay {
            layers: vec![None; n],
            good: vec![0; n],
            degrees,
            layer_sizes: Vec::new(),
            current: None,
            steps: 0,
        }
    }

    /// The layer of every position in W so far; `None` for the others.
    pub fn layers(&self) -> &[Option<u32>] {
        &self.layers
    }

    /// Each position's count of good successors (one per move).
    pub fn good(&self) -> &[u32] {
        &self.good
    }

    /// Each position's number of moves (repeats counted): an opponent's position joins when its
    /// good count reaches it.
    pub fn degrees(&self) -> &[u32] {
        &self.degrees
    }

    /// `layer_sizes()[i]` positions joined in layer `i` so far (|Wi| is the sum up to `i`); its
    /// length minus one is the layer being built.
    pub fn layer_sizes(&self) -> &[u32] {
        &self.layer_sizes
    }

    /// The layer being built, `None` before the first event.
    pub fn layer(&self) -> Option<u32> {
        self.layer_sizes.len().checked_sub(1).map(|i| i as u32)
    }

    /// The position whose predecessors are being notified.
    pub fn current(&self) -> Option<PositionId> {
        self.current
    }

    /// How many events were applied.
    pub fn steps(&self) -> usize {
        self.steps
    }
}

impl Replay for AttractorReplay {
    type Event = AttractorEvent;

    fn apply(&mut self, event: &AttractorEvent) {
        self.steps += 1;
        match *event {
            AttractorEvent::Layer { index } => {
                self.layer_sizes.resize(index as usize + 1, 0);
                self.current = None;
            }
            AttractorEvent::Notify { position, from, good, .. } => {
                self.good[position as usize] = good;
                self.current = Some(from);
            }
            AttractorEvent::Join { position, layer } => {
                self.layers[position as usize] = Some(layer);
                if let Some(size) = self.layer_sizes.get_mut(layer as usize) {
                    *size += 1;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::GraphBuilder;

    /// Paul wins by moving to W; Carole's B must go to W or to A, so it joins after A.
    /// ```text
    ///   A (max) ──► W = +1
    ///    │  ▲
    ///    ▼  │
    ///   B (min) ──► A, W        D (max) ──► D (a loop: never joins)
    /// ```
    #[test]
    fn layers_on_a_small_cycle() {
        let mut b = GraphBuilder::new();
        let a = b.add_position("A", Player::Max, [1, 2]);
        b.add_position("B", Player::Min, [0, 2, 3]);
        b.add_end("W", 1.0);
        b.add_position("D", Player::Max, [3]);
        b.set_start(a);
        let g = b.build().unwrap();
        let (solution, events) = attractor_traced(&g, Player::Max);
        assert_eq!(solution.layers, vec![Some(1), None, Some(0), None]);
        let mut replay = AttractorReplay::new(&g);
        for e in &events {
            replay.apply(e);
        }
        assert_eq!(replay.layers(), &solution.layers[..]);
        assert_eq!(replay.layer_sizes(), &[1, 1, 0]);
        // B's count: W and A are good, D is not.
        assert_eq!(replay.good()[1], 2);
        assert_eq!(replay.degrees()[1], 3);
        // W2 = W1: layer 2 is the one to which nothing was added.
        assert_eq!(replay.layer(), Some(2));
    }
}
