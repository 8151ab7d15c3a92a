//! The retrograde and attractor traces of the wasm API (src/wasm/graph_traces.rs) in headless
//! Chromium: replaying a whole trace gives `solve("retrograde")`, seeking in any order equals
//! stepping forward, events are plain objects with the fields the page reads, and the attractor's
//! layers are the retrograde remoteness of the positions the player wins (the olympiad notes'
//! W_i against Knuth's labelling).
//!
//! Run by `make test-wasm` with `wasm-bindgen-test-runner`. Native builds see nothing.

use gamegraph::solve::values::same_values;
use gamegraph::wasm::{NO_LAYER, OUTCOME_CAROLE_WINS, OUTCOME_PAUL_WINS, OUTCOME_UNREACHABLE, parse_game};
use js_sys::Reflect;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

/// B ⇄ C can go on for ever (a draw); D is won by Paul in 1, E lost in 2 for Carole…
/// ```text
///   A (max) ──► B, Lose        B (min) ──► C, Win       C (max) ──► B, Lose
///   D (max) ──► Win, A         E (min) ──► D            Win = 1, Lose = -1, Half = 0.5
///   S (max) ──► A, D, E, F     F (min) ──► Half, Lose
/// ```
const CYCLE: &str = "start S\nS max : A D E F\nA max : B Lose\nB min : C Win\nC max : B Lose\nD max : Win A\nE min : D\nF min : Half Lose\nWin = 1\nLose = -1\nHalf = 0.5\n";
const DIAMOND: &str = "A max : B C\nB min : E D\nC min : D F F\nD = -2\nE = 3\nF = 5\n";

fn get(object: &JsValue, key: &str) -> JsValue {
    Reflect::get(object, &JsValue::from_str(key)).expect("readable property")
}

fn keys(object: &JsValue) -> Vec<String> {
    js_sys::Object::keys(object.unchecked_ref::<js_sys::Object>()).iter().map(|k| k.as_string().unwrap()).collect()
}

#[wasm_bindgen_test]
fn replaying_the_retrograde_trace_gives_the_solution() {
    for text in [CYCLE, DIAMOND] {
        let game = parse_game(text).unwrap();
        let solution = game.solve("retrograde").unwrap();
        let mut trace = game.trace_retrograde();
        assert!(trace.length() > 0);
        trace.seek(0);
        assert!(trace.values().iter().all(|v| v.is_nan()), "nothing labelled at step 0");
        assert!(trace.outcomes().iter().all(|&o| o == OUTCOME_UNREACHABLE));
        assert!(trace.threshold().is_nan());
        assert_eq!(trace.current(), -1);
        trace.seek(trace.length());
        assert!(same_values(&trace.values(), &solution.values()), "{:?} vs {:?}", trace.values(), solution.values());
        assert_eq!(trace.outcomes(), solution.outcomes());
        assert_eq!(trace.remoteness(), solution.remoteness());
        assert_eq!(trace.threshold(), 0.0, "the last phase labels the draws");
        assert!(trace.queue().is_empty());
    }
}

#[wasm_bindgen_test]
fn retrograde_seeking_in_any_order_equals_stepping_forward() {
    let game = parse_game(CYCLE).unwrap();
    let mut forward = game.trace_retrograde();
    let mut jumping = game.trace_retrograde();
    let n = forward.length();
    let mut states = Vec::new();
    for k in 0..=n {
        forward.seek(k);
        states.push((forward.values(), forward.counters(), forward.queue(), forward.current()));
    }
    for k in (0..=n).rev().chain([n / 2, 1, n, 0]) {
        jumping.seek(k);
        let (values, counters, queue, current) = &states[k as usize];
        assert!(same_values(&jumping.values(), values), "values at {k}");
        assert_eq!(&jumping.counters(), counters, "counters at {k}");
        assert_eq!(&jumping.queue(), queue, "queue at {k}");
        assert_eq!(jumping.current(), *current, "current at {k}");
        assert_eq!(jumping.step(), k);
    }
}

#[wasm_bindgen_test]
fn retrograde_events_are_plain_objects() {
    let game = parse_game(CYCLE).unwrap();
    let trace = game.trace_retrograde();
    let events: Vec<JsValue> = (0..trace.length()).map(|i| trace.event_at(i)).collect();
    assert!(trace.event_at(trace.length()).is_undefined());
    let first = &events[0];
    assert_eq!(keys(first), ["kind", "value"]);
    assert_eq!(get(first, "kind").as_string().as_deref(), Some("threshold"));
    assert_eq!(get(first, "value").as_f64(), Some(1.0), "the largest positive VALUE first");
    let of_kind = |kind: &str| events.iter().find(|e| get(e, "kind").as_string().as_deref() == Some(kind)).unwrap();
    assert_eq!(keys(of_kind("label")), ["kind", "position", "value", "outcome", "remoteness"]);
    assert_eq!(keys(of_kind("enqueue")), ["kind", "position"]);
    assert_eq!(keys(of_kind("dequeue")), ["kind", "position"]);
    assert_eq!(keys(of_kind("decrement")), ["kind", "position", "counter"]);
    // A draw's label: outcome "draw", remoteness null.
    let draw = events
        .iter()
        .find(|e| {
            get(e, "kind").as_string().as_deref() == Some("label")
                && get(e, "outcome").as_string().as_deref() == Some("draw")
        })
        .expect("a draw is labelled");
    assert!(get(draw, "remoteness").is_null());
}

#[wasm_bindgen_test]
fn attractor_layers_are_the_remoteness_of_the_players_wins() {
    for text in [CYCLE, DIAMOND] {
        let game = parse_game(text).unwrap();
        let solution = game.solve("retrograde").unwrap();
        let outcomes = solution.outcomes();
        for (player, wins) in [("paul", OUTCOME_PAUL_WINS), ("carole", OUTCOME_CAROLE_WINS)] {
            let mut trace = game.trace_attractor(player).unwrap();
            trace.seek(trace.length());
            let layers = trace.layers();
            for v in 0..layers.len() {
                // W is where the player forces a win of any size: exactly where the value has the
                // player's sign (a play for ever pays 0, a win for neither).
                if outcomes[v] == wins {
                    assert_ne!(layers[v], NO_LAYER, "{player} wins at {v}: it joins W");
                } else {
                    assert_eq!(layers[v], NO_LAYER, "{player} cannot force a win at {v}");
                }
            }
            let sizes = trace.layer_sizes();
            assert_eq!(sizes.last(), Some(&0), "the last layer adds nothing");
            assert_eq!(sizes.iter().sum::<u32>() as usize, layers.iter().filter(|&&l| l != NO_LAYER).count());
            trace.seek(0);
            assert!(trace.layers().iter().all(|&l| l == NO_LAYER));
            assert!(trace.layer_sizes().is_empty());
        }
    }
    // One winning VALUE per side: the layers are exactly the remoteness.
    let game = parse_game(CYCLE).unwrap();
    let solution = game.solve("retrograde").unwrap();
    let mut trace = game.trace_attractor("carole").unwrap();
    trace.seek(trace.length());
    let expected: Vec<u32> = solution
        .outcomes()
        .iter()
        .zip(solution.remoteness())
        .map(|(&o, r)| if o == OUTCOME_CAROLE_WINS { r } else { NO_LAYER })
        .collect();
    assert_eq!(trace.layers(), expected);
}

#[wasm_bindgen_test]
fn attractor_events_are_plain_objects_and_a_bad_player_is_named() {
    let game = parse_game(CYCLE).unwrap();
    let trace = game.trace_attractor("paul").unwrap();
    let events: Vec<JsValue> = (0..trace.length()).map(|i| trace.event_at(i)).collect();
    assert_eq!(keys(&events[0]), ["kind", "index"]);
    let of_kind = |kind: &str| events.iter().find(|e| get(e, "kind").as_string().as_deref() == Some(kind)).unwrap();
    assert_eq!(keys(of_kind("join")), ["kind", "position", "layer"]);
    assert_eq!(keys(of_kind("notify")), ["kind", "position", "from", "good", "degree"]);
    let error = game.trace_attractor("mallory").err().expect("an error");
    let message = get(&error, "message").as_string().unwrap();
    assert!(message.contains("mallory") && message.contains("paul or carole"), "{message}");
}
