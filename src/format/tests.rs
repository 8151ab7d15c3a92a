//! The parser and printer on hand-written texts: every error kind with its line and column, line
//! endings, limits, and round trips.

use super::*;
use crate::graph::Player;

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
