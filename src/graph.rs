//! The game graph: positions, whose move it is, the moves, and the VALUE of end positions.
//!
//! This is the model of seed 000 ("Game Analysis", extra material to CLRS ch. 22): a finite set of
//! positions `V`, for each position `MOVE[v]` (Paul = [`Player::Max`], Carole = [`Player::Min`]) and
//! an adjacency list `Adj[v]`, a start position `s`, and for every end position (empty `Adj[v]`)
//! a given `VALUE[v]`: Carole pays Paul that many dollars when play ends there.
//!
//! Storage is compressed sparse rows (CSR): the successors of `v` are
//! `targets[offsets[v]..offsets[v + 1]]`, in move order, as `u32` ids. Repeated successors are
//! allowed (two different moves may lead to the same position). Predecessor lists, which only
//! retrograde analysis needs, are built on demand by [`GameGraph::predecessors`]
//! (`graph/predecessors.rs`).

use std::collections::HashMap;

mod predecessors;
pub use predecessors::Predecessors;

/// A position's id: its index in the graph, in the order positions were added.
pub type PositionId = u32;

/// Who moves at a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// Paul: wants the VALUE high.
    Max,
    /// Carole: wants the VALUE low.
    Min,
}

impl Player {
    /// The other player.
    pub fn opponent(self) -> Player {
        match self {
            Player::Max => Player::Min,
            Player::Min => Player::Max,
        }
    }

    /// The value of "nothing seen yet": −∞ for Paul's max, +∞ for Carole's min (seed 004).
    pub fn identity(self) -> f64 {
        match self {
            Player::Max => f64::NEG_INFINITY,
            Player::Min => f64::INFINITY,
        }
    }

    /// True when `candidate` is strictly better for this player than `incumbent`.
    #[inline]
    pub fn prefers(self, candidate: f64, incumbent: f64) -> bool {
        match self {
            Player::Max => candidate > incumbent,
            Player::Min => candidate < incumbent,
        }
    }

    /// `max` or `min` of the two values, as this player chooses.
    #[inline]
    pub fn better(self, a: f64, b: f64) -> f64 {
        if self.prefers(b, a) { b } else { a }
    }

    /// The initial built-in games put before a position's name: `P` (Paul) or `C` (Carole).
    pub fn initial(self) -> char {
        match self {
            Player::Max => 'P',
            Player::Min => 'C',
        }
    }

    /// The keyword used in the text format.
    pub const fn keyword(self) -> &'static str {
        match self {
            Player::Max => "max",
            Player::Min => "min",
        }
    }

    /// The player's name in the seeds.
    pub const fn person(self) -> &'static str {
        match self {
            Player::Max => "Paul",
            Player::Min => "Carole",
        }
    }
}

/// A finite game graph with a start position, stored as CSR arrays.
#[derive(Clone, Debug, PartialEq)]
pub struct GameGraph {
    names: Vec<String>,
    movers: Vec<Player>,
    /// `offsets[v]..offsets[v + 1]` indexes `targets`; `offsets.len() == positions + 1`.
    offsets: Vec<u32>,
    targets: Vec<PositionId>,
    /// VALUE of each end position; 0 (never read) for positions with moves.
    end_values: Vec<f64>,
    start: PositionId,
    index: HashMap<String, PositionId>,
}

/// Why a graph could not be built.
#[derive(Clone, Debug, PartialEq)]
pub enum BuildError {
    /// No position at all.
    Empty,
    /// A successor id that is not a position.
    UnknownSuccessor { position: PositionId, successor: PositionId },
    /// The start id is not a position.
    UnknownStart(PositionId),
    /// Two positions with one name.
    DuplicateName(String),
    /// An end position whose VALUE is NaN or infinite.
    BadValue { position: PositionId, value: f64 },
    /// More positions or moves than `u32` ids can hold.
    TooLarge,
}

impl std::fmt::Display for BuildError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BuildError::Empty => write!(f, "the game has no positions"),
            BuildError::UnknownSuccessor { position, successor } => {
                write!(f, "position #{position} has a move to #{successor}, which does not exist")
            }
            BuildError::UnknownStart(s) => write!(f, "the start #{s} is not a position"),
            BuildError::DuplicateName(n) => write!(f, "position {n} is defined twice"),
            BuildError::BadValue { position, value } => {
                write!(f, "position #{position} has VALUE {value}, which is not a finite number")
            }
            BuildError::TooLarge => write!(f, "the game has more positions or moves than fit in 32-bit ids"),
        }
    }
}

impl std::error::Error for BuildError {}

/// Builds a [`GameGraph`] position by position. Successors are given by id, so a position may
/// name a successor added later; [`GraphBuilder::build`] checks every id.
#[derive(Clone, Debug, Default)]
pub struct GraphBuilder {
    names: Vec<String>,
    movers: Vec<Player>,
    offsets: Vec<u32>,
    targets: Vec<PositionId>,
    end_values: Vec<f64>,
    start: Option<PositionId>,
    too_large: bool,
}

impl GraphBuilder {
    /// An empty builder.
    pub fn new() -> Self {
        GraphBuilder { offsets: vec![0], ..Default::default() }
    }

    /// An empty builder with room for `positions` positions and `moves` moves.
    pub fn with_capacity(positions: usize, moves: usize) -> Self {
        let mut offsets = Vec::with_capacity(positions + 1);
        offsets.push(0);
        GraphBuilder {
            names: Vec::with_capacity(positions),
            movers: Vec::with_capacity(positions),
            offsets,
            targets: Vec::with_capacity(moves),
            end_values: Vec::with_capacity(positions),
            ..Default::default()
        }
    }

    /// Number of positions added so far (the id the next one gets).
    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// True when no position was added.
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    /// Adds a position where `mover` chooses among `successors` (in move order); returns its id.
    /// An empty `successors` makes it an end position with VALUE 0: use [`Self::add_end`] instead.
    pub fn add_position(
        &mut self,
        name: impl Into<String>,
        mover: Player,
        successors: impl IntoIterator<Item = PositionId>,
    ) -> PositionId {
        let id = self.names.len() as PositionId;
        self.names.push(name.into());
        self.movers.push(mover);
        self.targets.extend(successors);
        // An end position added here (no successors) has VALUE 0; others never read theirs.
        self.end_values.push(0.0);
        self.push_offset();
        id
    }

    /// Adds an end position with its VALUE; returns its id. Its mover is [`Player::Max`] by
    /// convention: nobody moves at an end position.
    pub fn add_end(&mut self, name: impl Into<String>, value: f64) -> PositionId {
        self.add_end_with_mover(name, Player::Max, value)
    }

    /// Adds an end position with its VALUE and the player who would be to move there.
    pub fn add_end_with_mover(&mut self, name: impl Into<String>, mover: Player, value: f64) -> PositionId {
        let id = self.names.len() as PositionId;
        self.names.push(name.into());
        self.movers.push(mover);
        self.end_values.push(value);
        self.push_offset();
        id
    }

    fn push_offset(&mut self) {
        match u32::try_from(self.targets.len()) {
            Ok(n) if self.names.len() < u32::MAX as usize => self.offsets.push(n),
            _ => {
                self.too_large = true;
                self.offsets.push(u32::MAX);
            }
        }
    }

    /// Sets the start position (default: the first position added).
    pub fn set_start(&mut self, start: PositionId) {
        self.start = Some(start);
    }

    /// Checks every id, name and VALUE and returns the graph.
    pub fn build(self) -> Result<GameGraph, BuildError> {
        if self.too_large {
            return Err(BuildError::TooLarge);
        }
        if self.names.is_empty() {
            return Err(BuildError::Empty);
        }
        let n = self.names.len() as u32;
        for v in 0..self.names.len() {
            let (lo, hi) = (self.offsets[v] as usize, self.offsets[v + 1] as usize);
            if let Some(&w) = self.targets[lo..hi].iter().find(|&&w| w >= n) {
                return Err(BuildError::UnknownSuccessor { position: v as PositionId, successor: w });
            }
            if lo == hi && !self.end_values[v].is_finite() {
                return Err(BuildError::BadValue { position: v as PositionId, value: self.end_values[v] });
            }
        }
        let start = self.start.unwrap_or(0);
        if start >= n {
            return Err(BuildError::UnknownStart(start));
        }
        let mut index = HashMap::with_capacity(self.names.len());
        for (id, name) in self.names.iter().enumerate() {
            if index.insert(name.clone(), id as PositionId).is_some() {
                return Err(BuildError::DuplicateName(name.clone()));
            }
        }
        Ok(GameGraph {
            names: self.names,
            movers: self.movers,
            offsets: self.offsets,
            targets: self.targets,
            end_values: self.end_values,
            start,
            index,
        })
    }
}

impl GameGraph {
    /// Number of positions (reachable from the start or not).
    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// Always false: a graph has at least its start position.
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    /// Number of moves (edges), counting repeated moves.
    pub fn move_count(&self) -> usize {
        self.targets.len()
    }

    /// The start position `s`.
    pub fn start(&self) -> PositionId {
        self.start
    }

    /// The position's name.
    pub fn name(&self, v: PositionId) -> &str {
        &self.names[v as usize]
    }

    /// All names, indexed by id.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The id of the position called `name`.
    pub fn find(&self, name: &str) -> Option<PositionId> {
        self.index.get(name).copied()
    }

    /// Who moves at `v` (for an end position: by convention, who would be to move).
    #[inline]
    pub fn mover(&self, v: PositionId) -> Player {
        self.movers[v as usize]
    }

    /// The successors of `v` in move order (`Adj[v]`).
    #[inline]
    pub fn successors(&self, v: PositionId) -> &[PositionId] {
        let v = v as usize;
        &self.targets[self.offsets[v] as usize..self.offsets[v + 1] as usize]
    }

    /// The index into the flat move array of `v`'s first move; move `i` of `v` is
    /// `first_move(v) + i`.
    #[inline]
    pub fn first_move(&self, v: PositionId) -> usize {
        self.offsets[v as usize] as usize
    }

    /// The raw CSR arrays: `(offsets, targets)`.
    pub fn csr(&self) -> (&[u32], &[PositionId]) {
        (&self.offsets, &self.targets)
    }

    /// True when `v` has no moves.
    #[inline]
    pub fn is_end(&self, v: PositionId) -> bool {
        let v = v as usize;
        self.offsets[v] == self.offsets[v + 1]
    }

    /// VALUE of `v` if it is an end position.
    #[inline]
    pub fn end_value(&self, v: PositionId) -> Option<f64> {
        if self.is_end(v) { Some(self.end_values[v as usize]) } else { None }
    }

    /// Which positions are reachable from the start (iterative search, Θ(V + E)).
    pub fn reachable(&self) -> Vec<bool> {
        let mut seen = vec![false; self.len()];
        let mut stack = vec![self.start];
        seen[self.start as usize] = true;
        while let Some(v) = stack.pop() {
            for &w in self.successors(v) {
                if !seen[w as usize] {
                    seen[w as usize] = true;
                    stack.push(w);
                }
            }
        }
        seen
    }

    /// Number of positions that cannot be reached from the start: the solvers ignore them
    /// (seed 000: "any position not reachable from s is clearly irrelevant").
    pub fn unreachable_count(&self) -> usize {
        self.reachable().iter().filter(|&&r| !r).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// ```text
    ///   A (max) ──► B (min) ──► D = 1
    ///      │          └──────► E = -1
    ///      └──────► C = 0          F = 5 (unreachable)
    /// ```
    fn fixture() -> GameGraph {
        let mut b = GraphBuilder::new();
        let a = b.add_position("A", Player::Max, [1, 2]);
        b.add_position("B", Player::Min, [3, 4]);
        b.add_end("C", 0.0);
        b.add_end("D", 1.0);
        b.add_end("E", -1.0);
        b.add_end("F", 5.0);
        b.set_start(a);
        b.build().unwrap()
    }

    #[test]
    fn csr_accessors() {
        let g = fixture();
        assert_eq!(g.len(), 6);
        assert_eq!(g.move_count(), 4);
        assert_eq!(g.successors(0), &[1, 2]);
        assert_eq!(g.successors(1), &[3, 4]);
        assert!(g.is_end(2) && !g.is_end(0));
        assert_eq!(g.end_value(3), Some(1.0));
        assert_eq!(g.end_value(0), None);
        assert_eq!(g.find("E"), Some(4));
        assert_eq!(g.name(5), "F");
    }

    #[test]
    fn predecessors_and_reachability() {
        let g = fixture();
        let p = g.predecessors();
        assert_eq!(p.of(1), &[0]);
        assert_eq!(p.of(3), &[1]);
        assert!(p.of(0).is_empty());
        assert_eq!(g.unreachable_count(), 1);
        let (reachable, q) = g.reachable_predecessors();
        assert_eq!(reachable, g.reachable());
        for v in 0..g.len() as PositionId {
            assert_eq!(q.of(v), p.of(v), "{v}");
        }
    }

    /// ```text
    ///   S ──► A ──► E          U (unreachable) ──► A, U ──► E
    ///   └───────────┘
    /// ```
    #[test]
    fn reachable_predecessors_leave_out_unreachable_sources() {
        let mut b = GraphBuilder::new();
        b.add_position("U", Player::Max, [2, 3]);
        let s = b.add_position("S", Player::Max, [2, 3]);
        b.add_position("A", Player::Min, [3, 3]);
        b.add_end("E", 1.0);
        b.set_start(s);
        let g = b.build().unwrap();
        let (reachable, p) = g.reachable_predecessors();
        assert_eq!(reachable, [false, true, true, true]);
        assert_eq!(p.of(2), &[1]);
        assert_eq!(p.of(3), &[1, 2, 2]);
        assert!(p.of(0).is_empty() && p.of(1).is_empty());
        assert_eq!(g.predecessors().of(3), &[0, 1, 2, 2]);
    }

    #[test]
    fn build_errors() {
        let mut b = GraphBuilder::new();
        b.add_position("A", Player::Max, [7]);
        assert_eq!(b.build(), Err(BuildError::UnknownSuccessor { position: 0, successor: 7 }));
        assert_eq!(GraphBuilder::new().build(), Err(BuildError::Empty));
        let mut b = GraphBuilder::new();
        b.add_end("A", f64::NAN);
        assert!(matches!(b.build(), Err(BuildError::BadValue { .. })));
        let mut b = GraphBuilder::new();
        b.add_end("A", 1.0);
        b.add_end("A", 2.0);
        assert_eq!(b.build(), Err(BuildError::DuplicateName("A".into())));
    }
}
