//! The rules engine against independent oracles: a subtraction game's P-positions (n ≡ 0, 2 mod 7
//! for {1, 3, 4}), Nim and tic-tac-toe against the built-in games, a game with a cycle against
//! retrograde analysis's draws, and every runaway and mistake said in words with its place.

use super::*;
use crate::format::{parse, to_text};
use crate::game::expand;
use crate::games::{nim::Nim, tictactoe::TicTacToe};
use crate::graph::GameGraph;
use crate::graph::Player;
use crate::solve::{dfs::solve_dag, retrograde::retrograde};

fn given(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect()
}

fn game(source: &str, params: &[(&str, &str)]) -> Result<RulesGame, RulesError> {
    let rules = Rules::compile(source, &given(params))?;
    expand_rules(rules, ExpansionLimits::DEFAULT)
}

/// Take 1, 3 or 4 stones; who cannot move loses (a state: [stones, mover]).
const SUBTRACTION: &str = r#"
fn start() { [param("stones", 30), "paul"] }
fn mover(s) { s[1] }
fn moves(s) {
    let next = if s[1] == "paul" { "carole" } else { "paul" };
    let out = [];
    for take in param("takes", [1, 3, 4]) { if take <= s[0] { out.push([s[0] - take, next]); } }
    out
}
fn value(s) { if s[1] == "paul" { -1 } else { 1 } }
fn name(s) { `${if s[1] == "paul" { "P" } else { "C" }}${s[0]}` }
"#;

#[test]
fn a_subtraction_game_s_losing_positions_are_the_known_ones() {
    let rules = SUBTRACTION;
    let g = game(rules, &[("stones", "40")]).unwrap().graph;
    let values = solve_dag(&g).unwrap().values;
    for v in 0..g.len() as u32 {
        let name = g.name(v);
        let (mover, n) = name.split_at(1);
        let n: u32 = n.parse().unwrap();
        // The player to move loses exactly at n ≡ 0, 2 (mod 7).
        let loses = n % 7 == 0 || n % 7 == 2;
        let paul_wins = (mover == "P") != loses;
        assert_eq!(values[v as usize], if paul_wins { 1.0 } else { -1.0 }, "{name}");
    }
}

#[test]
fn parameters_are_read_as_their_default_s_kind_and_remembered() {
    let rules = Rules::compile(SUBTRACTION, &given(&[("takes", "1, 2"), ("stones", "5"), ("colour", "red")])).unwrap();
    let expanded = expand_rules(rules, ExpansionLimits::DEFAULT).unwrap();
    let (g, rules) = (expanded.graph, expanded.rules);
    assert_eq!(g.name(g.start()), "P5");
    assert_eq!(g.successors(g.start()).len(), 2);
    let params = rules.params();
    assert_eq!(params.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(), ["stones", "takes"]);
    assert_eq!((params[0].kind, params[0].default.as_str(), params[0].value.as_str()), (ParamKind::Integer, "30", "5"));
    assert_eq!((params[1].kind, params[1].default.as_str()), (ParamKind::Integers, "1,3,4"));
    assert_eq!(rules.unasked(), ["colour"]);
    let error = game(SUBTRACTION, &[("stones", "many")]).err().unwrap();
    assert_eq!(error.function.as_deref(), Some("start"));
    assert_eq!(error.line, Some(2));
    assert!(error.message.contains("the parameter stones is a whole number, not “many”"), "{error}");
}

/// Nim named as the built-in game names it (P1.2.3: Paul to move, piles 1, 2, 3).
const NIM: &str = r#"
fn start() { #{ piles: param("piles", [1, 2, 3]), paul: true } }
fn mover(s) { if s.paul { "max" } else { "min" } }
fn moves(s) {
    let out = [];
    for i in 0..s.piles.len() {
        for left in 0..s.piles[i] {
            let piles = s.piles;
            piles[i] = left;
            out.push(#{ piles: piles, paul: !s.paul });
        }
    }
    out
}
fn value(s) { if s.paul { -1 } else { 1 } }
fn name(s) {
    let name = if s.paul { "P" } else { "C" };
    for i in 0..s.piles.len() { name += (if i > 0 { "." } else { "" }) + s.piles[i]; }
    name
}
"#;

/// The graph's positions by name: mover, VALUE if an end, successors' names sorted.
fn by_name(g: &GameGraph) -> std::collections::BTreeMap<String, (bool, Option<f64>, Vec<String>)> {
    (0..g.len() as u32)
        .map(|v| {
            let mut next: Vec<String> = g.successors(v).iter().map(|&w| g.name(w).to_owned()).collect();
            next.sort();
            let end = g.successors(v).is_empty();
            (g.name(v).to_owned(), (end || g.mover(v) == Player::Max, g.end_value(v).filter(|_| end), next))
        })
        .collect()
}

#[test]
fn nim_from_its_rules_is_the_built_in_nim() {
    for piles in ["1,2,3", "2,2", "3,1,4"] {
        let from_rules = game(NIM, &[("piles", piles)]).unwrap().graph;
        let piles: Vec<u32> = piles.split(',').map(|p| p.parse().unwrap()).collect();
        let built_in = expand(&Nim::new(piles, Player::Max).unwrap(), 1_000_000).unwrap();
        assert_eq!(by_name(&from_rules), by_name(&built_in));
    }
}

/// Tic-tac-toe in under 20 lines (a state: the board as a string, X to move first).
const TIC_TAC_TOE: &str = r#"
fn lines() { [[0,1,2],[3,4,5],[6,7,8],[0,3,6],[1,4,7],[2,5,8],[0,4,8],[2,4,6]] }
fn winner(b) {
    for l in lines() { let c = b[l[0]]; if c != '.' && c == b[l[1]] && c == b[l[2]] { return c; } }
    '.'
}
fn start() { "........." }
fn turn(b) { if b.split("X").len() > b.split("O").len() { 'O' } else { 'X' } }
fn mover(b) { if turn(b) == 'X' { "max" } else { "min" } }
fn moves(b) {
    if winner(b) != '.' { return []; }
    let out = [];
    for i in 0..9 { if b[i] == '.' { let n = b; n[i] = turn(b); out.push(n); } }
    out
}
fn value(b) { switch winner(b) { 'X' => 1, 'O' => -1, _ => 0 } }
"#;

#[test]
fn tic_tac_toe_from_its_rules_has_the_built_in_game_s_positions_and_value() {
    let g = expand_rules(Rules::compile(TIC_TAC_TOE, &[]).unwrap(), ExpansionLimits::DEFAULT).unwrap().graph;
    let built_in = expand(&TicTacToe::new(), 1_000_000).unwrap();
    assert_eq!(g.len(), 5478);
    assert_eq!(g.len(), built_in.len());
    assert_eq!(g.move_count(), built_in.move_count());
    assert_eq!(solve_dag(&g).unwrap().values[g.start() as usize], 0.0);
}

#[test]
fn a_game_with_a_cycle_expands_and_its_draws_are_retrograde_analysis_s() {
    // A token on a ring of 4 cells; Paul may also stop at cell 2 and win, Carole at cell 0.
    let rules = r#"
        fn start() { [0, "max"] }
        fn mover(s) { s[1] }
        fn moves(s) {
            if s[0] == 9 { return []; }
            let next = if s[1] == "max" { "min" } else { "max" };
            let out = [[(s[0] + 1) % 4, next]];
            if s[0] == 2 && s[1] == "max" { out.push([9, "end"]); }
            out
        }
        fn value(s) { 1 }
    "#;
    let g = game(rules, &[]).unwrap().graph;
    let solved = retrograde(&g);
    // From the start Paul reaches cell 2 on his own move: he wins.
    assert_eq!(solved.values[g.start() as usize], 1.0);
    let round = game("fn start() { 0 } fn mover(s) { \"max\" } fn moves(s) { [(s + 1) % 3] } fn value(s) { 0 }", &[])
        .unwrap()
        .graph;
    assert_eq!(round.len(), 3);
    assert!(retrograde(&round).values.iter().all(|&v| v == 0.0), "a play that never ends is a draw");
}

#[test]
fn the_text_printed_solves_to_the_same_values() {
    for (rules, params) in [(SUBTRACTION, vec![("stones", "12")]), (NIM, vec![]), (TIC_TAC_TOE, vec![])] {
        let g = game(rules, &params).unwrap().graph;
        let again = parse(&to_text(&g)).unwrap();
        assert_eq!(by_name(&g), by_name(&again));
    }
}

#[test]
fn names_are_made_valid_and_unique() {
    let rules = r#"
        fn start() { 0 }
        fn mover(s) { "max" }
        fn moves(s) { if s < 3 { [s + 1] } else { [] } }
        fn value(s) { s }
        fn name(s) { if s < 2 { "a b:c" } else { "start" } }
    "#;
    let g = game(rules, &[]).unwrap().graph;
    assert_eq!(g.names(), ["a_b_c", "a_b_c~2", "start_", "start_~2"]);
}

/// The error a rules text gives (compiled, then expanded), a call stopped after 100,000
/// operations (a runaway is the same at the engine's own limit, only later).
fn error_of(source: &str) -> RulesError {
    Rules::compile_with(source, &[], 100_000)
        .and_then(|rules| expand_rules(rules, ExpansionLimits::DEFAULT))
        .err()
        .expect("an error")
}

const MINIMAL: &str = "fn start() { 0 } fn mover(s) { \"max\" } fn value(s) { 0 }\n";

#[test]
fn a_missing_function_or_a_parse_error_is_said_with_its_place() {
    let missing = error_of(MINIMAL);
    assert!(missing.message.contains("no function moves(s)"), "{missing}");
    let parse = error_of("fn start() { 0 }\nfn mover(s) { \"max\" \nfn moves(s) { [] }");
    assert_eq!(parse.line, Some(3), "{parse}");
    assert!(parse.column.is_some());
}

#[test]
fn runaways_stop_in_words_naming_the_function_and_line() {
    // A loop stopped is said at its function's line (Rhai places it nowhere closer).
    let forever = error_of(&format!("{MINIMAL}fn moves(s) {{\n  loop {{ }}\n}}"));
    assert_eq!(
        (forever.function.as_deref(), forever.line, forever.column),
        (Some("moves"), Some(2), Some(1)),
        "{forever}"
    );
    assert!(forever.message.contains("does a loop never end?"), "{forever}");
    let deep = error_of(&format!("{MINIMAL}fn down(n) {{ down(n + 1) }}\nfn moves(s) {{ down(0) }}"));
    // Rhai stops the recursion at the call that started it.
    assert_eq!(deep.function.as_deref(), Some("moves"), "{deep}");
    assert!(deep.message.contains("call itself without end"), "{deep}");
    let huge = error_of(&format!("{MINIMAL}fn moves(s) {{\n  let a = [];\n  loop {{ a.push(1); }}\n}}"));
    assert!(huge.message.contains("too large"), "{huge}");
    assert_eq!(huge.line, Some(2), "{huge}");
    let unknown = error_of(&format!("{MINIMAL}fn moves(s) {{ nowhere(s) }}"));
    assert!(unknown.message.contains("no function nowhere"), "{unknown}");
}

#[test]
fn what_the_functions_return_is_checked_in_words() {
    let mover = error_of("fn start() { 0 } fn mover(s) { 7 } fn moves(s) { [1] } fn value(s) { 0 }");
    assert!(mover.message.contains("not 7 (i64)"), "{mover}");
    let value = error_of("fn start() { 0 } fn mover(s) { \"max\" } fn moves(s) { [] } fn value(s) { \"win\" }");
    assert!(value.message.contains("value(s) returns a finite number, not \"win\""), "{value}");
    let infinite = error_of("fn start() { 0 } fn mover(s) { \"max\" } fn moves(s) { [] } fn value(s) { 1.0 / 0.0 }");
    assert!(infinite.message.contains("finite number"), "{infinite}");
    let moves = error_of("fn start() { 0 } fn mover(s) { \"max\" } fn moves(s) { 3 } fn value(s) { 0 }");
    assert!(moves.message.contains("moves(s) returns an array of states"), "{moves}");
    let state = error_of(
        "fn start() { 0 } fn mover(s) { \"max\" } fn moves(s) { if s == 0 { [Fn(\"start\")] } else { [] } } fn value(s) { 0 }",
    );
    assert!(state.message.contains("cannot be one"), "{state}");
}

#[test]
fn too_many_positions_or_moves_stop_in_words() {
    let counter = "fn start() { 0 } fn mover(s) { \"max\" } fn moves(s) { [s + 1, s + 2] } fn value(s) { 0 }";
    let rules = Rules::compile(counter, &[]).unwrap();
    let limits = ExpansionLimits { max_positions: 1000, max_moves: 10_000 };
    let error = expand_rules(rules, limits).err().unwrap();
    assert!(error.message.contains("more than 1,000 positions"), "{error}");
    let limits = ExpansionLimits { max_positions: 100_000, max_moves: 500 };
    let error = expand_rules(Rules::compile(counter, &[]).unwrap(), limits).err().unwrap();
    assert!(error.message.contains("more than 500 moves"), "{error}");
}

#[test]
fn an_expansion_in_slices_reports_its_progress_and_ends_as_a_whole_one() {
    let rules = Rules::compile(TIC_TAC_TOE, &[]).unwrap();
    let mut expansion = Expansion::new(rules, ExpansionLimits::DEFAULT).unwrap();
    let mut seen = Vec::new();
    loop {
        let progress = expansion.step(1000).unwrap();
        seen.push(progress.expanded);
        if progress.done() {
            break;
        }
    }
    assert_eq!(seen[0], 1000);
    assert!(seen.windows(2).all(|w| w[0] < w[1]));
    let whole = expansion.finish().unwrap();
    assert_eq!(whole.graph.len(), 5478);
    assert_eq!(whole.states.len(), 5478);
}

#[test]
fn a_rules_text_reaches_nothing_outside() {
    for (source, words) in [("fn start() { eval(\"0\") }", "eval"), ("import \"x\" as x; fn start() { 0 }", "import")] {
        let full = format!("{source} fn mover(s) {{ \"max\" }} fn moves(s) {{ [] }} fn value(s) {{ 0 }}");
        let error = game(&full, &[]).err().unwrap_or_else(|| panic!("{source} ran"));
        assert!(error.to_string().to_lowercase().contains(words) || error.line.is_some(), "{error}");
    }
}
