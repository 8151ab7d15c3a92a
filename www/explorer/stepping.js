// Stepping through a trace: the player (www/explorer/player.js) asks for step k, and this reads
// its frame from the run and dispatches it to the page store (www/store/) as a `step` action (the
// view's step, #app's data-step and data-leaves, and the link follow from the store). As a
// follower of the store it draws a step — the drawing shown (the game graph, the game tree or
// the whole drawing), the pseudocode's lines, the state panels — and writes the sentence under
// the drawing: the step's, or, with nothing to step through, the store's `said`. In compare mode
// both panes are drawn at the same fraction of their traces (www/explorer/compare.js).

import { byId, h, replaceChildren, wordNodes } from '../core/index.js';
import { guard } from '../engine/index.js';

export class Stepping {
  /** store: the page store; drawings: the drawing's box (drawings.js); pseudocode, picker,
   * compare: the cards and panes a step fills. */
  constructor({ store, drawings, pseudocode, picker, compare }) {
    this.store = store;
    this.drawings = drawings;
    this.pseudocode = pseudocode;
    this.picker = picker;
    this.compare = compare;
    this.narration = byId('narration');
    store.subscribe((state, action) => {
      if (action.type === 'step') {
        if (action.frame) this.render(state, action.frame);
        // Compare mode: the panes (a follower before this one) have drawn the step.
        else if (state.comparing) this.renderCompare(action.step);
      } else if (['clear', 'summary', 'solved', 'result'].includes(action.type)) {
        replaceChildren(this.narration, wordNodes(state.said ?? ''));
      }
    });
  }

  /** Shows step k (called by the player at most once per frame). */
  show(k) {
    const { state } = this.store;
    if (state.comparing && !state.loading) return this.store.dispatch({ type: 'step', step: k, link: 'later' });
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
    this.drawings.current().render(frame);
    this.pseudocode.highlight(algorithm.lines(run, frame));
    this.picker.renderPanels(run, frame);
    replaceChildren(this.narration, wordNodes(algorithm.sentence(run, frame)));
  }

  /** Compare mode's step k, drawn in the panes: the side panels follow the first pane. */
  renderCompare(k) {
    const first = this.compare.first;
    if (first) {
      this.pseudocode.highlight(first.algorithm.lines(first.run, first.frame));
      this.picker.renderPanels(first.run, first.frame);
    }
    const steps = this.store.state.steps;
    const percent = steps === 0 ? 100 : Math.round((100 * k) / steps);
    // On a phone the panes' own sentences are below the docked controls: the dock says them too
    // (compare-sentences, shown by the phone layout only).
    replaceChildren(
      this.narration,
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
}
