//! `--first carole|paul` on the command line's Sequence commands: `preset sequence`, `simulate`,
//! `theory` and `merge` play the game with Carole first as the library does, Paul stays the
//! default, and a bad value is refused in words naming the flag.

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
    String::from_utf8(o.stderr).expect("UTF-8 errors")
}

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
