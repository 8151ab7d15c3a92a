//! The page's wasm API: a thin `wasm-bindgen` layer over the core.
//!
//! Everything here converts between the core's types and JavaScript: big state stays in Rust and
//! JavaScript reads it as typed arrays (copies, so no view is invalidated when wasm memory grows);
//! small objects (parse errors, events, the presets) are Rust structs deriving `Serialize`,
//! converted by serde-wasm-bindgen. The generated TypeScript `.d.ts` is the contract; the page
//! (`www/`) is its only user. Nothing here touches the DOM (so no `web-sys`).
//!
//! - [`game`]: `parseGame(text)` → a [`Game`] (errors thrown as JS `Error`s carrying `line`,
//!   `column` and the full list `errors`), `checkGame(text)`, and the game's arrays.
//! - [`solution`]: [`Game::solve`] → a [`Solution`] (values, outcomes, best moves, times).
//! - [`play`]: [`Game::play`] → a [`Play`]: the game solved by retrograde analysis for playing
//!   against perfect play, each position's moves rated, the computer's seeded answer.
//! - [`trace`]: [`Game::trace`] → a [`Trace`]: its length, the event at step `i`, the state at
//!   step `k` (see [`crate::solve::replay`] for why scrubbing is cheap).
//! - [`graph_traces`]: [`Game::trace_retrograde`] and [`Game::trace_attractor`] → a
//!   [`RetrogradeTrace`] / [`AttractorTrace`]: the same stepping, their own state arrays.
//! - [`tree_trace`]: [`Game::tree_trace`] → a [`TreeTrace`]: the game unfolded into its tree and
//!   Shen's stack traversal or alpha-beta over it, scrubbed like a [`Trace`].
//! - [`layout`]: `layoutWhole(offsets, targets, start, aspect)`, a whole game's layered
//!   drawing (typed arrays, for the worker).
//! - [`outline`]: `outlineText(text)`, the text's lines read one by one, and `nameProblem`,
//!   `valueProblem`: the format's verdict on a word typed as a name or a VALUE (Draw mode).
//! - [`presets`]: the built-in games as text in the game format, and fresh seeds.
//! - [`rules`]: `new RulesExpansion(source, params)`: a game by its rules (src/rules/) expanded in
//!   slices, printed as a game text, and its positions' boards.
//! - [`lab`]: the Sequence lab: experiments run in slices by workers, their CSV, exact theory.
//! - Here: the panic hook (a Rust panic is recorded and can be read with
//!   [`take_panic_message`], so the page shows it instead of stopping silently), the wire codes
//!   the typed arrays carry (defined in [`crate::wire`], which writes the page's
//!   www/core/codes.js), and the helpers that make JS objects and errors.

/// The steps every scrubbed trace shares (DFS's, retrograde analysis's, the attractor's):
/// `length`, `step`, `eventAt(i)` (through `$event`, a `From<&Event>` serde struct), events in
/// slices (`eventsJson(from, to)`) and `seek(k)`. Defined before the `mod` lines below, so those modules see it.
macro_rules! scrubbed_trace {
    ($trace:ident, $event:ident) => {
        #[wasm_bindgen]
        impl $trace {
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

            /// The `i`-th event (0-based; it leads from step `i` to step `i + 1`) as a plain
            /// object tagged by `kind`; `undefined` past the end.
            #[wasm_bindgen(js_name = eventAt)]
            pub fn event_at(&self, i: u32) -> JsValue {
                match self.scrubber.event(i as usize) {
                    Some(event) => to_js(&$event::from(event)),
                    None => JsValue::UNDEFINED,
                }
            }

            /// Events `from .. to` (clamped to `length`) as the JSON text of the array `eventAt`
            /// would give one by one: one crossing into JavaScript and one `JSON.parse` per
            /// slice instead of one call and one object built field by field per event, and
            /// slices small enough for the page to read a long trace a task at a time. (Event
            /// values are finite: JSON holds them exactly.)
            #[wasm_bindgen(js_name = eventsJson)]
            pub fn events_json(&self, from: u32, to: u32) -> Result<String, JsValue> {
                let all = self.scrubber.events();
                let to = (to as usize).min(all.len());
                let from = (from as usize).min(to);
                let events: Vec<$event> = all[from..to].iter().map($event::from).collect();
                serde_json::to_string(&events).map_err(|e| js_sys::Error::new(&format!("events as JSON: {e}")).into())
            }

            /// Moves to step `k` (clamped to `length`); the accessors then describe it.
            pub fn seek(&mut self, k: u32) {
                self.scrubber.seek(k as usize);
            }
        }
    };
}

mod game;
mod graph_traces;
mod lab;
mod layout;
mod outline;
mod play;
mod presets;
mod rules;
mod solution;
mod trace;
mod tree_trace;

pub use game::*;
pub use graph_traces::*;
pub use lab::*;
pub use layout::*;
pub use outline::*;
pub use play::*;
pub use presets::*;
pub use solution::*;
pub use trace::*;
pub use tree_trace::*;

use std::cell::RefCell;

use js_sys::{Error, Object, Reflect};
use serde::Serialize;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

pub use crate::wire::{
    COLOR_BLACK, COLOR_GRAY, COLOR_WHITE, MOVER_CAROLE, MOVER_PAUL, NO_LAYER, NO_NODE, NO_REMOTENESS, NODE_CAROLE,
    NODE_END, NODE_FINISHED, NODE_ON_PATH, NODE_PAUL, NODE_PRUNED, NODE_UNVISITED, OUTCOME_CAROLE_WINS, OUTCOME_DRAW,
    OUTCOME_PAUL_WINS, OUTCOME_UNREACHABLE,
};
use crate::wire::{mover_code, outcome_code};

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

/// A plain JS object (or array) made from `value`: structs become objects with the same field
/// names, `None` becomes `null` (the page tests `== null`), sequences become arrays.
fn to_js(value: &impl Serialize) -> JsValue {
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    // Only plain structs, strings and numbers are passed here, which always convert.
    value.serialize(&serializer).unwrap_or(JsValue::UNDEFINED)
}

/// A JS `Error` with `message` and the fields of `fields` as extra properties (`line`,
/// `param`, …), so the page can mark what is wrong.
fn js_error(message: &str, fields: &impl Serialize) -> JsValue {
    let error = Error::new(message);
    if let Ok(fields) = to_js(fields).dyn_into::<Object>() {
        Object::assign(&error, &fields);
    }
    error.into()
}

/// Sets `object[key] = value`, for the one kind of value serde does not make (a typed array),
/// or a number beside them (cannot fail on a plain object or an `Error`).
fn set_typed_array(object: &Object, key: &str, value: impl Into<JsValue>) {
    let _ = Reflect::set(object, &JsValue::from_str(key), &value.into());
}
