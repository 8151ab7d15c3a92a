//! The Sequence lab's wasm API (`src/wasm/lab.rs`) in headless Chromium: a slice of jobs gives
//! the engine's rows as typed arrays, its CSV is the command line's, bad parameters name
//! themselves, and the theory bindings return the engine's numbers.

use gamegraph::games::sequence::Leaves;
use gamegraph::sim::{Experiment, Method, NRange};
use gamegraph::wasm::{
    LabExperiment, csv_header, csv_rows, expected_alpha_beta_leaves, lab_constants, limit_value, minimal_tree_leaves,
    theory_atoms, theory_cdf, theory_density, theory_table,
};
use js_sys::{Float64Array, Reflect};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

fn get(object: &JsValue, key: &str) -> JsValue {
    Reflect::get(object, &JsValue::from_str(key)).expect("readable property")
}

#[wasm_bindgen_test]
fn a_slice_of_jobs_gives_the_engines_rows() {
    for (leaves, keyword) in [(Leaves::Uniform, "uniform"), (Leaves::Coin, "coin"), (Leaves::Normal, "normal")] {
        for (method, name) in [(Method::Full, "full"), (Method::Stream, "stream"), (Method::AlphaBeta, "alphabeta")] {
            let lab = LabExperiment::new("2..6", "5", "7", keyword, name, "paul").expect("valid experiment");
            assert_eq!((lab.first(), lab.last(), lab.runs(), lab.total_runs()), (2, 6, 5.0, 25.0));
            let batch = lab.run_jobs(4.0, 13.0).expect("a slice");
            let engine = Experiment::new(NRange::new(2, 6).unwrap(), 5, 7, leaves, method).unwrap().run_jobs(4..13);
            assert_eq!(batch.length(), 9);
            let (values, n, runs, seeds, counts) =
                (batch.values(), batch.n(), batch.runs(), batch.seeds(), batch.leaves_evaluated());
            for (i, row) in engine.iter().enumerate() {
                assert_eq!(values[i].to_bits(), row.value.to_bits(), "{keyword} {name} job {}", i + 4);
                assert_eq!((n[i], runs[i], seeds[i], counts[i]), (row.n, row.run, row.seed, row.leaves_evaluated));
            }
        }
    }
}

#[wasm_bindgen_test]
fn the_csv_is_the_command_lines() {
    assert_eq!(csv_header("paul").unwrap(), "n,run,seed,distribution,value,leaves_evaluated");
    assert_eq!(csv_header("carole").unwrap(), "n,run,seed,distribution,value,leaves_evaluated,first");
    for (n, method) in [("1..30", "full"), ("30", "stream"), ("1..44", "alphabeta")] {
        assert!(LabExperiment::new(n, "1", "7", "uniform", method, "paul").is_ok(), "{n} {method}");
    }
    let lab = LabExperiment::new("1..3", "2", "7", "uniform", "full", "paul").unwrap();
    let batch = lab.run_jobs(0.0, 6.0).unwrap();
    let text = csv_rows(
        "uniform",
        "paul",
        &batch.n(),
        &batch.runs(),
        &batch.seeds(),
        &batch.values(),
        &batch.leaves_evaluated(),
    )
    .expect("columns of one length");
    // `gamegraph simulate --n 1..3 --runs 2 --seed 7`, first two rows.
    assert!(text.starts_with("1,0,14341046468285645386,uniform,-0.3893147525525117,2\n1,1,16776958082181307862,uniform,0.19111100941247472,2\n"), "{text}");
    assert_eq!(text.lines().count(), 6);
    assert!(csv_rows("uniform", "paul", &[1], &[], &[], &[0.5], &[2]).is_err());
}

#[wasm_bindgen_test]
fn bad_parameters_name_themselves() {
    for (args, param) in [
        (["1..99", "10", "7", "uniform", "full"], "n"),
        (["5..2", "10", "7", "uniform", "full"], "n"),
        (["1..3", "0", "7", "uniform", "full"], "runs"),
        (["1..3", "ten", "7", "uniform", "full"], "runs"),
        (["1..3", "10", "-1", "uniform", "full"], "seed"),
        (["1..3", "10", "7", "cauchy", "full"], "leaves"),
        (["1..3", "10", "7", "uniform", "magic"], "method"),
        // The engine enforces each method's largest n itself, not the page only (issue 10, 7).
        (["1..31", "1", "7", "uniform", "full"], "n"),
        (["31", "1", "7", "uniform", "stream"], "n"),
        (["1..45", "1", "7", "uniform", "alphabeta"], "n"),
        (["1..62", "1", "7", "uniform", "alphabeta"], "n"),
    ] {
        let error = LabExperiment::new(args[0], args[1], args[2], args[3], args[4], "paul").err().expect("refused");
        assert_eq!(get(&error, "param").as_string().as_deref(), Some(param), "{args:?}");
    }
    let error = LabExperiment::new("1..3", "10", "7", "uniform", "full", "bob").err().expect("refused");
    assert_eq!(get(&error, "param").as_string().as_deref(), Some("first"));
    for (n, method) in [("1..30", "full"), ("30", "stream"), ("1..44", "alphabeta")] {
        assert!(LabExperiment::new(n, "1", "7", "uniform", method, "paul").is_ok(), "{n} {method}");
    }
    let lab = LabExperiment::new("1..3", "2", "7", "uniform", "full", "paul").unwrap();
    assert!(lab.run_jobs(-1.0, 2.0).is_err());
    assert!(lab.run_jobs(0.5, 2.0).is_err());
}

#[wasm_bindgen_test]
fn the_theory_is_the_engines() {
    let table = theory_table(1, 4, "uniform", "paul").expect("a table");
    let mean: Float64Array = get(&table, "mean").into();
    // E[max of two uniforms on [−1, 1]] = 1/3.
    assert!((mean.get_index(0) - 1.0 / 3.0).abs() < 1e-12);
    let limit: Float64Array = get(&table, "limit").into();
    assert!((limit.get_index(0) - (5f64.sqrt() - 2.0)).abs() < 1e-12);
    assert!((limit.get_index(1) + (5f64.sqrt() - 2.0)).abs() < 1e-12);
    assert_eq!(limit_value(2, "uniform", "paul").unwrap(), limit.get_index(1));
    // n = 1: P(max ≤ x) = ((1 + x)/2)², density (1 + x)/2.
    let cdf = theory_cdf(1, "uniform", "paul", &[0.0, 0.5]).unwrap();
    assert!((cdf[0] - 0.25).abs() < 1e-15 && (cdf[1] - 0.5625).abs() < 1e-15);
    let density = theory_density(1, "uniform", "paul", &[0.0]).unwrap();
    assert!((density[0] - 0.5).abs() < 1e-15);
    // Coins: VALUE(e) = +1 for n = 1 unless both leaves are −1.
    assert_eq!(theory_atoms(1, "coin", "paul").unwrap(), [-1.0, 0.25, 1.0, 0.75]);
    assert!(theory_atoms(3, "uniform", "paul").unwrap().is_empty());
    // Carole first: P(min ≤ 0) = 3/4 for n = 1, and coins give −1 unless both leaves are +1.
    assert!((theory_cdf(1, "uniform", "carole", &[0.0]).unwrap()[0] - 0.75).abs() < 1e-15);
    assert_eq!(theory_atoms(1, "coin", "carole").unwrap(), [-1.0, 0.75, 1.0, 0.25]);
    assert!(theory_cdf(1, "uniform", "bob", &[0.0]).is_err());
    // Alpha-beta: 1 leaf for n = 0, 11/3 for n = 2 (sim::pruning's hand check), the minimum.
    let expected = expected_alpha_beta_leaves(4).unwrap();
    assert_eq!(expected.len(), 5);
    assert!((expected[2] - 11.0 / 3.0).abs() < 1e-3);
    assert_eq!(minimal_tree_leaves(4).unwrap(), 7.0);
    assert!(minimal_tree_leaves(63).is_err());
    let constants = lab_constants();
    assert!((get(&constants, "spreadRatio").as_f64().unwrap() - 0.809_017).abs() < 1e-6);
    assert!((get(&constants, "pStar").as_f64().unwrap() - 0.381_966).abs() < 1e-6);
    assert!((get(&constants, "alphaBetaBranching").as_f64().unwrap() - 1.618_034).abs() < 1e-6);
    assert!((get(&constants, "goldenRatio").as_f64().unwrap() - 1.618_034).abs() < 1e-6);
    assert_eq!(get(&constants, "maxN").as_f64(), Some(62.0));
    // The page estimates an alpha-beta run as alphaBetaLeafFactor · alphaBetaBranching^n leaves.
    assert_eq!(get(&constants, "alphaBetaLeafFactor").as_f64(), Some(3.5));
}

/// In WebAssembly with `simd128` the leaves run on `v128` lanes: they, the subtree values the
/// fused reduction stores and every method's root VALUE are those of the portable scalar code, to
/// the bit (the page's CSV must equal `gamegraph simulate`'s).
#[wasm_bindgen_test]
fn simd_lanes_give_the_scalar_leaves_and_values() {
    use gamegraph::games::sequence::{LeafValues, Sequence};
    use gamegraph::graph::Player;
    use gamegraph::lanes::{HAS_SIMD, Pair, Simd};
    use gamegraph::sim::leaf_blocks::{generate, generate_reduced};
    use gamegraph::sim::{LeafArray, evaluate, run_seed};

    const { assert!(HAS_SIMD, "the wasm tests are built with simd128 (.cargo/config.toml)") };
    for run in 0..30 {
        let seed = run_seed(11, 20, run);
        for leaves in [Leaves::Uniform, Leaves::Coin] {
            let values = LeafValues::new(seed, leaves);
            let one_at_a_time: Vec<u64> = (0..1001).map(|i| values.get(77 + i).to_bits()).collect();
            let (mut simd, mut pair) = (vec![0.0; 1001], vec![0.0; 1001]);
            assert!(generate::<Simd>(&values, 77, &mut simd) && generate::<Pair>(&values, 77, &mut pair));
            assert_eq!(simd.iter().map(|v| v.to_bits()).collect::<Vec<_>>(), one_at_a_time);
            assert_eq!(pair.iter().map(|v| v.to_bits()).collect::<Vec<_>>(), one_at_a_time);
            for bottom in [Player::Max, Player::Min] {
                let (mut simd, mut pair) = (vec![0.0; 64], vec![0.0; 64]);
                assert!(generate_reduced::<Simd>(&values, 8 * 4096, bottom, &mut simd));
                assert!(generate_reduced::<Pair>(&values, 8 * 4096, bottom, &mut pair));
                assert_eq!(
                    simd.iter().map(|v| v.to_bits()).collect::<Vec<_>>(),
                    pair.iter().map(|v| v.to_bits()).collect::<Vec<_>>()
                );
            }
        }
        for n in [3, 8, 13] {
            for leaves in Leaves::ALL {
                let game = Sequence::new(n, seed, leaves).unwrap();
                let plain: Vec<f64> = (0..1u64 << n).map(|i| game.leaf_values().get(i)).collect();
                let expected = evaluate(&LeafArray::new(&plain).unwrap(), Method::Full).value.to_bits();
                for method in Method::ALL {
                    assert_eq!(evaluate(&game, method).value.to_bits(), expected, "n {n} {leaves:?} {method:?}");
                }
            }
        }
    }
}
