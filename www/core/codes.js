//! The wire codes the engine's wasm binding sends as numbers, by name. Their values are the
//! engine's (src/wire.rs); tests/suite/wire_codes.rs reads this file and checks every one of them.

/** DFS colours of positions (Trace.colors). */
export const COLOR = Object.freeze({ white: 0, gray: 1, black: 2 });
/** Colour names by code, as written into data-color. */
export const COLOR_NAMES = Object.freeze(['white', 'gray', 'black']);

/** Who moves at a position (Game.movers). */
export const MOVER = Object.freeze({ paul: 0, carole: 1 });

/** A position's outcome (Solution.outcomes). */
export const OUTCOME = Object.freeze({ paul: 0, carole: 1, draw: 2, unreachable: 255 });

/** Solution.remoteness of a position that is a draw or unreachable (u32::MAX). */
export const NO_REMOTENESS = 4294967295;
/** By mover code: the player's name and the rule of their positions' values. */
export const MOVER_NAMES = Object.freeze(['Paul', 'Carole']);
export const MOVER_RULES = Object.freeze(['max', 'min']);

/** data-outcome words: by OUTCOME code (unknown and unreachable: ""), or from a value's sign. */
export const OUTCOME_WORDS = Object.freeze({
  byCode: Object.freeze(['paul', 'carole', 'draw']),
  ofCode: (code) => OUTCOME_WORDS.byCode[code] ?? '',
  ofValue: (value) => (Number.isNaN(value) ? '' : value > 0 ? 'paul' : value < 0 ? 'carole' : 'draw'),
});

/** AttractorTrace.layers of a position not (yet) in W (u32::MAX, NO_LAYER in the binding). */
export const NO_LAYER = 4294967295;

/** The kind of a node of the unfolded game tree (TreeTrace.kinds): who moves, or a leaf. */
export const NODE_KIND = Object.freeze({ paul: 0, carole: 1, end: 2 });
/** Where a tree node stands in the search (TreeTrace.states). */
export const NODE_STATE = Object.freeze({ unvisited: 0, path: 1, finished: 2, pruned: 3 });
/** No tree node (TreeTrace.parents of the root, TreeTrace.chosen of a node without one). */
export const NO_NODE = -1;
