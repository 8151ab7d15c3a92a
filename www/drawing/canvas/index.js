// The whole-game drawing's public API: the view (whole-view.js, loaded when first drawn: only
// games too big for the SVG drawing need it), which games it draws, and their layout asked of the
// worker.

/** @returns {Promise<typeof import('./whole-view.js').WholeView>} */
export const loadWholeView = () => import('./whole-view.js').then((module) => module.WholeView);

export { countFrame, COUNT_KEYS } from './counts.js';
export { elementWords } from './pins.js';

/** Games this big at most are drawn whole and animated; past them the neighbourhood view stays. */
export const WHOLE_LIMIT = Object.freeze({ positions: 25000, moves: 100000 });

/**
 * Whether a game too big for the SVG drawing is drawn whole: {reachable, moves} of its summary,
 * within WHOLE_LIMIT, for an algorithm that draws the game graph (the tree algorithms unfold it
 * into a tree of their own).
 */
export function drawsWhole(summary, algorithm) {
  return algorithm.view === 'graph' && summary.reachable <= WHOLE_LIMIT.positions && summary.moves <= WHOLE_LIMIT.moves;
}

/**
 * The layout of a parsed game (a wasm Game) for a box `aspect` times as wide as high, computed in
 * the worker (www/engine/worker.js, 'layout'): resolves {x, y, depth, width, height, …}.
 */
export async function layoutWhole(worker, game, aspect) {
  const layout = await worker.layoutWhole({
    offsets: game.offsets(),
    targets: game.targets(),
    start: game.start,
    aspect,
  });
  // The drawing benchmark (scripts/bench-drawing.mjs) reads the worker's time.
  if (document.documentElement.dataset.bench) performance.mark('gamegraph:whole-layout', { detail: layout.ms });
  return layout;
}
