// The wire codes the engine's wasm binding sends as numbers, by name, and the words the page writes
// for some of them. GENERATED from src/wire.rs by examples/wire_codes.rs: do not edit; after a
// change there, `cargo run --example wire_codes` writes this file anew.

/** DFS colours of positions (Trace.colors). */
export const COLOR = Object.freeze({ white: 0, gray: 1, black: 2 });

/** Colour names by code, as written into data-color. */
export const COLOR_NAMES = Object.freeze(['white', 'gray', 'black']);

/** Who moves at a position (Game.movers). */
export const MOVER = Object.freeze({ paul: 0, carole: 1 });

/** By mover code: the player's name. */
export const MOVER_NAMES = Object.freeze(['Paul', 'Carole']);

/** By mover code: the rule of the player's positions' values. */
export const MOVER_RULES = Object.freeze(['max', 'min']);

/** A position's outcome (Solution.outcomes). */
export const OUTCOME = Object.freeze({ paul: 0, carole: 1, draw: 2, unreachable: 255 });

/** data-outcome words by OUTCOME code (none for unreachable). */
export const OUTCOME_NAMES = Object.freeze(['paul', 'carole', 'draw']);

/** Solution.remoteness of a position that is a draw or unreachable (u32::MAX). */
export const NO_REMOTENESS = 4294967295;

/** AttractorTrace.layers of a position not (yet) in W (u32::MAX). */
export const NO_LAYER = 4294967295;

/** The kind of a node of the unfolded game tree (TreeTrace.kinds): who moves, or a leaf. */
export const NODE_KIND = Object.freeze({ paul: 0, carole: 1, end: 2 });

/** Where a tree node stands in the search (TreeTrace.states). */
export const NODE_STATE = Object.freeze({ unvisited: 0, path: 1, finished: 2, pruned: 3 });

/** No tree node (TreeTrace.parents of the root, TreeTrace.chosen of a node without one). */
export const NO_NODE = -1;
