// The explorer's views, made once the engine is loaded: the drawings (graph, tree, whole game),
// the compared panes, the pseudocode, the algorithm picker, the player and its stepping, the board
// card, practice and play modes, the neighbourhood view and Find a position; and the drawing's
// own buttons (zoom, fit, best line) and resizing. Each view follows the page store
// (www/store/store.js); what it asks of the page goes to the page's controller.

import { byId, notice, onDemand } from '../core/index.js';
import { guard } from '../engine/index.js';
import { newPlay } from '../link/index.js';
import { elementWords, GraphView, loadedTreeView, loadWholeView, treeViewOnDemand } from '../drawing/index.js';
import {
  AlgorithmPicker,
  Compare,
  FindPosition,
  Neighbourhood,
  Player,
  Pseudocode,
  Stepping,
} from '../explorer/index.js';
import { playOnDemand } from '../play/index.js';
import { BoardCard } from '../boards/index.js';
import { practiceOnDemand } from '../practice/index.js';

/**
 * Compare mode's panes draw with these, by the algorithm's `view` (algorithms/index.js): a view
 * made in `container` with `run` drawn on it (`layout`: the worker's graph layout). The tree's
 * code is loaded by then: with the tree algorithm compared (show-result.js).
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
 * Makes the explorer's views into `views` (the page's views by name; the worker, the presets and
 * the welcome tour are there already). ctx: {store, page (www/app/page-controller.js), views,
 * marks (the root's attributes in the store)}.
 */
export function makeExplorerViews({ store, page, views, marks }) {
  const { state } = store;
  views.graphView = new GraphView(byId('graph'));
  // The tree algorithms draw the game unfolded into its tree, in the same box (its code is loaded
  // with theirs).
  views.treeView = treeViewOnDemand(byId('graph'));
  // Games too big for the SVG drawing are drawn whole on canvases (www/drawing/canvas/), by a view
  // made when first needed (its code is loaded then).
  views.wholeView = null;
  views.loadWholeView = onDemand(
    'the whole-game drawing',
    () => loadWholeView().then((WholeView) => (views.wholeView ??= new WholeView(byId('graph')))),
    notice,
  );
  views.compare = new Compare({
    host: byId('compare'),
    more: byId('compare-more'),
    makeView: (algorithm, container, run, layout) => PANE_VIEWS[algorithm.view](container, run, layout),
    guard,
    store,
  });
  views.pseudocode = new Pseudocode(byId('pseudocode'));
  views.picker = new AlgorithmPicker({
    view: () => state.view,
    shown: () => state.algorithm,
    switchTo: page.switchAlgorithm,
    pseudocode: views.pseudocode,
  });
  views.player = new Player((k) => views.stepping.show(k));
  // Playing hands the view back to the camera after the user's own pan or zoom.
  views.player.onPlay = () => views.stepping.drawing().resume();
  // The explorer's keys (→ ← space Home End) only while the explorer is shown.
  views.player.active = () =>
    !byId('explorer-view').hidden &&
    !views.playView?.active &&
    !views.practice?.active &&
    !views.drawMode?.active &&
    !views.welcome.touring;
  // Play against perfect play from a position of the board card or the neighbourhood view.
  const playFrom = (from) =>
    page.open({ ...state.view, step: 0, play: { ...newPlay(page.randomSeed()), from } }, 'chooser');
  views.boardCard = new BoardCard(byId('board-card'), playFrom);
  // Practice mode (www/practice/practice-view.js) asks before each decisive step and moves the player.
  views.practice = practiceOnDemand(
    {
      root: byId('practice'),
      store,
      marks,
      goTo: (step) => views.player.go(step),
      drawing: byId('graph'),
      board: views.boardCard,
    },
    notice,
  );
  views.stepping = new Stepping(/** @type {any} */ ({ store, ...views }));
  views.neighbourhood = new Neighbourhood(byId('neighbourhood'), playFrom, notice);
  views.find = findPosition(state, views);
  // A click on a drawn position shows its board (until the next step moves on).
  byId('graph').addEventListener('click', (event) => {
    const node = /** @type {HTMLElement | null} */ (
      /** @type {HTMLElement} */ (event.target).closest?.('[data-position]')
    );
    if (node) views.boardCard.showName(node.dataset.position);
  });
  // Play mode (www/play/play-view.js) is loaded when a game of play is first shown.
  views.playView = playOnDemand({ root: byId('play'), store, marks, worker: views.worker, notice }, notice);
  drawingButtons(views);
  keepStageInView();
}

/** Find a position: the drawing shown centres it and makes it the focus; the board card shows it. */
function findPosition(state, views) {
  return new FindPosition(
    {
      input: byId('find-position'),
      list: byId('find-position-names'),
      line: byId('position-line'),
      graph: byId('graph'),
    },
    {
      names: () => views.boardCard.game?.names ?? null,
      find: (id) => {
        const drawing = /** @type {any} */ (views.stepping.drawing());
        if (state.comparing || !drawing.findPosition?.(id)) return null;
        views.boardCard.show(id, 'found');
        const node = byId('graph').querySelector('[data-focus="true"]');
        return node ? elementWords(node) : views.boardCard.game.names[id];
      },
    },
  );
}

/** The drawing's zoom, fit and best-line buttons; the drawings refit as their boxes change size. */
function drawingButtons(views) {
  byId('btn-zoom-in').addEventListener('click', () => views.stepping.drawing().zoom(1.25));
  byId('btn-zoom-out').addEventListener('click', () => views.stepping.drawing().zoom(0.8));
  byId('btn-fit').addEventListener('click', () => views.stepping.drawing().fit());
  byId('btn-best-line').addEventListener('click', () =>
    views.stepping.setBestLine(byId('btn-best-line').getAttribute('aria-pressed') !== 'true'),
  );
  new ResizeObserver(() => views.stepping.drawing().refit()).observe(byId('graph'));
  new ResizeObserver(() => views.compare.refit()).observe(byId('compare'));
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
