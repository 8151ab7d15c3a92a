//! The page's wasm API (`src/wasm/`) in headless Chromium, through wasm-bindgen-test:
//! a game round trip, error objects the editor can read, trace replay equal to solve, and the
//! exact shapes of the objects the page reads (field names, `null`s, typed arrays).

use gamegraph::solve::values::same_values;
use gamegraph::wasm::{
    COLOR_BLACK, MOVER_CAROLE, MOVER_PAUL, NO_REMOTENESS, OUTCOME_CAROLE_WINS, OUTCOME_DRAW, OUTCOME_PAUL_WINS,
    check_game, describe_board, parse_game, preset, presets, random_seed,
};
use js_sys::Reflect;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

/// Nim with piles 1,1, Paul to move (the text format's example in the README):
/// ```text
///        P11 (max)
///       /        \
///  C01 (min)   C10 (min)
///       \        /
///        P00 = -1
/// ```
const NIM_11: &str = "# Nim 1,1\nstart P11\nP11 max : C01 C10\nC01 min : P00\nC10 min : P00\nP00 = -1\n";

/// Reads `object[key]`.
fn get(object: &JsValue, key: &str) -> JsValue {
    Reflect::get(object, &JsValue::from_str(key)).expect("readable property")
}

/// The own property names of `object`, in order.
fn keys(object: &JsValue) -> Vec<String> {
    js_sys::Object::keys(object.unchecked_ref::<js_sys::Object>()).iter().map(|k| k.as_string().unwrap()).collect()
}

/// The `[[name, value]]` pairs of a built preset.
fn params_of(built: &JsValue) -> Vec<(String, String)> {
    let normalised: js_sys::Array = get(built, "params").dyn_into().unwrap();
    normalised
        .iter()
        .map(|pair| {
            let pair: js_sys::Array = pair.dyn_into().unwrap();
            (pair.get(0).as_string().unwrap(), pair.get(1).as_string().unwrap())
        })
        .collect()
}

#[wasm_bindgen_test]
fn a_game_survives_text_round_trip() {
    let game = parse_game(NIM_11).expect("valid game");
    assert_eq!(game.position_count(), 4);
    assert_eq!(game.names(), ["P11", "C01", "C10", "P00"]);
    assert_eq!(game.names_text(), "P11\nC01\nC10\nP00\n");
    let again = parse_game(&game.to_text()).expect("printed text parses");
    assert_eq!(again.names(), game.names());
    assert_eq!(again.movers(), game.movers());
    assert_eq!(again.targets(), game.targets());
    assert_eq!(again.start(), game.start());
    assert_eq!(game.movers(), [MOVER_PAUL, MOVER_CAROLE, MOVER_CAROLE, MOVER_PAUL]);
}

#[wasm_bindgen_test]
fn a_preset_round_trips_through_its_text() {
    let list = presets();
    let ids: Vec<String> = list.iter().map(|p| get(&p, "id").as_string().unwrap()).collect();
    assert!(ids.iter().any(|id| id == "nim"), "{ids:?}");

    let params = js_sys::Object::new();
    Reflect::set(&params, &"piles".into(), &"1,2,3".into()).unwrap();
    let built = preset("nim", &params).expect("nim 1,2,3 builds");
    assert_eq!(keys(&built), ["id", "title", "params", "text"]);
    // Every parameter comes back normalised, the missing one with its default.
    let pairs = params_of(&built);
    assert_eq!(pairs, [("piles".to_string(), "1,2,3".to_string()), ("first".to_string(), "paul".to_string())]);

    let text = get(&built, "text").as_string().unwrap();
    let game = parse_game(&text).expect("a preset's text parses");
    let again = parse_game(&game.to_text()).expect("and prints back");
    assert_eq!(again.names(), game.names());
    assert_eq!(again.targets(), game.targets());
    // Nim 1,2,3 has nim-sum 0: Paul, to move, loses.
    assert_eq!(game.solve("dfs").unwrap().start_value(), -1.0);
}

#[wasm_bindgen_test]
fn the_preset_list_has_every_field() {
    let nim = presets().iter().find(|p| get(p, "id").as_string().as_deref() == Some("nim")).unwrap();
    assert_eq!(keys(&nim), ["id", "title", "description", "params"]);
    let first: js_sys::Array = get(&nim, "params").dyn_into().unwrap();
    assert_eq!(keys(&first.get(0)), ["name", "default", "help"]);
    assert_eq!(get(&first.get(0), "name").as_string().as_deref(), Some("piles"));
}

/// A Sequence game whose seed is left out gets a fresh one, returned with the parameters (so the
/// link carries it); a given seed is kept.
#[wasm_bindgen_test]
fn a_missing_seed_is_drawn_and_returned() {
    let seed_of = |built: &JsValue| {
        let pairs = params_of(built);
        pairs.iter().find(|(name, _)| name == "seed").map(|(_, value)| value.clone()).expect("a seed")
    };
    let params = js_sys::Object::new();
    Reflect::set(&params, &"n".into(), &"3".into()).unwrap();
    let drawn: Vec<String> = (0..3).map(|_| seed_of(&preset("sequence", &params).unwrap())).collect();
    for seed in &drawn {
        assert!(seed.parse::<u64>().is_ok(), "{seed}");
    }
    assert!(drawn[0] != drawn[1] || drawn[1] != drawn[2], "three draws of 64 bits: {drawn:?}");
    // The returned parameters rebuild exactly the same game.
    let built = preset("sequence", &params).unwrap();
    let again = js_sys::Object::new();
    for (name, value) in params_of(&built) {
        Reflect::set(&again, &name.into(), &value.into()).unwrap();
    }
    assert_eq!(get(&preset("sequence", &again).unwrap(), "text"), get(&built, "text"));
    Reflect::set(&params, &"seed".into(), &"7".into()).unwrap();
    assert_eq!(seed_of(&preset("sequence", &params).unwrap()), "7");
    // Games without a seed get none.
    assert!(params_of(&preset("nim", &JsValue::UNDEFINED).unwrap()).iter().all(|(name, _)| name != "seed"));
    let fresh = random_seed().unwrap();
    assert!(fresh.parse::<u64>().is_ok(), "{fresh}");
}

#[wasm_bindgen_test]
fn a_bad_preset_parameter_is_named() {
    let params = js_sys::Object::new();
    Reflect::set(&params, &"piles".into(), &"1,x".into()).unwrap();
    let error = preset("nim", &params).expect_err("an error");
    assert_eq!(get(&error, "param").as_string().as_deref(), Some("piles"));
    let unknown = preset("no-such-game", &JsValue::UNDEFINED).expect_err("an error");
    assert!(get(&unknown, "param").is_null());
}

#[wasm_bindgen_test]
fn retrograde_solves_a_cycle_as_a_draw() {
    // B ⇄ C forever is a draw: Carole at B prefers it to Win, Paul at C to Lose.
    let game = parse_game("A max : B Lose\nB min : C Win\nC max : B Lose\nWin = 1\nLose = -1\n").unwrap();
    let solution = game.solve("retrograde").unwrap();
    assert_eq!(solution.start_value(), 0.0);
    assert_eq!(solution.outcomes()[0], OUTCOME_DRAW);
    assert_eq!(solution.remoteness()[0], NO_REMOTENESS, "draws have no remoteness");
}

#[wasm_bindgen_test]
fn a_parse_error_is_a_js_error_with_its_line() {
    // Line 3 names a successor nobody defines.
    let text = "A max : B\nB = 1\nC min : Nowhere\n";
    let error = parse_game(text).err().expect("an error");
    let error: js_sys::Error = error.dyn_into().expect("a JS Error");
    let message: String = error.message().into();
    assert!(message.contains("line 3") && message.contains("Nowhere"), "{message}");
    assert_eq!(get(&error, "line").as_f64(), Some(3.0));
    assert_eq!(get(&error, "column").as_f64(), Some(9.0));
    assert_eq!(get(&error, "more").as_f64(), Some(0.0));
    let list: js_sys::Array = get(&error, "errors").dyn_into().unwrap();
    assert_eq!(list.length(), 1);
    assert_eq!(keys(&list.get(0)), ["line", "column", "token", "message"]);
    assert_eq!(get(&list.get(0), "token").as_string().as_deref(), Some("Nowhere"));
    assert_eq!(get(&list.get(0), "line").as_f64(), Some(3.0));
    // The editor's non-throwing check gives the same list, and nothing for a valid game.
    assert_eq!(check_game(text).length(), 1);
    assert_eq!(check_game(NIM_11).length(), 0);
}

#[wasm_bindgen_test]
fn dfs_on_a_cycle_throws_an_error_naming_it() {
    let game = parse_game("A max : B\nB min : A C\nC = 0\n").unwrap();
    let error = game.solve("dfs").err().expect("a cycle error");
    let cycle: js_sys::Uint32Array = get(&error, "cycle").dyn_into().expect("a Uint32Array");
    assert_eq!(cycle.to_vec(), [0, 1, 0]);
    let message: String = error.dyn_into::<js_sys::Error>().unwrap().message().into();
    assert!(message.contains("A → B → A"), "{message}");
}

/// A DAG where DFS meets a black position (D is reached twice) and a repeated move:
/// ```text
///        A (max)
///       /   \
///   B (min)  C (min)
///    |  \   /  \\
///   E=3  D=-2   F=5 (twice)
/// ```
const DIAMOND: &str = "A max : B C\nB min : E D\nC min : D F F\nD = -2\nE = 3\nF = 5\n";

#[wasm_bindgen_test]
fn replaying_the_whole_trace_gives_the_solution() {
    for text in [NIM_11, DIAMOND] {
        let game = parse_game(text).unwrap();
        let solution = game.solve("dfs").unwrap();
        let mut trace = game.trace("dfs").unwrap();
        trace.seek(trace.length());
        let (traced, solved) = (trace.values(), solution.values());
        assert!(same_values(&traced, &solved), "{traced:?} vs {solved:?}");
        assert_eq!(trace.discovered(), solution.discovered());
        assert_eq!(trace.finished(), solution.finished());
        assert!(trace.stack().is_empty());
        assert!(trace.colors().iter().all(|&c| c == COLOR_BLACK), "all reachable positions end black");
    }
    let game = parse_game(DIAMOND).unwrap();
    assert_eq!(game.solve("dfs").unwrap().start_value(), -2.0);
}

#[wasm_bindgen_test]
fn seeking_in_any_order_equals_stepping_forward() {
    // A chain long enough to cross several snapshots (one every 64 events at least).
    let mut text = String::new();
    for i in 0..120 {
        let mover = if i % 2 == 0 { "max" } else { "min" };
        text.push_str(&format!("P{i} {mover} : P{} L{i}\nL{i} = {}\n", i + 1, i % 7));
    }
    text.push_str("P120 = 0\n");
    let game = parse_game(&text).unwrap();
    let mut forward = game.trace("dfs").unwrap();
    let mut jumping = game.trace("dfs").unwrap();
    let n = forward.length();
    let mut states = Vec::new();
    for k in 0..=n {
        forward.seek(k);
        states.push((forward.colors(), forward.discovered(), forward.finished(), forward.stack()));
    }
    // Back and forth across snapshot boundaries.
    let mut k = n;
    for jump in [n, 1, n / 2, 63, 64, 65, 0, n - 1, 130, 129, 200, 7] {
        k = (k + jump) % (n + 1);
        jumping.seek(k);
        let state = (jumping.colors(), jumping.discovered(), jumping.finished(), jumping.stack());
        assert_eq!(state, states[k as usize], "step {k}");
    }
}

#[wasm_bindgen_test]
fn events_are_plain_objects() {
    let game = parse_game(NIM_11).unwrap();
    let trace = game.trace("dfs").unwrap();
    let first = trace.event_at(0);
    assert_eq!(keys(&first), ["kind", "position", "time"]);
    assert_eq!(get(&first, "kind").as_string().as_deref(), Some("discover"));
    assert_eq!(get(&first, "position").as_f64(), Some(0.0));
    let second = trace.event_at(1);
    assert_eq!(keys(&second), ["kind", "from", "to", "edge"]);
    assert_eq!(get(&second, "kind").as_string().as_deref(), Some("edge"));
    assert_eq!(get(&second, "edge").as_string().as_deref(), Some("tree"));
    let last = trace.event_at(trace.length() - 1);
    assert_eq!(keys(&last), ["kind", "position", "time", "value", "best"]);
    assert_eq!(get(&last, "kind").as_string().as_deref(), Some("finish"));
    assert_eq!(get(&last, "value").as_f64(), Some(-1.0));
    assert_eq!(get(&last, "best").as_f64(), Some(1.0), "P11's first best move is C01");
    // An end position has no best move: `null`, not `undefined`.
    let end = (0..trace.length())
        .map(|i| trace.event_at(i))
        .find(|e| get(e, "kind").as_string().as_deref() == Some("finish") && get(e, "position").as_f64() == Some(3.0));
    assert!(get(&end.unwrap(), "best").is_null());
    assert!(trace.event_at(trace.length()).is_undefined());
}

/// Play: each move rated with the exact field names the page reads, the computer's answer a
/// perfect move (the same for the same seed and ply), the perfect line, errors for bad ids.
/// ```text
///   s (Paul) ──► w = +1,  ──► c (Carole) ──► s   (going round: a draw)
/// ```
#[wasm_bindgen_test]
fn play_rates_moves_and_answers_perfectly() {
    let game = parse_game("start s\ns max : c w\nc min : s\nw = 1\n").unwrap();
    let play = game.play();
    let s = play.find("s").unwrap();
    let moves = play.moves(s).unwrap();
    let moves: js_sys::Array = moves.dyn_into().unwrap();
    assert_eq!(moves.length(), 2);
    let first = moves.get(0);
    assert_eq!(keys(&first), ["to", "name", "value", "outcome", "remoteness", "keepsValue", "perfect"]);
    assert_eq!(get(&first, "name").as_string().as_deref(), Some("c"));
    assert_eq!(get(&first, "outcome").as_f64(), Some(OUTCOME_PAUL_WINS as f64));
    assert_eq!(get(&first, "remoteness").as_f64(), Some(2.0));
    assert_eq!(get(&first, "perfect").as_bool(), Some(false));
    let second = moves.get(1);
    assert_eq!(get(&second, "remoteness").as_f64(), Some(0.0));
    assert_eq!(get(&second, "perfect").as_bool(), Some(true));
    let w = play.find("w").unwrap();
    assert_eq!(play.answer(s, "18446744073709551615", 3).unwrap(), Some(w));
    assert_eq!(play.answer(w, "1", 0).unwrap(), None);
    assert_eq!(play.line(s, "7", 0, 10).unwrap(), vec![w]);
    assert_eq!(play.end_value(w).unwrap(), Some(1.0));
    assert_eq!(play.mover(s).unwrap(), MOVER_PAUL);
    assert!(play.answer(s, "minus one", 0).is_err());
    let error = play.moves(99).unwrap_err();
    assert!(error.dyn_into::<js_sys::Error>().unwrap().message().as_string().unwrap().contains("#99"));
}

/// A game too big to draw is solved once, by retrograde analysis (`play`), and summarised from
/// it: its outcome counts and best moves are `solve("retrograde")`'s; `findCycle` says whether
/// DFS could have solved it, with `solve("dfs")`'s error when not.
#[wasm_bindgen_test]
fn play_summarises_like_a_retrograde_solution_and_find_cycle_is_dfs_s_error() {
    for text in [
        "start s\ns max : c w\nc min : s\nw = 1\n",
        "a max : b c d\nb min : e f\nc min : f g\nd min : e g\ne = 1\nf = -2\ng = 0\nu max : e\n",
    ] {
        let game = parse_game(text).unwrap();
        let solution = game.solve("retrograde").unwrap();
        let play = game.play();
        let outcomes = solution.outcomes();
        let count = |code: u8| outcomes.iter().filter(|&&o| o == code).count() as u32;
        assert_eq!(
            play.outcome_counts(),
            vec![count(OUTCOME_PAUL_WINS), count(OUTCOME_CAROLE_WINS), count(OUTCOME_DRAW)],
            "{text}"
        );
        let (offsets, targets) = (solution.best_offsets(), solution.best_targets());
        for v in 0..game.position_count() {
            let best = &targets[offsets[v as usize] as usize..offsets[v as usize + 1] as usize];
            assert_eq!(play.best_moves(v).unwrap(), best, "{text}: position {v}");
        }
        match game.solve("dfs") {
            Ok(_) => assert!(game.find_cycle().is_null(), "{text}"),
            Err(error) => {
                let found = game.find_cycle();
                assert_eq!(get(&found, "message").as_string(), get(&error, "message").as_string());
                assert_eq!(
                    js_sys::Uint32Array::from(get(&found, "cycle")).to_vec(),
                    js_sys::Uint32Array::from(get(&error, "cycle")).to_vec()
                );
            }
        }
    }
}

/// A position's board as the page reads it: the JSON text of `{board, moves}` with the fields by
/// name, `undefined` for a name that is not the game's, an `Error` for parameters that are not
/// pairs of strings.
#[wasm_bindgen_test]
fn boards_are_described_as_json() {
    let parse = |text: Option<String>| js_sys::JSON::parse(&text.expect("a board")).unwrap();
    let nim = parse(describe_board("nim", JsValue::NULL, "P1.2", Some(vec!["C1.0".into(), "C0.2".into()])).unwrap());
    let board = get(&nim, "board");
    assert_eq!(get(&board, "kind").as_string().as_deref(), Some("nim"));
    let rows: js_sys::Array = get(&board, "rows").dyn_into().unwrap();
    assert_eq!(rows.to_vec(), [JsValue::from("|"), JsValue::from("||")]);
    let key = js_sys::Array::from(&get(&board, "legend")).get(0);
    assert_eq!(get(&key, "symbol").as_string().as_deref(), Some("|"));
    assert_eq!(get(&key, "class").as_string().as_deref(), Some("match"));
    let labels = js_sys::JSON::stringify(&get(&board, "rowLabels")).unwrap();
    assert_eq!(labels.as_string().as_deref(), Some(r#"["1","2"]"#));
    let moves = js_sys::Array::from(&get(&nim, "moves"));
    assert_eq!(get(&moves.get(0), "col").as_f64(), Some(0.0));
    assert_eq!(get(&moves.get(1), "row").as_f64(), Some(0.0));
    let params = js_sys::JSON::parse(r#"[["board", "M../.#./C.H"]]"#).unwrap();
    let maze = get(&parse(describe_board("catmouse", params, "Pa1-a3", None).unwrap()), "board");
    let names = get(&maze, "cellNames");
    assert_eq!(js_sys::Array::from(&get(&names, "columns")).get(2).as_string().as_deref(), Some("c"));
    assert_eq!(js_sys::Array::from(&get(&maze, "rows")).get(1).as_string().as_deref(), Some(".#."));
    let sequence = get(&parse(describe_board("sequence", JsValue::NULL, "e", None).unwrap()), "board");
    assert!(get(&sequence, "listed").is_undefined(), "n unknown: nothing listed");
    assert!(describe_board("custom", JsValue::NULL, "A", None).unwrap().is_none());
    assert!(describe_board("nim", JsValue::from(3), "P1", None).is_err());
}
