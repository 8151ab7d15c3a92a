//! Games by their rules (src/rules/) for the page's worker: a rules text compiled and expanded in
//! slices — the worker reports progress between them, and a newer request stops it — then printed
//! as a game text, which the page loads like any other. The rules stay here after, for a
//! position's board.
//!
//! Errors are JS `Error`s with `line`, `column` and `function` (where the rules went wrong) and
//! `errors` ([{line, column, token, message}], as a text's parse errors), so the rules editor
//! marks them as the text editor marks a text's.

use js_sys::{Array, Object};
use serde::Serialize;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use super::{js_error, to_js};
use crate::format::{Limits, to_text};
use crate::rules::{Expansion, Rules, RulesError, RulesGame};

/// One error as the editor marks it (a text's parse error has the same fields).
#[derive(Serialize)]
struct RulesErrorLineJs<'a> {
    line: u32,
    column: u32,
    token: &'a str,
    message: String,
}

/// The properties of a rules error.
#[derive(Serialize)]
struct RulesFailureJs<'a> {
    line: Option<u32>,
    column: Option<u32>,
    function: Option<&'a str>,
    rules: bool,
    errors: Vec<RulesErrorLineJs<'a>>,
}

fn rules_error_to_js(error: &RulesError) -> JsValue {
    let message = match &error.function {
        Some(function) => format!("{} (in {function})", error.message),
        None => error.message.clone(),
    };
    let fields = RulesFailureJs {
        line: error.line.map(|l| l as u32),
        column: error.column.map(|c| c as u32),
        function: error.function.as_deref(),
        rules: true,
        errors: vec![RulesErrorLineJs {
            line: error.line.unwrap_or(1) as u32,
            column: error.column.unwrap_or(1) as u32,
            token: "",
            message: message.clone(),
        }],
    };
    js_error(&error.describe(), &fields)
}

/// Where an expansion is: `{positions, expanded, moves, done}`.
#[derive(Serialize)]
struct ProgressJs {
    positions: u32,
    expanded: u32,
    moves: u32,
    done: bool,
}

/// A rules text being expanded, then the game it made.
#[wasm_bindgen]
pub struct RulesExpansion {
    expansion: Option<Expansion>,
    game: Option<RulesGame>,
}

/// `{name: value}` (strings) as pairs; anything else is an error naming what is wrong.
fn pairs_of(params: &JsValue) -> Result<Vec<(String, String)>, JsValue> {
    let mut pairs = Vec::new();
    if params.is_undefined() || params.is_null() {
        return Ok(pairs);
    }
    let object: &Object = params.dyn_ref().ok_or_else(|| js_sys::Error::new("rules parameters must be an object"))?;
    for entry in Object::entries(object).iter() {
        let entry: Array = entry.unchecked_into();
        let name = entry.get(0).as_string().unwrap_or_default();
        let value =
            entry.get(1).as_string().ok_or_else(|| js_sys::Error::new(&format!("{name}: the value must be text")))?;
        pairs.push((name, value));
    }
    Ok(pairs)
}

#[wasm_bindgen]
impl RulesExpansion {
    /// Compiles `source` with `params` (`{name: value}`, as typed) and starts from `start()`.
    /// Throws a rules error (with `line`, `column`, `function`).
    #[wasm_bindgen(constructor)]
    pub fn new(source: &str, params: &JsValue) -> Result<RulesExpansion, JsValue> {
        let rules = Rules::compile(source, &pairs_of(params)?).map_err(|e| rules_error_to_js(&e))?;
        let expansion = Expansion::new(rules, Limits::DEFAULT).map_err(|e| rules_error_to_js(&e))?;
        Ok(RulesExpansion { expansion: Some(expansion), game: None })
    }

    /// Expands up to `budget` more positions: `{positions, expanded, moves, done}`.
    pub fn step(&mut self, budget: u32) -> Result<JsValue, JsValue> {
        let Some(expansion) = self.expansion.as_mut() else {
            return Ok(to_js(&ProgressJs { positions: 0, expanded: 0, moves: 0, done: true }));
        };
        let progress = expansion.step(budget as usize).map_err(|e| rules_error_to_js(&e))?;
        Ok(to_js(&ProgressJs {
            positions: progress.positions as u32,
            expanded: progress.expanded as u32,
            moves: progress.moves as u32,
            done: progress.done(),
        }))
    }

    /// The parameters the rules asked for so far: `[{name, kind, default, value}]`.
    pub fn params(&self) -> JsValue {
        let rules = match (&self.expansion, &self.game) {
            (Some(expansion), _) => expansion.rules(),
            (None, Some(game)) => &game.rules,
            (None, None) => return to_js(&Vec::<()>::new()),
        };
        to_js(&rules.params())
    }

    /// The game, once every position is expanded, in the text format (names made valid and
    /// unique). Throws a rules error (a `name(s)` that fails), or when called before the end.
    pub fn finish(&mut self) -> Result<String, JsValue> {
        let expansion = self.expansion.take().ok_or_else(|| js_sys::Error::new("the rules were expanded already"))?;
        if !expansion.progress().done() {
            return Err(js_sys::Error::new("finish() before the expansion is done").into());
        }
        let game = expansion.finish().map_err(|e| rules_error_to_js(&e))?;
        let text = to_text(&game.graph);
        self.game = Some(game);
        Ok(text)
    }

    /// The board the rules draw for the position called `name` (`board(s)`: its rows), or
    /// `undefined` when they draw none or there is no such position. Throws a rules error.
    pub fn board(&self, name: &str) -> Result<JsValue, JsValue> {
        let Some(game) = &self.game else { return Ok(JsValue::UNDEFINED) };
        let Some(v) = game.graph.find(name) else { return Ok(JsValue::UNDEFINED) };
        match game.rules.board(&game.states[v as usize]).map_err(|e| rules_error_to_js(&e))? {
            Some(rows) => Ok(to_js(&rows)),
            None => Ok(JsValue::UNDEFINED),
        }
    }
}
