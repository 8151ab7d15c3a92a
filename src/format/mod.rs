//! The text format: what people type in the page and what links carry.
//!
//! ```text
//! # Nim with piles 1,1 — Paul to move      (a comment runs to the end of the line)
//! start P11                                 (optional; default: the first position defined)
//! P11 max : C01 C10                         (position, mover, successors in move order)
//! C01 min : P00
//! C10 min : P00
//! P00 = -1                                  (end position and its VALUE)
//! ```
//!
//! Movers are `max`/`min` or `paul`/`carole`, in any case. A name is any run of non-space
//! characters without `#`, `:` or `=`, at most [`MAX_NAME_BYTES`] bytes. Successors may be named
//! before they are defined, and may repeat (two moves to one position).
//!
//! The parser reads every line and reports every error it finds, each with its line, column and
//! token, sorted by line; it never panics, whatever the bytes (a property test feeds it random and
//! mutated input). [`to_text`] prints a graph so that [`parse`] gives the same graph back.
//!
//! By concern: `lexer` splits lines into tokens, `reader` turns them into positions and resolves
//! the names, `errors` says what is wrong in words, `print` writes a graph back as text.

use crate::graph::GameGraph;

mod errors;
mod lexer;
mod outline;
mod print;
mod reader;
#[cfg(test)]
mod tests;

pub use errors::{ParseError, ParseErrorKind, ParseErrors};
pub use outline::{Outline, OutlineForm, name_problem, outline, value_problem};
pub use print::{to_text, to_text_with_comment};

use lexer::tokenize;
use reader::Reader;

/// The longest name, in bytes.
pub const MAX_NAME_BYTES: usize = 64;

/// Whether `word` is a name: not empty, at most [`MAX_NAME_BYTES`] bytes, no white space
/// (Rust's, as the lexer splits), `#`, `:` or `=`.
pub fn is_name(word: &str) -> bool {
    !word.is_empty()
        && word.len() <= MAX_NAME_BYTES
        && !word.chars().any(|c| c.is_whitespace() || matches!(c, '#' | ':' | '='))
}

/// At most this many errors are collected; the rest are counted.
const MAX_REPORTED_ERRORS: usize = 100;

/// Size caps, so that a hostile input cannot exhaust memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    pub max_positions: usize,
    pub max_moves: usize,
}

impl Limits {
    /// The default caps, also the built-in games' (see `games::MAX_STORED_POSITIONS`).
    pub const DEFAULT: Limits = Limits { max_positions: 1_000_000, max_moves: 10_000_000 };
}

impl Default for Limits {
    fn default() -> Self {
        Limits::DEFAULT
    }
}

/// Parses with the default [`Limits`].
pub fn parse(text: &str) -> Result<GameGraph, ParseErrors> {
    parse_with_limits(text, &Limits::default())
}

/// Parses bytes, reporting the line of the first byte that is not UTF-8.
pub fn parse_bytes(bytes: &[u8], limits: &Limits) -> Result<GameGraph, ParseErrors> {
    match std::str::from_utf8(bytes) {
        Ok(text) => parse_with_limits(text, limits),
        Err(e) => {
            let before = &bytes[..e.valid_up_to()];
            // Lines end as in `text_lines`: at \n, \r\n or a lone \r.
            let breaks = |i: usize, b: u8| b == b'\n' || (b == b'\r' && bytes.get(i + 1) != Some(&b'\n'));
            let line = before.iter().enumerate().filter(|&(i, &b)| breaks(i, b)).count() + 1;
            let line_start = before.iter().enumerate().rposition(|(i, &b)| breaks(i, b)).map_or(0, |i| i + 1);
            let column = String::from_utf8_lossy(&before[line_start..]).chars().count() + 1;
            Err(ParseErrors::single(ParseError {
                line,
                column,
                token: String::new(),
                kind: ParseErrorKind::InvalidUtf8,
            }))
        }
    }
}

/// Parses `text` with the given size caps.
pub fn parse_with_limits<'t>(text: &'t str, limits: &Limits) -> Result<GameGraph, ParseErrors> {
    // A byte-order mark (some Windows editors start a file with one) is not part of the first
    // word: browsers drop it when the page reads a file, and the parser does the same.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut reader = Reader::new(*limits);
    let mut read = |index: usize, raw: &'t str| {
        let content = raw.split('#').next().unwrap_or("");
        let tokens = tokenize(content);
        if !tokens.is_empty() {
            reader.read_line(index + 1, &tokens);
        }
        !reader.stop
    };
    // `str::lines` (fast: it looks for \n alone) unless the text has a carriage return.
    if text.contains('\r') {
        let _ = text_lines(text).enumerate().try_for_each(|(i, raw)| if read(i, raw) { Ok(()) } else { Err(()) });
    } else {
        let _ = text.lines().enumerate().try_for_each(|(i, raw)| if read(i, raw) { Ok(()) } else { Err(()) });
    }
    reader.finish()
}

/// The lines of a text as editors split them: a line ends at `\n`, `\r\n` or a lone `\r` (a
/// classic Mac file). The page's editor breaks lines at all three, so an error's line number is
/// the line the user sees. Like `str::lines`, a last line break ends the last line.
pub(super) fn text_lines(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = text;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let bytes = rest.as_bytes();
        let Some(end) = bytes.iter().position(|&b| b == b'\n' || b == b'\r') else {
            return Some(std::mem::take(&mut rest));
        };
        let line = &rest[..end];
        let skip = if bytes[end] == b'\r' && bytes.get(end + 1) == Some(&b'\n') { 2 } else { 1 };
        rest = &rest[end + skip..];
        Some(line)
    })
}
