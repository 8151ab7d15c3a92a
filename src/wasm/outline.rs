//! `outlineText(text)`, `nameProblem(name)` and `valueProblem(value)`: the text format's lines
//! read one by one ([`crate::format::outline`]) for the page's Draw mode, which keeps every line
//! a drawing edit does not touch, and the format's verdict on a name or a VALUE typed there.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::to_js;
use crate::format::{self, OutlineForm};
use crate::graph::Player;

/// One line for the page: `kind` is `blank`, `start`, `position`, `end` or `unreadable`; `name`
/// (for start, position and end), `mover` (`max` | `min`) with its `word` as written and the
/// `successors` (position), the VALUE as `written` (end); `note` the comment from `#` on.
#[derive(Serialize)]
struct LineJs<'a> {
    text: &'a str,
    note: Option<&'a str>,
    kind: &'static str,
    name: Option<&'a str>,
    mover: Option<&'static str>,
    word: Option<&'a str>,
    successors: Vec<&'a str>,
    written: Option<&'a str>,
}

/// The lines of `text`, each read alone by the parser's rules (an array of plain objects, see
/// `LineJs`): whether the whole text is a game is `parseGame`'s and `checkGame`'s to say.
#[wasm_bindgen(js_name = outlineText)]
pub fn outline_text(text: &str) -> JsValue {
    let lines: Vec<LineJs<'_>> = format::outline(text)
        .into_iter()
        .map(|line| {
            let mut js = LineJs {
                text: line.text,
                note: line.note,
                kind: "unreadable",
                name: None,
                mover: None,
                word: None,
                successors: Vec::new(),
                written: None,
            };
            match line.form {
                OutlineForm::Blank => js.kind = "blank",
                OutlineForm::Start(name) => (js.kind, js.name) = ("start", Some(name)),
                OutlineForm::Position { name, mover, word, successors } => {
                    js.kind = "position";
                    js.name = Some(name);
                    js.mover = Some(if mover == Player::Max { "max" } else { "min" });
                    js.word = Some(word);
                    js.successors = successors;
                }
                OutlineForm::End { name, written, .. } => {
                    (js.kind, js.name, js.written) = ("end", Some(name), Some(written));
                }
                OutlineForm::Unreadable => {}
            }
            js
        })
        .collect();
    to_js(&lines)
}

/// Why `name` cannot name a position (a sentence in the parser's words), or undefined.
#[wasm_bindgen(js_name = nameProblem)]
pub fn name_problem(name: &str) -> Option<String> {
    format::name_problem(name)
}

/// Why `value` cannot be an end position's VALUE (a sentence in the parser's words), or undefined.
#[wasm_bindgen(js_name = valueProblem)]
pub fn value_problem(value: &str) -> Option<String> {
    format::value_problem(value)
}
