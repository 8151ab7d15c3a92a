//! Cheap scrubbing over a recorded DFS event stream: the state at any step `k`.
//!
//! The core's contract (issue 2) is that replaying the first `k` events of
//! [`dfs_trace`](crate::solve::dfs::dfs_trace) with a [`DfsReplay`] gives exactly the colours, values,
//! times and stack at step `k`. Replaying from the beginning for every scrub would cost Θ(k), so we
//! keep a copy of the replay state every `interval` events (a *snapshot*) and, to reach step `k`,
//! restart from the nearest snapshot at or before `k` and apply at most `interval - 1` events.
//! Stepping forward by one applies a single event to the cursor without touching a snapshot.
//!
//! With `interval ≈ positions` the snapshots cost about as much memory as the events themselves,
//! and a jump costs one Θ(V) copy plus Θ(V) replays: the same order as drawing the state.

use crate::graph::GameGraph;
use crate::solve::dfs::{DfsEvent, DfsReplay};

/// The smallest distance between two snapshots: below it copying would cost more than replaying.
const MIN_SNAPSHOT_INTERVAL: usize = 64;

/// A recorded event stream with snapshots, and a cursor standing at one step.
pub struct Scrubber {
    events: Vec<DfsEvent>,
    /// `snapshots[j]` is the state after the first `j * interval` events.
    snapshots: Vec<DfsReplay>,
    interval: usize,
    /// The state after the first `step` events.
    cursor: DfsReplay,
    step: usize,
}

impl Scrubber {
    /// Records the whole DFS of `graph` (a back edge, if any, is its last event) and takes the
    /// snapshots.
    pub fn new(graph: &GameGraph) -> Scrubber {
        let (events, _) = crate::solve::dfs::dfs_trace(graph);
        let interval = MIN_SNAPSHOT_INTERVAL.max(graph.len());
        let mut snapshots = Vec::with_capacity(events.len() / interval + 1);
        let mut replay = DfsReplay::new(graph);
        for (i, event) in events.iter().enumerate() {
            if i % interval == 0 {
                snapshots.push(replay.clone());
            }
            replay.apply(event);
        }
        if events.len() % interval == 0 {
            snapshots.push(replay.clone());
        }
        let cursor = snapshots[0].clone();
        Scrubber { events, snapshots, interval, cursor, step: 0 }
    }

    /// Number of events: the steps go from 0 (nothing done) to `len()` (the DFS is over).
    pub fn len(&self) -> usize {
        self.events.len()
    }

    /// The `i`-th event (0-based): the one that leads from step `i` to step `i + 1`.
    pub fn event(&self, i: usize) -> Option<&DfsEvent> {
        self.events.get(i)
    }

    /// The step the cursor stands at.
    pub fn step(&self) -> usize {
        self.step
    }

    /// Moves the cursor to step `k` (clamped to `len()`) and returns the state there.
    pub fn seek(&mut self, k: usize) -> &DfsReplay {
        let k = k.min(self.events.len());
        let snapshot = k / self.interval;
        // Walking forward from the cursor is cheaper than restoring whenever the cursor is at or
        // after the snapshot we would restore.
        if k < self.step || self.step < snapshot * self.interval {
            self.cursor = self.snapshots[snapshot].clone();
            self.step = snapshot * self.interval;
        }
        for event in &self.events[self.step..k] {
            self.cursor.apply(event);
        }
        self.step = k;
        &self.cursor
    }

    /// The state at the cursor.
    pub fn state(&self) -> &DfsReplay {
        &self.cursor
    }
}
