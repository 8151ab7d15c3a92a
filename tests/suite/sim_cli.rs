//! `gamegraph simulate` and `gamegraph theory` from outside: the CSV is the library's rows in job
//! order whatever the number of threads, the table is the exact theory, and bad parameters fail
//! with a message naming the flag.

use std::process::{Command, Output};

use gamegraph::games::sequence::Leaves;
use gamegraph::graph::Player;
use gamegraph::sim::theory::ValueLaw;
use gamegraph::sim::{Experiment, RunRow};

fn gamegraph(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gamegraph")).args(args).output().expect("the binary runs")
}

fn success(args: &[&str]) -> String {
    let o = gamegraph(args);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout).expect("UTF-8 output")
}

fn failure(args: &[&str]) -> String {
    let o = gamegraph(args);
    assert!(!o.status.success(), "{args:?} should fail");
    assert!(o.stdout.is_empty());
    String::from_utf8(o.stderr).expect("UTF-8 errors")
}

#[test]
fn simulate_prints_the_library_rows_in_order() {
    let args =
        ["simulate", "--n", "1..6", "--runs", "25", "--seed", "7", "--leaves", "normal", "--method", "alphabeta"];
    let text = success(&args);
    let expected = Experiment::parse("1..6", "25", "7", "normal", "alphabeta").unwrap();
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some(RunRow::CSV_HEADER));
    let rows: Vec<&str> = lines.collect();
    assert_eq!(rows.len(), 150);
    for (j, line) in rows.iter().enumerate() {
        assert_eq!(*line, expected.run_job(j as u64).csv_line());
    }
    // One thread or all: the same bytes.
    let mut one = args.to_vec();
    one.extend(["--threads", "1"]);
    assert_eq!(success(&one), text);
}

#[test]
fn simulate_defaults_are_uniform_leaves_by_full_evaluation() {
    let text = success(&["simulate", "--n", "3", "--runs", "2"]);
    assert_eq!(text.lines().count(), 3);
    let row = text.lines().nth(2).unwrap();
    let fields: Vec<&str> = row.split(',').collect();
    assert_eq!((fields[0], fields[1], fields[3], fields[5]), ("3", "1", "uniform", "8"));
    // The page's default seed, 7: the same rows as the lab's default link.
    assert_eq!(text, success(&["simulate", "--n", "3..3", "--runs", "2", "--seed", "7", "--method", "stream"]));
}

#[test]
fn simulate_errors_name_the_flag() {
    for (args, message) in [
        (vec!["--n", "5..2"], "--n: the range 5..2 is empty"),
        (vec!["--n", "60..63"], "--n: 63 moves are too many: at most 62"),
        (vec!["--n", "-1..3"], "--n: \"-1\" is not a whole number of moves"),
        (vec!["--runs", "0"], "--runs: at least one run per n is needed, not 0"),
        (vec!["--seed", "-5"], "--seed: \"-5\" is not a whole number"),
        (vec!["--leaves", "cauchy"], "--leaves: \"cauchy\" is not a distribution"),
        (vec!["--method", "dfs"], "--method: \"dfs\" is not a method"),
        (vec!["--threads", "0"], "--threads: at least one thread is needed"),
        (vec!["--threads", "-1"], "--threads: at least one thread is needed, not -1"),
        (vec!["--threads=-1"], "--threads: at least one thread is needed, not -1"),
        (vec!["--threads", "300"], "--threads: 300 threads are too many: at most 256"),
        (vec!["--threads", "100000000000000000000000"], "--threads: about 1.0 × 10^23 threads are too many"),
        (vec!["--threads", "two"], "--threads: \"two\" is not a whole number of threads from 1 to 256"),
    ] {
        let mut full = vec!["simulate"];
        full.extend(args);
        let stderr = failure(&full);
        assert!(stderr.starts_with(&format!("error: {message}")), "{full:?}: {stderr}");
    }
}

#[test]
fn theory_prints_the_exact_table() {
    let csv = success(&["theory", "--n", "1..4", "--leaves", "normal", "--csv"]);
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some("n,mean,sd,median,q05,q95"));
    for (n, line) in (1..=4).zip(lines) {
        let s = ValueLaw::new(n, Leaves::Normal).unwrap().summary();
        assert_eq!(line, format!("{},{},{},{},{},{}", s.n, s.mean, s.sd, s.median, s.q05, s.q95));
    }
    let table = success(&["theory", "--n", "0..2"]);
    let lines: Vec<&str> = table.lines().collect();
    assert_eq!(lines[0], "exact law of VALUE(e), uniform leaves");
    assert!(lines[1].split_whitespace().eq(["n", "mean", "sd", "median", "q05", "q95"]));
    // n = 0: mean 0 (not −0), sd 1/√3; n = 1: mean 1/3.
    assert!(lines[2].split_whitespace().take(3).eq(["0", "0.000000000000", "0.577350269190"]), "{}", lines[2]);
    assert!(lines[3].split_whitespace().take(2).eq(["1", "0.333333333333"]));
    assert!(lines[5].starts_with("limits: even n → -0.236067977500, odd n → 0.236067977500"), "{}", lines[5]);
    // The default range is 1..30.
    assert_eq!(success(&["theory", "--csv", "--leaves", "coin"]).lines().count(), 31);
}

#[test]
fn theory_adds_alpha_beta_counts_on_request() {
    let csv = success(&["theory", "--n", "2..3", "--csv", "--alphabeta"]);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "n,mean,sd,median,q05,q95,alphabeta_leaves,minimal_leaves");
    let last: Vec<&str> = lines[1].split(',').collect();
    assert!((last[6].parse::<f64>().unwrap() - 11.0 / 3.0).abs() < 1e-4, "{}", lines[1]);
    assert_eq!(last[7], "3");
    assert_eq!(lines[2].split(',').nth(7), Some("5"));
    assert!(success(&["theory", "--n", "5", "--alphabeta"]).contains("alphabeta_leaves"));
    assert!(failure(&["theory", "--alphabeta", "--leaves", "coin"]).starts_with("error: --alphabeta: "));
}

#[test]
fn theory_errors_name_the_flag() {
    assert!(failure(&["theory", "--n", "70"]).starts_with("error: --n: 70 moves are too many"));
    assert!(failure(&["theory", "--leaves", "bits"]).starts_with("error: --leaves: \"bits\" is not a distribution"));
}

// `--first carole|paul` on the Sequence commands: Carole first as the library plays it, Paul the
// default, a bad value refused in words naming the flag.

#[test]
fn simulate_with_carole_first_prints_the_library_rows_and_paul_is_the_default() {
    let args = ["simulate", "--n", "1..5", "--runs", "4", "--seed", "3", "--method", "alphabeta"];
    let carole = success(&[&args[..], &["--first", "carole"]].concat());
    let expected = Experiment::parse("1..5", "4", "3", "uniform", "alphabeta").unwrap().with_first(Player::Min);
    let mut lines = carole.lines();
    assert_eq!(lines.next(), Some(RunRow::CSV_HEADER_CAROLE_FIRST));
    let rows: Vec<&str> = lines.collect();
    assert_eq!(rows.len(), 20);
    for (j, line) in rows.iter().enumerate() {
        assert_eq!(*line, expected.run_job(j as u64).csv_line());
    }
    assert_eq!(success(&args), success(&[&args[..], &["--first", "Paul"]].concat()));
    assert!(success(&args).starts_with(&format!("{}\n", RunRow::CSV_HEADER)));
}

#[test]
fn merge_joins_the_parts_of_a_carole_first_run() {
    let dir = std::env::temp_dir().join(format!("gamegraph-first-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let args = ["simulate", "--n", "1..6", "--runs", "5", "--first", "carole"];
    let whole = success(&args);
    let parts: Vec<String> = (1..=3)
        .map(|i| {
            let path = dir.join(format!("part{i}.csv"));
            std::fs::write(&path, success(&[&args[..], &["--part", &format!("{i}/3")]].concat())).unwrap();
            path.to_string_lossy().into_owned()
        })
        .collect();
    let merged = success(&[&["merge"][..], &parts.iter().map(String::as_str).collect::<Vec<_>>()].concat());
    std::fs::remove_dir_all(&dir).ok();
    assert_eq!(merged, whole);
}

#[test]
fn theory_and_preset_take_the_first_mover() {
    let csv = success(&["theory", "--n", "1..3", "--leaves", "normal", "--first", "carole", "--csv"]);
    let row = csv.lines().nth(2).unwrap();
    let summary = ValueLaw::new(2, Leaves::Normal).unwrap().with_first(Player::Min).summary();
    assert_eq!(row, format!("2,{},{},{},{},{}", summary.mean, summary.sd, summary.median, summary.q05, summary.q95));
    let table = success(&["theory", "--n", "2", "--first", "carole"]);
    assert!(table.starts_with("exact law of VALUE(e), uniform leaves, Carole first\n"), "{table}");
    let text = success(&["preset", "sequence", "2", "--first", "carole"]);
    assert!(text.contains("e min : 0 1\n0 max : 00 01\n"), "{text}");
    assert!(success(&["preset", "sequence", "2"]).contains("e max : 0 1\n"));
}

#[test]
fn a_bad_first_mover_is_refused_in_words() {
    assert_eq!(
        failure(&["simulate", "--n", "2", "--first", "bob"]),
        "error: --first: \"bob\" is not a player: use paul or carole\n"
    );
    assert_eq!(
        failure(&["theory", "--first", "max2"]),
        "error: --first: \"max2\" is not a player: use paul or carole\n"
    );
    assert_eq!(
        failure(&["preset", "sequence", "2", "--first", ""]),
        "error: preset sequence: first: \"\" is not a player: use paul or carole\n"
    );
}
