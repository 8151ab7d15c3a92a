//! Batches of Sequence games: seeds are reproducible and independent of the order runs are
//! computed in, the parameters are checked with errors naming them, and the statistics of many
//! runs agree with the exact theory.

use gamegraph::games::sequence::{Leaves, leaf_value};
use gamegraph::sim::batch::parse_leaves;
use gamegraph::sim::stats::sample_stats;
use gamegraph::sim::{Experiment, Method, NRange, RunRow, ValueLaw, run_seed, simulate_run};

/// The documented formula, written out with an independent SplitMix64:
/// run_seed(m, n, r) = draw(draw(mix(m), n), r), draw(key, i) = mix(key + (i + 1)·γ).
#[test]
fn run_seeds_follow_the_documented_formula() {
    const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;
    let mix = |mut z: u64| {
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let draw = |key: u64, i: u64| mix(key.wrapping_add(i.wrapping_add(1).wrapping_mul(GAMMA)));
    for master in [0, 1, 7, u64::MAX] {
        for n in [0, 1, 20, 62] {
            for run in [0, 1, 999, u64::MAX - 1] {
                assert_eq!(run_seed(master, n, run), draw(draw(mix(master), n as u64), run));
            }
        }
    }
    // Different runs, sizes and masters get different seeds.
    let mut seeds: Vec<u64> =
        (0..3).flat_map(|m| (0..20).flat_map(move |n| (0..50).map(move |r| run_seed(m, n, r)))).collect();
    let count = seeds.len();
    seeds.sort_unstable();
    seeds.dedup();
    assert_eq!(seeds.len(), count);
}

#[test]
fn a_run_is_the_game_its_seed_names() {
    let row = simulate_run(5, 3, 7, Leaves::Normal, Method::Stream).unwrap();
    assert_eq!((row.n, row.run, row.seed, row.leaves), (5, 3, run_seed(7, 5, 3), Leaves::Normal));
    assert_eq!(row.leaves_evaluated, 32);
    let by_hand = gamegraph::sim::value_by_levels(
        &gamegraph::games::sequence::Sequence::new(5, row.seed, Leaves::Normal).unwrap(),
    );
    assert_eq!(row.value.to_bits(), by_hand.to_bits());
    // n = 0: the value is the single leaf.
    let row = simulate_run(0, 0, 1, Leaves::Uniform, Method::AlphaBeta).unwrap();
    assert_eq!((row.value, row.leaves_evaluated), (leaf_value(row.seed, Leaves::Uniform, 0), 1));
    assert_eq!(simulate_run(63, 0, 1, Leaves::Uniform, Method::Full).unwrap_err().param, "n");
}

/// Runs are independent: any split of the jobs into pieces, computed in any order, gives the same
/// rows as the whole batch.
#[test]
fn jobs_can_be_split_and_reordered() {
    let e = Experiment::parse("2..6", "37", "99", "coin", "alphabeta").unwrap();
    assert_eq!(e.total_runs(), 5 * 37);
    let whole = e.run_jobs(0..e.total_runs());
    assert_eq!(whole.len(), 185);
    let mut pieces = Vec::new();
    for (start, end) in [(150, 185), (0, 1), (60, 150), (1, 60)] {
        pieces.push((start, e.run_jobs(start..end)));
    }
    pieces.sort_by_key(|&(start, _)| start);
    let joined: Vec<RunRow> = pieces.into_iter().flat_map(|(_, rows)| rows).collect();
    assert_eq!(joined, whole);
    // Job order is n-major.
    assert_eq!((e.job(0), e.job(36), e.job(37), e.job(184)), ((2, 0), (2, 36), (3, 0), (6, 36)));
    assert_eq!((whole[40].n, whole[40].run), (3, 3));
    assert_eq!(e.job_leaves(184), 64);
    // Past the end there is nothing.
    assert!(e.run_jobs(185..200).is_empty());
}

/// The same experiment by the three methods: the same values, and alpha-beta with fewer leaves.
#[test]
fn methods_change_the_leaf_counts_only() {
    let rows = |method| Experiment::parse("0..9", "20", "5", "uniform", method).unwrap().run_jobs(0..200);
    let (full, stream, ab) = (rows("full"), rows("stream"), rows("alphabeta"));
    for ((f, s), a) in full.iter().zip(&stream).zip(&ab) {
        assert_eq!((f.value.to_bits(), f.seed), (s.value.to_bits(), s.seed));
        assert_eq!((f.value.to_bits(), f.seed), (a.value.to_bits(), a.seed));
        assert_eq!(f.leaves_evaluated, 1 << f.n);
        assert_eq!(s.leaves_evaluated, 1 << s.n);
        assert!(a.leaves_evaluated <= f.leaves_evaluated);
    }
    assert!(ab.iter().map(|r| r.leaves_evaluated).sum::<u64>() < full.iter().map(|r| r.leaves_evaluated).sum::<u64>());
}

/// The seed, not the distribution, picks the game: coin leaves are the signs of the uniform ones,
/// so with coins VALUE(e) is the sign of the uniform VALUE(e) of the same run (max and min
/// commute with the sign).
#[test]
fn distributions_are_coupled_through_the_seed() {
    let uniform = Experiment::parse("1..8", "30", "3", "uniform", "full").unwrap().run_jobs(0..240);
    let coin = Experiment::parse("1..8", "30", "3", "coin", "full").unwrap().run_jobs(0..240);
    for (u, c) in uniform.iter().zip(&coin) {
        assert_eq!(u.seed, c.seed);
        assert_eq!(c.value, u.value.signum());
    }
}

/// For several n and a fixed seed, the mean and the standard deviation of the runs lie within
/// four standard errors of the exact values (standard errors from the exact law, the one of the
/// sd by the delta method with the exact kurtosis).
#[test]
fn statistics_of_runs_agree_with_the_exact_theory() {
    let runs = 2000;
    for leaves in Leaves::ALL {
        for n in [1, 2, 3, 6, 9, 12] {
            let e = Experiment::new(NRange::new(n, n).unwrap(), runs, 20_240_501, leaves, Method::Full).unwrap();
            let values: Vec<f64> = e.run_jobs(0..runs).iter().map(|r| r.value).collect();
            let measured = sample_stats(&values);
            let exact = ValueLaw::new(n, leaves).unwrap().summary();
            let errors = exact.standard_errors(runs);
            assert!(
                (measured.mean - exact.mean).abs() < 4.0 * errors.mean,
                "{leaves:?} n={n}: mean {} vs exact {} ± {}",
                measured.mean,
                exact.mean,
                errors.mean
            );
            assert!(
                (measured.sd - exact.sd).abs() < 4.0 * errors.sd,
                "{leaves:?} n={n}: sd {} vs exact {} ± {}",
                measured.sd,
                exact.sd,
                errors.sd
            );
        }
    }
}

#[test]
fn sample_statistics() {
    let s = sample_stats(&[1.0, 2.0, 3.0, 4.0]);
    assert_eq!((s.count, s.mean), (4, 2.5));
    assert!((s.sd - (5.0f64 / 3.0).sqrt()).abs() < 1e-15);
    assert!(sample_stats(&[]).mean.is_nan());
    assert!(sample_stats(&[1.0]).sd.is_nan());
    // Values close together keep their digits (the textbook E[x²] − E[x]² would return noise:
    // the variance, 2.5e-19, is far below the rounding error of E[x²] ≈ 1).
    let step = (1.0 + 1e-9) - 1.0;
    let close: Vec<f64> = (0..1000).map(|i| 1.0 + (i % 2) as f64 * step).collect();
    let expected = step / 2.0 * (1000.0f64 / 999.0).sqrt();
    assert!((sample_stats(&close).sd - expected).abs() < 1e-6 * expected, "{}", sample_stats(&close).sd);
}

/// Bad parameters are rejected with a message naming the parameter.
#[test]
fn parameters_are_checked() {
    let error = |n: &str, runs: &str, seed: &str, leaves: &str, method: &str| {
        Experiment::parse(n, runs, seed, leaves, method).unwrap_err().to_string()
    };
    assert_eq!(
        error("5..2", "10", "1", "uniform", "full"),
        "n: the range 5..2 is empty: the first n is larger than the last"
    );
    assert_eq!(error("1..63", "10", "1", "uniform", "full"), "n: 63 moves are too many: at most 62");
    assert_eq!(
        error("x", "10", "1", "uniform", "full"),
        "n: \"x\" is not a whole number of moves (write a range like 1..20)"
    );
    assert_eq!(
        error("1..-3", "10", "1", "uniform", "full"),
        "n: \"-3\" is not a whole number of moves (write a range like 1..20)"
    );
    assert_eq!(error("1..2", "0", "1", "uniform", "full"), "runs: at least one run per n is needed, not 0");
    assert_eq!(
        error("1..2", "ten", "1", "uniform", "full"),
        "runs: \"ten\" is not a whole number of runs from 1 to 2^40 = 1099511627776"
    );
    assert_eq!(
        error("1..2", "-3", "1", "uniform", "full"),
        "runs: \"-3\" is not a whole number of runs from 1 to 2^40 = 1099511627776"
    );
    assert!(
        error("1..2", "2000000000000", "1", "uniform", "full").starts_with("runs: 2000000000000 runs are too many")
    );
    assert_eq!(
        error("1..2", "1", "-4", "uniform", "full"),
        "seed: \"-4\" is not a whole number from 0 to 2^64 − 1 = 18446744073709551615"
    );
    assert_eq!(
        error("1..2", "1", "1", "gauss", "full"),
        "leaves: \"gauss\" is not a distribution: use uniform, coin or normal"
    );
    assert_eq!(
        error("1..2", "1", "1", "coin", "fast"),
        "method: \"fast\" is not a method: use full, stream or alphabeta"
    );
    assert_eq!(parse_leaves(" Normal ").unwrap(), Leaves::Normal);
    assert_eq!(Method::parse("alpha-beta"), Some(Method::AlphaBeta));
    assert_eq!(Method::parse("STREAM"), Some(Method::Stream));
}

#[test]
fn ranges_read_back_as_written() {
    for (text, first, last, shown) in [
        ("1..20", 1, 20, "1..20"),
        ("3..=5", 3, 5, "3..5"),
        (" 7 ", 7, 7, "7"),
        ("0..62", 0, 62, "0..62"),
        ("4..4", 4, 4, "4"),
    ] {
        let range = NRange::parse(text).unwrap();
        assert_eq!((range.first, range.last, range.len()), (first, last, last - first + 1));
        assert_eq!(range.to_string(), shown);
        assert_eq!(NRange::parse(shown).unwrap(), range);
    }
    assert_eq!(NRange::parse("2..4").unwrap().iter().collect::<Vec<_>>(), [2, 3, 4]);
}

#[test]
fn rows_print_as_csv() {
    let row = RunRow {
        n: 3,
        run: 4,
        seed: 5,
        leaves: Leaves::Coin,
        value: -1.0,
        leaves_evaluated: 6,
        first: gamegraph::graph::Player::Max,
    };
    assert_eq!(RunRow::CSV_HEADER, "n,run,seed,distribution,value,leaves_evaluated");
    assert_eq!(row.csv_line(), "3,4,5,coin,-1,6");
    let row = RunRow { value: 0.1 + 0.2, leaves: Leaves::Uniform, ..row };
    assert_eq!(row.csv_line(), "3,4,5,uniform,0.30000000000000004,6");
    assert_eq!(row.csv_line().split(',').nth(4).unwrap().parse::<f64>().unwrap(), 0.1 + 0.2);
}
