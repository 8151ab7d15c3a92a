//! Reading lines into positions: each definition checked as it is read, the names resolved and
//! the graph built at the end, every error collected with its line and column.

use std::collections::HashMap;

use super::errors::{ParseError, ParseErrorKind, ParseErrors};
use super::lexer::{Token, glued, glued_word, is_mover, names_non_zero, parse_mover};
use super::{Limits, MAX_REPORTED_ERRORS, is_name};
use crate::graph::{GameGraph, GraphBuilder, Player, PositionId};

/// What a line defines, with names still as text.
enum Definition<'a> {
    Position { mover: Player, successors: Vec<Token<'a>> },
    End { value: f64 },
}

/// A VALUE as written: a finite number, and not one other than 0 that would be stored as 0.
pub(super) fn read_value(word: &str) -> Result<f64, ParseErrorKind> {
    match word.parse::<f64>() {
        Ok(v) if v == 0.0 && names_non_zero(word) => Err(ParseErrorKind::ValueRoundsToZero),
        Ok(v) if v.is_finite() => Ok(v),
        _ => Err(ParseErrorKind::BadValue),
    }
}

/// What one line read alone defines, when it has no error by itself (or only that of a position
/// without moves yet) (names as written; the
/// mover's and the VALUE's words as written too).
pub(super) enum Alone<'a> {
    Start(&'a str),
    Position { name: &'a str, mover: Player, word: &'a str, successors: Vec<&'a str> },
    End { name: &'a str, value: f64, written: &'a str },
}

/// Reads the tokens of one line by the same rules as a whole text, without the rules that join
/// lines (names defined once, successors and the start defined somewhere): None when the line
/// has an error of its own.
pub(super) fn read_alone<'a>(tokens: &[Token<'a>]) -> Option<Alone<'a>> {
    // `NAME MOVER :` is a position still without moves: an error of the whole text (a mover needs
    // a move), but a line an editor keeps as the position it is about to give moves to.
    if let [name, word, colon] = tokens
        && colon.text == ":"
        && is_name(name.text)
        && let Some(mover) = parse_mover(word.text)
    {
        return Some(Alone::Position { name: name.text, mover, word: word.text, successors: Vec::new() });
    }
    let mut reader = Reader::new(Limits::DEFAULT);
    reader.read_line(1, tokens);
    if !reader.errors.is_empty() {
        return None;
    }
    if let Some((name, _)) = reader.start {
        return Some(Alone::Start(name.text));
    }
    let id = *reader.order.first()? as usize;
    let name = reader.names[id];
    match reader.definitions[id].take()? {
        // A position line is `NAME MOVER : SUCCESSORS`, an end `NAME = VALUE`: the words are there.
        Definition::Position { mover, successors } => Some(Alone::Position {
            name,
            mover,
            word: tokens[1].text,
            successors: successors.iter().map(|t| t.text).collect(),
        }),
        Definition::End { value } => Some(Alone::End { name, value, written: tokens[2].text }),
    }
}

/// Collects the positions by name while lines are read; names are resolved at the end.
pub(super) struct Reader<'a> {
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
    pub(super) stop: bool,
}

impl<'a> Reader<'a> {
    /// Nothing read yet.
    pub(super) fn new(limits: Limits) -> Self {
        Reader {
            limits,
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
        }
    }

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
        let bad = !is_name(token.text);
        if bad {
            self.error(line, token, ParseErrorKind::BadName);
        }
        !bad
    }

    /// A line that defines `name` but has an error elsewhere still counts as its definition, so
    /// that the error is not echoed as "unknown successor" wherever the name is used.
    fn attempted(&mut self, line: usize, name: Token<'a>) {
        if is_name(name.text) {
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

    pub(super) fn read_line(&mut self, line: usize, tokens: &[Token<'a>]) {
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
                Some(&value_token) => match read_value(value_token.text) {
                    Ok(v) => match tokens.get(equals + 2) {
                        Some(&extra) => Err((extra, ParseErrorKind::UnexpectedToken)),
                        None => Ok(v),
                    },
                    Err(kind) => Err((value_token, kind)),
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

    pub(super) fn finish(mut self) -> Result<GameGraph, ParseErrors> {
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
