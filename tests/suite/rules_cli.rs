//! Rules files on the command line: `solve` and `trace` read a `.rhai` file as rules, `expand`
//! prints the game as a text that solves to the same values, `--param` sets a parameter, and
//! every mistake is said on stderr as FILE:LINE:COL with exit status 1.

use crate::common::gamegraph;

use std::path::PathBuf;

fn example(name: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/rules").join(name).display().to_string()
}

fn run(args: &[&str], stdin: &str) -> (bool, String, String) {
    let o = gamegraph(args, stdin);
    (o.status.success(), String::from_utf8(o.stdout).unwrap(), String::from_utf8(o.stderr).unwrap())
}

#[test]
fn the_text_expand_prints_solves_to_the_rules_values() {
    let rules = example("subtraction.rhai");
    let (ok, text, err) = run(&["expand", &rules, "--param", "stones=12"], "");
    assert!(ok, "{err}");
    assert!(text.starts_with("# Expanded from "), "{text}");
    assert!(text.contains("with stones=12 takes=1,3,4"), "{text}");
    let (ok, from_text, err) = run(&["solve", "--json", "-a", "retrograde"], &text);
    assert!(ok, "{err}");
    let (ok, from_rules, err) = run(&["solve", "--json", "-a", "retrograde", &rules, "--param", "stones=12"], "");
    assert!(ok, "{err}");
    assert_eq!(from_text, from_rules);
    let json: serde_json::Value = serde_json::from_str(&from_rules).unwrap();
    // 12 = 5 (mod 7): the player to move wins.
    assert_eq!((json["start"].as_str(), json["value"].as_f64()), (Some("P12"), Some(1.0)));
}

#[test]
fn trace_reads_rules_too() {
    let (ok, out, err) = run(&["trace", &example("nim.rhai"), "--param", "piles=1,1"], "");
    assert!(ok, "{err}");
    assert!(out.lines().count() > 5 && out.contains("P1.1"), "{out}");
}

#[test]
fn mistakes_are_said_with_the_file_line_and_column() {
    let dir = std::env::temp_dir().join(format!("gamegraph-rules-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let write = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path.display().to_string()
    };
    let looping = write(
        "loop.rhai",
        "fn start() { 0 }\nfn mover(s) { \"max\" }\nfn moves(s) {\n  loop { }\n}\nfn value(s) { 0 }\n",
    );
    let (ok, _, err) = run(&["solve", &looping], "");
    assert!(!ok);
    assert!(err.contains(&format!("{looping}:3:1: this call ran too long")), "{err}");
    assert!(err.contains("(in moves)"), "{err}");
    let broken = write("broken.rhai", "fn start() { 0 }\nfn mover(s) { \"max\" \n");
    let (ok, _, err) = run(&["expand", &broken], "");
    assert!(!ok);
    assert!(err.contains(&format!("{broken}:3:")), "{err}");
    let (ok, _, err) = run(&["solve", &example("subtraction.rhai"), "--param", "stone=3"], "");
    assert!(!ok);
    assert!(
        err.contains("--param stone: the rules never ask for a parameter named stone (they ask for stones, takes)"),
        "{err}"
    );
    let (ok, _, err) = run(&["solve", &example("subtraction.rhai"), "--param", "stones"], "");
    assert!(!ok && err.contains("write it NAME=VALUE"), "{err}");
    let (ok, _, err) = run(&["solve", "--param", "stones=3"], "A = 1\n");
    assert!(!ok && err.contains("parameters are a rules file's"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}
