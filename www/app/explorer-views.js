// The explorer's views, made once the engine is loaded: the drawing's box (graph, tree, whole
// game), the compared panes, the pseudocode, the algorithm picker, the player and its stepping,
// the board card, practice and play modes, the neighbourhood view and Find a position; and the
// drawing's own buttons (zoom, fit, best line) and resizing. Each view follows the page store
// (www/store/) and renders from it; what a user asks of the page goes to the session
// (www/app/session.js) or is dispatched to the store.

import { byId } from '../core/index.js';
import { guard, randomSeed } from '../engine/index.js';
import { newPlay } from '../link/index.js';
import { elementWords, GraphView, loadedTreeView } from '../drawing/index.js';
import {
  AlgorithmPicker,
  Compare,
  Drawings,
  FindPosition,
  Neighbourhood,
  Player,
  Pseudocode,
  Stepping,
  followBoard,
  followTexts,
} from '../explorer/index.js';
import { playOnDemand } from '../play/index.js';
import { BoardCard } from '../boards/index.js';
import { practiceOnDemand } from '../practice/index.js';

/**
 * Compare mode's panes draw with these, by the algorithm's `view` (algorithms/index.js): a view
 * made in `container` with `run` drawn on it (`layout`: the worker's graph layout). The tree's
 * code is loaded by then: with the tree algorithm compared (the session waits for it).
 */
const PANE_VIEWS = {
  graph: (container, run, layout) => {
    const view = new GraphView(container);
    view.draw({ ...run, layout });
    return view;
  },
  tree: (container, run) => {
    const TreeView = loadedTreeView();
    const view = new TreeView(container);
    view.draw(run.tree);
    return view;
  },
};

/**
 * Makes the explorer's views, each following `store`. ctx: {store, session, worker (the page's
 * WorkerClient), marks (the root's attributes in the store), touring() (the Welcome tour is on
 * screen)}. Returns the views the page's other parts use: {player, drawings, compare}.
 */
export function makeExplorerViews({ store, session, worker, marks, touring }) {
  const { state } = store;
  const drawings = new Drawings(byId('graph'), store);
  const compare = new Compare({
    host: byId('compare'),
    more: byId('compare-more'),
    makeView: (algorithm, container, run, layout) => PANE_VIEWS[algorithm.view](container, run, layout),
    guard,
    store,
  });
  const pseudocode = new Pseudocode(byId('pseudocode'));
  const picker = new AlgorithmPicker({
    view: () => state.view,
    shown: () => state.algorithm,
    switchTo: session.switchAlgorithm,
    pseudocode,
  });
  picker.follow(store);
  const stepping = new Stepping({ store, drawings, pseudocode, picker, compare });
  const player = new Player((k) => stepping.show(k), store);
  // Playing hands the view back to the camera after the user's own pan or zoom.
  player.onPlay = () => drawings.current().resume();
  // Play against perfect play from a position of the board card or the neighbourhood view.
  const playFrom = (from) =>
    session.open({ ...state.view, step: 0, play: { ...newPlay(randomSeed()), from } }, 'chooser');
  const boardCard = new BoardCard(byId('board-card'), playFrom);
  followBoard(store, boardCard);
  followTexts(store);
  // Practice mode (www/practice/practice-view.js) asks before each decisive step and moves the player.
  const practice = practiceOnDemand({
    root: byId('practice'),
    store,
    marks,
    goTo: (step) => store.dispatch({ type: 'seek', step }),
    drawing: byId('graph'),
    board: boardCard,
  });
  // The explorer's keys (→ ← space Home End) only while the explorer is shown.
  player.active = () => state.page === 'explorer' && state.section === 'explorer' && !practice.active && !touring();
  new Neighbourhood(byId('neighbourhood'), playFrom, store, worker);
  findPosition(state, drawings, boardCard);
  // A click on a drawn position shows its board (until the next step moves on).
  byId('graph').addEventListener('click', (event) => {
    const node = /** @type {HTMLElement | null} */ (
      /** @type {HTMLElement} */ (event.target).closest?.('[data-position]')
    );
    if (node) boardCard.showName(node.dataset.position);
  });
  // Play mode (www/play/play-view.js) is loaded when a game of play is first shown.
  playOnDemand({ root: byId('play'), store, marks, worker });
  drawingButtons(store, drawings, compare);
  keepStageInView();
  return { player, drawings, compare };
}

/** Find a position: the drawing shown centres it and makes it the focus; the board card shows it. */
function findPosition(state, drawings, boardCard) {
  return new FindPosition(
    {
      input: byId('find-position'),
      list: byId('find-position-names'),
      line: byId('position-line'),
      graph: byId('graph'),
    },
    {
      names: () => boardCard.game?.names ?? null,
      find: (id) => {
        const drawing = /** @type {any} */ (drawings.current());
        if (state.comparing || !drawing.findPosition?.(id)) return null;
        boardCard.show(id, 'found');
        const node = byId('graph').querySelector('[data-focus="true"]');
        return node ? elementWords(node) : boardCard.game.names[id];
      },
    },
  );
}

/** The drawing's zoom, fit and best-line buttons; the drawings refit as their boxes change size. */
function drawingButtons(store, drawings, compare) {
  const bestLine = byId('btn-best-line');
  byId('btn-zoom-in').addEventListener('click', () => drawings.current().zoom(1.25));
  byId('btn-zoom-out').addEventListener('click', () => drawings.current().zoom(0.8));
  byId('btn-fit').addEventListener('click', () => drawings.current().fit());
  bestLine.addEventListener('click', () => store.dispatch({ type: 'bestLine', on: !store.state.bestLine }));
  let pressed = null;
  store.subscribe((state) => {
    if (state.bestLine !== pressed) bestLine.setAttribute('aria-pressed', String((pressed = state.bestLine)));
  });
  new ResizeObserver(() => drawings.current().refit()).observe(byId('graph'));
  new ResizeObserver(() => compare.refit()).observe(byId('compare'));
}

/** The explorer stays in view as the page scrolls only while it fits the window: a taller one
 * (two panes compared) would keep its own bottom out of sight. The stage's height is the one its
 * resize observer reports, kept: read from the element, it would force a layout of the page
 * whenever a step has changed it (about 8 ms a step while DFS plays tic-tac-toe). */
function keepStageInView() {
  const stage = /** @type {HTMLElement} */ (document.querySelector('.stage'));
  let height = 0;
  const fits = () => stage.classList.toggle('too-tall', height > innerHeight - 16);
  new ResizeObserver(([entry]) => {
    height = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
    fits();
  }).observe(stage);
  addEventListener('resize', fits);
}
