// Stepping through a trace: the player (www/explorer/player.js) asks for step k, and this reads
// its frame from the run and dispatches it to the page store (www/store/) as a
// `step` action (the view's step, #app's data-step and data-leaves, and the link follow from the
// store). `render` is the store subscriber that draws a step: the drawing (the game graph, or the
// game tree for the tree algorithms), the board of the position the search is at, the
// pseudocode's lines, the state panels and the narration. In compare mode both panes are drawn
// at the same fraction of their traces (www/explorer/compare.js).

import { byId, h, replaceChildren, wordNodes } from '../core/index.js';
import { guard } from '../engine/index.js';

export class Stepping {
  // The constructor's parts (Object.assign), declared for the checker.
  store;
  graphView;
  treeView;
  boardCard;
  pseudocode;
  picker;
  compare;

  /** store: the page store (its run, algorithm, comparing and loading are read); the views
   * drawn on and the cards filled. */
  constructor({ store, graphView, treeView, boardCard, pseudocode, picker, compare }) {
    Object.assign(this, { store, graphView, treeView, boardCard, pseudocode, picker, compare });
    store.subscribe((state, action) => {
      if (action.type !== 'step') return;
      if (action.frame) this.render(state, action.frame);
      // Compare mode: the panes (a subscriber before this one) have drawn the step.
      else if (state.comparing) this.renderCompare(action.step);
    });
  }

  /** The drawing shown: the game tree for the tree algorithms, else the game graph. */
  drawing() {
    const { state } = this.store;
    // A game drawn whole (www/drawing/canvas/) is stepped on that view.
    if (state.whole) return state.whole;
    return state.run && state.algorithm?.view === 'tree' ? this.treeView : this.graphView;
  }

  /** Shows step k (called by the player at most once per frame). */
  show(k) {
    const { state } = this.store;
    if (state.comparing && !state.loading) return this.showCompare(k);
    const { run, algorithm } = state;
    if (!run || state.loading) return;
    const started = performance.now();
    const frame = guard(() => run.frameAt(k));
    // Alpha-beta: the leaves evaluated so far (the testability contract).
    const leaves = algorithm.id === 'alphabeta' ? frame.leaves : undefined;
    this.store.dispatch({ type: 'step', step: frame.step, frame, leaves, link: 'later' });
    // The page benchmark (scripts/bench-page.mjs) sets data-bench to read each step's cost.
    if (document.documentElement.dataset.bench) performance.measure('gamegraph:step', { start: started });
  }

  /** Draws `frame` of the store's run. */
  render(state, frame) {
    const { run, algorithm } = state;
    this.drawing().render(frame);
    // The board of the position the search is at (a tree node's position on the tree).
    this.boardCard.show(algorithm.view === 'tree' ? run.tree.positions[frame.current] : frame.current);
    this.pseudocode.highlight(algorithm.lines(run, frame));
    this.picker.renderPanels(run, frame);
    replaceChildren(byId('narration'), wordNodes(algorithm.sentence(run, frame)));
    // At the end, the best line can be picked out of the finished drawing.
    const atEnd = frame.step === run.steps;
    byId('btn-best-line').hidden = !atEnd || this.drawing() !== this.graphView;
    if (!atEnd) this.setBestLine(false);
  }

  /** Compare mode: both panes at the same fraction of their traces (www/explorer/compare.js
   * draws them as the store shows the step). */
  showCompare(k) {
    this.store.dispatch({ type: 'step', step: k, link: 'later' });
  }

  /** Compare mode's step k, drawn in the panes: the side panels follow the first pane. */
  renderCompare(k) {
    const first = this.compare.first;
    if (first) {
      this.pseudocode.highlight(first.algorithm.lines(first.run, first.frame));
      this.picker.renderPanels(first.run, first.frame);
    }
    const percent = this.compare.steps === 0 ? 100 : Math.round((100 * k) / this.compare.steps);
    // On a phone the panes' own sentences are below the docked controls: the dock says them too
    // (compare-sentences, shown by the phone layout only).
    replaceChildren(
      byId('narration'),
      `Both at ${percent} % of their traces: each pane says its own step.`,
      h(
        'span',
        { class: 'compare-sentences' },
        this.compare.panes.map((pane) =>
          h('span', {}, h('strong', {}, `${pane.algorithm.label}: `), wordNodes(pane.said)),
        ),
      ),
    );
  }

  /** Dims the drawing off the best line, or not (the toggle's state follows). */
  setBestLine(on) {
    byId('btn-best-line').setAttribute('aria-pressed', String(on));
    this.graphView.showBestLine?.(on);
  }
}
