//! Parse errors: what is wrong with a line, where, and all of a text's errors together.

use std::fmt;

use super::MAX_NAME_BYTES;

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

    pub(super) fn single(error: ParseError) -> Self {
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
