//! `gamegraph simulate --part I/K` and `gamegraph merge` from outside: the parts of an experiment,
//! concatenated or merged, are the whole run's output byte for byte; bad parts and parts that do
//! not join are refused in words.

use std::path::PathBuf;
use std::process::{Command, Output};

fn gamegraph(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gamegraph")).args(args).output().expect("the binary runs")
}

fn success(args: &[&str]) -> Vec<u8> {
    let o = gamegraph(args);
    assert!(o.status.success(), "{args:?}: {}", String::from_utf8_lossy(&o.stderr));
    o.stdout
}

fn failure(args: &[&str]) -> String {
    let o = gamegraph(args);
    assert!(!o.status.success(), "{args:?} should fail");
    assert!(o.stdout.is_empty(), "{args:?} wrote {}", String::from_utf8_lossy(&o.stdout));
    String::from_utf8(o.stderr).expect("UTF-8 errors")
}

const EXPERIMENT: [&str; 9] = ["simulate", "--n", "1..9", "--runs", "13", "--seed", "41", "--leaves", "normal"];

fn part(experiment: &[&str], i: u64, k: u64) -> Vec<u8> {
    let part = format!("{i}/{k}");
    let mut args = experiment.to_vec();
    args.extend(["--part", &part, "--threads", "2"]);
    success(&args)
}

/// A fresh directory for this test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gamegraph-parts-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn parts_concatenated_are_the_whole_run() {
    let whole = success(&EXPERIMENT);
    // 117 rows; 200 parts is more parts than rows: most are empty.
    for k in [1, 2, 7, 200] {
        let parts: Vec<Vec<u8>> = (1..=k).map(|i| part(&EXPERIMENT, i, k)).collect();
        assert_eq!(parts.concat(), whole, "{k} parts");
        assert!(parts[0].starts_with(b"n,run,seed,distribution,value,leaves_evaluated\n"));
        if k == 200 {
            assert!(parts.iter().filter(|p| p.is_empty()).count() >= 200 - 117);
        }
    }
    // Alpha-beta's parts too.
    let mut alphabeta = EXPERIMENT.to_vec();
    alphabeta.extend(["--method", "alphabeta"]);
    let parts: Vec<Vec<u8>> = (1..=3).map(|i| part(&alphabeta, i, 3)).collect();
    assert_eq!(parts.concat(), success(&alphabeta));
}

#[test]
fn merge_joins_the_parts_into_the_whole_run() {
    let whole = success(&EXPERIMENT);
    let dir = scratch("merge");
    let files: Vec<String> = (1..=7)
        .map(|i| {
            let path = dir.join(format!("part-{i}.csv"));
            std::fs::write(&path, part(&EXPERIMENT, i, 7)).unwrap();
            path.display().to_string()
        })
        .collect();
    let mut args = vec!["merge"];
    args.extend(files.iter().map(String::as_str));
    assert_eq!(success(&args), whole);
    // A part missing, or two swapped: refused, naming the file and line.
    let mut missing = vec!["merge"];
    missing.extend(files.iter().filter(|f| !f.ends_with("part-4.csv")).map(String::as_str));
    let error = failure(&missing);
    assert!(error.contains("part-5.csv: line 1: n = ") && error.contains("a part is missing"), "{error}");
    let mut swapped = vec!["merge"];
    swapped.extend([&files[0], &files[2], &files[1]].map(String::as_str));
    assert!(failure(&swapped).contains("part-3.csv: line 1:"));
    // The last part cut short (a job killed while writing).
    let cut = dir.join("cut.csv");
    let last = std::fs::read(&files[6]).unwrap();
    std::fs::write(&cut, &last[..last.len() - 3]).unwrap();
    let mut short = vec!["merge"];
    short.extend(files[..6].iter().map(String::as_str));
    short.push(cut.to_str().unwrap());
    assert!(failure(&short).contains("cut.csv: line "), "ends without a line break");
    // Parts of another seed.
    let mut other = EXPERIMENT.to_vec();
    other[6] = "42";
    let stranger = dir.join("stranger.csv");
    std::fs::write(&stranger, part(&other, 2, 2)).unwrap();
    let error = failure(&["merge", &files[0], stranger.to_str().unwrap()]);
    assert!(error.contains("stranger.csv: line 1: the seed is of master seed 42, the rows before of 41"), "{error}");
    // A first file without the header, and a later one with another.
    let error = failure(&["merge", &files[1]]);
    assert!(
        error.contains("part-2.csv: line 1: ") && error.contains("the first part must start with the header"),
        "{error}"
    );
    let odd = dir.join("odd.csv");
    std::fs::write(&odd, "n,run,seed\n").unwrap();
    assert!(
        failure(&["merge", &files[0], odd.to_str().unwrap()])
            .contains("odd.csv: line 1: \"n,run,seed\": a later part's header differs")
    );
    assert!(failure(&["merge", "no-such-file.csv"]).contains("cannot read no-such-file.csv"));
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn bad_parts_are_refused_in_words() {
    for (part, message) in [
        ("0/3", "--part: there is no part 0 of 3: the parts are numbered from 1 to 3"),
        ("4/3", "--part: there is no part 4 of 3"),
        ("x", "--part: \"x\" is not a part: write I/K for the I-th of K parts"),
        ("1/0", "--part: an experiment is cut into at least 1 part, not 0"),
        ("3", "--part: \"3\" is not a part"),
        ("-1/3", "--part: \"-1/3\" is not a part"),
    ] {
        let error = failure(&["simulate", "--n", "3", "--runs", "2", "--part", part]);
        assert!(error.starts_with(&format!("error: {message}")), "{part}: {error}");
    }
}

#[test]
fn a_part_announces_its_jobs_on_standard_error_only() {
    let o = gamegraph(&["simulate", "--n", "1..4", "--runs", "10", "--part", "2/2"]);
    assert!(o.status.success());
    let stderr = String::from_utf8(o.stderr).unwrap();
    assert!(stderr.starts_with("simulate: part 2 of 2, jobs "), "{stderr}");
    let stdout = String::from_utf8(o.stdout).unwrap();
    assert!(stdout.lines().all(|l| l.split(',').count() == 6 && !l.starts_with("n,")), "rows only");
}
