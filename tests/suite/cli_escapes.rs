//! Names from someone else's game file never reach the terminal raw: every control character
//! (C0, DEL, C1) and every direction override or isolate in a position's name is written as
//! `\u{…}` by `solve` (table and JSON), `trace` (every algorithm) and the error messages, and the
//! names still read.

use crate::common;

use common::gamegraph;

/// The characters a terminal acts on or that reorder the line: C0 controls, DEL, C1 controls,
/// the direction embeddings, overrides and isolates, and the direction marks.
fn dangerous() -> Vec<char> {
    let mut chars: Vec<char> = (0u32..0x20).chain([0x7f]).chain(0x80..0xa0).filter_map(char::from_u32).collect();
    chars.extend(('\u{202a}'..='\u{202e}').chain('\u{2066}'..='\u{2069}'));
    chars.extend(['\u{200e}', '\u{200f}', '\u{61c}']);
    chars
}

/// Whether `text` holds any of [`dangerous`], line breaks apart.
fn raw(text: &str) -> Option<char> {
    let dangerous = dangerous();
    text.chars().find(|&c| c != '\n' && dangerous.contains(&c))
}

/// A game whose names carry `c`: `A<c>x` moves to `B<c>y` and `C`; `B<c>y` to `C`.
fn game(c: char) -> String {
    format!("A{c}x max : B{c}y C\nB{c}y min : C\nC = 2\n")
}

/// One game naming a position after each character: `P<c>0` moves to `P<c>1` and `End`, and so
/// on (players alternating); every name a character, one run of the binary for all of them.
fn chain(chars: &[char]) -> (String, Vec<String>) {
    let names: Vec<String> = chars.iter().enumerate().map(|(i, c)| format!("P{c}{i}")).collect();
    let mut text = String::new();
    for (i, name) in names.iter().enumerate() {
        let mover = if i % 2 == 0 { "max" } else { "min" };
        let next = names.get(i + 1).map_or("End", String::as_str);
        text.push_str(&format!("{name} {mover} : {next} End\n"));
    }
    text.push_str("End = 1\n");
    (text, names)
}

const COMMANDS: [&[&str]; 9] = [
    &["solve"],
    &["solve", "--algorithm", "retrograde"],
    &["solve", "--algorithm", "alphabeta"],
    &["trace"],
    &["trace", "--algorithm", "retrograde"],
    &["trace", "--algorithm", "attractor"],
    &["trace", "--algorithm", "stack"],
    &["trace", "--algorithm", "alphabeta"],
    &["solve", "--json"],
];

#[test]
fn no_control_or_direction_character_of_a_name_is_printed_raw() {
    // A name holds any character but white space (which separates words).
    let (in_names, spaces): (Vec<char>, Vec<char>) = dangerous().into_iter().partition(|c| !c.is_whitespace());
    assert!(in_names.len() > 60, "C0, DEL, C1 and the direction characters are name characters");
    let (text, names) = chain(&in_names);
    for args in COMMANDS {
        let o = gamegraph(args, &text);
        let (out, err) = (String::from_utf8(o.stdout).unwrap(), String::from_utf8(o.stderr).unwrap());
        assert!(o.status.success(), "{args:?}: {err}");
        assert_eq!(raw(&out), None, "{args:?}: {out:?}");
        if args.contains(&"--json") {
            // JSON escapes them its own way (\u001b): the names read back whole.
            let json: serde_json::Value = serde_json::from_str(&out).unwrap();
            let read: Vec<&str> =
                json["positions"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect();
            assert_eq!(read[..names.len()], names.iter().map(String::as_str).collect::<Vec<_>>()[..]);
            continue;
        }
        // The names still read: P, the character's code, the number (the first two at least:
        // the alpha-beta table shows the start only; the traces show them all).
        for (i, c) in in_names.iter().enumerate().take(if args.contains(&"trace") { in_names.len() } else { 1 }) {
            let shown = format!("P\\u{{{:x}}}{i}", *c as u32);
            assert!(out.contains(&shown), "{args:?}: {shown} in {out}");
        }
    }
    // A white-space character splits a name: whatever is said of it, nothing raw.
    for c in spaces {
        for args in [&["solve"][..], &["trace"]] {
            let o = gamegraph(args, &game(c));
            assert_eq!(raw(&String::from_utf8(o.stdout).unwrap()), None, "U+{:04X}", c as u32);
            assert_eq!(raw(&String::from_utf8(o.stderr).unwrap()), None, "U+{:04X}", c as u32);
        }
    }
}

#[test]
fn the_table_lines_up_escaped_names() {
    let o = gamegraph(&["solve"], &game('\u{1b}'));
    let out = String::from_utf8(o.stdout).unwrap();
    assert_eq!(
        out,
        "value of A\\u{1b}x = 2 (dfs)\n\
         position  mover  value  best\n\
         A\\u{1b}x  max        2  B\\u{1b}y C\n\
         B\\u{1b}y  min        2  C\n\
         C         end        2\n"
    );
}

#[test]
fn error_messages_escape_the_names_they_quote() {
    // The title-setting sequence of the report, in a cycle's names.
    let o = gamegraph(&["solve"], "A max : B\u{1b}]0;PWNED\u{7} C\nB\u{1b}]0;PWNED\u{7} min : A\nC = 2\n");
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(!o.status.success());
    assert_eq!(raw(&err), None, "{err:?}");
    assert!(err.contains("cycle A → B\\u{1b}]0;PWNED\\u{7} → A"), "{err}");
}
