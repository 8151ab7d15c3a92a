//! Every rules example (examples/rules/*.rhai) expands to its known result, each checked against
//! something independent of the rules: a published result (tic-tac-toe's draw, Hexapawn's win for
//! the second player, Dodgem's for the first, Wythoff's pairs, the subtraction game's period 7),
//! the built-in game of the same name, or an oracle written here in plain Rust (Kayles' and
//! Dawson's Kayles' Grundy values by the mex rule, Connect three and Domineering by minimax).
//! Each example is at most 40 lines, and its board (when it draws one) is rows of equal width.

use std::collections::HashMap;
use std::path::Path;

use gamegraph::format::Limits;
use gamegraph::game::expand;
use gamegraph::games::{chomp::Chomp, nim::Nim, tictactoe::TicTacToe};
use gamegraph::graph::{GameGraph, Player};
use gamegraph::rules::{Rules, RulesGame, expand_rules};
use gamegraph::solve::retrograde::retrograde;

fn source(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/rules").join(format!("{name}.rhai"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn rules(name: &str, params: &[(&str, &str)]) -> Rules {
    let given: Vec<(String, String)> = params.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect();
    Rules::compile(&source(name), &given).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn game(name: &str, params: &[(&str, &str)]) -> RulesGame {
    expand_rules(rules(name, params), Limits::DEFAULT).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The start's value, by retrograde analysis (every example, cycles or not).
fn start_value(g: &GameGraph) -> f64 {
    retrograde(g).values[g.start() as usize]
}

#[test]
fn every_example_is_at_most_40_lines_and_draws_even_boards() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/rules");
    let mut names: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "rhai"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert!(names.len() >= 12, "{names:?}");
    for name in names {
        let lines = source(&name).lines().count();
        assert!(lines <= 40, "{name} has {lines} lines");
        // Connect three is checked on its own below (41,751 positions).
        if name == "connect3" {
            continue;
        }
        let expanded = expand_rules(rules(&name, &[]), Limits::DEFAULT).unwrap_or_else(|e| panic!("{name}: {e}"));
        let rules = &expanded.rules;
        assert!(rules.has_board(), "{name} draws no board");
        for state in expanded.states.iter().step_by(7) {
            let rows = rules.board(state).unwrap().unwrap();
            assert!(!rows.is_empty(), "{name}");
            if !matches!(name.as_str(), "nim" | "kayles" | "dawson-kayles" | "chomp" | "wythoff") {
                assert!(rows.iter().all(|r| r.chars().count() == rows[0].chars().count()), "{name}: {rows:?}");
            }
        }
    }
}

#[test]
fn tic_tac_toe_is_the_built_in_game_and_a_draw_misere_too() {
    let g = game("tictactoe", &[]).graph;
    let built_in = expand(&TicTacToe::new(), 1_000_000).unwrap();
    assert_eq!((g.len(), g.move_count()), (built_in.len(), built_in.move_count()));
    assert_eq!((g.len(), start_value(&g)), (5478, 0.0));
    assert_eq!(start_value(&game("tictactoe-misere", &[]).graph), 0.0);
}

/// Nim's positions by name: the built-in game names them alike (P1.2.3).
fn by_name(g: &GameGraph) -> HashMap<String, Vec<String>> {
    (0..g.len() as u32)
        .map(|v| {
            let mut next: Vec<String> = g.successors(v).iter().map(|&w| g.name(w).to_owned()).collect();
            next.sort();
            (g.name(v).to_owned(), next)
        })
        .collect()
}

#[test]
fn nim_is_the_built_in_nim_and_lost_exactly_at_nim_sum_zero() {
    for piles in ["1,2,3", "2,3,4", "1,1,5"] {
        let g = game("nim", &[("piles", piles)]).graph;
        let list: Vec<u32> = piles.split(',').map(|p| p.parse().unwrap()).collect();
        let built_in = expand(&Nim::new(list, Player::Max).unwrap(), 1_000_000).unwrap();
        assert_eq!(by_name(&g), by_name(&built_in), "piles {piles}");
        let values = retrograde(&g).values;
        for v in 0..g.len() as u32 {
            let name = g.name(v);
            let nim_sum = name[1..].split('.').map(|p| p.parse::<u32>().unwrap()).fold(0, |a, b| a ^ b);
            let mover_wins = nim_sum != 0;
            let paul_wins = (name.starts_with('P')) == mover_wins;
            assert_eq!(values[v as usize], if paul_wins { 1.0 } else { -1.0 }, "{name}");
        }
    }
}

#[test]
fn the_subtraction_game_is_lost_at_0_and_2_mod_7() {
    for stones in 0..=30 {
        let g = game("subtraction", &[("stones", &stones.to_string())]).graph;
        let loses = stones % 7 == 0 || stones % 7 == 2;
        assert_eq!(start_value(&g), if loses { -1.0 } else { 1.0 }, "{stones} stones");
    }
}

/// Grundy values of a row of n pins where a move removes `widths` adjacent pins, by the mex rule
/// over every split of the row (the oracle of Kayles and Dawson's Kayles).
fn grundy_rows(n: usize, widths: &[usize]) -> Vec<u32> {
    let mut g = vec![0u32; n + 1];
    for len in 1..=n {
        let mut seen = [false; 64];
        for &w in widths {
            if w > len {
                continue;
            }
            for left in 0..=len - w {
                seen[(g[left] ^ g[len - w - left]) as usize] = true;
            }
        }
        g[len] = seen.iter().position(|&s| !s).unwrap() as u32;
    }
    g
}

#[test]
fn kayles_and_dawsons_kayles_are_won_exactly_where_the_grundy_value_is_not_0() {
    for (name, widths) in [("kayles", &[1usize, 2][..]), ("dawson-kayles", &[2][..])] {
        let grundy = grundy_rows(12, widths);
        for (pins, &value) in grundy.iter().enumerate().skip(1) {
            let g = game(name, &[("pins", &pins.to_string())]).graph;
            let wins = value != 0;
            assert_eq!(start_value(&g), if wins { 1.0 } else { -1.0 }, "{name} with {pins} pins");
        }
    }
}

#[test]
fn wythoffs_lost_positions_are_the_golden_pairs() {
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let pairs: Vec<(u32, u32)> =
        (0..8).map(|k| ((k as f64 * phi).floor() as u32, (k as f64 * phi * phi).floor() as u32)).collect();
    for a in 0..=8u32 {
        for b in 0..=8u32 {
            let g = game("wythoff", &[("a", &a.to_string()), ("b", &b.to_string())]).graph;
            let lost = pairs.contains(&(a, b)) || pairs.contains(&(b, a));
            assert_eq!(start_value(&g), if lost { -1.0 } else { 1.0 }, "({a}, {b})");
        }
    }
}

#[test]
fn hexapawn_is_won_by_black_and_dodgem_by_the_first_player() {
    assert_eq!(start_value(&game("hexapawn", &[]).graph), -1.0);
    assert_eq!(start_value(&game("dodgem", &[]).graph), 1.0);
}

#[test]
fn chomp_is_the_built_in_chomp() {
    for (rows, columns) in [(3, 4), (2, 5), (4, 4)] {
        let g = game("chomp", &[("rows", &rows.to_string()), ("columns", &columns.to_string())]).graph;
        let built_in = expand(&Chomp::new(rows, columns, Player::Max).unwrap(), 1_000_000).unwrap();
        assert_eq!(g.len(), built_in.len(), "{rows} × {columns}");
        assert_eq!(start_value(&g), retrograde(&built_in).values[built_in.start() as usize]);
        assert_eq!(start_value(&g), 1.0, "the first player wins every bar but 1 × 1");
    }
}

#[test]
fn the_pursuit_is_the_cops_on_a_ring_of_3_and_a_draw_on_4_or_more() {
    assert_eq!(start_value(&game("pursuit", &[("ring", "3")]).graph), 1.0);
    for ring in 4..=7 {
        assert_eq!(start_value(&game("pursuit", &[("ring", &ring.to_string())]).graph), 0.0, "ring {ring}");
    }
}

/// Minimax by brute force over boards as arrays (the oracle of Connect three and Domineering):
/// `moves(board, paul)` lists the boards after each move, `end(board, paul)` the value of an end.
fn minimax<B: Clone + Eq + std::hash::Hash>(
    board: B,
    paul: bool,
    moves: &dyn Fn(&B, bool) -> Vec<B>,
    end: &dyn Fn(&B, bool) -> f64,
    memo: &mut HashMap<(B, bool), f64>,
) -> f64 {
    if let Some(&v) = memo.get(&(board.clone(), paul)) {
        return v;
    }
    let next = moves(&board, paul);
    let value = if next.is_empty() {
        end(&board, paul)
    } else {
        let values = next.into_iter().map(|b| minimax(b, !paul, moves, end, memo));
        if paul { values.fold(f64::MIN, f64::max) } else { values.fold(f64::MAX, f64::min) }
    };
    memo.insert((board, paul), value);
    value
}

#[test]
fn domineering_4x4_is_the_oracles() {
    let n = 4;
    let moves = |b: &Vec<bool>, paul: bool| {
        let mut out = Vec::new();
        let (dr, dc) = if paul { (1, 0) } else { (0, 1) };
        for r in 0..n - dr {
            for c in 0..n - dc {
                let (i, j) = (r * n + c, (r + dr) * n + c + dc);
                if !b[i] && !b[j] {
                    let mut next = b.clone();
                    next[i] = true;
                    next[j] = true;
                    out.push(next);
                }
            }
        }
        out
    };
    let end = |_: &Vec<bool>, paul: bool| if paul { -1.0 } else { 1.0 };
    let oracle = minimax(vec![false; n * n], true, &moves, &end, &mut HashMap::new());
    assert_eq!(start_value(&game("domineering", &[]).graph), oracle);
}

#[test]
fn connect_three_4x4_is_the_oracles() {
    let three = |b: &Vec<u8>, p: u8| {
        (0..16i32).any(|i| {
            let (r, c) = (i / 4, i % 4);
            let at = |r: i32, c: i32| (0..4).contains(&r) && (0..4).contains(&c) && b[(r * 4 + c) as usize] == p;
            [(0, 1), (1, 0), (1, 1), (1, -1)].iter().any(|&(dr, dc)| (0..3).all(|k| at(r + k * dr, c + k * dc)))
        })
    };
    let moves = |b: &Vec<u8>, paul: bool| {
        let (me, other) = if paul { (1, 2) } else { (2, 1) };
        if three(b, other) {
            return Vec::new();
        }
        (0..4)
            .filter_map(|c| {
                let r = (0..4).find(|&r| b[r * 4 + c] == 0)?;
                let mut next = b.clone();
                next[r * 4 + c] = me;
                Some(next)
            })
            .collect()
    };
    let end = |b: &Vec<u8>, _: bool| {
        if three(b, 1) {
            1.0
        } else if three(b, 2) {
            -1.0
        } else {
            0.0
        }
    };
    let oracle = minimax(vec![0u8; 16], true, &moves, &end, &mut HashMap::new());
    let g = game("connect3", &[]).graph;
    assert_eq!(start_value(&g), oracle);
}
