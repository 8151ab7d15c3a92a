//! The `gamegraph` binary from outside: outputs, exit statuses and error messages.

use crate::common;

use std::process::{Command, Output, Stdio};

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
fn the_summary_line_counts_moves_in_words() {
    let first_line = |text: &str| {
        let o = gamegraph(&["solve", "-a", "retrograde"], text);
        assert!(o.status.success(), "{}", stderr(&o));
        stdout(&o).lines().next().expect("a summary line").to_owned()
    };
    assert_eq!(first_line("A max : E\nE = 1\n"), "value of A = 1 (retrograde): Paul wins in 1 move");
    assert_eq!(first_line("A max : B\nB min : E\nE = -1\n"), "value of A = -1 (retrograde): Carole wins in 2 moves");
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
fn a_count_past_what_64_bits_hold_is_a_power_of_ten() {
    // 30 piles of 9: 2 × 10^30 positions (a 64-bit count would stop at 18,446,744,073,709,551,615).
    let piles = vec!["9"; 30].join(",");
    let o = gamegraph(&["preset", "nim", &piles], "");
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("× 10 × 10 × 10 = about 2.0 × 10^30 positions, more than the 1,000,000"),
        "{}",
        stderr(&o)
    );
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
    assert!(out.contains("note: 1 position is not reachable from the start and was ignored"), "{out}");
    assert!(!out.contains("\nZ "), "{out}");
    let o = gamegraph(&["solve"], "A max : B\nB = 1\nY = 4\nZ = 5\n");
    assert!(stdout(&o).contains("note: 2 positions are not reachable from the start and were ignored"));
}

#[test]
fn words_follow_their_numbers_and_zero_has_no_sign() {
    let o = gamegraph(&["solve", "-a", "alphabeta"], "A max : B\nB = 1\n");
    assert!(stdout(&o).contains("; 1 leaf evaluated (and 1 more"), "{}", stdout(&o));
    // The min of −0 and 0 is either: written 0 in JSON as in the table.
    let j = json(&["solve", "--json"], "A min : B C\nB = -0\nC = 0\n");
    assert_eq!(j["value"].to_string(), "0.0");
    // As written (a sign would show in the text), not as compared (−0.0 == 0.0).
    let written: Vec<String> = j["positions"].as_array().unwrap().iter().map(|p| p["value"].to_string()).collect();
    assert!(written.iter().all(|v| v == "0.0"), "{j}");
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

// Bounded work: inputs that would run or print for ever are refused at once, saying why and
// what to use instead.

/// 60 layers of two positions, each pointing to both of the next; the start points to both of
/// the first layer. 2 KB of text, 2^60 plays.
fn layered_text() -> String {
    let mut text = String::from("S max : L0a L0b\n");
    for layer in 0..60 {
        let mover = if layer % 2 == 0 { "min" } else { "max" };
        let next = if layer == 59 { "Ea Eb".to_owned() } else { format!("L{0}a L{0}b", layer + 1) };
        for side in ["a", "b"] {
            text.push_str(&format!("L{layer}{side} {mover} : {next}\n"));
        }
    }
    text.push_str("Ea = 1\nEb = 0\n");
    text
}

#[test]
fn alpha_beta_refuses_a_dag_whose_tree_has_two_to_the_sixty_leaves() {
    let o = gamegraph(&["solve", "-a", "alphabeta"], &layered_text());
    assert!(!o.status.success());
    assert_eq!(
        stderr(&o),
        "error: the game tree has 2^61 (2,305,843,009,213,693,952) leaves and 4,611,686,018,427,387,903 positions: \
         too many to search (at most 100,000,000); use --algorithm dfs, which looks at each of the 242 moves once\n"
    );
    // DFS solves it at once.
    let o = gamegraph(&["solve", "--json"], &layered_text());
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn alpha_beta_on_a_cycle_points_to_retrograde_analysis() {
    let o = gamegraph(&["solve", "-a", "alphabeta"], "A max : B\nB min : A E\nE = 1\n");
    assert!(!o.status.success());
    assert_eq!(
        stderr(&o),
        "error: the game tree is infinite: the game has a cycle; use --algorithm retrograde, which allows cycles\n"
    );
}

#[test]
fn a_cycle_through_a_hundred_thousand_positions_is_one_short_line() {
    let n = 100_000;
    let mut text = String::new();
    for i in 0..n {
        text.push_str(&format!("P{i} max : P{} E\n", (i + 1) % n));
    }
    text.push_str("E = 1\n");
    let o = gamegraph(&["solve"], &text);
    assert!(!o.status.success());
    let message = stderr(&o);
    assert!(message.len() < 200, "{} bytes: {}", message.len(), &message[..200]);
    assert_eq!(
        message,
        "error: cycle P0 → P1 → P2 → … 99,995 more … → P99998 → P99999 → P0: DFS minimax needs a graph \
         without cycles (a DAG); use retrograde analysis\n"
    );
}

#[test]
fn simulate_refuses_sizes_past_each_methods_limit_and_too_many_threads() {
    for (args, message) in [
        (
            vec!["--n", "40", "--method", "full"],
            "error: --n: 40 moves are too many for a full evaluation (full): at most 30",
        ),
        (
            vec!["--n", "1..31", "--method", "stream"],
            "error: --n: 31 moves are too many for a stream evaluation (stream): at most 30",
        ),
        (
            vec!["--n", "1..62", "--method", "alphabeta"],
            "error: --n: 62 moves are too many for alpha-beta (alphabeta): at most 44",
        ),
        (vec!["--threads", "100000"], "error: --threads: 100,000 threads are too many: at most 256"),
    ] {
        let mut full = vec!["simulate"];
        full.extend(args);
        let o = gamegraph(&full, "");
        assert!(!o.status.success(), "{full:?}");
        assert!(stderr(&o).starts_with(message), "{full:?}: {}", stderr(&o));
        assert!(o.stdout.is_empty(), "{full:?}");
    }
}

#[test]
fn simulate_announces_its_work_before_the_first_row() {
    let o = gamegraph(&["simulate", "--n", "1..3", "--runs", "10", "--threads", "2"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stderr(&o),
        "simulate: 30 games (n = 1..3, 10 runs each, full), 140 leaves to evaluate: under a second on 2 threads\n"
    );
    let o = gamegraph(&["simulate", "--n", "0", "--runs", "1", "--threads", "1"], "");
    assert_eq!(
        stderr(&o),
        "simulate: 1 game (n = 0, 1 run each, full), 1 leaf to evaluate: under a second on 1 thread\n"
    );
}

/// Each n's rows are written as soon as that n is done: the rows of the small games arrive
/// while the largest one is still being played.
#[test]
fn simulate_streams_each_ns_rows_before_the_largest_n_is_done() {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(env!("CARGO_BIN_EXE_gamegraph"))
        .args(["simulate", "--n", "1..30", "--runs", "1", "--threads", "1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs");
    let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
    assert_eq!(lines.next().unwrap().unwrap(), "n,run,seed,distribution,value,leaves_evaluated");
    for n in 1..=12 {
        let line = lines.next().expect("a row").expect("UTF-8");
        assert!(line.starts_with(&format!("{n},0,")), "{line}");
    }
    // n = 13..30 (2^31 leaves in all) are still to come.
    let still_running = child.try_wait().expect("the status").is_none();
    child.kill().expect("stop it");
    child.wait().expect("reaped");
    assert!(still_running, "the first rows came only when the whole run was over");
}

/// A parameter of 100,000 characters is quoted short: a message never grows with its input.
#[test]
fn long_parameters_are_quoted_short() {
    let long = "x".repeat(100_000);
    for args in [
        vec!["preset", "nim", long.as_str()],
        vec!["preset", "tictactoe", long.as_str()],
        vec!["preset", "catmouse", long.as_str()],
        vec!["preset", "sequence", long.as_str()],
        vec!["simulate", "--seed", long.as_str()],
        vec!["simulate", "--n", long.as_str()],
        vec!["simulate", "--leaves", long.as_str()],
    ] {
        let o = gamegraph(&args, "");
        assert!(!o.status.success(), "{args:?}");
        let message = stderr(&o);
        assert!(message.len() < 400, "{:?}: {} bytes", &args[..2], message.len());
        assert!(message.contains(&format!("{}…", "x".repeat(80))), "{:?}: {message}", &args[..2]);
    }
    let o = gamegraph(&["preset", "tictactoe", &long], "");
    assert!(stderr(&o).contains("has 100,000 characters"), "{}", stderr(&o));
}
