//! The wire codes: the numbers the page's wasm binding ([`crate`]'s `wasm` module) sends in its
//! typed arrays for colours, movers, outcomes, tree nodes and "none". The page reads them by
//! name from www/codes.js; tests/suite/wire_codes.rs reads that file and checks every value there
//! against these, so the two cannot drift apart.

use crate::graph::Player;
use crate::solve::alpha_beta_trace::NodeState;
use crate::solve::dfs::Color;
use crate::solve::retrograde::Outcome;

/// `Trace.colors`: not yet seen.
pub const COLOR_WHITE: u8 = Color::White as u8;
/// `Trace.colors`: on the DFS stack.
pub const COLOR_GRAY: u8 = Color::Gray as u8;
/// `Trace.colors`: finished, with its value.
pub const COLOR_BLACK: u8 = Color::Black as u8;

/// `Game.movers`: Paul (max) moves.
pub const MOVER_PAUL: u8 = 0;
/// `Game.movers`: Carole (min) moves.
pub const MOVER_CAROLE: u8 = 1;

/// `Solution.outcomes`: Paul wins (value > 0).
pub const OUTCOME_PAUL_WINS: u8 = 0;
/// `Solution.outcomes`: Carole wins (value < 0).
pub const OUTCOME_CAROLE_WINS: u8 = 1;
/// `Solution.outcomes`: a draw (value 0, or play forever).
pub const OUTCOME_DRAW: u8 = 2;
/// `Solution.outcomes`: not reachable from the start (or, in a trace, not labelled yet).
pub const OUTCOME_UNREACHABLE: u8 = 255;

/// "No remoteness" (a draw, or unreachable) in `Solution.remoteness`; JavaScript sees
/// 4294967295.
pub const NO_REMOTENESS: u32 = u32::MAX;

/// `AttractorTrace.layers`: the position has not joined W (yet); JavaScript sees 4294967295.
pub const NO_LAYER: u32 = u32::MAX;

/// `TreeTrace.kinds`: Paul (max) moves at the node (= [`MOVER_PAUL`]).
pub const NODE_PAUL: u8 = MOVER_PAUL;
/// `TreeTrace.kinds`: Carole (min) moves at the node (= [`MOVER_CAROLE`]).
pub const NODE_CAROLE: u8 = MOVER_CAROLE;
/// `TreeTrace.kinds`: a leaf (an end position) with its VALUE.
pub const NODE_END: u8 = 2;

/// `TreeTrace.states`: not reached yet.
pub const NODE_UNVISITED: u8 = NodeState::Unvisited as u8;
/// `TreeTrace.states`: on the current path from the root (the Robot's node included).
pub const NODE_ON_PATH: u8 = NodeState::OnPath as u8;
/// `TreeTrace.states`: finished, with its value (a bound when alpha-beta cut it off).
pub const NODE_FINISHED: u8 = NodeState::Finished as u8;
/// `TreeTrace.states`: cut away by alpha-beta, never searched.
pub const NODE_PRUNED: u8 = NodeState::Pruned as u8;

/// "No node" in `TreeTrace.parents` and `TreeTrace.chosen`; JavaScript sees −1.
pub const NO_NODE: i32 = -1;

/// The mover code of a player.
pub fn mover_code(player: Player) -> u8 {
    match player {
        Player::Max => MOVER_PAUL,
        Player::Min => MOVER_CAROLE,
    }
}

/// The outcome code of a position (`None`: not reachable, or not labelled yet).
pub fn outcome_code(outcome: Option<Outcome>) -> u8 {
    match outcome {
        Some(Outcome::PaulWins) => OUTCOME_PAUL_WINS,
        Some(Outcome::CaroleWins) => OUTCOME_CAROLE_WINS,
        Some(Outcome::Draw) => OUTCOME_DRAW,
        None => OUTCOME_UNREACHABLE,
    }
}

/// Every code by the name www/codes.js gives it (`GROUP.key`, or the constant's name).
pub const BY_JS_NAME: [(&str, i64); 19] = [
    ("COLOR.white", COLOR_WHITE as i64),
    ("COLOR.gray", COLOR_GRAY as i64),
    ("COLOR.black", COLOR_BLACK as i64),
    ("MOVER.paul", MOVER_PAUL as i64),
    ("MOVER.carole", MOVER_CAROLE as i64),
    ("OUTCOME.paul", OUTCOME_PAUL_WINS as i64),
    ("OUTCOME.carole", OUTCOME_CAROLE_WINS as i64),
    ("OUTCOME.draw", OUTCOME_DRAW as i64),
    ("OUTCOME.unreachable", OUTCOME_UNREACHABLE as i64),
    ("NO_REMOTENESS", NO_REMOTENESS as i64),
    ("NO_LAYER", NO_LAYER as i64),
    ("NODE_KIND.paul", NODE_PAUL as i64),
    ("NODE_KIND.carole", NODE_CAROLE as i64),
    ("NODE_KIND.end", NODE_END as i64),
    ("NODE_STATE.unvisited", NODE_UNVISITED as i64),
    ("NODE_STATE.path", NODE_ON_PATH as i64),
    ("NODE_STATE.finished", NODE_FINISHED as i64),
    ("NODE_STATE.pruned", NODE_PRUNED as i64),
    ("NO_NODE", NO_NODE as i64),
];
