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

use std::collections::HashMap;
use std::fmt;

use crate::graph::{GameGraph, GraphBuilder, Player, PositionId};

/// The longest name, in bytes.
pub const MAX_NAME_BYTES: usize = 64;

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

/// What is wrong with one line.
#[derive(Clone, Debug, PartialEq)]
pub enum ParseErrorKind {
    /// The input defines no position.
    Empty,
    /// A successor that no line defines.
    UnknownSuccessor,
    /// A second definition of a name; `first_line` is where the first one is.
    DuplicatePosition { first_line: usize },
    /// `NAME : …` without `max` or `min`.
    MissingMover,
    /// A mover other than max/min/paul/carole.
    UnknownMover,
    /// `NAME max B C` without the `:`.
    MissingColon,
    /// `NAME max :` with nothing after the colon.
    EmptySuccessors,
    /// The text after `=` is not a finite number.
    BadValue,
    /// The text after `=` is a number other than 0 too close to 0 to be stored: it would be read as
    /// 0, a draw, where the text says someone wins.
    ValueRoundsToZero,
    /// A name longer than [`MAX_NAME_BYTES`] or containing `:` or `=`.
    BadName,
    /// A word where none belongs (after a VALUE, after the mover, after `start NAME`).
    UnexpectedToken,
    /// A line that is none of the three forms.
    UnknownLine,
    /// `start` given twice.
    DuplicateStart { first_line: usize },
    /// `start NAME` naming no position.
    UnknownStart,
    /// `start` without a name.
    MissingStart,
    /// More positions than the limit.
    TooManyPositions { limit: usize },
    /// More moves than the limit.
    TooManyMoves { limit: usize },
    /// Bytes that are not UTF-8.
    InvalidUtf8,
}

/// One error, at a 1-based line and column (in characters).
#[derive(Clone, Debug, PartialEq)]
pub struct ParseError {
    pub line: usize,
    pub column: usize,
    pub token: String,
    pub kind: ParseErrorKind,
}

impl ParseError {
    /// The message without the location.
    pub fn message(&self) -> String {
        let t = &crate::text::short_quote(&self.token);
        match &self.kind {
            ParseErrorKind::Empty => {
                "the game is empty: define at least one position, e.g. `A max : B` and `B = 1`".into()
            }
            ParseErrorKind::UnknownSuccessor => format!("unknown successor `{t}`: no line defines it"),
            ParseErrorKind::DuplicatePosition { first_line } => {
                format!("position `{t}` is defined twice (first on line {first_line})")
            }
            ParseErrorKind::MissingMover => {
                format!("position `{t}` has no mover: write `{t} max : …` (Paul) or `{t} min : …` (Carole)")
            }
            ParseErrorKind::UnknownMover => format!("unknown mover `{t}`: use max (Paul) or min (Carole)"),
            ParseErrorKind::MissingColon => format!("missing `:` after `{t}`: write `NAME max : SUCCESSORS`"),
            ParseErrorKind::EmptySuccessors => {
                format!("position `{t}` has no successors after `:`; an end position is written `{t} = VALUE`")
            }
            ParseErrorKind::BadValue => {
                if t.is_empty() {
                    "missing VALUE after `=`".into()
                } else if t.contains('\u{2212}') {
                    // The page shows values with a real minus sign: copied from it, they are not
                    // numbers to the parser.
                    format!("VALUE `{t}` is not a finite number: type its minus sign as `-`")
                } else {
                    format!("VALUE `{t}` is not a finite number")
                }
            }
            ParseErrorKind::ValueRoundsToZero => format!(
                "VALUE `{t}` is too close to 0 to be stored: it would be read as 0, a draw (the smallest VALUE other than 0 is about 5e-324)"
            ),
            ParseErrorKind::BadName => format!(
                "bad name `{t}`: a name is at most {MAX_NAME_BYTES} bytes of non-space characters without `#`, `:` or `=`"
            ),
            ParseErrorKind::UnexpectedToken => format!("unexpected `{t}`"),
            ParseErrorKind::UnknownLine => {
                format!("cannot read `{t}`: expected `NAME max|min : SUCCESSORS`, `NAME = VALUE` or `start NAME`")
            }
            ParseErrorKind::DuplicateStart { first_line } => {
                format!("`start` is given twice (first on line {first_line})")
            }
            ParseErrorKind::UnknownStart => format!("start position `{t}` is not defined"),
            ParseErrorKind::MissingStart => "`start` needs the name of a position".into(),
            ParseErrorKind::TooManyPositions { limit } => {
                let limit = crate::text::thousands(*limit as u64);
                format!("more than {limit} positions: a game may have at most {limit}")
            }
            ParseErrorKind::TooManyMoves { limit } => {
                let limit = crate::text::thousands(*limit as u64);
                format!("more than {limit} moves: a game may have at most {limit}")
            }
            ParseErrorKind::InvalidUtf8 => "the text is not valid UTF-8".into(),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.message())
    }
}

impl std::error::Error for ParseError {}

/// Every error found, sorted by line and column; `more` counts those past the reporting cap.
#[derive(Clone, Debug, PartialEq)]
pub struct ParseErrors {
    pub errors: Vec<ParseError>,
    pub more: usize,
}

impl ParseErrors {
    /// The first error (there is always one).
    pub fn first(&self) -> &ParseError {
        &self.errors[0]
    }

    fn single(error: ParseError) -> Self {
        ParseErrors { errors: vec![error], more: 0 }
    }
}

impl fmt::Display for ParseErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.errors.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{e}")?;
        }
        if self.more > 0 {
            write!(f, "\n… and {} more errors", self.more)?;
        }
        Ok(())
    }
}

impl std::error::Error for ParseErrors {}

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

/// A word of a line and its 1-based column in characters.
#[derive(Clone, Copy)]
struct Token<'a> {
    text: &'a str,
    column: usize,
}

/// Splits `line` on white space and on the separators `:` and `=`, which become tokens of their own.
fn tokenize(line: &str) -> Vec<Token<'_>> {
    let mut tokens = Vec::new();
    let mut start: Option<(usize, usize)> = None; // (byte, column)
    for (column0, (byte, ch)) in line.char_indices().enumerate() {
        let column = column0 + 1;
        let separator = ch == ':' || ch == '=';
        if ch.is_whitespace() || separator {
            if let Some((s, c)) = start.take() {
                tokens.push(Token { text: &line[s..byte], column: c });
            }
            if separator {
                tokens.push(Token { text: &line[byte..byte + 1], column });
            }
        } else if start.is_none() {
            start = Some((byte, column));
        }
    }
    if let Some((s, c)) = start {
        tokens.push(Token { text: &line[s..], column: c });
    }
    tokens
}

/// Whether `next` follows `word` on its line with no space between them.
fn glued(word: Token<'_>, next: Token<'_>) -> bool {
    word.column + word.text.chars().count() == next.column
}

/// The first of `tokens` and those glued to it, one after the other, as written (`A:B` from the
/// tokens `A`, `:`, `B`).
fn glued_word(tokens: &[Token<'_>]) -> String {
    let mut written = String::new();
    for (k, token) in tokens.iter().enumerate() {
        if k > 0 && !glued(tokens[k - 1], *token) {
            break;
        }
        written.push_str(token.text);
    }
    written
}

fn parse_mover(word: &str) -> Option<Player> {
    if word.eq_ignore_ascii_case("max") || word.eq_ignore_ascii_case("paul") {
        Some(Player::Max)
    } else if word.eq_ignore_ascii_case("min") || word.eq_ignore_ascii_case("carole") {
        Some(Player::Min)
    } else {
        None
    }
}

fn is_mover(word: &str) -> bool {
    parse_mover(word).is_some()
}

/// What a line defines, with names still as text.
enum Definition<'a> {
    Position { mover: Player, successors: Vec<Token<'a>> },
    End { value: f64 },
}

/// Collects the positions by name while lines are read; names are resolved at the end.
struct Reader<'a> {
    limits: Limits,
    /// Every name seen (defined or referenced) → its id; ids follow first appearance.
    ids: HashMap<&'a str, PositionId>,
    /// Per id: the name, where it was defined (line), and the definition.
    names: Vec<&'a str>,
    defined_at: Vec<usize>,
    definitions: Vec<Option<Definition<'a>>>,
    /// Per id: where it was first referenced as a successor (line, column).
    first_use: Vec<(usize, usize)>,
    /// Definition order, which is the order of ids in the built graph.
    order: Vec<PositionId>,
    start: Option<(Token<'a>, usize)>,
    moves: usize,
    errors: Vec<ParseError>,
    more_errors: usize,
    stop: bool,
}

impl<'a> Reader<'a> {
    fn error(&mut self, line: usize, token: Token<'_>, kind: ParseErrorKind) {
        if self.errors.len() < MAX_REPORTED_ERRORS {
            self.errors.push(ParseError { line, column: token.column, token: token.text.to_owned(), kind });
        } else {
            self.more_errors += 1;
        }
    }

    /// The id of a name, allocating one on first sight.
    fn id(&mut self, name: &'a str) -> PositionId {
        if let Some(&id) = self.ids.get(name) {
            return id;
        }
        let id = self.names.len() as PositionId;
        self.ids.insert(name, id);
        self.names.push(name);
        self.defined_at.push(0);
        self.definitions.push(None);
        self.first_use.push((0, 0));
        id
    }

    fn check_name(&mut self, line: usize, token: Token<'a>) -> bool {
        let bad = token.text.len() > MAX_NAME_BYTES || token.text == ":" || token.text == "=";
        if bad {
            self.error(line, token, ParseErrorKind::BadName);
        }
        !bad
    }

    /// A line that defines `name` but has an error elsewhere still counts as its definition, so
    /// that the error is not echoed as "unknown successor" wherever the name is used.
    fn attempted(&mut self, line: usize, name: Token<'a>) {
        if name.text.len() <= MAX_NAME_BYTES && name.text != ":" && name.text != "=" {
            let id = self.id(name.text);
            if self.defined_at[id as usize] == 0 {
                self.defined_at[id as usize] = line;
            }
        }
    }

    fn define(&mut self, line: usize, name: Token<'a>, definition: Definition<'a>) {
        if !self.check_name(line, name) {
            return;
        }
        let id = self.id(name.text);
        if self.defined_at[id as usize] != 0 {
            let first_line = self.defined_at[id as usize];
            self.error(line, name, ParseErrorKind::DuplicatePosition { first_line });
            return;
        }
        if self.order.len() >= self.limits.max_positions {
            let limit = self.limits.max_positions;
            self.error(line, name, ParseErrorKind::TooManyPositions { limit });
            self.stop = true;
            return;
        }
        if let Definition::Position { successors, .. } = &definition {
            self.moves += successors.len();
            if self.moves > self.limits.max_moves {
                let limit = self.limits.max_moves;
                self.error(line, name, ParseErrorKind::TooManyMoves { limit });
                self.stop = true;
                return;
            }
            for &s in successors {
                let sid = self.id(s.text);
                if self.first_use[sid as usize].0 == 0 {
                    self.first_use[sid as usize] = (line, s.column);
                }
            }
        }
        self.defined_at[id as usize] = line;
        self.definitions[id as usize] = Some(definition);
        self.order.push(id);
    }

    fn read_line(&mut self, line: usize, tokens: &[Token<'a>]) {
        let colon = tokens.iter().position(|t| t.text == ":");
        let equals = tokens.iter().position(|t| t.text == "=");
        match (colon, equals) {
            (Some(c), _) if equals.is_none_or(|e| e > c) => self.read_position(line, tokens, c),
            (_, Some(e)) => self.read_end(line, tokens, e),
            _ => self.read_other(line, tokens),
        }
    }

    /// `NAME MOVER : SUCCESSORS`
    fn read_position(&mut self, line: usize, tokens: &[Token<'a>], colon: usize) {
        let head = &tokens[..colon];
        let successors = &tokens[colon + 1..];
        let Some(&name) = head.first() else {
            return self.error(line, tokens[colon], ParseErrorKind::UnknownLine);
        };
        let mover = match head.get(1) {
            None => {
                self.attempted(line, name);
                return self.error(line, name, ParseErrorKind::MissingMover);
            }
            Some(&word) => match parse_mover(word.text) {
                Some(m) => m,
                // `start A:B` is the start named with a `:`, not a position called `start`
                // with the mover `A` (but `start boss: B` is that, the mover mistyped).
                None if name.text == "start"
                    && glued(word, tokens[colon])
                    && tokens.get(colon + 1).is_some_and(|&next| glued(tokens[colon], next)) =>
                {
                    let written = glued_word(&tokens[1..]);
                    return self.error(line, Token { text: &written, column: word.column }, ParseErrorKind::BadName);
                }
                None => {
                    self.attempted(line, name);
                    return self.error(line, word, ParseErrorKind::UnknownMover);
                }
            },
        };
        let problem = if let Some(&extra) = head.get(2) {
            Some((extra, ParseErrorKind::UnexpectedToken))
        } else if successors.is_empty() {
            Some((name, ParseErrorKind::EmptySuccessors))
        } else {
            successors
                .iter()
                .find(|t| t.text == ":" || t.text == "=")
                .map(|&bad| (bad, ParseErrorKind::UnexpectedToken))
        };
        if let Some((token, kind)) = problem {
            self.attempted(line, name);
            return self.error(line, token, kind);
        }
        let mut ok = true;
        for &s in successors {
            ok &= self.check_name(line, s);
        }
        if ok {
            self.define(line, name, Definition::Position { mover, successors: successors.to_vec() });
        } else {
            self.attempted(line, name);
        }
    }

    /// `NAME = VALUE`
    fn read_end(&mut self, line: usize, tokens: &[Token<'a>], equals: usize) {
        let Some(&name) = tokens[..equals].first() else {
            return self.error(line, tokens[equals], ParseErrorKind::UnknownLine);
        };
        let problem = if let Some(&extra) = tokens[..equals].get(1) {
            // `A max = 1`: a mover is not written for end positions.
            Err((extra, ParseErrorKind::UnexpectedToken))
        } else {
            match tokens.get(equals + 1) {
                None => Err((Token { text: "", column: tokens[equals].column + 1 }, ParseErrorKind::BadValue)),
                Some(&value_token) => match value_token.text.parse::<f64>() {
                    Ok(v) if v == 0.0 && names_non_zero(value_token.text) => {
                        Err((value_token, ParseErrorKind::ValueRoundsToZero))
                    }
                    Ok(v) if v.is_finite() => match tokens.get(equals + 2) {
                        Some(&extra) => Err((extra, ParseErrorKind::UnexpectedToken)),
                        None => Ok(v),
                    },
                    _ => Err((value_token, ParseErrorKind::BadValue)),
                },
            }
        };
        match problem {
            Ok(value) => self.define(line, name, Definition::End { value }),
            Err((token, kind)) => {
                self.attempted(line, name);
                self.error(line, token, kind);
            }
        }
    }

    /// `start NAME`, or an error explaining what was expected. `start max B` is a position line
    /// without its colon, but `start max` alone names the start: a position may be called `max`.
    fn read_other(&mut self, line: usize, tokens: &[Token<'a>]) {
        let first = tokens[0];
        if first.text == "start" && (tokens.len() <= 2 || !is_mover(tokens[1].text)) {
            let Some(&name) = tokens.get(1) else {
                return self.error(line, first, ParseErrorKind::MissingStart);
            };
            if let Some(&extra) = tokens.get(2) {
                return self.error(line, extra, ParseErrorKind::UnexpectedToken);
            }
            if let Some((_, first_line)) = self.start {
                return self.error(line, first, ParseErrorKind::DuplicateStart { first_line });
            }
            self.start = Some((name, line));
            return;
        }
        match tokens.get(1) {
            Some(word) if is_mover(word.text) => {
                // Still the line that defines it: not also "start … is not defined" or "unknown
                // successor" wherever it is named.
                self.attempted(line, first);
                self.error(line, *word, ParseErrorKind::MissingColon)
            }
            _ => self.error(line, first, ParseErrorKind::UnknownLine),
        }
    }

    fn finish(mut self) -> Result<GameGraph, ParseErrors> {
        if self.order.is_empty() && self.errors.is_empty() {
            let at = Token { text: "", column: 1 };
            self.error(1, at, ParseErrorKind::Empty);
        }
        // Unknown successors, reported where first used (not when a limit stopped the reading:
        // their definitions may be in the unread part).
        for id in 0..if self.stop { 0 } else { self.names.len() } {
            if self.defined_at[id] == 0 && self.first_use[id].0 != 0 {
                let (line, column) = self.first_use[id];
                let token = Token { text: self.names[id], column };
                self.error(line, token, ParseErrorKind::UnknownSuccessor);
            }
        }
        let start = match self.start {
            None => None,
            Some((token, line)) => match self.ids.get(token.text) {
                Some(&id) if self.defined_at[id as usize] != 0 => Some(id),
                _ => {
                    self.error(line, token, ParseErrorKind::UnknownStart);
                    None
                }
            },
        };
        if !self.errors.is_empty() {
            self.errors.sort_by_key(|e| (e.line, e.column));
            return Err(ParseErrors { errors: self.errors, more: self.more_errors });
        }
        // Ids in definition order, so printing and parsing back keeps the numbering.
        let mut new_id = vec![0 as PositionId; self.names.len()];
        for (rank, &id) in self.order.iter().enumerate() {
            new_id[id as usize] = rank as PositionId;
        }
        let mut builder = GraphBuilder::with_capacity(self.order.len(), self.moves);
        for &id in &self.order {
            let name = self.names[id as usize];
            match self.definitions[id as usize].take() {
                Some(Definition::Position { mover, successors }) => {
                    let targets = successors.iter().map(|t| new_id[self.ids[t.text] as usize]);
                    builder.add_position(name, mover, targets);
                }
                Some(Definition::End { value }) => {
                    builder.add_end(name, value);
                }
                None => unreachable!("every id in `order` was defined"),
            }
        }
        if let Some(s) = start {
            builder.set_start(new_id[s as usize]);
        }
        // Every check `build` makes was made above with a line number, except that ids must fit
        // in 32 bits: only limits above `u32::MAX` can get there.
        builder.build().map_err(|_| {
            let limit = u32::MAX as usize;
            ParseErrors::single(ParseError {
                line: 1,
                column: 1,
                token: String::new(),
                kind: ParseErrorKind::TooManyMoves { limit },
            })
        })
    }
}

/// Parses `text` with the given size caps.
pub fn parse_with_limits<'t>(text: &'t str, limits: &Limits) -> Result<GameGraph, ParseErrors> {
    // A byte-order mark (some Windows editors start a file with one) is not part of the first
    // word: browsers drop it when the page reads a file, and the parser does the same.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut reader = Reader {
        limits: *limits,
        ids: HashMap::new(),
        names: Vec::new(),
        defined_at: Vec::new(),
        definitions: Vec::new(),
        first_use: Vec::new(),
        order: Vec::new(),
        start: None,
        moves: 0,
        errors: Vec::new(),
        more_errors: 0,
        stop: false,
    };
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
fn text_lines(text: &str) -> impl Iterator<Item = &str> {
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

/// Prints `graph` in the text format: a `start` line, then one line per position in id order.
/// Values use Rust's shortest round-trip formatting, so parsing the text gives the same graph.
pub fn to_text(graph: &GameGraph) -> String {
    to_text_with_comment(graph, "")
}

/// [`to_text`] with `comment` first, as `# ` lines (one per line of `comment`).
pub fn to_text_with_comment(graph: &GameGraph, comment: &str) -> String {
    use std::fmt::Write;
    let mut out = String::with_capacity(graph.len() * 16 + graph.move_count() * 8);
    for line in comment.lines() {
        let _ = writeln!(out, "# {line}");
    }
    let _ = writeln!(out, "start {}", graph.name(graph.start()));
    for v in 0..graph.len() as PositionId {
        out.push_str(graph.name(v));
        match graph.end_value(v) {
            Some(value) => {
                let _ = writeln!(out, " = {value}");
            }
            None => {
                out.push(' ');
                out.push_str(graph.mover(v).keyword());
                out.push_str(" :");
                for &w in graph.successors(v) {
                    out.push(' ');
                    out.push_str(graph.name(w));
                }
                out.push('\n');
            }
        }
    }
    out
}

/// Whether a number as written is not 0: a digit other than 0 before its exponent (`1e-400` is
/// not 0, though it reads as 0.0; `0.000e7` is).
fn names_non_zero(number: &str) -> bool {
    let mantissa = number.split(['e', 'E']).next().unwrap_or("");
    mantissa.bytes().any(|b| (b'1'..=b'9').contains(&b))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The example of the module doc: Nim with piles 1,1, Paul to move.
    /// ```text
    ///        P11 (max)
    ///       /         \
    ///   C01 (min)   C10 (min)
    ///       \         /
    ///        P00 = −1
    /// ```
    const NIM_11: &str =
        "# Nim with piles 1,1 — Paul to move\nstart P11\nP11 max : C01 C10\nC01 min : P00\nC10 min : P00\nP00 = -1\n";

    #[test]
    fn lines_end_at_newline_crlf_or_a_lone_carriage_return() {
        let lines = |t| text_lines(t).collect::<Vec<_>>();
        assert_eq!(lines("a\nb\r\nc\rd"), ["a", "b", "c", "d"]);
        assert_eq!(lines("a\r\r\nb\r"), ["a", "", "b"]);
        assert_eq!(lines("a\n\n"), "a\n\n".lines().collect::<Vec<_>>());
        assert!(lines("").is_empty());
        // The same game with each kind of line end; an error is on the line an editor shows.
        for end in ["\n", "\r\n", "\r"] {
            assert_eq!(parse(&NIM_11.replace('\n', end)).unwrap().len(), 4, "{end:?}");
            let error = &parse(&format!("A max : B{end}B = 1{end}C = x{end}")).unwrap_err().errors[0];
            assert_eq!((error.line, error.column), (3, 5), "{end:?}");
        }
        // A byte that is not UTF-8 after lone carriage returns: its line counts them.
        let error = &parse_bytes(b"A = 1\rB = 2\rC = \xff", &Limits::default()).unwrap_err().errors[0];
        assert_eq!((error.line, error.column), (3, 5));
    }

    #[test]
    fn parses_the_example() {
        let g = parse(NIM_11).unwrap();
        assert_eq!(g.len(), 4);
        assert_eq!(g.name(g.start()), "P11");
        assert_eq!(g.mover(0), Player::Max);
        assert_eq!(g.successors(0), &[1, 2]);
        assert_eq!(g.end_value(3), Some(-1.0));
    }

    #[test]
    fn forward_references_repeats_and_keywords() {
        let g = parse("A PAUL : B B C\nB Carole:C\nC=+0.5").unwrap();
        assert_eq!(g.successors(0), &[1, 1, 2]);
        assert_eq!(g.mover(1), Player::Min);
        assert_eq!(g.end_value(2), Some(0.5));
        assert_eq!(g.start(), 0);
    }

    #[test]
    fn start_defaults_to_first_and_can_be_later() {
        let g = parse("A max : B\nB = 1\nstart B").unwrap();
        assert_eq!(g.start(), 1);
        // A position may be called `start`.
        let g = parse("start max : x\nx = 2").unwrap();
        assert_eq!(g.name(0), "start");
        // And a position may be called `min`, also as the start (found by the fuzz run).
        let g = parse("x max : min\nmin = -1\nstart min").unwrap();
        assert_eq!(g.start(), 1);
        assert_eq!(parse(&to_text(&g)).unwrap(), g);
    }

    #[test]
    fn round_trip() {
        let g = parse(NIM_11).unwrap();
        let text = to_text(&g);
        assert_eq!(parse(&text).unwrap(), g);
        let tricky = parse("a min : b c\nb = -0.1\nc = 1e-300\nstart a").unwrap();
        assert_eq!(parse(&to_text(&tricky)).unwrap(), tricky);
    }

    #[test]
    fn comment_lines_come_first() {
        let g = parse("A = 1").unwrap();
        assert_eq!(to_text_with_comment(&g, "one\ntwo"), "# one\n# two\nstart A\nA = 1\n");
    }

    fn first_error(text: &str) -> (usize, usize, String) {
        let e = parse(text).unwrap_err();
        let first = e.first();
        (first.line, first.column, first.message())
    }

    #[test]
    fn reports_all_errors_sorted() {
        let e = parse("A max : B\nC = x\nD min :").unwrap_err();
        let lines: Vec<usize> = e.errors.iter().map(|e| e.line).collect();
        assert_eq!(lines, [1, 2, 3]);
        assert!(e.to_string().starts_with("line 1, column 9: unknown successor `B`"));
    }

    #[test]
    fn error_locations() {
        assert_eq!(first_error("A max B C").0, 1);
        assert_eq!(first_error("\n\nA max B C").1, 3);
        assert_eq!(first_error("  A = nan"), (1, 7, "VALUE `nan` is not a finite number".into()));
        let (line, column, message) = first_error("start A\nA max : B\nB = -1e-400");
        assert_eq!((line, column), (3, 5));
        assert!(message.starts_with("VALUE `-1e-400` is too close to 0 to be stored"), "{message}");
        // 0 written any way is 0; the smallest numbers that are not 0 are kept.
        for zero in ["0", "-0", "0.000", "0e-999", "+0.0E5"] {
            assert_eq!(parse(&format!("B = {zero}")).unwrap().end_value(0), Some(0.0), "{zero}");
        }
        assert_eq!(parse("B = 5e-324").unwrap().end_value(0), Some(5e-324));
        assert_eq!(
            first_error("").2,
            ParseError { line: 1, column: 1, token: String::new(), kind: ParseErrorKind::Empty }.message()
        );
    }

    /// A line that fails to define a position still counts as its definition: its own error
    /// only, not also the start or a successor "not defined".
    #[test]
    fn a_failed_definition_is_reported_once() {
        for text in ["start A\nA max B\nB = 1", "start A\nA boss : B\nB = 1", "C min : A\nA max B\nB = 1"] {
            let errors = parse(text).unwrap_err().errors;
            assert_eq!(errors.len(), 1, "{text}: {errors:?}");
            assert_eq!(errors[0].line, 2, "{text}");
        }
    }

    #[test]
    fn limits() {
        let limits = Limits { max_positions: 2, max_moves: 10 };
        let e = parse_with_limits("A max : B\nB max : C\nC = 1", &limits).unwrap_err();
        assert_eq!(e.first().kind, ParseErrorKind::TooManyPositions { limit: 2 });
        let limits = Limits { max_positions: 10, max_moves: 2 };
        let e = parse_with_limits("A max : B B B\nB = 1", &limits).unwrap_err();
        assert_eq!(e.first().kind, ParseErrorKind::TooManyMoves { limit: 2 });
    }

    #[test]
    fn invalid_utf8_names_its_line() {
        let e = parse_bytes(b"A max : B\nB = \xff1", &Limits::default()).unwrap_err();
        assert_eq!((e.first().line, e.first().column), (2, 5));
        assert_eq!(e.first().kind, ParseErrorKind::InvalidUtf8);
    }

    #[test]
    fn a_byte_order_mark_is_not_part_of_the_first_word() {
        let g = parse_bytes(b"\xef\xbb\xbfA max : B\nB = 1\n", &Limits::default()).unwrap();
        assert_eq!(g.name(g.start()), "A");
        let g = parse("\u{feff}start B\nA max : B\nB = 1\n").unwrap();
        assert_eq!(g.name(g.start()), "B");
        // Only at the very start: elsewhere it is part of a word (so B is not defined here).
        let e = parse("A max : B\n\u{feff}B = 1\n").unwrap_err();
        assert_eq!((e.first().line, e.first().token.as_str()), (1, "B"));
    }
}
