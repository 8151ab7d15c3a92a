//! Parsing a game from the text format, and the parsed [`Game`]'s arrays; its `solve` and
//! `trace` are in [`super::solution`] and [`super::trace`].

use js_sys::{Array, Error};
use serde::Serialize;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use super::{js_error, mover_code, to_js};
use crate::format::{self, ParseErrors};
use crate::graph::{GameGraph, PositionId};

/// One parse error as the page sees it (1-based line and column).
#[derive(Serialize)]
struct ParseErrorJs<'a> {
    line: u32,
    column: u32,
    token: &'a str,
    message: String,
}

/// The properties of the `Error` [`parse_game`] throws: `line` and `column` of the first error,
/// every error in `errors`, and how many more were not listed.
#[derive(Serialize)]
struct ParseFailureJs<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    column: Option<u32>,
    errors: Vec<ParseErrorJs<'a>>,
    more: u32,
}

fn errors_js(errors: &ParseErrors) -> Vec<ParseErrorJs<'_>> {
    errors
        .errors
        .iter()
        .map(|e| ParseErrorJs { line: e.line as u32, column: e.column as u32, token: &e.token, message: e.message() })
        .collect()
}

/// A JS `Error` whose message is every parse error, one per line, with `line` and `column` of the
/// first and the full list in `errors`.
fn parse_error_to_js(errors: &ParseErrors) -> JsValue {
    let first = errors.errors.first();
    let fields = ParseFailureJs {
        line: first.map(|e| e.line as u32),
        column: first.map(|e| e.column as u32),
        errors: errors_js(errors),
        more: errors.more as u32,
    };
    js_error(&errors.to_string(), &fields)
}

/// Parses a game in the text format. Throws an `Error` with `line`, `column` and `errors` when
/// the text is not a game.
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
        Err(errors) => to_js(&errors_js(&errors)).dyn_into().unwrap_or_default(),
    }
}

/// A parsed game graph.
#[wasm_bindgen]
pub struct Game {
    pub(super) graph: GameGraph,
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

    /// The positions' names, by id, in one string, each followed by a newline: one string to copy
    /// out of wasm instead of one per position (for 23,180 names, about 20 ms of the page's
    /// thread less). A name holding a newline makes more lines than positions: the page then
    /// reads `names()`.
    #[wasm_bindgen(js_name = namesText)]
    pub fn names_text(&self) -> String {
        let names = self.graph.names();
        let mut text = String::with_capacity(names.iter().map(|n| n.len() + 1).sum());
        for name in names {
            text.push_str(name);
            text.push('\n');
        }
        text
    }

    /// Who moves at each position: `MOVER_PAUL` (0, max) or `MOVER_CAROLE` (1, min).
    pub fn movers(&self) -> Vec<u8> {
        (0..self.graph.len() as PositionId).map(|v| mover_code(self.graph.mover(v))).collect()
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
}

/// The error for an algorithm name the binding does not know.
pub(super) fn unknown_algorithm(name: &str) -> JsValue {
    Error::new(&format!("unknown algorithm `{name}`: use dfs or retrograde")).into()
}

/// The board of position `name` of built-in game `id` with parameters `params` (`[[name, value]]`,
/// as a built preset lists them; `null` for none), and the cell each move to one of `successors`
/// (names; `null` for none) is made on, as the JSON text of `{board: {kind, ruled, rows, legend:
/// [{symbol, class, text, title?}], rowLabels, cellNames?: {columns, rows}, caption, naming,
/// listed?: {label, names}, note?}, moves: [{row, col} | null]}` (src/games/board.rs says what each
/// field means: one string crosses, the page parses it); `null` when the game is not built in or
/// the name is not one of its positions'. Throws when `params` is not a list of pairs of strings.
#[wasm_bindgen(js_name = describeBoard)]
pub fn describe_board(
    id: &str,
    params: JsValue,
    name: &str,
    successors: Option<Vec<String>>,
) -> Result<Option<String>, JsValue> {
    let pairs = name_value_pairs(&params)
        .ok_or_else(|| Error::new("position parameters must be [[name, value]] strings, or null"))?;
    let borrowed: Vec<(&str, &str)> = pairs.iter().map(|(n, v)| (n.as_str(), v.as_str())).collect();
    let Some(drawn) = crate::games::position::drawn(id, &borrowed, name, &successors.unwrap_or_default()) else {
        return Ok(None);
    };
    serde_json::to_string(&drawn).map(Some).map_err(|e| Error::new(&format!("a board as JSON: {e}")).into())
}

/// `[[name, value]]` strings read from JavaScript (`null` or `undefined`: none); `None` when
/// `value` is anything else. (Read by hand: serde's reader for this one list was 5 KB of the first
/// screen's module.)
fn name_value_pairs(value: &JsValue) -> Option<Vec<(String, String)>> {
    if value.is_null() || value.is_undefined() {
        return Some(Vec::new());
    }
    let list: &Array = value.dyn_ref()?;
    list.iter()
        .map(|pair| {
            let pair: &Array = pair.dyn_ref()?;
            (pair.length() == 2).then_some(())?;
            Some((pair.get(0).as_string()?, pair.get(1).as_string()?))
        })
        .collect()
}
