// The legend: what the shapes, the fills and the kinds of edges mean for the algorithm shown (two
// compared: both). A subscriber of the page store (store.js): it renders when the algorithm
// shown changes. The "What am I looking at?" button beside the drawing opens the same legend as a
// popover over the drawing (the browser's popover: Escape or a click elsewhere closes it); the
// legend moves there while it is open and back to its card after.

import { byId } from '../core/index.js';
import { loadedAlgorithm } from '../algorithms/index.js';

/** The legend's words for the fills (an algorithm's `colorWords` replace them). */
const DFS_COLOR_WORDS = Object.freeze({
  white: 'not seen yet',
  gray: 'on the stack (being explored)',
  black: 'finished, value known',
});
/** The legend's words for the kinds of edges (an algorithm's `edgeWords` replace them; null
 * leaves that kind out: it is not drawn by that algorithm). */
const DFS_EDGE_WORDS = Object.freeze({
  tree: 'tree edge: leads to a white position',
  black: 'dashed: to a black position, value reused',
  pruned: null,
  best: 'thick: a best move',
  current: 'the move being looked at',
});

/** What the legend says for `algorithm` (and `second`, compared, or null): {fills: {color:
 * words}, edges: {kind: words | null}}; where the two differ, each is named. */
export function legendWords(algorithm, second = null) {
  const otherFills = second ? { ...DFS_COLOR_WORDS, ...second.colorWords } : {};
  const fills = {};
  for (const [color, words] of Object.entries({ ...DFS_COLOR_WORDS, ...algorithm.colorWords })) {
    fills[color] =
      second && otherFills[color] !== words
        ? `${words} (${algorithm.label}); ${otherFills[color]} (${second.label})`
        : words;
  }
  // Compared, a kind of edge either pane draws stays in the legend.
  const otherEdges = second ? { ...DFS_EDGE_WORDS, ...second.edgeWords } : {};
  const edges = {};
  for (const [kind, own] of Object.entries({ ...DFS_EDGE_WORDS, ...algorithm.edgeWords })) {
    edges[kind] = own ?? otherEdges[kind] ?? null;
  }
  return { fills, edges };
}

/** A store subscriber that writes the legend's words when the algorithm shown changes. */
export function legendSubscriber() {
  return (state, action) => {
    if (action.type !== 'algorithm' || !state.algorithm) return;
    const second = state.view?.compare?.[1] ? (loadedAlgorithm(state.view.compare[1]) ?? null) : null;
    const { fills, edges } = legendWords(state.algorithm, second);
    for (const [color, words] of Object.entries(fills)) byId(`legend-${color}`).textContent = `${color}: ${words}`;
    for (const [kind, words] of Object.entries(edges)) {
      const item = byId(`legend-edge-${kind}`);
      item.hidden = words == null;
      item.querySelector('span').textContent = words ?? '';
    }
  };
}

/** The "What am I looking at?" button opens `panel` (a popover) beside it with the `legend`
 * section in it; closed, the legend goes back where it was. */
export function legendPopover(button, panel, legend) {
  const home = legend.parentElement;
  const next = legend.nextElementSibling;
  panel.addEventListener('beforetoggle', (event) => {
    const opening = /** @type {ToggleEvent} */ (event).newState === 'open';
    button.setAttribute('aria-expanded', String(opening));
    if (opening) {
      // Under the button, its right edge at the button's (the drawing is below them).
      const box = button.getBoundingClientRect();
      panel.style.top = `${Math.round(box.bottom + 6)}px`;
      panel.style.right = `${Math.max(8, Math.round(document.documentElement.clientWidth - box.right))}px`;
      panel.append(legend);
    } else {
      home.insertBefore(legend, next);
    }
  });
}
