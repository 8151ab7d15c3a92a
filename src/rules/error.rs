//! What went wrong in a rules text, in words, with where: the line and column (1-based) and the
//! function it happened in. Rhai's own errors (a parse error, a runaway loop, a function that
//! does not exist) are turned into one sentence each; the rules engine's (a mover that is not a
//! player, a value that is not a number, too many positions) are said the same way.

use rhai::{EvalAltResult, ParseError, Position};

/// An error in a rules text.
#[derive(Clone, Debug, PartialEq)]
pub struct RulesError {
    /// What is wrong, one sentence without its place.
    pub message: String,
    /// Where (1-based), when Rhai knows.
    pub line: Option<usize>,
    pub column: Option<usize>,
    /// The function it happened in, as the rules name it (`moves`, or a helper of theirs).
    pub function: Option<String>,
}

impl RulesError {
    /// An error with no place in the text.
    pub fn new(message: impl Into<String>) -> Self {
        RulesError { message: message.into(), line: None, column: None, function: None }
    }

    /// An error of the rules engine's about what `function` returned.
    pub fn in_function(function: &str, message: impl Into<String>) -> Self {
        RulesError { function: Some(function.to_owned()), ..RulesError::new(message) }
    }

    /// A parse error of the text.
    pub fn parse(error: &ParseError) -> Self {
        let (line, column) = place(error.1);
        RulesError { message: sentence(&error.0.to_string()), line, column, function: None }
    }

    /// A run-time error of a call to `called` (a function of the rules), with the innermost
    /// function it happened in and its place; `defined(name)`: where the rules define a function
    /// (line, column), said when Rhai knows no closer place (a loop stopped for running too long).
    pub fn eval(called: &str, error: &EvalAltResult, defined: impl Fn(&str) -> Option<(usize, usize)>) -> Self {
        let mut function = called.to_owned();
        let mut error = error;
        // Walk down the calls the error came through: the innermost is where it happened.
        while let EvalAltResult::ErrorInFunctionCall(name, _, inner, _) = error {
            function = name.clone();
            error = inner;
        }
        let (mut line, mut column) = place(error.position());
        if line.is_none() {
            (line, column) = defined(&function).map_or((None, None), |(l, c)| (Some(l), Some(c)));
        }
        RulesError { message: eval_sentence(error), line, column, function: Some(function) }
    }

    /// "line 3, column 7, in moves: …" (the place, then what).
    pub fn describe(&self) -> String {
        let mut place = Vec::new();
        if let Some(line) = self.line {
            place.push(format!("line {line}"));
        }
        if let Some(column) = self.column {
            place.push(format!("column {column}"));
        }
        if let Some(function) = &self.function {
            place.push(format!("in {function}"));
        }
        if place.is_empty() { self.message.clone() } else { format!("{}: {}", place.join(", "), self.message) }
    }
}

impl std::fmt::Display for RulesError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe())
    }
}

impl std::error::Error for RulesError {}

/// A Rhai position as (line, column), both 1-based, when it has one.
fn place(position: Position) -> (Option<usize>, Option<usize>) {
    (position.line(), position.position())
}

/// Rhai's words as a sentence: its own place dropped (said apart), no final full stop doubled.
fn sentence(words: &str) -> String {
    let words = match words.rfind(" (line ") {
        Some(at) if words.ends_with(')') => &words[..at],
        _ => words,
    };
    words.trim_end_matches('.').to_owned()
}

/// A run-time error in words; the runaways (a loop, a recursion, a huge value) say what to
/// look for.
fn eval_sentence(error: &EvalAltResult) -> String {
    match error {
        EvalAltResult::ErrorTooManyOperations(_) => {
            "this call ran too long (it was stopped after as many operations as a call may take): does a loop never end?"
                .to_owned()
        }
        EvalAltResult::ErrorStackOverflow(_) => format!(
            "the calls went too deep (over {} levels): does a function call itself without end?",
            super::MAX_CALL_LEVELS
        ),
        EvalAltResult::ErrorDataTooLarge(what, _) => {
            format!("{} grew too large (the rules' values are kept small): does something grow without end?", what)
        }
        EvalAltResult::ErrorFunctionNotFound(signature, _) => {
            format!("there is no function {signature}")
        }
        EvalAltResult::ErrorRuntime(value, _) => sentence(&value.to_string()),
        other => sentence(&other.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_place_is_said_before_what() {
        let error = RulesError { message: "no".into(), line: Some(3), column: Some(7), function: Some("moves".into()) };
        assert_eq!(error.describe(), "line 3, column 7, in moves: no");
        assert_eq!(RulesError::new("no").describe(), "no");
    }

    #[test]
    fn rhai_s_own_place_is_dropped_from_its_words() {
        assert_eq!(sentence("Unknown operator: '@' (line 2, position 5)"), "Unknown operator: '@'");
        assert_eq!(sentence("Something."), "Something");
    }
}
