//! Scrubbing over any recorded event stream: the state at any step `k`, cheaply.
//!
//! Every solver the page animates is an event stream (DFS, retrograde analysis, the attractor,
//! the stack traversal, alpha-beta), and each has a *replay*: a state that rebuilds itself from
//! the events alone ([`Replay::apply`]). Replaying from the beginning for every scrub would cost
//! Θ(k), so a [`Scrubber`] keeps a copy of the replay state every `interval` events (a
//! *snapshot*) and, to reach step `k`, restarts from the nearest snapshot at or before `k` and
//! applies at most `interval - 1` events. Stepping forward by one applies a single event to the
//! cursor without touching a snapshot.
//!
//! With `interval ≈ positions` the snapshots cost about as much memory as the events themselves,
//! and a jump costs one Θ(V) copy plus Θ(V) replays: the same order as drawing the state.

/// A state rebuilt from an event stream, one event at a time.
pub trait Replay: Clone {
    /// One step of the stream.
    type Event;
    /// Applies the next event of the stream.
    fn apply(&mut self, event: &Self::Event);
}

/// The smallest distance between two snapshots: below it copying would cost more than replaying.
pub const MIN_SNAPSHOT_INTERVAL: usize = 64;

/// A recorded event stream with snapshots, and a cursor standing at one step.
pub struct Scrubber<R: Replay> {
    events: Vec<R::Event>,
    /// `snapshots[j]` is the state after the first `j * interval` events.
    snapshots: Vec<R>,
    interval: usize,
    /// The state after the first `step` events.
    cursor: R,
    step: usize,
}

impl<R: Replay> Scrubber<R> {
    /// Takes the snapshots of `events` replayed from `initial`, one every `interval` events
    /// (at least [`MIN_SNAPSHOT_INTERVAL`]: pass the number of positions).
    pub fn new(initial: R, events: Vec<R::Event>, interval: usize) -> Self {
        let interval = interval.max(MIN_SNAPSHOT_INTERVAL);
        let mut snapshots = Vec::with_capacity(events.len() / interval + 1);
        let mut replay = initial;
        for (i, event) in events.iter().enumerate() {
            if i % interval == 0 {
                snapshots.push(replay.clone());
            }
            replay.apply(event);
        }
        if events.len() % interval == 0 {
            snapshots.push(replay);
        }
        let cursor = snapshots[0].clone();
        Scrubber { events, snapshots, interval, cursor, step: 0 }
    }

    /// Number of events: the steps go from 0 (nothing done) to `len()` (the run is over).
    pub fn len(&self) -> usize {
        self.events.len()
    }

    /// True when the stream has no event.
    pub fn is_empty(&self) -> bool {
        self.events.is_empty()
    }

    /// The `i`-th event (0-based): the one that leads from step `i` to step `i + 1`.
    pub fn event(&self, i: usize) -> Option<&R::Event> {
        self.events.get(i)
    }

    /// Every event, in order.
    pub fn events(&self) -> &[R::Event] {
        &self.events
    }

    /// The step the cursor stands at.
    pub fn step(&self) -> usize {
        self.step
    }

    /// Moves the cursor to step `k` (clamped to `len()`) and returns the state there.
    pub fn seek(&mut self, k: usize) -> &R {
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
    pub fn state(&self) -> &R {
        &self.cursor
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A replay whose state is the list of events applied: any wrong snapshot or skipped event
    /// shows in the list.
    #[derive(Clone, Debug, PartialEq)]
    struct Log(Vec<u32>);

    impl Replay for Log {
        type Event = u32;
        fn apply(&mut self, event: &u32) {
            self.0.push(*event);
        }
    }

    #[test]
    fn seeking_in_any_order_gives_the_prefix() {
        for len in [0usize, 1, 63, 64, 65, 128, 300] {
            let events: Vec<u32> = (0..len as u32).map(|i| i * 7 + 1).collect();
            let mut scrubber = Scrubber::new(Log(Vec::new()), events.clone(), 64);
            assert_eq!(scrubber.len(), len);
            // Forward, backward, jumps across snapshots, past the end.
            let targets = [0, 5, 3, 200, 64, 63, 65, 1, 299, 128, 1000, 0, len];
            for &k in &targets {
                let expected = events[..k.min(len)].to_vec();
                assert_eq!(scrubber.seek(k).0, expected, "len {len}, seek {k}");
                assert_eq!(scrubber.step(), k.min(len));
                assert_eq!(scrubber.state().0, expected);
            }
        }
    }

    #[test]
    fn the_interval_is_never_below_the_minimum() {
        let events: Vec<u32> = (0..10).collect();
        let mut scrubber = Scrubber::new(Log(Vec::new()), events, 1);
        assert_eq!(scrubber.seek(7).0, vec![0, 1, 2, 3, 4, 5, 6]);
        assert_eq!(scrubber.event(9), Some(&9));
        assert_eq!(scrubber.event(10), None);
    }
}
