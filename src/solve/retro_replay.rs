//! Replaying retrograde analysis: the state after any prefix of a [`retrograde_traced`] stream.
//!
//! The state is what TAOCP 2.2.3 exercise 28 (Knuth) maintains — each position's label
//! (won/lost becomes here Paul wins / Carole wins with the exact value and the remoteness, or
//! unknown), its successor counter `c(x)`, initially the number of successors (one per move,
//! repeats counted) and decremented each time one more successor is shown to be in the current
//! attractor, and the queue `Q` of positions whose predecessors still need processing — plus the
//! threshold phase of the exact-value method (see [`super::retrograde`]). It is rebuilt from the
//! events alone, so the page can step backwards through a [`super::replay::Scrubber`].
//!
//! [`retrograde_traced`]: super::retrograde::retrograde_traced

use crate::graph::{GameGraph, PositionId};

use super::replay::Replay;
use super::retrograde::{Outcome, RetroEvent};

/// The analysis state after the events applied so far, by position id.
#[derive(Clone, Debug)]
pub struct RetroReplay {
    values: Vec<f64>,
    outcomes: Vec<Option<Outcome>>,
    remoteness: Vec<Option<u32>>,
    counters: Vec<u32>,
    /// Every position queued in the current phase; `queue[head..]` is still waiting.
    queue: Vec<PositionId>,
    head: usize,
    threshold: Option<f64>,
    current: Option<PositionId>,
    steps: usize,
}

impl RetroReplay {
    /// The state before the first event: nothing labelled, every counter at the out-degree.
    pub fn new(graph: &GameGraph) -> Self {
        let n = graph.len();
        let counters = (0..n as PositionId).map(|v| graph.successors(v).len() as u32).collect();
        RetroReplay {
            values: vec![f64::NAN; n],
            outcomes: vec![None; n],
            remoteness: vec![None; n],
            counters,
            queue: Vec::new(),
            head: 0,
            threshold: None,
            current: None,
            steps: 0,
        }
    }

    /// The value of every labelled position; NaN while unknown.
    pub fn values(&self) -> &[f64] {
        &self.values
    }

    /// The outcome of every labelled position; `None` while unknown.
    pub fn outcomes(&self) -> &[Option<Outcome>] {
        &self.outcomes
    }

    /// The remoteness of every labelled position of non-zero value; `None` otherwise.
    pub fn remoteness(&self) -> &[Option<u32>] {
        &self.remoteness
    }

    /// The counter `c(x)` of every position: its moves to positions not (yet) known to be in the
    /// attractor of the side being computed. Only the opponent's positions tick down.
    pub fn counters(&self) -> &[u32] {
        &self.counters
    }

    /// The queue, front first.
    pub fn queue(&self) -> &[PositionId] {
        &self.queue[self.head..]
    }

    /// The current phase's threshold (`None` before the first event; 0: the draws).
    pub fn threshold(&self) -> Option<f64> {
        self.threshold
    }

    /// The position last taken from the queue in this phase: its predecessors are being examined.
    pub fn current(&self) -> Option<PositionId> {
        self.current
    }

    /// How many events were applied.
    pub fn steps(&self) -> usize {
        self.steps
    }
}

impl Replay for RetroReplay {
    type Event = RetroEvent;

    fn apply(&mut self, event: &RetroEvent) {
        self.steps += 1;
        match *event {
            RetroEvent::Threshold { value } => {
                self.threshold = Some(value);
                self.queue.clear();
                self.head = 0;
                self.current = None;
            }
            RetroEvent::Enqueue { position } => self.queue.push(position),
            RetroEvent::Dequeue { position } => {
                // The stream dequeues from the front; trust the event for the position.
                self.head += 1;
                self.current = Some(position);
            }
            RetroEvent::Decrement { position, counter } => self.counters[position as usize] = counter,
            RetroEvent::Label { position, value, outcome, remoteness } => {
                let v = position as usize;
                self.values[v] = value;
                self.outcomes[v] = Some(outcome);
                self.remoteness[v] = remoteness;
            }
        }
    }
}
