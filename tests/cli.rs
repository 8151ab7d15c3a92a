//! The `gamegraph` binary from outside: outputs, exit statuses and error messages.

mod common;

use std::process::Output;

use common::gamegraph;

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("UTF-8 output")
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("UTF-8 errors")
}

fn preset(args: &[&str]) -> String {
    let o = gamegraph(args, "");
    assert!(o.status.success(), "{}", stderr(&o));
    stdout(&o)
}

fn json(args: &[&str], stdin: &str) -> serde_json::Value {
    let o = gamegraph(args, stdin);
    assert!(o.status.success(), "{}", stderr(&o));
    serde_json::from_str(&stdout(&o)).expect("one JSON object")
}

#[test]
fn nim_1_2_is_a_first_player_win() {
    let text = preset(&["preset", "nim", "1,2"]);
    let j = json(&["solve", "--json"], &text);
    assert_eq!(j["start"], "P1.2");
    assert_eq!(j["value"], 1.0);
    let start = &j["positions"][0];
    assert_eq!(start["name"], "P1.2");
    assert_eq!(start["best"], serde_json::json!(["C1.1"]));
}

#[test]
fn the_three_algorithms_agree_on_tictactoe_from_a_mid_game_board() {
    let text = preset(&["preset", "tictactoe", "X.O.X...."]);
    let dfs = json(&["solve", "--json"], &text);
    let retro = json(&["solve", "--json", "--algorithm", "retrograde"], &text);
    let alphabeta = json(&["solve", "--json", "-a", "alphabeta"], &text);
    assert_eq!(dfs["value"], retro["value"]);
    assert_eq!(dfs["value"], alphabeta["value"]);
    assert!(alphabeta["leaves"].as_u64().unwrap() > 0);
    assert_eq!(dfs["positions"][0]["best"], alphabeta["positions"][0]["best"]);
}

#[test]
fn a_cycle_is_an_error_for_dfs_and_a_draw_for_retrograde() {
    let text = "A max : B X\nB min : A Y\nX = -1\nY = 1\n";
    let o = gamegraph(&["solve"], text);
    assert!(!o.status.success());
    assert_eq!(
        stderr(&o),
        "error: cycle A → B → A: DFS minimax needs a graph without cycles (a DAG); use retrograde analysis\n"
    );
    let j = json(&["solve", "--json", "-a", "retrograde"], text);
    assert_eq!(j["value"], 0.0);
    assert_eq!(j["outcome"], "draw");
    let o = gamegraph(&["solve", "-a", "alphabeta"], text);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("retrograde"), "{}", stderr(&o));
}

#[test]
fn parse_errors_name_file_line_and_column() {
    let o = gamegraph(&["solve", "-"], "A max : B\nB = x\n");
    assert!(!o.status.success());
    assert_eq!(stderr(&o), "error: <stdin>:2:5: VALUE `x` is not a finite number\n");
    let o = gamegraph(&["solve", "/nonexistent/game.txt"], "");
    assert!(!o.status.success());
    assert!(stderr(&o).starts_with("error: cannot read /nonexistent/game.txt"));
}

#[test]
fn bad_preset_parameters_are_named() {
    let o = gamegraph(&["preset", "nim", "3,x"], "");
    assert!(!o.status.success());
    assert!(stderr(&o).starts_with("error: preset nim: piles"), "{}", stderr(&o));
    let o = gamegraph(&["preset", "sequence", "40"], "");
    assert!(stderr(&o).contains("n:"), "{}", stderr(&o));
}

#[test]
fn trace_prints_one_event_per_line() {
    let text = preset(&["preset", "nim", "1,1"]);
    let o = gamegraph(&["trace"], &text);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "discover P1.1 t=1");
    assert!(lines.contains(&"edge C1.0 -> P0.0 black (value -1 reused)"));
    assert_eq!(*lines.last().unwrap(), "finish P1.1 t=8 value=-1 best=C0.1");
    let o = gamegraph(&["trace", "-a", "retrograde"], &text);
    assert!(stdout(&o).lines().any(|l| l.starts_with("label P1.1 value=-1 outcome=carole")));
}

#[test]
fn unreachable_positions_are_reported_not_solved() {
    let o = gamegraph(&["solve"], "A max : B\nB = 1\nZ = 5\n");
    assert!(o.status.success());
    let out = stdout(&o);
    assert!(out.contains("note: 1 positions are not reachable"), "{out}");
    assert!(!out.contains("\nZ "), "{out}");
}

#[test]
fn every_preset_prints_a_game_the_solver_reads() {
    for args in [
        vec!["preset", "nim", "2,2", "--carole-first"],
        vec!["preset", "sequence", "4", "--seed", "7", "--leaves", "normal"],
        vec!["preset", "tictactoe", "XOXOXO..."],
        vec!["preset", "catmouse"],
        vec!["preset", "chomp", "2", "3"],
    ] {
        let text = preset(&args);
        let j = json(&["solve", "--json", "-a", "retrograde"], &text);
        assert!(j["value"].is_number(), "{args:?}");
    }
}
