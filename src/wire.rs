//! The wire codes: the numbers the page's wasm binding ([`crate`]'s `wasm` module) sends in its
//! typed arrays for colours, movers, outcomes, tree nodes and "none". The page reads them by
//! name from www/core/codes.js, which is written from [`PAGE_EXPORTS`] ([`page_module`]), so the
//! two cannot drift apart.

mod page_module;

pub use page_module::{PAGE_MODULE_PATH, PageExport, page_module, write_module};

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

/// The page's module of the codes (www/core/codes.js), export by export: the codes by the names
/// the page gives them, and the words it writes for some of them, indexed by code.
pub const PAGE_EXPORTS: &[PageExport] = &[
    PageExport::Codes {
        name: "COLOR",
        doc: "DFS colours of positions (Trace.colors).",
        codes: &[("white", COLOR_WHITE as i64), ("gray", COLOR_GRAY as i64), ("black", COLOR_BLACK as i64)],
    },
    PageExport::Words {
        name: "COLOR_NAMES",
        doc: "Colour names by code, as written into data-color.",
        words: &[(COLOR_WHITE, "white"), (COLOR_GRAY, "gray"), (COLOR_BLACK, "black")],
    },
    PageExport::Codes {
        name: "MOVER",
        doc: "Who moves at a position (Game.movers).",
        codes: &[("paul", MOVER_PAUL as i64), ("carole", MOVER_CAROLE as i64)],
    },
    PageExport::Words {
        name: "MOVER_NAMES",
        doc: "By mover code: the player's name.",
        words: &[(MOVER_PAUL, Player::Max.person()), (MOVER_CAROLE, Player::Min.person())],
    },
    PageExport::Words {
        name: "MOVER_RULES",
        doc: "By mover code: the rule of the player's positions' values.",
        words: &[(MOVER_PAUL, Player::Max.keyword()), (MOVER_CAROLE, Player::Min.keyword())],
    },
    PageExport::Codes {
        name: "OUTCOME",
        doc: "A position's outcome (Solution.outcomes).",
        codes: &[
            ("paul", OUTCOME_PAUL_WINS as i64),
            ("carole", OUTCOME_CAROLE_WINS as i64),
            ("draw", OUTCOME_DRAW as i64),
            ("unreachable", OUTCOME_UNREACHABLE as i64),
        ],
    },
    PageExport::Words {
        name: "OUTCOME_NAMES",
        doc: "data-outcome words by OUTCOME code (none for unreachable).",
        words: &[(OUTCOME_PAUL_WINS, "paul"), (OUTCOME_CAROLE_WINS, "carole"), (OUTCOME_DRAW, "draw")],
    },
    PageExport::Code {
        name: "NO_REMOTENESS",
        doc: "Solution.remoteness of a position that is a draw or unreachable (u32::MAX).",
        code: NO_REMOTENESS as i64,
    },
    PageExport::Code {
        name: "NO_LAYER",
        doc: "AttractorTrace.layers of a position not (yet) in W (u32::MAX).",
        code: NO_LAYER as i64,
    },
    PageExport::Codes {
        name: "NODE_KIND",
        doc: "The kind of a node of the unfolded game tree (TreeTrace.kinds): who moves, or a leaf.",
        codes: &[("paul", NODE_PAUL as i64), ("carole", NODE_CAROLE as i64), ("end", NODE_END as i64)],
    },
    PageExport::Codes {
        name: "NODE_STATE",
        doc: "Where a tree node stands in the search (TreeTrace.states).",
        codes: &[
            ("unvisited", NODE_UNVISITED as i64),
            ("path", NODE_ON_PATH as i64),
            ("finished", NODE_FINISHED as i64),
            ("pruned", NODE_PRUNED as i64),
        ],
    },
    PageExport::Code {
        name: "NO_NODE",
        doc: "No tree node (TreeTrace.parents of the root, TreeTrace.chosen of a node without one).",
        code: NO_NODE as i64,
    },
];
