// The algorithm registry: every algorithm the explorer can animate, in the picker's order.
//
// Adding an algorithm = one module file here + one entry in catalog.js (what the page knows of
// it before it is loaded) + one line in LOADERS below (+ a view maker in main.js's VIEWS if it
// draws on a view not made yet). Only DFS minimax, the default of most games, is on the first
// screen; the others load when a game is first shown with them (loadAlgorithm). A module's
// default export is a plain object, its catalog entry spread into it:
//
//   id            the link's `alg=` value ('dfs', 'retrograde', …); also #app's data-alg
//   label         the picker's words ('DFS minimax')
//   source        where the algorithm is from, in words ('CLRS ch. 22')
//   view          what it draws on: 'graph' (the game graph, graph-view.js) or 'tree' (the
//                 unfolded game tree)
//   params        link parameters it reads, {name: {values: [..], default, label, words?}},
//                 e.g. the attractor's {player: {values: ['paul', 'carole'], default: 'paul'}}; the
//                 link (link.js) validates them, the page shows a <select> for each
//   applies(info) null when it runs on the game, else {reason (a sentence), instead (an id)};
//                 info: {cycle: null | {names}, reachable, moves} (the worker's summary)
//   colorWords    optional {white, gray, black}: what the fills mean, for the legend (DFS's
//                 words otherwise)
//   edgeWords     optional {tree, black, pruned, best, current}: what each kind of edge means,
//                 for the legend (DFS's words otherwise; null: not drawn by this algorithm)
//   needsExtras   optional, true: its runs use the engine's on-demand part (www/engine/extras.js),
//                 which the page loads before opening it
//   programTitle  the pseudocode card's title
//   program       the pseudocode: [key, text, indent] per line (pseudocode.js)
//   open(game, options)  → a run for a wasm Game (the caller frees the game; options holds
//                 the params' values; the page calls it under wasm.js's guard, so modules
//                 import no wasm themselves). A run has: steps, events, names, start (and the rest
//                 of game-arrays.js's readGame), best(v) → best successors, frameAt(k) → a
//                 frame, free(). A frame has at least {step, event, current (id or −1)} and
//                 what its view's render() reads: for 'graph', {colors, values, currentEdge,
//                 edgeKind(from, to), stack?, attrs?: {name: [string per position]} written as
//                 data-<name>, badges?: [string per position] drawn beside each position}
//   openInTasks(game, options)  optional, for the graph algorithms: → a promise of the same
//                 run, its trace's events read a slice per task (a whole drawing's tens of
//                 thousands of events never hold the page's thread)
//   lines(run, frame)     → the program's keys the frame's event ran (highlighted)
//   sentence(run, frame)  → the step in words
//   panels        up to two state panels: [{title, note?, make(container) → {render(run,
//                 frame), clear()}}]
//   counts(run, frame)    → {moves, visited, leaves (null when it evaluates none)} up to the
//                 frame: the compare table's numbers
//   claims(run)   → what the whole run says of each position, for compare mode's agreement
//                 line: {values: Map name → value} or {wins: {player, positions: Map name →
//                 bool (the player forces a win there)}}; positions it does not compute are left
//                 out (a tree algorithm may give the values of the positions in its tree)
//
// A view (main.js's VIEWS: kind → maker(container)) has: svg (its element, hidden while another
// kind is shown), clear(), draw(model: a run plus {layout}), render(frame), zoom(factor), fit(),
// resume(), refit(), and optionally showBestLine(on) and exportSvg(). Compare mode makes one per
// pane with the same makers.
//
// Every module is pure at import (no DOM touched until a panel is made), so link.js and the node
// unit tests can import the registry.

import dfs from './dfs.js';
import { CATALOG } from './catalog.js';

/** What the picker and the link know of every algorithm, in the picker's order: each one's
 * catalog entry (catalog.js), not its module. */
export const ALGORITHMS = CATALOG;

/** The catalog entry with this id, or undefined. */
export function algorithmById(id) {
  return ALGORITHMS.find((algorithm) => algorithm.id === id);
}

/** The modules loaded on demand, each its own chunk. */
const LOADERS = {
  retrograde: () => import('./retrograde.js'),
  attractor: () => import('./attractor.js'),
  stack: () => import('./stack.js'),
  alphabeta: () => import('./alphabeta.js'),
};

/** The modules loaded so far, by id. */
const loaded = new Map([[dfs.id, dfs]]);

/** The module with this id if it is loaded, else undefined (loadAlgorithm loads it). */
export function loadedAlgorithm(id) {
  return loaded.get(id);
}

/** A promise of the module with this id, loaded once (a failed load rejects, and is tried again on
 * the next call); undefined for an id not in the catalog. */
export function loadAlgorithm(id) {
  if (loaded.has(id)) return Promise.resolve(loaded.get(id));
  return LOADERS[id]?.().then(({ default: algorithm }) => {
    loaded.set(id, algorithm);
    return algorithm;
  });
}

/** The algorithm a game opens with: DFS on a graph without cycles, retrograde on one with. */
export function defaultAlgorithm(info) {
  return info.cycle ? 'retrograde' : 'dfs';
}

/** Every link parameter some algorithm reads: name → {values, default, label}. */
export const ALGORITHM_PARAMS = Object.freeze(
  Object.assign({}, ...ALGORITHMS.map((algorithm) => algorithm.params ?? {})),
);

export { isTreeRefusal } from './catalog.js';
