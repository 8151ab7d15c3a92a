//! The binding of the page's tree algorithms (`Game::treeTrace`, src/wasm/tree_trace.rs) in
//! headless Chromium: what crosses to JavaScript — the tree's typed arrays with their wire codes
//! and −1 for "no node", the exact shapes of the events, the state arrays at a step, the uniform
//! object, and the refusals as `Error`s with their fields. The logic itself (values, pruning,
//! scrubbing, the Knuth–Moore minimum) is tested natively in tests/suite/tree_run.rs.
//!
//! Run by `make test-wasm`. Native builds see nothing.

use gamegraph::wasm::{
    NO_NODE, NODE_CAROLE, NODE_END, NODE_FINISHED, NODE_ON_PATH, NODE_PAUL, NODE_PRUNED, NODE_UNVISITED, parse_game,
};
use js_sys::Reflect;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

/// A DAG with a transposition: D is reached from B and from C, so it is two tree nodes.
/// ```text
///        A (max)
///       /   \
///   B (min)  C (min)
///    |  \   /  \
///   E=3  D=-2   F=5
/// ```
/// Tree (preorder): A0, B1, E2, D3, C4, D5, F6 — 7 nodes, 4 leaves, value −2.
const DIAMOND: &str = "A max : B C\nB min : E D\nC min : D F\nD = -2\nE = 3\nF = 5\n";

/// Reads `object[key]`.
fn get(object: &JsValue, key: &str) -> JsValue {
    Reflect::get(object, &JsValue::from_str(key)).expect("readable property")
}

/// The own property names of `object`, in order.
fn keys(object: &JsValue) -> Vec<String> {
    js_sys::Object::keys(object.unchecked_ref::<js_sys::Object>()).iter().map(|k| k.as_string().unwrap()).collect()
}

fn kind(event: &JsValue) -> String {
    get(event, "kind").as_string().unwrap()
}

/// The thrown error of a refused trace.
fn refusal(text: &str, algorithm: &str, order: &str) -> JsValue {
    match parse_game(text).unwrap().tree_trace(algorithm, order) {
        Ok(_) => panic!("{algorithm} {order} should be refused"),
        Err(error) => error,
    }
}

#[wasm_bindgen_test]
fn the_tree_is_the_game_unfolded_in_preorder() {
    let game = parse_game(DIAMOND).unwrap();
    let trace = game.tree_trace("stack", "given").unwrap();
    assert_eq!(trace.node_count(), 7);
    assert_eq!(trace.leaf_count(), 4);
    let names = game.names();
    let named: Vec<&str> = trace.positions().iter().map(|&p| names[p as usize].as_str()).collect();
    assert_eq!(named, ["A", "B", "E", "D", "C", "D", "F"]);
    assert_eq!(trace.parents(), [NO_NODE, 0, 1, 1, 0, 4, 4]);
    assert_eq!(trace.depths(), [0, 1, 2, 2, 1, 2, 2]);
    assert_eq!(trace.kinds(), [NODE_PAUL, NODE_CAROLE, NODE_END, NODE_END, NODE_CAROLE, NODE_END, NODE_END]);
    assert_eq!(trace.child_offsets(), [0, 2, 4, 4, 4, 6, 6, 6]);
    assert_eq!(trace.children(), [1, 4, 2, 3, 5, 6]);
    let ends = trace.end_values();
    assert!(ends[0].is_nan() && ends[1].is_nan());
    assert_eq!((ends[2], ends[3], ends[6]), (3.0, -2.0, 5.0));
    // Every inner node has 2 children and every leaf depth 2: uniform, minimum 2 + 2 − 1.
    assert_eq!(get(&trace.uniform(), "minimum").as_f64(), Some(3.0));
    let lopsided = parse_game("A max : B E\nB min : E\nE = 1\n").unwrap().tree_trace("stack", "given").unwrap();
    assert!(lopsided.uniform().is_null());
}

#[wasm_bindgen_test]
fn the_stack_holds_types_and_best_values_so_far() {
    let game = parse_game(DIAMOND).unwrap();
    let mut trace = game.tree_trace("stack", "given").unwrap();
    // 1 up-left A → B, 2 up-left B → E, 3 process E, 4 right E → D.
    trace.seek(2);
    assert_eq!(trace.stack_nodes(), [0, 1]);
    assert_eq!(trace.stack_kinds(), [NODE_PAUL, NODE_CAROLE]);
    assert_eq!(trace.stack_best(), [f64::NEG_INFINITY, f64::INFINITY]);
    assert_eq!(trace.current(), 2);
    assert_eq!(trace.states(), [NODE_ON_PATH, NODE_ON_PATH, NODE_ON_PATH, 0, 0, 0, 0]);
    trace.seek(3);
    assert_eq!(trace.c(), Some(3.0));
    assert_eq!(trace.leaves(), 1);
    assert_eq!(trace.states()[2], NODE_FINISHED);
    trace.seek(4);
    assert_eq!(trace.stack_best(), [f64::NEG_INFINITY, 3.0]);
    assert_eq!(trace.current(), 3);
    // 5 process D, 6 down D → B: c = min(3, −2) = −2, B finished choosing D.
    trace.seek(6);
    assert_eq!(trace.c(), Some(-2.0));
    assert_eq!(trace.stack_nodes(), [0]);
    assert_eq!(trace.chosen()[1], 3);
    assert_eq!(trace.chosen()[0], NO_NODE);
    assert_eq!(trace.states()[1], NODE_FINISHED);
    assert_eq!(kind(&trace.event_at(5)), "down");
    assert_eq!(trace.states()[4], NODE_UNVISITED);
}

#[wasm_bindgen_test]
fn alpha_beta_prunes_and_counts_leaves() {
    let game = parse_game(DIAMOND).unwrap();
    let mut trace = game.tree_trace("alphabeta", "given").unwrap();
    trace.seek(trace.length());
    assert_eq!(trace.value(), -2.0);
    assert_eq!(trace.values()[0], -2.0);
    // B = −2 gives α = −2 at A; C's first child D = −2 ≤ α: F is pruned.
    assert_eq!(trace.leaves(), 3);
    assert_eq!(trace.states()[6], NODE_PRUNED);
    assert_eq!(trace.states()[0], NODE_FINISHED);
    assert_eq!(trace.chosen()[0], 1, "A takes B's −2 first");
    let cutoff = (0..trace.length()).map(|i| trace.event_at(i)).find(|e| kind(e) == "cutoff").unwrap();
    assert_eq!(keys(&cutoff), ["kind", "node", "value", "alpha", "beta", "pruned"]);
    assert_eq!(get(&cutoff, "node").as_f64(), Some(4.0));
    assert_eq!(get(&cutoff, "alpha").as_f64(), Some(-2.0));
    assert_eq!(get(&cutoff, "beta").as_f64(), Some(-2.0));
    let pruned: js_sys::Array = get(&cutoff, "pruned").dyn_into().unwrap();
    assert_eq!(pruned.to_vec(), [JsValue::from(6)]);
    // On the path: α and β per node.
    trace.seek(2);
    assert_eq!(trace.path(), [0, 1]);
    assert_eq!(trace.alphas()[1], f64::NEG_INFINITY);
    assert_eq!(trace.betas()[1], f64::INFINITY);
    assert!(trace.stack_nodes().is_empty() && trace.c().is_none());
}

#[wasm_bindgen_test]
fn stack_events_are_plain_objects() {
    let game = parse_game(DIAMOND).unwrap();
    let trace = game.tree_trace("stack", "given").unwrap();
    let shapes: Vec<(String, Vec<String>)> =
        [0, 2, 3, 5].iter().map(|&i| trace.event_at(i)).map(|e| (kind(&e), keys(&e))).collect();
    let expect = |k: &str, ks: &[&str]| (k.to_owned(), ks.iter().map(|s| s.to_string()).collect::<Vec<_>>());
    assert_eq!(shapes[0], expect("up-left", &["kind", "from", "to", "mover"]));
    assert_eq!(shapes[1], expect("process", &["kind", "node", "value"]));
    assert_eq!(shapes[2], expect("right", &["kind", "from", "to", "best"]));
    assert_eq!(shapes[3], expect("down", &["kind", "from", "to", "value"]));
    assert_eq!(get(&trace.event_at(0), "mover").as_f64(), Some(f64::from(NODE_PAUL)));
    assert!(trace.event_at(trace.length()).is_undefined());
    let ab = game.tree_trace("alphabeta", "given").unwrap();
    let last = ab.event_at(ab.length() - 1);
    assert_eq!(keys(&last), ["kind", "node", "value", "toParent"]);
    assert!(get(&last, "toParent").is_null());
    assert_eq!(keys(&ab.event_at(0)), ["kind", "node", "alpha", "beta"]);
    assert_eq!(get(&ab.event_at(0), "alpha").as_f64(), Some(f64::NEG_INFINITY));
}

#[wasm_bindgen_test]
fn cycles_big_trees_and_unknown_names_are_refused_in_words() {
    let cycle = refusal("start A\nA max : B E\nB min : A\nE = 1\n", "stack", "given");
    let message = get(&cycle, "message").as_string().unwrap();
    assert!(message.starts_with("cycle A → B → A") && message.contains("not a finite tree"), "{message}");
    assert_eq!(get(&cycle, "reason").as_string().as_deref(), Some("cycle"));
    let ids: js_sys::Array = get(&cycle, "cycle").dyn_into().unwrap();
    assert_eq!(ids.length(), 3);
    // 10 layers of two positions, each pointing to both of the next: 2^11 − 1 + … tree nodes.
    let mut text = String::from("start X0\n");
    for i in 0..10 {
        let mover = if i % 2 == 0 { "max" } else { "min" };
        text.push_str(&format!("X{i} {mover} : X{n} Y{n}\nY{i} {mover} : X{n} Y{n}\n", n = i + 1));
    }
    text.push_str("X10 = 1\nY10 = -1\n");
    let big = refusal(&text, "alphabeta", "best");
    let message = get(&big, "message").as_string().unwrap();
    assert!(message.starts_with("the game tree has 2,047 positions") && message.contains("more than 300"), "{message}");
    assert_eq!(get(&big, "reason").as_string().as_deref(), Some("too-big"));
    assert_eq!(get(&big, "nodes").as_f64(), Some(2047.0));
    assert_eq!(get(&big, "limit").as_f64(), Some(300.0));
    let alg = refusal(DIAMOND, "<img>", "given");
    assert_eq!(get(&alg, "message").as_string().unwrap(), "unknown tree algorithm `<img>`: use stack or alphabeta");
    let order = refusal(DIAMOND, "alphabeta", "sideways");
    assert_eq!(get(&order, "message").as_string().unwrap(), "unknown move order `sideways`: use given, best or worst");
}
