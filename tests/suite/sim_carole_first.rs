//! The Sequence game with Carole choosing the first bit: the evaluators agree with the generic
//! solvers and with a naive reduction, the game is the mirror image of Paul first, the exact law
//! matches a brute-force count over every leaf pattern, and experiments, CSV rows and the command
//! line carry the first mover.
//!
//! n = 2, Carole first:
//! ```text
//!            e (Carole, min)
//!          /               \
//!      0 (Paul, max)     1 (Paul, max)
//!      /    \             /    \
//!    00      01         10      11
//! ```

use gamegraph::games::sequence::{Leaves, Sequence};
use gamegraph::graph::Player;
use gamegraph::sim::theory::{P_STAR, ValueLaw, limit_value};
use gamegraph::sim::{
    Experiment, LeafArray, LeafTree, Method, RunRow, evaluate, parse_first, simulate_run, simulate_run_first,
    value_by_alpha_beta, value_by_levels, value_by_stack,
};
use gamegraph::solve::tree::{alpha_beta, stack_value};

/// The naive oracle: the leaf array reduced pairwise, level by level from the bottom, the mover
/// of depth d being `first` for even d.
fn naive_value(leaves: &[f64], first: Player) -> f64 {
    let mut level = leaves.to_vec();
    let mut depth = level.len().trailing_zeros();
    while level.len() > 1 {
        depth -= 1;
        let mover = if depth % 2 == 0 { first } else { first.opponent() };
        level = level.chunks_exact(2).map(|pair| mover.better(pair[0], pair[1])).collect();
    }
    level[0]
}

#[test]
fn carole_moves_at_the_root_and_at_every_even_depth() {
    let game = Sequence::new(2, 7, Leaves::Uniform).unwrap().with_first(Player::Min);
    let graph = game.graph().unwrap();
    assert_eq!(graph.mover(0), Player::Min);
    assert_eq!((graph.mover(1), graph.mover(2)), (Player::Max, Player::Max));
    // The same leaves as Paul first.
    let paul = Sequence::new(2, 7, Leaves::Uniform).unwrap().graph().unwrap();
    for leaf in 3..7 {
        assert_eq!(graph.end_value(leaf), paul.end_value(leaf));
    }
    // The stored graph is the implicit game expanded.
    let game = Sequence::new(5, 3, Leaves::Normal).unwrap().with_first(Player::Min);
    assert_eq!(game.graph().unwrap(), gamegraph::game::expand(&game, 1000).unwrap());
}

#[test]
fn every_evaluator_agrees_with_the_generic_solvers_and_the_naive_reduction() {
    for leaves in Leaves::ALL {
        for n in 0..=13 {
            for seed in [1, 2, 99] {
                let game = Sequence::new(n, seed, leaves).unwrap().with_first(Player::Min);
                let values: Vec<f64> = (0..1u64 << n).map(|i| game.leaf(i)).collect();
                let expected = naive_value(&values, Player::Min).to_bits();
                assert_eq!(value_by_levels(&game).to_bits(), expected, "levels, n {n}, {leaves:?}");
                assert_eq!(value_by_stack(&game).to_bits(), expected, "stack, n {n}, {leaves:?}");
                let pruned = value_by_alpha_beta(&game);
                assert_eq!(pruned.value.to_bits(), expected, "alpha-beta, n {n}, {leaves:?}");
                let generic = alpha_beta(&game);
                assert_eq!((generic.value.to_bits(), generic.leaves), (expected, pruned.leaves_evaluated));
                assert_eq!(stack_value(&game).to_bits(), expected, "Shen's generic stack");
            }
        }
    }
}

#[test]
fn carole_first_is_paul_first_on_the_negated_leaves_negated() {
    for n in 0..=10u32 {
        let values: Vec<f64> = (0..1u64 << n).map(|i| ((i * 2_654_435_761) % 1000) as f64 / 7.0 - 70.0).collect();
        let negated: Vec<f64> = values.iter().map(|v| -v).collect();
        let carole = LeafArray::new(&values).unwrap().with_first(Player::Min);
        let paul = LeafArray::new(&negated).unwrap();
        assert_eq!(carole.first(), Player::Min);
        for method in Method::ALL {
            let (c, p) = (evaluate(&carole, method), evaluate(&paul, method));
            assert_eq!((c.value.to_bits(), c.leaves_evaluated), ((-p.value).to_bits(), p.leaves_evaluated), "n {n}");
        }
    }
}

/// P(VALUE(e) ≤ x) by brute force when each leaf is ≤ x with probability u: every one of the
/// 2^(2^n) patterns of leaves at or below x, weighted by its probability, evaluated as a Boolean
/// game (Paul's max is ≤ x when both children are, Carole's min when either is).
fn brute_force_cdf(n: u32, first: Player, u: f64) -> f64 {
    let leaves = 1usize << n;
    let mut total = 0.0;
    for pattern in 0u64..1 << leaves {
        let low: Vec<f64> = (0..leaves).map(|i| if pattern >> i & 1 == 1 { 0.0 } else { 1.0 }).collect();
        // 0 stands for "≤ x", 1 for "> x": max and min of these are the Boolean game.
        if naive_value(&low, first) == 0.0 {
            let k = pattern.count_ones() as i32;
            total += u.powi(k) * (1.0 - u).powi(leaves as i32 - k);
        }
    }
    total
}

#[test]
fn the_exact_law_with_carole_first_matches_brute_force_on_small_trees() {
    for n in 0..=4 {
        for u in [0.1, 0.3, 0.5, 0.75, 0.9] {
            let expected = brute_force_cdf(n, Player::Min, u);
            // Uniform leaves on [−1, 1]: F(x) = u at x = 2u − 1.
            let law = ValueLaw::new(n, Leaves::Uniform).unwrap().with_first(Player::Min);
            let got = law.cdf(2.0 * u - 1.0);
            assert!((got - expected).abs() < 1e-13, "n {n}, u {u}: {got} vs {expected}");
            // Paul first, through the same oracle, is unchanged.
            let paul = ValueLaw::new(n, Leaves::Uniform).unwrap().cdf(2.0 * u - 1.0);
            assert!((paul - brute_force_cdf(n, Player::Max, u)).abs() < 1e-13, "Paul first, n {n}, u {u}");
        }
        // Coins: P(VALUE(e) = −1) is the CDF at u = ½.
        let atoms = ValueLaw::new(n, Leaves::Coin).unwrap().with_first(Player::Min).atoms();
        assert!((atoms[0].1 - brute_force_cdf(n, Player::Min, 0.5)).abs() < 1e-15, "coins, n {n}");
    }
}

#[test]
fn the_law_with_carole_first_is_the_mirror_image_and_the_last_mover_gets_the_better_limit() {
    for leaves in [Leaves::Uniform, Leaves::Normal] {
        for n in [1, 2, 5, 8] {
            let paul = ValueLaw::new(n, leaves).unwrap();
            let carole = paul.with_first(Player::Min);
            for x in [-0.7, -0.2, 0.0, 0.3, 0.9] {
                assert!((carole.cdf(x) - (1.0 - paul.cdf(-x))).abs() < 1e-14, "{leaves:?}, n {n}, x {x}");
            }
            let (p, c) = (paul.summary(), carole.summary());
            assert!((p.mean + c.mean).abs() < 1e-12 && (p.sd - c.sd).abs() < 1e-12, "{leaves:?}, n {n}");
            assert!((p.median + c.median).abs() < 1e-12);
        }
    }
    let root5 = 5f64.sqrt();
    // With Carole first, Paul moves last when n is even.
    assert!((limit_value(10, Leaves::Uniform, Player::Min) - (root5 - 2.0)).abs() < 1e-15);
    assert!((limit_value(11, Leaves::Uniform, Player::Min) - (2.0 - root5)).abs() < 1e-15);
    assert_eq!((limit_value(0, Leaves::Coin, Player::Min), limit_value(1, Leaves::Coin, Player::Min)), (1.0, -1.0));
    assert!(
        (ValueLaw::new(0, Leaves::Uniform).unwrap().with_first(Player::Min).limit() - (1.0 - 2.0 * P_STAR)).abs()
            < 1e-15
    );
}

#[test]
fn experiments_with_carole_first_play_the_same_leaves_and_say_so_in_their_rows() {
    let paul = Experiment::parse("1..4", "6", "7", "uniform", "alphabeta").unwrap();
    let carole = paul.with_first(parse_first("Carole").unwrap());
    for j in 0..paul.total_runs() {
        let (p, c) = (paul.run_job(j), carole.run_job(j));
        assert_eq!((p.seed, p.first, c.first), (c.seed, Player::Max, Player::Min));
        let game = Sequence::new(c.n, c.seed, Leaves::Uniform).unwrap().with_first(Player::Min);
        assert_eq!(c.value.to_bits(), value_by_levels(&game).to_bits());
        let line = format!("{},{},{},uniform,{},{},carole", c.n, c.run, c.seed, c.value, c.leaves_evaluated);
        assert_eq!(c.csv_line(), line);
        assert_eq!(p.csv_line().split(',').count(), 6);
    }
    // Paul first stays the function it always was.
    assert_eq!(
        simulate_run(5, 3, 7, Leaves::Normal, Method::Stream),
        simulate_run_first(5, 3, 7, Leaves::Normal, Method::Stream, Player::Max)
    );
    assert_eq!(RunRow::csv_header(Player::Max), "n,run,seed,distribution,value,leaves_evaluated");
    assert_eq!(RunRow::csv_header(Player::Min), "n,run,seed,distribution,value,leaves_evaluated,first");
    let error = parse_first("bob").unwrap_err();
    assert_eq!(error.to_string(), "first: \"bob\" is not a player: use paul or carole");
}
