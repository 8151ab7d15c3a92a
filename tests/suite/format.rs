//! The text format from outside: every malformed input gets its exact error, the parser never
//! panics on any bytes, and printing then parsing gives the same game.

use gamegraph::format::{Limits, parse, parse_bytes, parse_with_limits, to_text};
use gamegraph::graph::{GraphBuilder, Player};
use proptest::prelude::*;

/// Each malformed input and the exact first error it gets.
#[test]
fn malformed_inputs_and_their_errors() {
    let table: &[(&str, &str)] = &[
        ("", "line 1, column 1: the game is empty: define at least one position, e.g. `A max : B` and `B = 1`"),
        (
            "# only a comment\n\n",
            "line 1, column 1: the game is empty: define at least one position, e.g. `A max : B` and `B = 1`",
        ),
        ("A max : B", "line 1, column 9: unknown successor `B`: no line defines it"),
        ("A max : B\nA = 1\nB = 2", "line 2, column 1: position `A` is defined twice (first on line 1)"),
        (
            "A : B\nB = 1",
            "line 1, column 1: position `A` has no mover: write `A max : …` (Paul) or `A min : …` (Carole)",
        ),
        ("A boss : B\nB = 1", "line 1, column 3: unknown mover `boss`: use max (Paul) or min (Carole)"),
        ("A max B\nB = 1", "line 1, column 3: missing `:` after `max`: write `NAME max : SUCCESSORS`"),
        (
            "A max :\nB = 1",
            "line 1, column 1: position `A` has no successors after `:`; an end position is written `A = VALUE`",
        ),
        ("A = inf", "line 1, column 5: VALUE `inf` is not a finite number"),
        ("A = NaN", "line 1, column 5: VALUE `NaN` is not a finite number"),
        ("A = 1e400", "line 1, column 5: VALUE `1e400` is not a finite number"),
        ("A = one", "line 1, column 5: VALUE `one` is not a finite number"),
        ("A = \u{2212}3", "line 1, column 5: VALUE `\u{2212}3` is not a finite number: type its minus sign as `-`"),
        ("A = 0x10", "line 1, column 5: VALUE `0x10` is not a finite number"),
        ("A =", "line 1, column 4: missing VALUE after `=`"),
        ("A = 1 2", "line 1, column 7: unexpected `2`"),
        ("A max = 1", "line 1, column 3: unexpected `max`"),
        ("A max : B = 1\nB = 1", "line 1, column 11: unexpected `=`"),
        ("A max : B : C\nB = 1\nC = 1", "line 1, column 11: unexpected `:`"),
        ("A B max : C\nC = 1", "line 1, column 3: unknown mover `B`: use max (Paul) or min (Carole)"),
        ("A max min : C\nC = 1", "line 1, column 7: unexpected `min`"),
        (
            ": B\nB = 1",
            "line 1, column 1: cannot read `:`: expected `NAME max|min : SUCCESSORS`, `NAME = VALUE` or `start NAME`",
        ),
        (
            "= 1",
            "line 1, column 1: cannot read `=`: expected `NAME max|min : SUCCESSORS`, `NAME = VALUE` or `start NAME`",
        ),
        (
            "hello world\nA = 1",
            "line 1, column 1: cannot read `hello`: expected `NAME max|min : SUCCESSORS`, `NAME = VALUE` or `start NAME`",
        ),
        ("start\nA = 1", "line 1, column 1: `start` needs the name of a position"),
        ("start Z\nA = 1", "line 1, column 7: start position `Z` is not defined"),
        ("start A\nstart A\nA = 1", "line 2, column 1: `start` is given twice (first on line 1)"),
        ("start A B\nA = 1", "line 1, column 9: unexpected `B`"),
        (
            "start A:B\nA = 1",
            "line 1, column 7: bad name `A:B`: a name is at most 64 bytes of non-space characters without `#`, `:` or `=`",
        ),
        ("start boss: B\nB = 1", "line 1, column 7: unknown mover `boss`: use max (Paul) or min (Carole)"),
        ("start A\nA max B\nB = 1", "line 2, column 3: missing `:` after `max`: write `NAME max : SUCCESSORS`"),
        (
            "A max : B\nB = 1\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx = 1",
            "line 3, column 1: bad name `xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`: a name is at most 64 bytes of non-space characters without `#`, `:` or `=`",
        ),
        ("  A max : B  # B is missing\n", "line 1, column 11: unknown successor `B`: no line defines it"),
        ("Ä max : ö\nö = 1\nA = x", "line 3, column 5: VALUE `x` is not a finite number"),
    ];
    for (input, expected) in table {
        let errors = parse(input).expect_err(input);
        assert_eq!(&errors.first().to_string(), expected, "input {input:?}");
    }
}

#[test]
fn size_limits_are_parameters() {
    let limits = Limits { max_positions: 3, max_moves: 100 };
    let text = "A max : B\nB max : C\nC max : D\nD = 1";
    let e = parse_with_limits(text, &limits).unwrap_err();
    assert_eq!(e.first().to_string(), "line 4, column 1: more than 3 positions: a game may have at most 3");
    let limits = Limits { max_positions: 100, max_moves: 3 };
    let e = parse_with_limits("A max : B B\nB min : C C\nC = 0", &limits).unwrap_err();
    assert_eq!(e.first().to_string(), "line 2, column 1: more than 3 moves: a game may have at most 3");
    // Limits read with thousands separators.
    let limits = Limits { max_positions: 100, max_moves: 1000 };
    let e = parse_with_limits(&format!("A max : {}\nB = 0", "B ".repeat(1001)), &limits).unwrap_err();
    assert!(e.first().to_string().ends_with("more than 1,000 moves: a game may have at most 1,000"), "{}", e.first());
}

#[test]
fn a_megabyte_token_is_quoted_short() {
    let text = format!("A max : B\nB = 1\n{}\n", "x".repeat(1_000_000));
    let message = parse(&text).unwrap_err().first().to_string();
    assert!(message.len() < 200, "{} bytes", message.len());
    assert_eq!(
        message,
        format!(
            "line 3, column 1: cannot read `{}…`: expected `NAME max|min : SUCCESSORS`, `NAME = VALUE` or `start NAME`",
            "x".repeat(80)
        )
    );
    let message = parse(&format!("A max : {}\n", "y".repeat(1_000_000))).unwrap_err().first().to_string();
    assert!(
        message.starts_with(&format!("line 1, column 9: bad name `{}…`: a name is at most 64 bytes", "y".repeat(80))),
        "{}",
        &message[..200]
    );
}

#[test]
fn not_utf8_is_located() {
    let e = parse_bytes(b"A max : B\n\xc3\x28 = 1", &Limits::default()).unwrap_err();
    assert_eq!(e.first().to_string(), "line 2, column 1: the text is not valid UTF-8");
}

#[test]
fn many_errors_are_capped_and_counted() {
    let text: String = (0..150).map(|i| format!("p{i} = x\n")).collect();
    let e = parse(&text).unwrap_err();
    assert_eq!(e.errors.len(), 100);
    assert_eq!(e.more, 50);
}

/// Lines that are valid, broken, or in between: the raw material of mutated inputs.
fn line() -> impl Strategy<Value = String> {
    prop_oneof![
        "[A-Da-d]{1,3} (max|min|paul|Carole|MAX|x)? ?:( [A-Da-d]{1,3}){0,4}",
        "[A-Da-d]{1,3} ?= ?(-?[0-9]{1,3}(\\.[0-9]{1,2})?|inf|NaN|x|)",
        "start [A-Da-d]{0,3}",
        "# .{0,10}",
        "[ :=#a-c\\t]{0,12}",
        ".{0,20}",
    ]
}

/// A random valid game: names p0…p(n−1), ends last, random moves to later or any positions.
fn game() -> impl Strategy<Value = gamegraph::graph::GameGraph> {
    (1usize..20, any::<u64>()).prop_map(|(n, seed)| {
        let mut rng = seed;
        let mut next = move || {
            rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (rng >> 33) as usize
        };
        let mut b = GraphBuilder::new();
        let ends = 1 + next() % n;
        for v in 0..n {
            if v >= n - ends {
                let value = (next() % 2001) as f64 / 100.0 - 10.0;
                b.add_end(format!("p{v}"), value);
            } else {
                let mover = if next() % 2 == 0 { Player::Max } else { Player::Min };
                let k = 1 + next() % 3;
                let succ: Vec<u32> = (0..k).map(|_| (next() % n) as u32).collect();
                b.add_position(format!("p{v}"), mover, succ);
            }
        }
        b.set_start((next() % n) as u32);
        b.build().unwrap()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn never_panics_on_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        let _ = parse_bytes(&bytes, &Limits::default());
    }

    #[test]
    fn never_panics_on_mutated_lines(lines in proptest::collection::vec(line(), 0..12)) {
        let text = lines.join("\n");
        match parse(&text) {
            Ok(g) => prop_assert_eq!(parse(&to_text(&g)).unwrap(), g),
            Err(e) => {
                // Lines end at \n, \r\n or a lone \r (as in an editor): at most one more line than breaks.
                let line_count = text.replace("\r\n", "\n").matches(['\n', '\r']).count() + 1;
                for error in &e.errors {
                    prop_assert!(error.line >= 1 && error.line <= line_count, "{} in {:?}", error, text);
                }
            }
        }
    }

    #[test]
    fn print_then_parse_is_the_same_game(g in game()) {
        prop_assert_eq!(parse(&to_text(&g)).unwrap(), g);
    }

    #[test]
    fn mutating_a_valid_text_never_panics(g in game(), at in any::<prop::sample::Index>(), byte in any::<u8>()) {
        let mut bytes = to_text(&g).into_bytes();
        let i = at.index(bytes.len());
        bytes[i] = byte;
        let _ = parse_bytes(&bytes, &Limits::default());
    }
}

/// A line with an error still defines its name: the error is not echoed as "unknown successor"
/// on every line that uses the name.
#[test]
fn a_broken_definition_does_not_cascade() {
    for text in ["A max : B\nB = x", "A max : B\nB boss : A", "A max : B\nB min :", "A max : B\nB max : C = 1"] {
        let e = parse(text).unwrap_err();
        assert_eq!(e.errors.len(), 1, "{text:?}: {e}");
        assert_eq!(e.first().line, 2, "{text:?}: {e}");
    }
}
