//! Games by their rules: a text in Rhai, the embedded scripting language of the Rust ecosystem,
//! defines a game in a few functions, and the engine expands it into a stored graph that every
//! solver, Play and the page work on.
//!
//! ```text
//! fn start()    // the start state: any Rhai value (number, string, array, map)
//! fn mover(s)   // "max" or "paul", "min" or "carole"
//! fn moves(s)   // an array of the next states; empty at an end position
//! fn value(s)   // Paul's payoff at an end position: a finite number
//! fn name(s)    // optional: the position's name (default: the state printed compactly)
//! fn board(s)   // optional: the position drawn as rows of cells (an array of strings)
//! ```
//!
//! `param(NAME, DEFAULT)`, callable anywhere, gives a parameter's value: the one set by the user
//! (`--param NAME=VALUE`, the page's field), else the default. A subtraction game of 30 stones:
//!
//! ```text
//! fn start() { [param("stones", 30), "paul"] }
//! fn mover(s) { s[1] }
//! fn moves(s) {
//!     let next = if s[1] == "paul" { "carole" } else { "paul" };
//!     [1, 3, 4].filter(|take| take <= s[0]).map(|take| [s[0] - take, next])
//! }
//! fn value(s) { if s[1] == "paul" { -1 } else { 1 } }   // who cannot move loses
//! ```
//!
//! Sandboxed: Rhai reaches nothing outside the engine (no files, no modules, no clock), and the
//! engine bounds what one call may do — its operations, its depth of calls, the size of its
//! strings, arrays and maps — so a loop that never ends or a recursion without end stops with a
//! sentence naming the function and the line (src/rules/error.rs). The expansion (expand.rs) is a
//! breadth-first search from `start()`, positions merged by state (state.rs), cycles allowed.

mod error;
mod expand;
mod names;
mod params;
mod state;

use std::cell::RefCell;
use std::rc::Rc;

use rhai::{AST, Array, CallFnOptions, Dynamic, Engine, ImmutableString, Scope};

use crate::graph::Player;

pub use error::RulesError;
pub use expand::{Expansion, ExpansionLimits, Progress, RulesGame, expand_rules};
pub use params::{Param, ParamKind};
pub use state::{StateProblem, compact, encode};

use params::Params;

/// The most operations one call of a rules function may take: far more than a game's moves need
/// (tic-tac-toe's take a few hundred), far less than a second of a runaway loop.
pub const MAX_OPERATIONS: u64 = 2_000_000;
/// The deepest nesting of calls (a recursion without end stops here).
pub const MAX_CALL_LEVELS: usize = 64;
/// The longest string, array and map a rules text may build.
pub const MAX_STRING: usize = 10_000;
pub const MAX_ARRAY: usize = 10_000;
pub const MAX_MAP: usize = 1_000;

/// The functions a rules text must define, with their number of parameters.
const REQUIRED: [(&str, usize); 4] = [("start", 0), ("mover", 1), ("moves", 1), ("value", 1)];

/// A compiled rules text with its parameters' values: the game's functions, called one state at
/// a time.
pub struct Rules {
    engine: Engine,
    ast: AST,
    /// Where each function is defined: (name, line, column of its `fn`).
    defined: Vec<(String, usize, usize)>,
    params: Rc<RefCell<Params>>,
    has_name: bool,
    has_board: bool,
}

impl Rules {
    /// Compiles `source` with the parameters `given` ([(name, value as typed)]): a parse error,
    /// or a required function missing, is said with its place.
    pub fn compile(source: &str, given: &[(String, String)]) -> Result<Rules, RulesError> {
        Rules::compile_with(source, given, MAX_OPERATIONS)
    }

    /// As `compile`, with at most `max_operations` per call.
    pub fn compile_with(source: &str, given: &[(String, String)], max_operations: u64) -> Result<Rules, RulesError> {
        let params = Rc::new(RefCell::new(Params::new(given)));
        let mut engine = sandboxed_engine(Rc::clone(&params));
        engine.set_max_operations(max_operations);
        let ast = engine.compile(source).map_err(|error| RulesError::parse(&error))?;
        let defines =
            |name: &str, arity: usize| ast.iter_functions().any(|f| f.name == name && f.params.len() == arity);
        for (name, arity) in REQUIRED {
            if !defines(name, arity) {
                let args = if arity == 0 { "" } else { "s" };
                return Err(RulesError::new(format!(
                    "the rules define no function {name}({args}): a game needs start(), mover(s), moves(s) and value(s)"
                )));
            }
        }
        let has_name = defines("name", 1);
        let has_board = defines("board", 1);
        Ok(Rules { engine, ast, defined: definitions(source), params, has_name, has_board })
    }

    /// The parameters the rules asked for so far (by `param`), in the order first asked.
    pub fn params(&self) -> Vec<Param> {
        self.params.borrow().asked().to_vec()
    }

    /// The parameters given that the rules never asked for (a name mistyped, say).
    pub fn unasked(&self) -> Vec<String> {
        self.params.borrow().unasked()
    }

    /// Whether the rules draw a position's board (`board(s)`).
    pub fn has_board(&self) -> bool {
        self.has_board
    }

    fn call(&self, function: &str, args: impl rhai::FuncArgs) -> Result<Dynamic, RulesError> {
        let options = CallFnOptions::new().eval_ast(false).rewind_scope(true);
        let mut scope = Scope::new();
        self.engine.call_fn_with_options::<Dynamic>(options, &mut scope, &self.ast, function, args).map_err(|error| {
            RulesError::eval(function, &error, |name| {
                self.defined.iter().find(|(n, _, _)| n == name).map(|&(_, line, column)| (line, column))
            })
        })
    }

    /// The start state.
    pub fn start(&self) -> Result<Dynamic, RulesError> {
        self.call("start", ())
    }

    /// Who moves at `state`.
    pub fn mover(&self, state: &Dynamic) -> Result<Player, RulesError> {
        let said = self.call("mover", (state.clone(),))?;
        let word = said.clone().into_immutable_string().ok().map(|s| s.to_lowercase());
        match word.as_deref() {
            Some("max" | "paul") => Ok(Player::Max),
            Some("min" | "carole") => Ok(Player::Min),
            _ => Err(RulesError::in_function(
                "mover",
                format!(
                    "mover(s) returns \"max\" (or \"paul\") or \"min\" (or \"carole\"), not {} (at {})",
                    shown(&said),
                    compact(state)
                ),
            )),
        }
    }

    /// The states after each move from `state` (none: an end position).
    pub fn moves(&self, state: &Dynamic) -> Result<Array, RulesError> {
        let said = self.call("moves", (state.clone(),))?;
        if said.is_array() {
            return Ok(said.into_array().expect("an array"));
        }
        Err(RulesError::in_function(
            "moves",
            format!("moves(s) returns an array of states, not {} (at {})", shown(&said), compact(state)),
        ))
    }

    /// Paul's payoff at the end position `state`.
    pub fn value(&self, state: &Dynamic) -> Result<f64, RulesError> {
        let said = self.call("value", (state.clone(),))?;
        let number = said.as_int().map(|i| i as f64).or_else(|_| said.as_float());
        match number {
            Ok(x) if x.is_finite() => Ok(x),
            _ => Err(RulesError::in_function(
                "value",
                format!(
                    "value(s) returns a finite number, not {} (at the end position {})",
                    shown(&said),
                    compact(state)
                ),
            )),
        }
    }

    /// The name the rules give `state` (`name(s)`), or its compact printing; not yet made valid.
    pub fn raw_name(&self, state: &Dynamic) -> Result<String, RulesError> {
        if !self.has_name {
            return Ok(compact(state));
        }
        let said = self.call("name", (state.clone(),))?;
        Ok(match said.clone().into_immutable_string() {
            Ok(s) => s.to_string(),
            Err(_) => compact(&said),
        })
    }

    /// The board the rules draw for `state` (`board(s)`: rows of cells as strings), or None when
    /// they draw none.
    pub fn board(&self, state: &Dynamic) -> Result<Option<Vec<String>>, RulesError> {
        if !self.has_board {
            return Ok(None);
        }
        let said = self.call("board", (state.clone(),))?;
        let rows = said.clone().into_array().ok().and_then(|rows| {
            rows.into_iter().map(|row| row.into_immutable_string().ok().map(|s| s.to_string())).collect()
        });
        match rows {
            Some(rows) => Ok(Some(rows)),
            None => Err(RulesError::in_function(
                "board",
                format!("board(s) returns an array of strings (one per row), not {}", shown(&said)),
            )),
        }
    }
}

/// Where `source` defines its functions: (name, line, column of `fn`), 1-based. Read from the
/// text (a function's line is not kept by the compiled script), so a runaway that Rhai places
/// nowhere is said at its function.
fn definitions(source: &str) -> Vec<(String, usize, usize)> {
    let mut found = Vec::new();
    for (i, line) in source.lines().enumerate() {
        let mut rest = line;
        let mut offset = 0;
        while let Some(at) = rest.find("fn ") {
            let before = rest[..at].chars().last();
            let after = rest[at + 3..].trim_start();
            let name: String = after.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            if !name.is_empty() && !before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                let column = line[..offset + at].chars().count() + 1;
                found.push((name, i + 1, column));
            }
            offset += at + 3;
            rest = &rest[at + 3..];
        }
    }
    found
}

/// A value in words for an error: its type, and the value itself when short.
fn shown(value: &Dynamic) -> String {
    let text = compact(value);
    if value.is_string() {
        format!("\"{}\"", crate::text::short_quote(&text))
    } else if text.chars().count() <= 40 {
        format!("{} ({})", text, value.type_name())
    } else {
        format!("a {}", value.type_name())
    }
}

/// An engine that reaches nothing outside itself and bounds what a call may do; `param` reads
/// the parameters.
fn sandboxed_engine(params: Rc<RefCell<Params>>) -> Engine {
    let mut engine = Engine::new();
    engine.set_max_call_levels(MAX_CALL_LEVELS);
    engine.set_max_string_size(MAX_STRING);
    engine.set_max_array_size(MAX_ARRAY);
    engine.set_max_map_size(MAX_MAP);
    engine.set_max_expr_depths(64, 64);
    // A rules text prints nowhere: the page has no console for it, the CLI's output is the game.
    engine.on_print(|_| {});
    engine.on_debug(|_, _, _| {});
    // Code made from strings at run time would escape the checks made when the text is read.
    engine.disable_symbol("eval");
    // A parameter's value that cannot be read is an error at the call of `param`, with its place.
    engine.register_fn(
        "param",
        move |name: ImmutableString, default: Dynamic| -> Result<Dynamic, Box<rhai::EvalAltResult>> {
            params.borrow_mut().value(&name, default).map_err(|problem| problem.into())
        },
    );
    engine
}

#[cfg(test)]
mod tests;
