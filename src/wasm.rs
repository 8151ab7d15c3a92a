//! The page's wasm API: a thin `wasm-bindgen` layer over the core (issue 3).
//!
//! Everything here converts between the core's types and JavaScript: big state stays in Rust and
//! JavaScript reads it as typed arrays (copies, so no view is invalidated when wasm memory grows).
//! The generated TypeScript `.d.ts` is the contract; the page (`www/`) is its only user.
//!
//! - [`parse_game`] (`parseGame(text)`) → a [`Game`]; errors are thrown as JS `Error`s carrying
//!   `line`, `column` and the full list `errors` (so the editor can mark every line);
//!   [`check_game`] (`checkGame(text)`) returns that list without throwing.
//! - [`Game::solve`] → a [`Solution`] (values, outcomes, best moves, times) as typed arrays.
//! - [`Game::trace`] → a [`Trace`]: its length, the event at step `i`, the state at step `k`
//!   (see [`crate::solve::replay`] for why scrubbing is cheap).
//! - [`presets`] and [`preset`] → the built-in games as text in the game format.
//! - A Rust panic is recorded by the panic hook and can be read with [`take_panic_message`], so
//!   the page shows it instead of stopping silently.
//! - The Sequence lab (issue 4): experiments run in slices by workers, their CSV, and the exact
//!   theory for the plots: see [`lab`].

mod lab;

pub use lab::*;

use std::cell::RefCell;

use js_sys::{Array, Error, Object, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::format;
use crate::games;
use crate::graph::{GameGraph, Player, PositionId};
use crate::solve::dfs::{self, Color, DfsEvent, EdgeKind};
use crate::solve::replay::Scrubber;
use crate::solve::retrograde::{self, Outcome};

/// "No remoteness" (a draw, or unreachable) in [`Solution::remoteness`]; JavaScript sees
/// 4294967295.
const NO_REMOTENESS: u32 = u32::MAX;

/// Outcome codes in [`Solution::outcomes`].
const OUTCOME_PAUL_WINS: u8 = 0;
const OUTCOME_CAROLE_WINS: u8 = 1;
const OUTCOME_DRAW: u8 = 2;
const OUTCOME_UNREACHABLE: u8 = 255;

thread_local! {
    /// The message of the last panic, kept for the page (see [`take_panic_message`]).
    static LAST_PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Runs when the module is instantiated: installs the panic hook.
#[wasm_bindgen(start)]
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        LAST_PANIC.with(|last| *last.borrow_mut() = Some(info.to_string()));
        console_error_panic_hook::hook(info);
    }));
}

/// The message of the last Rust panic, once (a panic surfaces in JavaScript as an opaque
/// `RuntimeError: unreachable`; the page calls this to say what really happened).
#[wasm_bindgen(js_name = takePanicMessage)]
pub fn take_panic_message() -> Option<String> {
    LAST_PANIC.with(|last| last.borrow_mut().take())
}

/// Sets `object[key] = value` on a fresh object (cannot fail on a plain object).
fn set(object: &Object, key: &str, value: impl Into<JsValue>) {
    let _ = Reflect::set(object, &JsValue::from_str(key), &value.into());
}

/// The parse errors as an array of `{line, column, token, message}` (1-based lines and columns).
fn errors_to_js(errors: &format::ParseErrors) -> Array {
    let list = Array::new();
    for error in &errors.errors {
        let item = Object::new();
        set(&item, "line", error.line as u32);
        set(&item, "column", error.column as u32);
        set(&item, "token", error.token.as_str());
        set(&item, "message", error.message());
        list.push(&item);
    }
    list
}

/// A JS `Error` whose message is every parse error, one per line, with `line` and `column` of the
/// first and the full list in `errors`.
fn parse_error_to_js(errors: &format::ParseErrors) -> JsValue {
    let error = Error::new(&errors.to_string());
    if let Some(first) = errors.errors.first() {
        set(&error, "line", first.line as u32);
        set(&error, "column", first.column as u32);
    }
    set(&error, "errors", errors_to_js(errors));
    set(&error, "more", errors.more as u32);
    error.into()
}

/// Parses a game in the text format (issue 2). Throws an `Error` with `line`, `column` and
/// `errors` when the text is not a game.
#[wasm_bindgen(js_name = parseGame)]
pub fn parse_game(text: &str) -> Result<Game, JsValue> {
    format::parse(text).map(|graph| Game { graph }).map_err(|errors| parse_error_to_js(&errors))
}

/// The parse errors of `text` as an array of `{line, column, token, message}`; empty when the
/// text is a valid game. For the editor, which marks every line as the user types.
#[wasm_bindgen(js_name = checkGame)]
pub fn check_game(text: &str) -> Array {
    match format::parse(text) {
        Ok(_) => Array::new(),
        Err(errors) => errors_to_js(&errors),
    }
}

/// A parsed game graph.
#[wasm_bindgen]
pub struct Game {
    graph: GameGraph,
}

#[wasm_bindgen]
impl Game {
    /// Number of positions (reachable from the start or not).
    #[wasm_bindgen(getter, js_name = positionCount)]
    pub fn position_count(&self) -> u32 {
        self.graph.len() as u32
    }

    /// Number of moves (edges), counting repeated moves.
    #[wasm_bindgen(getter, js_name = moveCount)]
    pub fn move_count(&self) -> u32 {
        self.graph.move_count() as u32
    }

    /// The start position's id.
    #[wasm_bindgen(getter)]
    pub fn start(&self) -> u32 {
        self.graph.start()
    }

    /// Number of positions that cannot be reached from the start (ignored by the solvers).
    #[wasm_bindgen(getter, js_name = unreachableCount)]
    pub fn unreachable_count(&self) -> u32 {
        self.graph.unreachable_count() as u32
    }

    /// The positions' names, by id.
    pub fn names(&self) -> Vec<String> {
        self.graph.names().to_vec()
    }

    /// Who moves at each position: 0 = Paul (max), 1 = Carole (min).
    pub fn movers(&self) -> Vec<u8> {
        (0..self.graph.len() as PositionId)
            .map(|v| match self.graph.mover(v) {
                Player::Max => 0,
                Player::Min => 1,
            })
            .collect()
    }

    /// The VALUE of each end position; NaN for positions with moves.
    #[wasm_bindgen(js_name = endValues)]
    pub fn end_values(&self) -> Vec<f64> {
        (0..self.graph.len() as PositionId).map(|v| self.graph.end_value(v).unwrap_or(f64::NAN)).collect()
    }

    /// CSR offsets: the successors of `v` are `targets()[offsets()[v] .. offsets()[v + 1]]`.
    pub fn offsets(&self) -> Vec<u32> {
        self.graph.csr().0.to_vec()
    }

    /// CSR targets, in move order.
    pub fn targets(&self) -> Vec<u32> {
        self.graph.csr().1.to_vec()
    }

    /// 1 for positions reachable from the start, 0 for the others.
    pub fn reachable(&self) -> Vec<u8> {
        self.graph.reachable().into_iter().map(u8::from).collect()
    }

    /// The game in the text format.
    #[wasm_bindgen(js_name = toText)]
    pub fn to_text(&self) -> String {
        format::to_text(&self.graph)
    }

    /// Solves the game: `"dfs"` (DFS minimax, DAGs only: a cycle throws an `Error` whose
    /// `cycle` holds its ids, first = last) or `"retrograde"` (any graph).
    pub fn solve(&self, algorithm: &str) -> Result<Solution, JsValue> {
        match algorithm {
            "dfs" => dfs::solve_dag(&self.graph)
                .map(|solution| Solution::from_dag(&self.graph, &solution))
                .map_err(|cycle| cycle_error(&self.graph, &cycle)),
            "retrograde" => Ok(Solution::from_retrograde(&self.graph, &retrograde::retrograde(&self.graph))),
            other => Err(unknown_algorithm(other)),
        }
    }

    /// Records the step-by-step run of `algorithm` (`"dfs"`) for the explorer.
    pub fn trace(&self, algorithm: &str) -> Result<Trace, JsValue> {
        match algorithm {
            "dfs" => {
                let (events, _) = dfs::dfs_trace(&self.graph);
                let scrubber = Scrubber::new(dfs::DfsReplay::new(&self.graph), events, self.graph.len());
                Ok(Trace { scrubber })
            }
            other => Err(unknown_algorithm(other)),
        }
    }
}

fn unknown_algorithm(name: &str) -> JsValue {
    Error::new(&format!("unknown algorithm `{name}`: use dfs or retrograde")).into()
}

fn cycle_error(graph: &GameGraph, cycle: &dfs::CycleError) -> JsValue {
    let error = Error::new(&cycle.describe(graph));
    set(&error, "cycle", js_sys::Uint32Array::from(cycle.cycle.as_slice()));
    error.into()
}

/// The outcome code of a position (`None`: not reachable from the start).
fn outcome_code(outcome: Option<Outcome>) -> u8 {
    match outcome {
        Some(Outcome::PaulWins) => OUTCOME_PAUL_WINS,
        Some(Outcome::CaroleWins) => OUTCOME_CAROLE_WINS,
        Some(Outcome::Draw) => OUTCOME_DRAW,
        None => OUTCOME_UNREACHABLE,
    }
}

/// Best moves of every position as CSR arrays (offsets, targets), from a per-position function.
/// Positions without a value (NaN: not reachable from the start) have none.
fn best_csr(graph: &GameGraph, values: &[f64], best: impl Fn(PositionId) -> Vec<PositionId>) -> (Vec<u32>, Vec<u32>) {
    let mut offsets = Vec::with_capacity(graph.len() + 1);
    let mut targets = Vec::new();
    offsets.push(0);
    for v in 0..graph.len() as PositionId {
        if !values[v as usize].is_nan() && !graph.is_end(v) {
            targets.extend(best(v));
        }
        offsets.push(targets.len() as u32);
    }
    (offsets, targets)
}

/// A solved game, as typed arrays indexed by position id.
#[wasm_bindgen]
pub struct Solution {
    algorithm: String,
    start_value: f64,
    values: Vec<f64>,
    outcomes: Vec<u8>,
    remoteness: Vec<u32>,
    best_offsets: Vec<u32>,
    best_targets: Vec<u32>,
    discovered: Vec<u32>,
    finished: Vec<u32>,
}

impl Solution {
    fn from_dag(graph: &GameGraph, solution: &dfs::DagSolution) -> Solution {
        let (best_offsets, best_targets) = best_csr(graph, &solution.values, |v| solution.best_moves(graph, v));
        Solution {
            algorithm: "dfs".into(),
            start_value: solution.start_value(graph),
            outcomes: solution.values.iter().map(|&v| outcome_code((!v.is_nan()).then(|| Outcome::of(v)))).collect(),
            values: solution.values.clone(),
            remoteness: Vec::new(),
            best_offsets,
            best_targets,
            discovered: solution.discovered.clone(),
            finished: solution.finished.clone(),
        }
    }
}

impl Solution {
    fn from_retrograde(graph: &GameGraph, solution: &retrograde::RetroSolution) -> Solution {
        let (best_offsets, best_targets) = best_csr(graph, &solution.values, |v| solution.best_moves(graph, v));
        let outcomes = solution.outcomes.iter().map(|&outcome| outcome_code(outcome)).collect();
        Solution {
            algorithm: "retrograde".into(),
            start_value: solution.start_value(),
            values: solution.values.clone(),
            outcomes,
            remoteness: solution.remoteness.iter().map(|r| r.unwrap_or(NO_REMOTENESS)).collect(),
            best_offsets,
            best_targets,
            discovered: Vec::new(),
            finished: Vec::new(),
        }
    }
}

#[wasm_bindgen]
impl Solution {
    /// `"dfs"` or `"retrograde"`.
    #[wasm_bindgen(getter)]
    pub fn algorithm(&self) -> String {
        self.algorithm.clone()
    }

    /// The start position's value.
    #[wasm_bindgen(getter, js_name = startValue)]
    pub fn start_value(&self) -> f64 {
        self.start_value
    }

    /// Each position's value; NaN for positions unreachable from the start.
    pub fn values(&self) -> Vec<f64> {
        self.values.clone()
    }

    /// Each position's outcome: 0 = Paul wins, 1 = Carole wins, 2 = draw, 255 = unreachable.
    pub fn outcomes(&self) -> Vec<u8> {
        self.outcomes.clone()
    }

    /// Moves to the end under optimal play (retrograde only; empty for dfs); 4294967295 = none
    /// (a draw or unreachable).
    pub fn remoteness(&self) -> Vec<u32> {
        self.remoteness.clone()
    }

    /// CSR offsets of the best moves: those of `v` are `bestTargets()[bestOffsets()[v] ..
    /// bestOffsets()[v + 1]]` (every successor attaining the value).
    #[wasm_bindgen(js_name = bestOffsets)]
    pub fn best_offsets(&self) -> Vec<u32> {
        self.best_offsets.clone()
    }

    /// CSR targets of the best moves.
    #[wasm_bindgen(js_name = bestTargets)]
    pub fn best_targets(&self) -> Vec<u32> {
        self.best_targets.clone()
    }

    /// DFS discovery times (dfs only; 0 = not reached).
    pub fn discovered(&self) -> Vec<u32> {
        self.discovered.clone()
    }

    /// DFS finish times (dfs only; 0 = not reached).
    pub fn finished(&self) -> Vec<u32> {
        self.finished.clone()
    }
}

/// A recorded step-by-step run: steps `0 ..= length`, step `k` being the state after `k` events.
#[wasm_bindgen]
pub struct Trace {
    scrubber: Scrubber<dfs::DfsReplay>,
}

#[wasm_bindgen]
impl Trace {
    /// Number of events (the last step).
    #[wasm_bindgen(getter)]
    pub fn length(&self) -> u32 {
        self.scrubber.len() as u32
    }

    /// The step the state accessors describe.
    #[wasm_bindgen(getter)]
    pub fn step(&self) -> u32 {
        self.scrubber.step() as u32
    }

    /// The `i`-th event (0-based; it leads from step `i` to step `i + 1`) as a plain object:
    /// `{kind: "discover", position, time}`, `{kind: "edge", from, to, edge: "tree"|"black"|"back"}`
    /// or `{kind: "finish", position, time, value, best}` (`best`: an id or `null`);
    /// `undefined` past the end.
    #[wasm_bindgen(js_name = eventAt)]
    pub fn event_at(&self, i: u32) -> JsValue {
        let Some(event) = self.scrubber.event(i as usize) else {
            return JsValue::UNDEFINED;
        };
        let object = Object::new();
        match *event {
            DfsEvent::Discover { position, time } => {
                set(&object, "kind", "discover");
                set(&object, "position", position);
                set(&object, "time", time);
            }
            DfsEvent::Edge { from, to, kind } => {
                set(&object, "kind", "edge");
                set(&object, "from", from);
                set(&object, "to", to);
                let kind = match kind {
                    EdgeKind::Tree => "tree",
                    EdgeKind::Black => "black",
                    EdgeKind::Back => "back",
                };
                set(&object, "edge", kind);
            }
            DfsEvent::Finish { position, time, value, best } => {
                set(&object, "kind", "finish");
                set(&object, "position", position);
                set(&object, "time", time);
                set(&object, "value", value);
                set(&object, "best", best.map_or(JsValue::NULL, JsValue::from));
            }
        }
        object.into()
    }

    /// Moves to step `k` (clamped to `length`); the accessors below then describe it.
    pub fn seek(&mut self, k: u32) {
        self.scrubber.seek(k as usize);
    }

    /// Colours at the current step: 0 = white, 1 = gray, 2 = black.
    pub fn colors(&self) -> Vec<u8> {
        self.scrubber
            .state()
            .state()
            .colors()
            .iter()
            .map(|color| match color {
                Color::White => 0,
                Color::Gray => 1,
                Color::Black => 2,
            })
            .collect()
    }

    /// Values at the current step (NaN = not yet known).
    pub fn values(&self) -> Vec<f64> {
        self.scrubber.state().state().values().to_vec()
    }

    /// Discovery times at the current step (0 = not yet).
    pub fn discovered(&self) -> Vec<u32> {
        self.scrubber.state().state().discovered().to_vec()
    }

    /// Finish times at the current step (0 = not yet).
    pub fn finished(&self) -> Vec<u32> {
        self.scrubber.state().state().finished().to_vec()
    }

    /// The DFS stack at the current step, bottom first.
    pub fn stack(&self) -> Vec<u32> {
        self.scrubber.state().state().stack().to_vec()
    }

    /// For each stack entry, the best successor value seen so far (−∞ for Paul, +∞ for Carole
    /// when none yet): the running max or min of DFS-VISIT.
    pub fn partial(&self) -> Vec<f64> {
        self.scrubber.state().state().partial().to_vec()
    }

    /// The cycle found at the current step (ids, first = last), or `undefined`.
    pub fn cycle(&self) -> Option<Vec<u32>> {
        self.scrubber.state().state().cycle().map(<[u32]>::to_vec)
    }
}

/// The built-in games: `[{id, title, description, params: [{name, default, help}]}]`.
#[wasm_bindgen]
pub fn presets() -> Array {
    let list = Array::new();
    for info in games::presets() {
        let item = Object::new();
        set(&item, "id", info.id);
        set(&item, "title", info.title);
        set(&item, "description", info.description);
        let params = Array::new();
        for param in info.params {
            let entry = Object::new();
            set(&entry, "name", param.name);
            set(&entry, "default", param.default);
            set(&entry, "help", param.help);
            params.push(&entry);
        }
        set(&item, "params", params);
        list.push(&item);
    }
    list
}

/// Builds a built-in game. `params` is an object `{name: value}` (strings; missing ones take
/// their defaults). Returns `{id, title, params: [[name, value]] (all, normalised), text}`, the
/// text in the game format. Throws an `Error` whose `param` names the parameter at fault.
#[wasm_bindgen]
pub fn preset(id: &str, params: &JsValue) -> Result<JsValue, JsValue> {
    let mut pairs: Vec<(String, String)> = Vec::new();
    if !params.is_undefined() && !params.is_null() {
        let object: &Object = params.dyn_ref().ok_or_else(|| Error::new("preset parameters must be an object"))?;
        for entry in Object::entries(object).iter() {
            let entry: Array = entry.unchecked_into();
            let name = entry.get(0).as_string().unwrap_or_default();
            let value = entry.get(1).as_string().ok_or_else(|| {
                let error = Error::new(&format!("{name}: the value must be text"));
                set(&error, "param", name.as_str());
                JsValue::from(error)
            })?;
            pairs.push((name, value));
        }
    }
    let borrowed: Vec<(&str, &str)> = pairs.iter().map(|(n, v)| (n.as_str(), v.as_str())).collect();
    let built = games::build_preset(id, &borrowed).map_err(|problem| {
        let error = Error::new(&problem.to_string());
        set(&error, "param", problem.param.as_deref().map_or(JsValue::NULL, JsValue::from_str));
        JsValue::from(error)
    })?;
    let result = Object::new();
    set(&result, "id", built.id.as_str());
    set(&result, "title", built.title.as_str());
    let normalised = Array::new();
    for (name, value) in &built.params {
        let pair = Array::new();
        pair.push(&JsValue::from_str(name));
        pair.push(&JsValue::from_str(value));
        normalised.push(&pair);
    }
    set(&result, "params", normalised);
    set(&result, "text", built.to_text());
    Ok(result.into())
}
