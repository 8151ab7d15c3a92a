//! Each line of a text read on its own, for an editor that keeps every line it does not change
//! (the page's Draw mode): what the line defines when it has no error by itself — a position, an
//! end position or the start — its comment, and the line as written. The lines are read by the
//! parser's own rules ([`super::reader::read_alone`]); what joins lines (a name defined once, the
//! successors and the start defined somewhere) is left to [`super::parse`], which judges the text
//! as a whole.
//!
//! ```text
//! start A          Start("A")
//! A max : B C      Position { name: "A", mover: Max, word: "max", successors: ["B", "C"] }
//! B = -1 # lost    End { name: "B", value: -1.0, written: "-1" }, note "# lost"
//! A paul B         Unreadable (no colon)
//! C min :          Position { name: "C", …, successors: [] } (a mover without moves yet: the
//!                  text is not a game, but an editor keeps the position it is giving moves to)
//! ```
//!
//! [`name_problem`] and [`value_problem`] say, with the parser's words, why a word typed for a
//! name or a VALUE is not one.

use super::errors::{ParseError, ParseErrorKind};
use super::lexer::tokenize;
use super::reader::{Alone, read_alone, read_value};
use super::{is_name, text_lines};
use crate::graph::Player;

/// What one line says, read alone.
#[derive(Clone, Debug, PartialEq)]
pub enum OutlineForm<'a> {
    /// Nothing but white space or a comment.
    Blank,
    Start(&'a str),
    Position {
        name: &'a str,
        mover: Player,
        word: &'a str,
        successors: Vec<&'a str>,
    },
    End {
        name: &'a str,
        value: f64,
        written: &'a str,
    },
    /// A line with an error of its own (the parser says which).
    Unreadable,
}

/// One line: as written (without its line break), its comment (from `#` on) and what it says.
#[derive(Clone, Debug, PartialEq)]
pub struct Outline<'a> {
    pub text: &'a str,
    pub note: Option<&'a str>,
    pub form: OutlineForm<'a>,
}

/// The lines of `text` (split as the parser splits them), each read alone.
pub fn outline(text: &str) -> Vec<Outline<'_>> {
    let body = text.strip_prefix('\u{feff}').unwrap_or(text);
    text_lines(body)
        .map(|line| {
            let (content, note) = match line.find('#') {
                Some(hash) => (&line[..hash], Some(&line[hash..])),
                None => (line, None),
            };
            let tokens = tokenize(content);
            let form = if tokens.is_empty() {
                OutlineForm::Blank
            } else {
                match read_alone(&tokens) {
                    Some(Alone::Start(name)) => OutlineForm::Start(name),
                    Some(Alone::Position { name, mover, word, successors }) => {
                        OutlineForm::Position { name, mover, word, successors }
                    }
                    Some(Alone::End { name, value, written }) => OutlineForm::End { name, value, written },
                    None => OutlineForm::Unreadable,
                }
            };
            Outline { text: line, note, form }
        })
        .collect()
}

/// Why `word` cannot be a position's name, in the parser's words; None when it can.
pub fn name_problem(word: &str) -> Option<String> {
    if word.is_empty() {
        return Some("a name cannot be empty".into());
    }
    (!is_name(word)).then(|| message(word, ParseErrorKind::BadName))
}

/// Why `word` cannot be an end position's VALUE, in the parser's words; None when it can.
pub fn value_problem(word: &str) -> Option<String> {
    let tokens = tokenize(word);
    if tokens.len() != 1 || tokens[0].text != word {
        return Some(message(word, ParseErrorKind::BadValue));
    }
    read_value(word).err().map(|kind| message(word, kind))
}

fn message(word: &str, kind: ParseErrorKind) -> String {
    ParseError { line: 1, column: 1, token: word.to_owned(), kind }.message()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn forms(text: &str) -> Vec<OutlineForm<'_>> {
        outline(text).into_iter().map(|line| line.form).collect()
    }

    #[test]
    fn each_line_is_read_by_the_parsers_rules() {
        let text = "# title\nstart A\nA Paul : B C # first\nB = -1.50\nC max B\n\nD min :\nstart max\n";
        assert_eq!(
            forms(text),
            vec![
                OutlineForm::Blank,
                OutlineForm::Start("A"),
                OutlineForm::Position { name: "A", mover: Player::Max, word: "Paul", successors: vec!["B", "C"] },
                OutlineForm::End { name: "B", value: -1.5, written: "-1.50" },
                OutlineForm::Unreadable,
                OutlineForm::Blank,
                // A position still without moves: the text is not a game yet, but the line is kept.
                OutlineForm::Position { name: "D", mover: Player::Min, word: "min", successors: vec![] },
                // A position may be called `max`.
                OutlineForm::Start("max"),
            ]
        );
        let lines = outline(text);
        assert_eq!(lines[2].note, Some("# first"));
        assert_eq!(lines[2].text, "A Paul : B C # first");
        assert_eq!(lines[0].note, Some("# title"));
    }

    #[test]
    fn lines_end_as_the_parser_ends_them_and_a_successor_need_not_be_defined() {
        let text = "\u{feff}A max : Z\r\nB = 1\rC = 0";
        let lines = outline(text);
        assert_eq!(lines.iter().map(|l| l.text).collect::<Vec<_>>(), vec!["A max : Z", "B = 1", "C = 0"]);
        assert_eq!(
            lines[0].form,
            OutlineForm::Position { name: "A", mover: Player::Max, word: "max", successors: vec!["Z"] }
        );
    }

    #[test]
    fn a_line_too_long_a_name_or_a_value_out_of_range_is_unreadable() {
        let long = "x".repeat(super::super::MAX_NAME_BYTES + 1);
        assert_eq!(
            forms(&format!("{long} = 1\nA = 1e400\nA = 1e-400\nA max : {long}")),
            vec![OutlineForm::Unreadable; 4]
        );
    }

    #[test]
    fn names_and_values_are_judged_with_the_parsers_words() {
        assert_eq!(name_problem("A.1"), None);
        assert_eq!(name_problem(""), Some("a name cannot be empty".into()));
        for bad in ["a b", "a#b", "a:b", "a=b", "a\u{85}b", &"é".repeat(33)] {
            assert!(name_problem(bad).unwrap().starts_with("bad name"), "{bad}");
        }
        assert_eq!(name_problem(&"é".repeat(32)), None);
        assert_eq!(value_problem("-0.5"), None);
        assert_eq!(value_problem("0"), None);
        for bad in ["lots", "0x10", "1_000", "Infinity", "1e400", "1 2", " 1"] {
            assert!(value_problem(bad).unwrap().contains("not a finite number"), "{bad}");
        }
        assert_eq!(value_problem(""), Some("missing VALUE after `=`".into()));
        assert!(value_problem("-1e-400").unwrap().contains("too close to 0"));
    }
}
