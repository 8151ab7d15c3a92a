// What the page knows of every algorithm before its module is loaded: the picker's words, the
// link's parameters, the kind of drawing, whether it runs on the engine's on-demand part. The
// first screen carries this and DFS minimax only; each other module (index.js loadAlgorithm) is
// loaded when a game is first shown with it, and spreads its entry here into its own export, so
// these facts are written once.

/** The move orders alpha-beta takes (its `order` parameter), in words. */
export const ORDER_WORDS = Object.freeze({ given: 'as given', best: 'best first', worst: 'worst first' });

/** In the picker's order: {id, label, source, view, params, needsExtras?} (index.js says what
 * each means). */
export const CATALOG = Object.freeze([
  { id: 'dfs', label: 'DFS minimax', source: 'CLRS ch. 22', view: 'graph', params: {} },
  { id: 'retrograde', label: 'Retrograde analysis', source: 'Knuth, TAOCP 2.2.3 ex. 28', view: 'graph', params: {} },
  {
    id: 'attractor',
    label: 'Attractor layers',
    source: 'the olympiad notes on finite games',
    view: 'graph',
    params: {
      player: {
        values: ['paul', 'carole'],
        default: 'paul',
        label: 'Player',
        words: { paul: 'Paul', carole: 'Carole' },
      },
    },
  },
  // The tree algorithms' traces are in the engine's on-demand part (tree-run.js).
  { id: 'stack', label: 'Stack traversal', source: 'Shen 11.3', view: 'tree', needsExtras: true, params: {} },
  {
    id: 'alphabeta',
    label: 'Alpha-beta',
    source: 'Knuth and Moore 1975, Shen 11.3',
    view: 'tree',
    needsExtras: true,
    params: {
      order: { values: ['given', 'best', 'worst'], default: 'given', label: 'Move order', words: ORDER_WORDS },
    },
  },
]);

/** The catalog's entry for `id` (throws for an id not in it: a module's own mistake). */
export function entry(id) {
  const found = CATALOG.find((algorithm) => algorithm.id === id);
  if (!found) throw new Error(`no algorithm ${id} in the catalog`);
  return found;
}

/** Why a game has no tree to draw, as the engine says it (`reason`: 'cycle' or 'too-big'). */
export function isTreeRefusal(error) {
  return error?.reason === 'cycle' || error?.reason === 'too-big';
}
