//! The live DFS minimax search ([`DfsSearch`]) with an explicit stack, and its observers.
//!
//! CLRS's DFS-VISIT with the recursion replaced by a stack of frames: each frame is a gray
//! position, how far it has got through its moves, and the best value among the successors seen
//! so far (the stack of seed 004, 11.3.2). The search is written once; [`super::solve_dag`] runs
//! it with an observer that does nothing, [`super::dfs_trace`] with one that records the events.

use super::codes::Codebook;
use super::{Color, CycleError, DagSolution, DfsEvent, DfsState, EdgeKind, ValueCode};
use crate::graph::{GameGraph, Player, PositionId};
use crate::huge_pages::{filled, stack};

/// The DFS minimax search. [`DfsSearch::run`] applies one event at a time to the live state and
/// hands each event, with the state after it, to an observer: [`super::solve_dag`] passes one that
/// does nothing (and compiles away), [`super::dfs_trace`] one that records the stream.
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
/// [`DfsSearch::new`], small ranks when [`super::solve_dag`] finds the graph has few distinct end
/// values.
#[derive(Clone, Debug)]
pub struct DfsSearch<'g, C: ValueCode = f64> {
    graph: &'g GameGraph,
    colors: Vec<Color>,
    /// The value of each black position; no value (see [`ValueCode::is_none`]) for the others.
    codes: Vec<C>,
    book: Codebook,
    discovered: Vec<u32>,
    /// The finish time of each black position; 0 for the others.
    finished: Vec<u32>,
    frames: Vec<Frame<C>>,
    time: u32,
    cycle: Option<Vec<PositionId>>,
}

/// One entry of the search stack: a gray position, the index of its next move in the flat move
/// array, and the best value among its successors looked at so far (the identity when none).
///
/// Packed (ten bytes with two-byte ranks): a deep search holds one per position on its path, and
/// each new page of stack costs a page fault.
#[derive(Clone, Copy)]
#[repr(C, packed)]
struct Frame<C> {
    position: PositionId,
    next: u32,
    best_value: C,
}

impl<C: ValueCode> std::fmt::Debug for Frame<C> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Fields copied out: a packed struct's fields may not be borrowed.
        let (position, next, best_value) = (self.position, self.next, self.best_value);
        f.debug_struct("Frame")
            .field("position", &position)
            .field("next", &next)
            .field("best_value", &best_value)
            .finish()
    }
}

/// The top of the stack as the search works on it, in registers: its frame's fields, one past
/// its last move, and who moves.
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
    #[inline(always)]
    fn frame(&self) -> Frame<C> {
        Frame { position: self.position, next: self.next, best_value: self.best_value }
    }

    /// Takes the value `code` of a successor into the running max (Paul) or min (Carole).
    #[inline(always)]
    fn take(&mut self, code: C) {
        let better = match self.mover {
            Player::Max => self.best_value.less(code),
            Player::Min => code.less(self.best_value),
        };
        if better {
            self.best_value = code;
        }
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
    pub(super) fn with_codebook(graph: &'g GameGraph, book: Codebook) -> Self {
        let n = graph.len();
        DfsSearch {
            graph,
            colors: filled(n, Color::White),
            codes: C::initial_codes(graph, &book),
            book,
            discovered: filled(n, 0),
            finished: filled(n, 0),
            frames: stack(n),
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
            finished: self.finished.clone(),
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
        let (event, mut top) = self.discover(self.graph.start());
        observer.observe(&event, &self);
        // `top` is the top of the stack, worked on in registers rather than through
        // `self.frames` (one loop, no call per position): most moves lead to black positions and
        // are folded there without touching memory other than the successor's value. Its stored
        // frame is brought up to date only when the stack grows over it or an observer may look
        // at it; the frames below the top are always up to date.
        loop {
            match top.mover {
                Player::Max => self.fold_black_moves::<true, O>(&mut top, &mut observer),
                Player::Min => self.fold_black_moves::<false, O>(&mut top, &mut observer),
            }
            if top.next < top.end {
                top = self.descend(top, &mut observer)?;
            } else {
                match self.finish(top, &mut observer) {
                    Some(parent) => top = parent,
                    None => break,
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

    /// The top's next move leads to a position without a value: a white one, which becomes the
    /// new top (returned), or a gray one, which closes a cycle and ends the search.
    #[inline(always)]
    fn descend<O: DfsObserver<C>>(&mut self, mut top: Top<C>, observer: &mut O) -> Result<Top<C>, CycleError> {
        let (v, w) = (top.position, self.graph.csr().1[top.next as usize]);
        top.next += 1;
        self.store_top(&top);
        match self.colors[w as usize] {
            Color::Black => unreachable!("a black position has a value"),
            Color::White => {
                observer.observe(&DfsEvent::Edge { from: v, to: w, kind: EdgeKind::Tree }, self);
                let (event, child) = self.discover(w);
                observer.observe(&event, self);
                Ok(child)
            }
            Color::Gray => {
                let error = CycleError::closing(&self.stack(), w);
                self.cycle = Some(error.cycle.clone());
                observer.observe(&DfsEvent::Edge { from: v, to: w, kind: EdgeKind::Back }, self);
                Err(error)
            }
        }
    }

    /// All of Adj[v] is black (v the top): v turns black with the max or min of their values,
    /// and the parent, if any, becomes the top (returned) with v's value taken in.
    #[inline(always)]
    fn finish<O: DfsObserver<C>>(&mut self, top: Top<C>, observer: &mut O) -> Option<Top<C>> {
        let v = top.position;
        self.frames.pop();
        let first = self.graph.first_move(v) as u32;
        let code = if first == top.end { self.codes[v as usize].end_value(self.graph, v) } else { top.best_value };
        self.time += 1;
        self.colors[v as usize] = Color::Black;
        self.codes[v as usize] = code;
        self.finished[v as usize] = self.time;
        let event = if O::ACTIVE {
            // The first successor attaining the value: the one the running max or min kept, as
            // it changes only for a strictly better value.
            let moves = &self.graph.csr().1[first as usize..top.end as usize];
            let best = moves.iter().copied().find(|&w| self.codes[w as usize] == code);
            Some(DfsEvent::Finish { position: v, time: self.time, value: code.decode(&self.book), best })
        } else {
            None
        };
        let parent = self.frames.last().map(|&frame| {
            let p = frame.position;
            let mut parent = Top {
                position: p,
                best_value: frame.best_value,
                next: frame.next,
                end: self.graph.csr().0[p as usize + 1],
                mover: self.graph.mover(p),
            };
            parent.take(code);
            parent
        });
        if let Some(event) = event {
            if let Some(parent) = &parent {
                self.store_top(parent);
            }
            observer.observe(&event, self);
        }
        parent
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
    fn fold_black_moves<const MAX: bool, O: DfsObserver<C>>(&mut self, top: &mut Top<C>, observer: &mut O) {
        let targets = self.graph.csr().1;
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

/// The observer of [`super::solve_dag`]: values only, no events.
pub(super) struct NoObserver;

impl<C: ValueCode> DfsObserver<C> for NoObserver {
    const ACTIVE: bool = false;
    #[inline(always)]
    fn observe(&mut self, _: &DfsEvent, _: &DfsSearch<'_, C>) {}
}
