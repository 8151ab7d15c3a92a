//! DFS minimax on a DAG, as a stream of events.
//!
//! Seed 000 ("Game Analysis", extra material to CLRS ch. 22): run DFS-VISIT from the start `s`;
//! each time a position `v` turns black, all of `Adj[v]` are already black and valued, so
//! `VALUE[v]` = max over `Adj[v]` when Paul moves, min when Carole moves. Each move is looked at
//! once, so the whole analysis costs Θ(V + E), not the size of the game tree: an edge to a
//! position that is already black reuses its value.
//!
//! The search keeps an explicit stack (never recursion: a path of a million positions works), and
//! each stack frame carries the best value among the successors seen so far, −∞ for Paul and +∞
//! for Carole when none yet (the stack of seed 004, 11.3.2). It is written once, as the search
//! [`DfsSearch`], whose events are shaped like petgraph's `DfsEvent`: [`DfsEvent::Discover`] when a position turns
//! gray, [`DfsEvent::Edge`] for each move looked at (to a white position: a tree edge; to a black
//! one: its value is reused; to a gray one: a back edge, so the graph has a cycle and the stream
//! stops), and [`DfsEvent::Finish`] when a position turns black with its value. [`solve_dag`]
//! runs it with an observer that does nothing; [`dfs_trace`] records the events. [`DfsReplay`] rebuilds the state after any prefix of the stream from
//! the events alone: that is how the page steps back.
//!
//! Speed (`cargo bench --bench solve`, BENCHMARKS.md): the aim is a solve at least as fast as
//! petgraph's bare `DfsPostOrder`, which computes nothing. Most moves of a large DAG lead to
//! positions already black, so the hot loop folds those in registers, one array read per move;
//! and since every value is some end position's value, [`solve_dag`] stores each as its rank among
//! the distinct end values (one or two bytes instead of eight, see [`ValueCode`]), which keeps that
//! array, read at scattered positions, in cache.

mod codes;

pub use codes::ValueCode;

use crate::graph::{GameGraph, Player, PositionId};
use super::replay::Replay;
use codes::Codebook;

/// CLRS colours: not yet seen, on the stack, finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Color {
    White = 0,
    Gray = 1,
    Black = 2,
}

/// What a move leads to when the search looks at it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EdgeKind {
    /// To a white position: the search goes there next.
    Tree,
    /// To a black position: its value is already known and is reused.
    Black,
    /// To a gray position, an ancestor on the stack: the graph has a cycle.
    Back,
}

/// One step of the search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum DfsEvent {
    /// `position` turns gray at `time` (its discovery time).
    Discover { position: PositionId, time: u32 },
    /// The search looks at the move `from → to`.
    Edge { from: PositionId, to: PositionId, kind: EdgeKind },
    /// `position` turns black at `time` with its `value`; `best` is its first optimal successor
    /// in move order (`None` for an end position).
    Finish { position: PositionId, time: u32, value: f64, best: Option<PositionId> },
}

/// The search has met a back edge: the positions of the cycle, first position repeated last.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CycleError {
    pub cycle: Vec<PositionId>,
}

impl CycleError {
    /// "cycle A → B → C → A: use retrograde analysis".
    pub fn describe(&self, graph: &GameGraph) -> String {
        let names: Vec<&str> = self.cycle.iter().map(|&v| graph.name(v)).collect();
        format!(
            "cycle {}: DFS minimax needs a graph without cycles (a DAG); use retrograde analysis",
            crate::text::shorten_list(&names, " → ", crate::text::LIST_ENDS)
        )
    }
}

/// The search state as the page shows it: what [`DfsSearch::snapshot`] copies out of the live
/// search and what [`DfsReplay`] rebuilds from events.
#[derive(Clone, Debug)]
pub struct DfsState {
    colors: Vec<Color>,
    values: Vec<f64>,
    discovered: Vec<u32>,
    finished: Vec<u32>,
    stack: Vec<PositionId>,
    partial: Vec<f64>,
    time: u32,
    cycle: Option<Vec<PositionId>>,
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

    fn cycle_through(&self, to: PositionId) -> Vec<PositionId> {
        let from = self.stack.iter().rposition(|&v| v == to).unwrap_or(0);
        let mut cycle = self.stack[from..].to_vec();
        cycle.push(to);
        cycle
    }
}

/// The DFS minimax search. [`DfsSearch::run`] applies one event at a time to the live state and
/// hands each event, with the state after it, to an observer: [`solve_dag`] passes one that does
/// nothing (and compiles away), [`dfs_trace`] one that records the stream.
///
/// ```text
///        A (max)             events: Discover A, Edge A→B tree, Discover B, Edge B→D tree,
///       /       \            Discover D, Finish D = 1, Edge B→E tree, Discover E,
///   B (min)     C = 0        Finish E = −1, Finish B = −1 (best E), Edge A→C tree, …,
///    /   \                   Finish A = 0 (best C)
///  D = 1  E = −1
/// ```
///
/// Values are stored as a [`ValueCode`] `C`: the values themselves for a search made by
/// [`DfsSearch::new`], small ranks when [`solve_dag`] finds the graph has few distinct end values.
#[derive(Clone, Debug)]
pub struct DfsSearch<'g, C: ValueCode = f64> {
    graph: &'g GameGraph,
    colors: Vec<Color>,
    /// The value of each black position; no value (see [`ValueCode::is_none`]) for the others.
    codes: Vec<C>,
    book: Codebook,
    discovered: Vec<u32>,
    /// The finish time of each black position; for a gray one, the index of its next move in the
    /// flat move array (see [`Frame`]); 0 for a white one.
    finished: Vec<u32>,
    frames: Vec<Frame<C>>,
    time: u32,
    cycle: Option<Vec<PositionId>>,
}

/// One entry of the search stack: a gray position and the best value among its successors
/// looked at so far (the identity when none), exactly what the page shows of the stack.
///
/// Packed, six bytes with two-byte ranks: a deep search holds one per position on its path, and
/// each new page of stack costs a page fault. How far the position has got through its moves is
/// kept in its `finished` slot, which has no other use while the position is gray.
#[derive(Clone, Copy)]
#[repr(C, packed)]
struct Frame<C> {
    position: PositionId,
    best_value: C,
}

impl<C: ValueCode> std::fmt::Debug for Frame<C> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Fields copied out: a packed struct's fields may not be borrowed.
        let (position, best_value) = (self.position, self.best_value);
        f.debug_struct("Frame").field("position", &position).field("best_value", &best_value).finish()
    }
}

/// The top of the stack as the search works on it, in registers: its frame's fields, the index
/// of its next move in the flat move array, one past its last move, and who moves.
#[derive(Clone, Copy, Debug)]
struct Top<C> {
    position: PositionId,
    best_value: C,
    next: u32,
    end: u32,
    mover: Player,
}

impl<C: ValueCode> Top<C> {
    /// What the stack keeps of the top.
    fn frame(&self) -> Frame<C> {
        Frame { position: self.position, best_value: self.best_value }
    }
}

impl<'g> DfsSearch<'g> {
    /// A search from the graph's start, before its first event.
    pub fn new(graph: &'g GameGraph) -> Self {
        Self::with_codebook(graph, Codebook::default())
    }
}

impl<'g, C: ValueCode> DfsSearch<'g, C> {
    /// A search storing values as `C`, coded by `book` (made for `graph`, with at most
    /// `C::CAPACITY` values).
    fn with_codebook(graph: &'g GameGraph, book: Codebook) -> Self {
        let n = graph.len();
        DfsSearch {
            graph,
            colors: vec![Color::White; n],
            codes: C::initial_codes(graph, &book),
            book,
            discovered: vec![0; n],
            finished: vec![0; n],
            frames: Vec::new(),
            time: 0,
            cycle: None,
        }
    }

    /// The state as the page shows it (copies it: for tests and snapshots, not for the hot path).
    pub fn snapshot(&self) -> DfsState {
        DfsState {
            colors: self.colors.clone(),
            values: self.codes.iter().map(|code| code.decode(&self.book)).collect(),
            discovered: self.discovered.clone(),
            // A gray position's slot holds its next move, not a time.
            finished: self.finished.iter().zip(&self.codes).map(|(&t, c)| if c.is_none() { 0 } else { t }).collect(),
            stack: self.stack(),
            partial: self.frames.iter().map(|f| f.best_value.decode(&self.book)).collect(),
            time: self.time,
            cycle: self.cycle.clone(),
        }
    }

    /// Runs the whole search. After each event is applied, `observe(&event, &self)` is called.
    /// Returns the values, or the cycle met by a back edge (the last event).
    #[inline]
    pub fn run<O: DfsObserver<C>>(mut self, mut observer: O) -> Result<DagSolution, CycleError> {
        let (offsets, targets) = self.graph.csr();
        let (event, mut top) = self.discover(self.graph.start());
        observer.observe(&event, &self);
        // `top` is the top of the stack, worked on in registers. Its stored frame in
        // `self.frames` is brought up to date only when the stack grows over it or an observer
        // may look at it; the frames below the top are always up to date.
        loop {
            match top.mover {
                Player::Max => self.fold_black_moves::<true, O>(&mut top, targets, &mut observer),
                Player::Min => self.fold_black_moves::<false, O>(&mut top, targets, &mut observer),
            }
            let v = top.position;
            if top.next < top.end {
                // The next move leads to a position without a value: white or gray.
                let w = targets[top.next as usize];
                top.next += 1;
                self.store_top(&top);
                self.finished[v as usize] = top.next;
                match self.colors[w as usize] {
                    Color::Black => unreachable!("a black position has a value"),
                    Color::White => {
                        observer.observe(&DfsEvent::Edge { from: v, to: w, kind: EdgeKind::Tree }, &self);
                        let event;
                        (event, top) = self.discover(w);
                        observer.observe(&event, &self);
                    }
                    Color::Gray => {
                        let mut cycle = self.stack();
                        let from = cycle.iter().rposition(|&u| u == w).unwrap_or(0);
                        cycle.drain(..from);
                        cycle.push(w);
                        self.cycle = Some(cycle.clone());
                        observer.observe(&DfsEvent::Edge { from: v, to: w, kind: EdgeKind::Back }, &self);
                        return Err(CycleError { cycle });
                    }
                }
            } else {
                // All of Adj[v] is black: v turns black with the max or min of their values.
                self.frames.pop();
                let first = offsets[v as usize];
                let code =
                    if first == top.end { self.codes[v as usize].end_value(self.graph, v) } else { top.best_value };
                self.time += 1;
                self.colors[v as usize] = Color::Black;
                self.codes[v as usize] = code;
                self.finished[v as usize] = self.time;
                let finished = if O::ACTIVE {
                    // The first successor attaining the value: the one the running max or min
                    // kept, as it changes only for a strictly better value.
                    let moves = &targets[first as usize..top.end as usize];
                    let best = moves.iter().copied().find(|&w| self.codes[w as usize] == code);
                    Some(DfsEvent::Finish { position: v, time: self.time, value: code.decode(&self.book), best })
                } else {
                    None
                };
                let Some(&parent) = self.frames.last() else {
                    if let Some(event) = finished {
                        observer.observe(&event, &self);
                    }
                    break;
                };
                // The parent is the new top, and takes v's value into its running max or min.
                let p = parent.position;
                top = Top {
                    position: p,
                    best_value: parent.best_value,
                    next: self.finished[p as usize],
                    end: offsets[p as usize + 1],
                    mover: self.graph.mover(p),
                };
                let better = match top.mover {
                    Player::Max => top.best_value.less(code),
                    Player::Min => code.less(top.best_value),
                };
                if better {
                    top.best_value = code;
                }
                if let Some(event) = finished {
                    self.store_top(&top);
                    observer.observe(&event, &self);
                }
            }
        }
        // The stack and the colours are done with: give their memory back before the values are
        // made, which lowers the peak by their size.
        let DfsSearch { codes, book, discovered, finished, frames, colors, .. } = self;
        drop((frames, colors));
        let values = C::decode_all(codes, &book);
        Ok(DagSolution { values, discovered, finished })
    }

    /// Brings the stored frame of the top up to date with the one in registers.
    #[inline(always)]
    fn store_top(&mut self, top: &Top<C>) {
        if let Some(stored) = self.frames.last_mut() {
            *stored = top.frame();
        }
    }

    /// The gray positions, the start at the bottom.
    fn stack(&self) -> Vec<PositionId> {
        self.frames.iter().map(|f| f.position).collect()
    }

    /// Folds the top's next moves into its running max (`MAX`) or min for as long as they lead to
    /// black positions, and stops at the first move that does not (or after the last move).
    ///
    /// This is the hot loop: most moves of a large DAG lead to positions already finished. One
    /// read of `codes` tells both the colour and the value (a position has a value exactly when
    /// it is black), the player's comparison is chosen once per call instead of once per move,
    /// the top's fields stay in registers, and the moves are a subslice, so only the `codes` read
    /// is bounds-checked.
    #[inline(always)]
    fn fold_black_moves<const MAX: bool, O: DfsObserver<C>>(
        &mut self,
        top: &mut Top<C>,
        targets: &[PositionId],
        observer: &mut O,
    ) {
        for &w in &targets[top.next as usize..top.end as usize] {
            let value = self.codes[w as usize];
            if value.is_none() {
                return;
            }
            top.next += 1;
            let better = if MAX { top.best_value.less(value) } else { value.less(top.best_value) };
            if better {
                top.best_value = value;
            }
            if O::ACTIVE {
                // The observer sees the state after the event: the stored frame first.
                self.store_top(top);
                let event = DfsEvent::Edge { from: top.position, to: w, kind: EdgeKind::Black };
                observer.observe(&event, self);
            }
        }
    }

    /// `v` turns gray: it gets its discovery time and a frame on top of the stack (returned too,
    /// as the new top to work on).
    #[inline(always)]
    fn discover(&mut self, v: PositionId) -> (DfsEvent, Top<C>) {
        self.time += 1;
        self.colors[v as usize] = Color::Gray;
        self.discovered[v as usize] = self.time;
        let mover = self.graph.mover(v);
        let first = self.graph.first_move(v) as u32;
        let end = first + self.graph.successors(v).len() as u32;
        let identity = match mover {
            Player::Max => C::BELOW,
            Player::Min => C::ABOVE,
        };
        let top = Top { position: v, best_value: identity, next: first, end, mover };
        self.frames.push(top.frame());
        (DfsEvent::Discover { position: v, time: self.time }, top)
    }
}

/// Receives each event of a [`DfsSearch`] with the live search after it. Any
/// `FnMut(&DfsEvent, &DfsSearch)` closure is one.
pub trait DfsObserver<C: ValueCode = f64> {
    /// False for an observer that ignores events, so the search skips producing them.
    const ACTIVE: bool = true;
    fn observe(&mut self, event: &DfsEvent, search: &DfsSearch<'_, C>);
}

impl<F: FnMut(&DfsEvent, &DfsSearch<'_>)> DfsObserver for F {
    #[inline]
    fn observe(&mut self, event: &DfsEvent, search: &DfsSearch<'_>) {
        self(event, search)
    }
}

/// The observer of [`solve_dag`]: values only, no events.
struct NoObserver;

impl<C: ValueCode> DfsObserver<C> for NoObserver {
    const ACTIVE: bool = false;
    #[inline(always)]
    fn observe(&mut self, _: &DfsEvent, _: &DfsSearch<'_, C>) {}
}

/// The whole event stream of the search, and its result.
pub fn dfs_trace(graph: &GameGraph) -> (Vec<DfsEvent>, Result<DagSolution, CycleError>) {
    let mut events = Vec::with_capacity(2 * graph.len() + graph.move_count());
    let result = DfsSearch::new(graph).run(|event: &DfsEvent, _: &DfsSearch<'_>| events.push(*event));
    (events, result)
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

    /// The state after the events applied so far.
    pub fn state(&self) -> &DfsState {
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
                EdgeKind::Back => s.cycle = Some(s.cycle_through(to)),
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

/// The values DFS minimax gives every position reachable from the start.
#[derive(Clone, Debug)]
pub struct DagSolution {
    /// VALUE of each position; NaN for positions not reachable from the start.
    pub values: Vec<f64>,
    /// Discovery times (1-based; 0 = unreachable).
    pub discovered: Vec<u32>,
    /// Finish times (0 = unreachable).
    pub finished: Vec<u32>,
}

/// Equal when every field is, NaN (an unreachable position) counting as equal to NaN.
impl PartialEq for DagSolution {
    fn eq(&self, other: &Self) -> bool {
        same_values(&self.values, &other.values)
            && self.discovered == other.discovered
            && self.finished == other.finished
    }
}

/// Equal slices of values, NaN (unknown) counting as equal to NaN.
fn same_values(a: &[f64], b: &[f64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x == y || (x.is_nan() && y.is_nan()))
}

impl DagSolution {
    /// The value of the game: VALUE of the start.
    pub fn start_value(&self, graph: &GameGraph) -> f64 {
        self.values[graph.start() as usize]
    }

    /// The optimal successors of `v`: those whose value is `v`'s, in move order, without repeats.
    pub fn best_moves(&self, graph: &GameGraph, v: PositionId) -> Vec<PositionId> {
        best_moves_by_value(graph, &self.values, v)
    }
}

/// The successors of `v` whose value equals `v`'s, in move order, without repeats; empty for end
/// positions and unvalued ones.
pub fn best_moves_by_value(graph: &GameGraph, values: &[f64], v: PositionId) -> Vec<PositionId> {
    let target = values[v as usize];
    let mut best: Vec<PositionId> = Vec::new();
    for &w in graph.successors(v) {
        if values[w as usize] == target && !best.contains(&w) {
            best.push(w);
        }
    }
    best
}

/// DFS minimax from the start: Θ(V + E) for the positions reachable from it.
///
/// Values are stored as one- or two-byte ranks while searching when the graph has at most
/// 32,766 distinct end values (see [`ValueCode`]): the same search, with a smaller array to read
/// once per move.
pub fn solve_dag(graph: &GameGraph) -> Result<DagSolution, CycleError> {
    match Codebook::of(graph, <u16 as ValueCode>::CAPACITY) {
        Some(book) if book.len() <= <u8 as ValueCode>::CAPACITY => {
            DfsSearch::<u8>::with_codebook(graph, book).run(NoObserver)
        }
        Some(book) => DfsSearch::<u16>::with_codebook(graph, book).run(NoObserver),
        None => DfsSearch::new(graph).run(NoObserver),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse;

    /// ```text
    ///        A (max)
    ///       /       \
    ///   B (min)     C = 0
    ///    /   \
    ///  D = 1  E = −1
    /// ```
    const TREE: &str = "A max : B C\nB min : D E\nC = 0\nD = 1\nE = -1";

    /// A DAG where C is reached twice: the second time its value is reused.
    /// ```text
    ///     S (max)
    ///     /     \
    ///  L (min)  R (min)
    ///     \     /  \
    ///     C = 3    X = 5
    /// ```
    const DIAMOND: &str = "S max : L R\nL min : C\nR min : C X\nC = 3\nX = 5";

    #[test]
    fn tree_values_and_event_order() {
        let g = parse(TREE).unwrap();
        let events = dfs_trace(&g).0;
        use DfsEvent::*;
        use EdgeKind::Tree;
        assert_eq!(
            events,
            vec![
                Discover { position: 0, time: 1 },
                Edge { from: 0, to: 1, kind: Tree },
                Discover { position: 1, time: 2 },
                Edge { from: 1, to: 3, kind: Tree },
                Discover { position: 3, time: 3 },
                Finish { position: 3, time: 4, value: 1.0, best: None },
                Edge { from: 1, to: 4, kind: Tree },
                Discover { position: 4, time: 5 },
                Finish { position: 4, time: 6, value: -1.0, best: None },
                Finish { position: 1, time: 7, value: -1.0, best: Some(4) },
                Edge { from: 0, to: 2, kind: Tree },
                Discover { position: 2, time: 8 },
                Finish { position: 2, time: 9, value: 0.0, best: None },
                Finish { position: 0, time: 10, value: 0.0, best: Some(2) },
            ]
        );
        let solution = solve_dag(&g).unwrap();
        assert_eq!(solution.start_value(&g), 0.0);
        assert_eq!(solution.best_moves(&g, 0), vec![2]);
    }

    #[test]
    fn black_edges_reuse_values() {
        let g = parse(DIAMOND).unwrap();
        let kinds: Vec<EdgeKind> = dfs_trace(&g)
            .0
            .into_iter()
            .filter_map(|e| match e {
                DfsEvent::Edge { kind, .. } => Some(kind),
                _ => None,
            })
            .collect();
        // S→L, L→C tree; R→C reuses C; S→R, R→X tree.
        assert_eq!(kinds, [EdgeKind::Tree, EdgeKind::Tree, EdgeKind::Tree, EdgeKind::Black, EdgeKind::Tree]);
        let s = solve_dag(&g).unwrap();
        assert_eq!(s.values, [3.0, 3.0, 3.0, 3.0, 5.0]);
        assert_eq!(s.best_moves(&g, 0), [1, 2]);
    }

    /// ```text
    ///   A ──► B ──► C
    ///   ▲           │
    ///   └───────────┘      (and C ──► D = 1)
    /// ```
    #[test]
    fn a_cycle_is_named() {
        let g = parse("A max : B\nB min : C\nC max : A D\nD = 1").unwrap();
        let err = solve_dag(&g).unwrap_err();
        assert_eq!(err.cycle, [0, 1, 2, 0]);
        assert_eq!(
            err.describe(&g),
            "cycle A → B → C → A: DFS minimax needs a graph without cycles (a DAG); use retrograde analysis"
        );
        let last = *dfs_trace(&g).0.last().unwrap();
        assert_eq!(last, DfsEvent::Edge { from: 2, to: 0, kind: EdgeKind::Back });
    }

    #[test]
    fn unreachable_positions_stay_white() {
        let g = parse("A max : B\nB = 2\nZ = 9").unwrap();
        let s = solve_dag(&g).unwrap();
        assert_eq!(s, solve_dag(&g).unwrap(), "NaN for unreachable counts as equal");
        assert!(s.values[2].is_nan());
        assert_eq!(s.discovered[2], 0);
    }

    #[test]
    fn partial_values_follow_the_stack() {
        let g = parse(TREE).unwrap();
        let mut seen = Vec::new();
        let _ = DfsSearch::new(&g).run(|_: &DfsEvent, search: &DfsSearch<'_>| seen.push(search.snapshot()));
        // After event 6 (Finish D): B (min) has seen 1, A (max) nothing yet.
        assert_eq!(seen[5].stack(), &[0, 1]);
        assert_eq!(seen[5].partial(), &[f64::NEG_INFINITY, 1.0]);
    }

    /// The contract the page relies on: replaying the first k events gives exactly the colours,
    /// values, times, stack and partial values the search had after event k, for every k.
    #[test]
    fn replaying_every_prefix_gives_the_same_state() {
        for text in [TREE, DIAMOND, "A max : B\nB min : C\nC max : A D\nD = 1"] {
            let g = parse(text).unwrap();
            let mut replay = DfsReplay::new(&g);
            assert_eq!(replay.state(), &DfsSearch::new(&g).snapshot());
            let _ = DfsSearch::new(&g).run(|event: &DfsEvent, search: &DfsSearch<'_>| {
                replay.apply(event);
                assert_eq!(replay.state(), &search.snapshot(), "after {} events of {text:?}", replay.steps());
            });
        }
    }

    /// A random DAG whose moves all go to later ids (so no cycle), a quarter of the positions
    /// ends with values drawn from `pool`.
    fn random_dag(seed: u64, positions: u32, pool: &[f64]) -> GameGraph {
        let mut state = seed;
        let mut next = move || {
            // SplitMix64.
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        let mut b = crate::graph::GraphBuilder::new();
        for v in 0..positions {
            let later = positions - v - 1;
            if later == 0 || next() % 4 == 0 {
                b.add_end(format!("e{v}"), pool[(next() % pool.len() as u64) as usize]);
            } else {
                let mover = if next() % 2 == 0 { Player::Max } else { Player::Min };
                let moves = 1 + next() % 4;
                // Mostly nearby positions, so that the start reaches most of the graph.
                let reach = if next() % 8 == 0 { later } else { later.min(6) };
                let succ: Vec<u32> = (0..moves).map(|_| v + 1 + (next() % reach as u64) as u32).collect();
                b.add_position(format!("p{v}"), mover, succ);
            }
        }
        b.build().unwrap()
    }

    /// The values by definition, computed without DFS: moves go to later ids, so going from the
    /// last id down, every successor is valued first. NaN where the start does not reach.
    fn values_by_definition(g: &GameGraph) -> Vec<f64> {
        let mut values = vec![f64::NAN; g.len()];
        for v in (0..g.len() as u32).rev() {
            values[v as usize] = match g.end_value(v) {
                Some(value) => value,
                None => {
                    let mover = g.mover(v);
                    g.successors(v).iter().fold(mover.identity(), |best, &w| mover.better(best, values[w as usize]))
                }
            };
        }
        let reachable = g.reachable();
        values.iter().zip(reachable).map(|(&value, seen)| if seen { value } else { f64::NAN }).collect()
    }

    /// Same values bit for bit (so −0 differs from 0), NaN equal to NaN.
    fn same_bits(a: &[f64], b: &[f64]) -> bool {
        a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan()))
    }

    /// `solve_dag` stores values as one-byte ranks, two-byte ranks or as they are, by how many
    /// distinct end values there are; whichever it picks, it must give exactly what the search
    /// on plain values gives (the trace), and the values by definition.
    #[test]
    fn every_value_code_gives_the_plain_search_result() {
        let few = [-1.0, 0.0, 1.0];
        let hundreds: Vec<f64> = (0..400).map(|i| i as f64 / 7.0 - 30.0).collect();
        let signed_zeros = [-0.0, 0.0, 2.0];
        struct Case<'a> {
            pool: &'a [f64],
            positions: std::ops::RangeInclusive<u32>,
            seeds: u64,
            /// Whether the number of distinct end values is as intended (None: too many, or both
            /// zeros, so the values are kept as they are).
            distinct: fn(Option<usize>) -> bool,
        }
        let cases = [
            Case { pool: &few, positions: 1..=40, seeds: 300, distinct: |d| d.is_some_and(|d| d <= u8::CAPACITY) },
            Case {
                pool: &hundreds,
                positions: 2500..=3000,
                seeds: 30,
                distinct: |d| d.is_some_and(|d| d > u8::CAPACITY),
            },
            Case { pool: &signed_zeros, positions: 1..=40, seeds: 300, distinct: |_| true },
        ];
        let mut kept_as_values = 0;
        for Case { pool, positions, seeds, distinct: expected } in cases {
            for seed in 0..seeds {
                let size = positions.start() + (seed as u32 * 7) % (positions.end() - positions.start() + 1);
                let g = random_dag(seed, size, pool);
                let distinct = Codebook::of(&g, u16::CAPACITY).map(|book| book.len());
                assert!(expected(distinct), "seed {seed}: {distinct:?} distinct end values");
                kept_as_values += distinct.is_none() as u32;
                let solved = solve_dag(&g).unwrap();
                let traced = dfs_trace(&g).1.unwrap();
                assert!(same_bits(&solved.values, &traced.values), "seed {seed}, pool of {}", pool.len());
                assert_eq!((&solved.discovered, &solved.finished), (&traced.discovered, &traced.finished));
                let reference = values_by_definition(&g);
                // The reference's max/min may pick the other zero on a tie: compare as values.
                assert!(solved.values.iter().zip(&reference).all(|(x, y)| x == y || (x.is_nan() && y.is_nan())));
            }
        }
        assert!(kept_as_values > 10, "graphs with both zeros keep their values");
    }

    /// Every pair of neighbouring end values is compared by both players, at the widths' limits
    /// (126 distinct values fit one-byte ranks, 127 need two bytes).
    /// ```text
    ///                 S (max)
    ///        /      /     \      \
    ///   M0 (max) m0 (min) M1 (max) m1 (min) …    Mi and mi: Ei+1, Ei (Ei+1 first when i is even)
    ///     E0 = −5.0, E1 = −4.75, E2 = −4.5, …
    /// ```
    #[test]
    fn neighbouring_values_are_told_apart() {
        let one_byte = u8::CAPACITY as u32;
        for distinct in [2, one_byte, one_byte + 1, 300] {
            let mut b = crate::graph::GraphBuilder::new();
            let pairs = distinct - 1;
            let first_end = 1 + 2 * pairs;
            b.add_position("S", Player::Max, 1..first_end);
            for i in 0..pairs {
                let (lower, upper) = (first_end + i, first_end + i + 1);
                let moves = if i % 2 == 0 { [upper, lower] } else { [lower, upper] };
                b.add_position(format!("M{i}"), Player::Max, moves);
                b.add_position(format!("m{i}"), Player::Min, moves);
            }
            for i in 0..distinct {
                b.add_end(format!("E{i}"), i as f64 / 4.0 - 5.0);
            }
            let g = b.build().unwrap();
            let solved = solve_dag(&g).unwrap();
            assert!(same_bits(&solved.values, &values_by_definition(&g)), "{distinct} distinct values");
            assert!(same_bits(&solved.values, &dfs_trace(&g).1.unwrap().values));
        }
    }

    /// Paul picks among 70,000 ends with distinct values: too many for two-byte ranks.
    #[test]
    fn many_distinct_values_are_kept_as_they_are() {
        let n = 70_000u32;
        let mut b = crate::graph::GraphBuilder::with_capacity(n as usize + 1, n as usize);
        b.add_position("S", Player::Max, 1..=n);
        for i in 0..n {
            b.add_end(format!("e{i}"), ((i * 7919) % n) as f64 / 3.0);
        }
        let g = b.build().unwrap();
        let solved = solve_dag(&g).unwrap();
        assert_eq!(solved.start_value(&g), (n - 1) as f64 / 3.0);
        assert!(same_bits(&solved.values, &dfs_trace(&g).1.unwrap().values));
    }

    /// −0 and 0 are equal values: Paul keeps the first one he sees, as the plain search does.
    /// ```text
    ///      S (max)
    ///     /      \
    ///  Z = −0    P = 0
    /// ```
    #[test]
    fn equal_zeros_keep_the_first_seen() {
        let mut b = crate::graph::GraphBuilder::new();
        b.add_position("S", Player::Max, [1, 2]);
        b.add_end("Z", -0.0);
        b.add_end("P", 0.0);
        let g = b.build().unwrap();
        let solved = solve_dag(&g).unwrap();
        assert!(solved.start_value(&g).is_sign_negative());
        assert_eq!(dfs_trace(&g).0[7], DfsEvent::Finish { position: 0, time: 6, value: -0.0, best: Some(1) });
    }

    #[test]
    fn a_long_path_needs_no_recursion() {
        let n = 1_000_000u32;
        let mut b = crate::graph::GraphBuilder::with_capacity(n as usize, n as usize);
        for v in 0..n - 1 {
            let mover = if v % 2 == 0 { Player::Max } else { Player::Min };
            b.add_position(format!("p{v}"), mover, [v + 1]);
        }
        b.add_end("last", 7.0);
        let g = b.build().unwrap();
        let s = solve_dag(&g).unwrap();
        assert_eq!(s.start_value(&g), 7.0);
        assert_eq!(s.finished[0], 2 * n);
    }
}
