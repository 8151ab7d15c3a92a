//! The search state as the page shows it ([`DfsState`]), and its replay from the events alone
//! ([`DfsReplay`]): replaying the first k events gives exactly the state the live search had
//! after event k, so the page steps back by replaying from a snapshot (see
//! [`crate::solve::replay`]).

use super::{Color, CycleError, DfsEvent, EdgeKind};
use crate::graph::{GameGraph, Player, PositionId};
use crate::solve::replay::Replay;
use crate::solve::values::same_values;

/// The search state as the page shows it: what [`super::DfsSearch::snapshot`] copies out of the
/// live search and what [`DfsReplay`] rebuilds from events.
#[derive(Clone, Debug)]
pub struct DfsState {
    pub(super) colors: Vec<Color>,
    pub(super) values: Vec<f64>,
    pub(super) discovered: Vec<u32>,
    pub(super) finished: Vec<u32>,
    pub(super) stack: Vec<PositionId>,
    pub(super) partial: Vec<f64>,
    pub(super) time: u32,
    pub(super) cycle: Option<Vec<PositionId>>,
}

/// Equal when every field is, NaN (unknown value) counting as equal to NaN.
impl PartialEq for DfsState {
    fn eq(&self, other: &Self) -> bool {
        self.colors == other.colors
            && same_values(&self.values, &other.values)
            && self.discovered == other.discovered
            && self.finished == other.finished
            && self.stack == other.stack
            && same_values(&self.partial, &other.partial)
            && self.time == other.time
            && self.cycle == other.cycle
    }
}

impl DfsState {
    fn new(positions: usize) -> Self {
        DfsState {
            colors: vec![Color::White; positions],
            values: vec![f64::NAN; positions],
            discovered: vec![0; positions],
            finished: vec![0; positions],
            stack: Vec::new(),
            partial: Vec::new(),
            time: 0,
            cycle: None,
        }
    }

    /// Colour of every position.
    pub fn colors(&self) -> &[Color] {
        &self.colors
    }

    /// VALUE of every black position; NaN for the others.
    pub fn values(&self) -> &[f64] {
        &self.values
    }

    /// Discovery time of every position (1-based; 0 = not yet discovered).
    pub fn discovered(&self) -> &[u32] {
        &self.discovered
    }

    /// Finish time of every position (0 = not yet finished).
    pub fn finished(&self) -> &[u32] {
        &self.finished
    }

    /// The gray positions, the start at the bottom (index 0).
    pub fn stack(&self) -> &[PositionId] {
        &self.stack
    }

    /// For each stack entry, the best value among its successors looked at so far: −∞ (Paul) or
    /// +∞ (Carole) when none yet.
    pub fn partial(&self) -> &[f64] {
        &self.partial
    }

    /// The clock: the last discovery or finish time given.
    pub fn time(&self) -> u32 {
        self.time
    }

    /// The cycle, once a back edge was met: its positions, the first repeated last.
    pub fn cycle(&self) -> Option<&[PositionId]> {
        self.cycle.as_deref()
    }
}

/// Rebuilds the search state from events alone, so the page can jump to any step by replaying a
/// prefix (from a snapshot) instead of storing every state.
#[derive(Clone, Debug, PartialEq)]
pub struct DfsReplay {
    state: DfsState,
    movers: Vec<Player>,
    steps: usize,
}

impl DfsReplay {
    /// The state before the first event.
    pub fn new(graph: &GameGraph) -> Self {
        let movers = (0..graph.len() as PositionId).map(|v| graph.mover(v)).collect();
        DfsReplay { state: DfsState::new(graph.len()), movers, steps: 0 }
    }

    /// The search state after the events applied so far.
    pub fn search_state(&self) -> &DfsState {
        &self.state
    }

    /// How many events were applied.
    pub fn steps(&self) -> usize {
        self.steps
    }

    /// Applies the next event of the stream.
    pub fn apply(&mut self, event: &DfsEvent) {
        <Self as Replay>::apply(self, event)
    }
}

impl Replay for DfsReplay {
    type Event = DfsEvent;

    fn apply(&mut self, event: &DfsEvent) {
        self.steps += 1;
        let s = &mut self.state;
        match *event {
            DfsEvent::Discover { position, time } => {
                s.time = time;
                s.colors[position as usize] = Color::Gray;
                s.discovered[position as usize] = time;
                s.stack.push(position);
                s.partial.push(self.movers[position as usize].identity());
            }
            DfsEvent::Edge { to, kind, .. } => match kind {
                EdgeKind::Tree => {}
                EdgeKind::Black => self.fold(to),
                EdgeKind::Back => s.cycle = Some(CycleError::closing(&s.stack, to).cycle),
            },
            DfsEvent::Finish { position, time, value, .. } => {
                s.time = time;
                s.colors[position as usize] = Color::Black;
                s.values[position as usize] = value;
                s.finished[position as usize] = time;
                s.stack.pop();
                s.partial.pop();
                self.fold(position);
            }
        }
    }
}

impl DfsReplay {
    /// The top of the stack takes `child`'s value into its running max or min.
    fn fold(&mut self, child: PositionId) {
        let s = &mut self.state;
        let (Some(&top), Some(best)) = (s.stack.last(), s.partial.last_mut()) else { return };
        let value = s.values[child as usize];
        if self.movers[top as usize].prefers(value, *best) {
            *best = value;
        }
    }
}
