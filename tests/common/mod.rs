//! Shared test helpers: tiny fixtures, deliberately naive oracles, and random game graphs.
//!
//! The oracles are written to be obviously right rather than fast, and share no code with the
//! solvers they check:
//! - [`naive_minimax`]: the recursive definition of the value on a DAG (exponential: it
//!   re-solves shared positions), and [`naive_remoteness`] likewise;
//! - [`brute_force`]: values and remoteness on any graph, cycles allowed, by repeated full
//!   sweeps until nothing changes, one threshold at a time.
//!
//! Each test file that says `mod common;` compiles its own copy and uses part of it.
#![allow(dead_code)]

use std::fmt;
use std::io::Write;
use std::ops::Deref;
use std::process::{Command, Output, Stdio};

use gamegraph::game::Game;
use gamegraph::graph::{GameGraph, GraphBuilder, Player, PositionId};
use proptest::prelude::*;

/// Runs the `gamegraph` binary with `args`, `stdin` as its standard input.
pub fn gamegraph(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gamegraph"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    // The binary may stop before reading its input (a bad option): a closed pipe is no failure.
    match child.stdin.take().expect("stdin").write_all(stdin.as_bytes()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => panic!("write stdin: {e}"),
        _ => {}
    }
    child.wait_with_output().expect("the binary finishes")
}

/// Alpha-beta as usually written, recursively and fail-soft, children left to right, from
/// `state` of any game: (value, leaves evaluated). For small trees.
pub fn recursive_alpha_beta<G: Game>(game: &G, state: &G::State, mut alpha: f64, mut beta: f64) -> (f64, u64) {
    if game.child(state, 0).is_none() {
        return (game.end_value(state), 1);
    }
    let max = game.mover(state) == Player::Max;
    let mut best = if max { f64::NEG_INFINITY } else { f64::INFINITY };
    let mut leaves = 0;
    let mut i = 0;
    while let Some(child) = game.child(state, i) {
        i += 1;
        let (value, counted) = recursive_alpha_beta(game, &child, alpha, beta);
        leaves += counted;
        if max {
            best = best.max(value);
            alpha = alpha.max(best);
        } else {
            best = best.min(value);
            beta = beta.min(best);
        }
        if alpha >= beta {
            break;
        }
    }
    (best, leaves)
}

/// A graph from named positions (the first one is the start) and named ends. Panics on a bad
/// fixture: this is test code.
pub fn graph(positions: &[(&str, Player, &[&str])], ends: &[(&str, f64)]) -> GameGraph {
    let names: Vec<&str> = positions.iter().map(|p| p.0).chain(ends.iter().map(|e| e.0)).collect();
    let id = |name: &str| names.iter().position(|&n| n == name).unwrap_or_else(|| panic!("no position {name}")) as u32;
    let mut builder = GraphBuilder::new();
    for (name, mover, successors) in positions {
        builder.add_position(*name, *mover, successors.iter().map(|s| id(s)));
    }
    for (name, value) in ends {
        builder.add_end(*name, *value);
    }
    builder.build().expect("a well-formed fixture")
}

/// A random graph that prints as readable text when a property fails.
#[derive(Clone)]
pub struct TestGraph(pub GameGraph);

impl Deref for TestGraph {
    type Target = GameGraph;
    fn deref(&self) -> &GameGraph {
        &self.0
    }
}

impl fmt::Debug for TestGraph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = &self.0;
        writeln!(f, "start {}", g.name(g.start()))?;
        for v in 0..g.len() as PositionId {
            match g.end_value(v) {
                Some(value) => writeln!(f, "{} = {value:?}", g.name(v))?,
                None => {
                    let successors: Vec<&str> = g.successors(v).iter().map(|&w| g.name(w)).collect();
                    writeln!(f, "{} {} : {}", g.name(v), g.mover(v).keyword(), successors.join(" "))?
                }
            }
        }
        Ok(())
    }
}

/// The value of `v` on a DAG by the recursive definition (seed 000): an end's VALUE, else the max
/// (Paul) or min (Carole) of the successors' values. Exponential in general; for small graphs.
pub fn naive_minimax(graph: &GameGraph, v: PositionId) -> f64 {
    if let Some(value) = graph.end_value(v) {
        return value;
    }
    let values = graph.successors(v).iter().map(|&w| naive_minimax(graph, w));
    match graph.mover(v) {
        Player::Max => values.fold(f64::NEG_INFINITY, f64::max),
        Player::Min => values.fold(f64::INFINITY, f64::min),
    }
}

/// The remoteness of `v` on a DAG by its definition: 0 at an end, otherwise 1 + the smallest
/// (winner to move) or largest (loser to move) remoteness among the successors of equal value;
/// `None` when the value is 0.
pub fn naive_remoteness(graph: &GameGraph, v: PositionId) -> Option<u32> {
    let value = naive_minimax(graph, v);
    if value == 0.0 {
        return None;
    }
    if graph.is_end(v) {
        return Some(0);
    }
    let winner = if value > 0.0 { Player::Max } else { Player::Min };
    let candidates = graph
        .successors(v)
        .iter()
        .filter(|&&w| naive_minimax(graph, w) == value)
        .map(|&w| naive_remoteness(graph, w).expect("a successor of equal non-zero value"));
    let best = if graph.mover(v) == winner { candidates.min() } else { candidates.max() };
    Some(1 + best.expect("some successor attains the value"))
}

/// Values and remoteness of every position, found by brute force.
#[derive(Clone, Debug, PartialEq)]
pub struct BruteForce {
    /// NaN for positions not reachable from the start.
    pub values: Vec<f64>,
    /// `None` for draws and unreachable positions.
    pub remoteness: Vec<Option<u32>>,
}

/// Which positions can be reached from the start, by full sweeps until nothing changes.
pub fn naive_reachable(graph: &GameGraph) -> Vec<bool> {
    let mut seen = vec![false; graph.len()];
    seen[graph.start() as usize] = true;
    let mut changed = true;
    while changed {
        changed = false;
        for v in 0..graph.len() {
            if seen[v] {
                for &w in graph.successors(v as PositionId) {
                    changed |= !seen[w as usize];
                    seen[w as usize] = true;
                }
            }
        }
    }
    seen
}

/// Values and remoteness on any graph (infinite play pays 0), as naively as possible.
///
/// Value: for every non-zero end VALUE `t` separately, the set of positions from which the
/// player it favours (Paul for `t > 0`, Carole for `t < 0`) can force an end at least as good as
/// `t`, grown by full sweeps: one of the player's positions joins when some successor is in, an
/// opponent's position when all its successors are. A position's value is the best `t` whose set
/// contains it, and 0 when there is none.
///
/// Remoteness, for each non-zero value `v`: the positions of value `v` ranked by synchronous
/// sweeps — ends rank 0; a position of value `v` gets rank `i + 1` when the winner moves there and
/// some successor of value `v` has rank ≤ `i`, or the loser moves there and every successor of
/// value `v` has rank ≤ `i`.
pub fn brute_force(graph: &GameGraph) -> BruteForce {
    let n = graph.len();
    let reachable = naive_reachable(graph);
    let mut values: Vec<f64> = (0..n).map(|v| if reachable[v] { 0.0 } else { f64::NAN }).collect();
    let ends: Vec<(usize, f64)> =
        (0..n).filter(|&v| reachable[v]).filter_map(|v| graph.end_value(v as PositionId).map(|x| (v, x))).collect();

    for &(_, t) in ends.iter().filter(|(_, t)| *t != 0.0) {
        let favoured = if t > 0.0 { Player::Max } else { Player::Min };
        let good_enough = |x: f64| if t > 0.0 { x >= t } else { x <= t };
        let mut inside = vec![false; n];
        for &(v, x) in &ends {
            inside[v] = good_enough(x);
        }
        let mut changed = true;
        while changed {
            changed = false;
            for v in 0..n {
                if !reachable[v] || inside[v] || graph.is_end(v as PositionId) {
                    continue;
                }
                let successors = graph.successors(v as PositionId);
                let joins = if graph.mover(v as PositionId) == favoured {
                    successors.iter().any(|&w| inside[w as usize])
                } else {
                    successors.iter().all(|&w| inside[w as usize])
                };
                if joins {
                    inside[v] = true;
                    changed = true;
                }
            }
        }
        for v in (0..n).filter(|&v| inside[v]) {
            let better = if t > 0.0 { t > values[v] } else { t < values[v] };
            if better {
                values[v] = t;
            }
        }
    }

    let mut rank: Vec<Option<u32>> =
        (0..n).map(|v| (reachable[v] && values[v] != 0.0 && graph.is_end(v as PositionId)).then_some(0)).collect();
    for round in 0.. {
        let before = rank.clone();
        for v in 0..n {
            let value = values[v];
            if before[v].is_some() || !reachable[v] || value == 0.0 {
                continue;
            }
            let winner = if value > 0.0 { Player::Max } else { Player::Min };
            let mut options = graph.successors(v as PositionId).iter().filter(|&&w| values[w as usize] == value);
            let ranked = |w: &PositionId| before[*w as usize].is_some();
            let joins = if graph.mover(v as PositionId) == winner {
                options.any(ranked)
            } else {
                let options: Vec<_> = options.collect();
                !options.is_empty() && options.into_iter().all(ranked)
            };
            if joins {
                rank[v] = Some(round + 1);
            }
        }
        if rank == before {
            break;
        }
    }
    BruteForce { values, remoteness: rank }
}

/// Values on any graph from the rules of the game alone, for tiny graphs: Paul and Carole each fix
/// a positional strategy (one move per position of theirs), which determines the play from every
/// position — it reaches an end and pays its VALUE, or after more moves than positions it must be
/// going round a cycle for ever and pays 0. The value is the max over Paul's strategies of the min
/// over Carole's (games with terminal payoffs and infinite play worth 0 have optimal positional
/// strategies for both players). Exponential in the number of positions.
pub fn strategy_enumeration(graph: &GameGraph) -> Vec<f64> {
    let n = graph.len();
    let owned_by = |player| -> Vec<usize> {
        (0..n).filter(|&v| !graph.is_end(v as PositionId) && graph.mover(v as PositionId) == player).collect()
    };
    let (pauls, caroles) = (owned_by(Player::Max), owned_by(Player::Min));
    // `choice[v]`: the index of the move taken at v.
    let mut choice = vec![0usize; n];
    let mut best = vec![f64::NEG_INFINITY; n];
    loop {
        let mut worst = vec![f64::INFINITY; n];
        loop {
            for (v, worst) in worst.iter_mut().enumerate() {
                let mut at = v as PositionId;
                let mut payoff = 0.0;
                for _ in 0..=n {
                    if let Some(value) = graph.end_value(at) {
                        payoff = value;
                        break;
                    }
                    at = graph.successors(at)[choice[at as usize]];
                }
                *worst = worst.min(payoff);
            }
            if !next_strategy(graph, &caroles, &mut choice) {
                break;
            }
        }
        for (best, worst) in best.iter_mut().zip(worst) {
            *best = best.max(worst);
        }
        if !next_strategy(graph, &pauls, &mut choice) {
            return best;
        }
    }
}

/// Steps the moves chosen at `positions` to the next combination, like an odometer; false (and
/// back to all first moves) after the last one.
fn next_strategy(graph: &GameGraph, positions: &[usize], choice: &mut [usize]) -> bool {
    for &v in positions {
        choice[v] += 1;
        if choice[v] < graph.successors(v as PositionId).len() {
            return true;
        }
        choice[v] = 0;
    }
    false
}

/// The VALUEs random ends take: win/draw/loss, small integers (many ties), a small pool of
/// arbitrary floats (ties between odd numbers), or any finite float per end.
#[derive(Clone, Debug)]
pub enum ValueMode {
    WinDrawLoss,
    SmallIntegers,
    Pool(Vec<f64>),
    AnyFloat,
}

/// Finite floats of every kind: ordinary, huge, tiny, subnormal, ±0.
pub fn finite_f64() -> impl Strategy<Value = f64> {
    use proptest::num::f64 as float;
    prop_oneof![-10.0..10.0f64, float::POSITIVE | float::NEGATIVE | float::NORMAL | float::SUBNORMAL | float::ZERO,]
}

pub fn value_mode() -> impl Strategy<Value = ValueMode> {
    prop_oneof![
        Just(ValueMode::WinDrawLoss),
        Just(ValueMode::SmallIntegers),
        prop::collection::vec(finite_f64(), 1..=4).prop_map(ValueMode::Pool),
        Just(ValueMode::AnyFloat),
    ]
}

impl ValueMode {
    /// The VALUE of an end from its random `pick` and `raw` float.
    fn value(&self, pick: u8, raw: f64) -> f64 {
        match self {
            ValueMode::WinDrawLoss => f64::from(pick % 3) - 1.0,
            ValueMode::SmallIntegers => f64::from(pick % 7) - 3.0,
            ValueMode::Pool(pool) => pool[pick as usize % pool.len()],
            ValueMode::AnyFloat => raw,
        }
    }
}

/// The random material for one position: mover, number of moves, successor picks, VALUE picks.
type Row = (bool, usize, Vec<u32>, u8, f64);

fn rows(n: usize, degree: impl Strategy<Value = usize>) -> impl Strategy<Value = Vec<Row>> {
    prop::collection::vec((any::<bool>(), degree, prop::collection::vec(any::<u32>(), 3), any::<u8>(), finite_f64()), n)
}

fn mover(is_max: bool) -> Player {
    if is_max { Player::Max } else { Player::Min }
}

/// Random DAGs of 1 to `max_positions` positions: each position has 0 to 3 moves (repeats
/// allowed) to positions later in a hidden topological order, which is shuffled into the ids
/// (so ids are not in topological order);
/// the start is usually the first in that order (everything may be reachable), sometimes
/// another (some positions are not).
pub fn dag(max_positions: usize) -> impl Strategy<Value = TestGraph> {
    (1..=max_positions)
        .prop_flat_map(|n| {
            let order = Just((0..n).collect::<Vec<usize>>()).prop_shuffle();
            let start = prop_oneof![3 => Just(0), 1 => 0..n];
            (rows(n, prop_oneof![1 => Just(0), 5 => 1..=3usize]), value_mode(), order, start)
        })
        .prop_map(|(rows, mode, order, start)| {
            // `order[i]` is the id of the i-th position in topological order.
            let n = rows.len();
            let mut rank = vec![0; n];
            for (i, &id) in order.iter().enumerate() {
                rank[id] = i;
            }
            let mut builder = GraphBuilder::new();
            for (id, &i) in rank.iter().enumerate() {
                let (is_max, degree, picks, pick, raw) = &rows[i];
                let later = (n - 1 - i) as u32;
                let name = format!("p{id}");
                if *degree == 0 || later == 0 {
                    builder.add_end(name, mode.value(*pick, *raw));
                } else {
                    // The first move goes near (long plays), the others anywhere later.
                    let reach = |k: usize, p: u32| if k == 0 { p % later.min(3) } else { p % later };
                    let successors =
                        picks[..*degree].iter().enumerate().map(|(k, &p)| order[i + 1 + reach(k, p) as usize] as u32);
                    builder.add_position(name, mover(*is_max), successors.collect::<Vec<_>>());
                }
            }
            builder.set_start(order[start] as u32);
            TestGraph(builder.build().expect("a well-formed random DAG"))
        })
}

/// Random graphs with cycles allowed: 1 to `max_positions` positions, about a quarter of them
/// ends, the others with 1 to 3 moves to any position (itself included, repeats allowed), and a
/// random start.
pub fn cyclic(max_positions: usize) -> impl Strategy<Value = TestGraph> {
    cyclic_valued(max_positions, value_mode())
}

/// [`cyclic`] with every end VALUE in {−1, 0, +1}: wins, draws and losses only.
pub fn cyclic_win_draw_loss(max_positions: usize) -> impl Strategy<Value = TestGraph> {
    cyclic_valued(max_positions, Just(ValueMode::WinDrawLoss))
}

fn cyclic_valued(max_positions: usize, modes: impl Strategy<Value = ValueMode>) -> impl Strategy<Value = TestGraph> {
    (1..=max_positions, modes)
        .prop_flat_map(|(n, mode)| (rows(n, prop_oneof![1 => Just(0), 3 => 1..=3usize]), Just(mode), 0..n))
        .prop_map(|(rows, mode, start)| {
            let n = rows.len() as u32;
            let mut builder = GraphBuilder::new();
            for (id, (is_max, degree, picks, pick, raw)) in rows.iter().enumerate() {
                let name = format!("p{id}");
                if *degree == 0 {
                    builder.add_end(name, mode.value(*pick, *raw));
                } else {
                    // The first move goes to one of the next few ids (long plays, long cycles),
                    // the others anywhere.
                    let target = |k: usize, p: u32| if k == 0 { (id as u32 + 1 + p % 3) % n } else { p % n };
                    let successors = picks[..*degree].iter().enumerate().map(|(k, &p)| target(k, p));
                    builder.add_position(name, mover(*is_max), successors.collect::<Vec<_>>());
                }
            }
            builder.set_start(start as u32);
            TestGraph(builder.build().expect("a well-formed random graph"))
        })
}
