// Stepping through a trace: the player (www/player.js) asks for step k and this draws it — the
// drawing (the game graph, or the game tree for the tree algorithms), the board of the position
// the search is at, the pseudocode's lines, the state panels, the narration, #app's data-step
// (and data-leaves for alpha-beta: the testability contract) and the link's step. In compare
// mode both panes are drawn at the same fraction of their traces (www/compare.js).

import { byId, h, replaceChildren } from './dom.js';
import { guard } from './engine.js';

export class Stepping {
  /**
   * state: the explorer's state (its run, algorithm, view, comparing and loading are read; the
   * view's step is written); the views drawn on and the cards filled; addressBar: rewrites the
   * link's step.
   */
  constructor({ state, graphView, treeView, boardCard, pseudocode, picker, compare, addressBar }) {
    Object.assign(this, { state, graphView, treeView, boardCard, pseudocode, picker, compare, addressBar });
  }

  /** The drawing shown: the game tree for the tree algorithms, else the game graph. */
  drawing() {
    // A game drawn whole (www/drawing/canvas/) is stepped on that view.
    if (this.state.whole) return this.state.whole;
    return this.state.run && this.state.algorithm?.view === 'tree' ? this.treeView : this.graphView;
  }

  /** Draws step k (called by the player at most once per frame). */
  show(k) {
    const { state } = this;
    if (state.comparing && !state.loading) return this.showCompare(k);
    const { run, algorithm } = state;
    if (!run || state.loading) return;
    const app = byId('app');
    const started = performance.now();
    const frame = guard(() => run.frameAt(k));
    this.drawing().render(frame);
    // Alpha-beta: the leaves evaluated so far (the testability contract).
    if (algorithm.id === 'alphabeta') app.dataset.leaves = String(frame.leaves);
    // The board of the position the search is at (a tree node's position on the tree).
    this.boardCard.show(algorithm.view === 'tree' ? run.tree.positions[frame.current] : frame.current);
    this.pseudocode.highlight(algorithm.lines(run, frame));
    this.picker.renderPanels(run, frame);
    byId('narration').textContent = algorithm.sentence(run, frame);
    app.dataset.step = String(frame.step);
    // At the end, the best line can be picked out of the finished drawing.
    const atEnd = frame.step === run.steps;
    byId('btn-best-line').hidden = !atEnd || this.drawing() !== this.graphView;
    if (!atEnd) this.setBestLine(false);
    state.view.step = frame.step;
    this.addressBar.write(false);
    // The page benchmark (scripts/bench-page.mjs) sets data-bench to read each step's cost.
    if (document.documentElement.dataset.bench) performance.measure('gamegraph:step', { start: started });
  }

  /** Compare mode: both panes at the same fraction of their traces; the side panels follow the
   * first. */
  showCompare(k) {
    const first = this.compare.render(k);
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
      h('span', { class: 'compare-sentences' }, this.compare.panes.map((pane) => h('span', {}, h('strong', {}, `${pane.algorithm.label}: `), pane.sentence.textContent))),
    );
    byId('app').dataset.step = String(k);
    this.state.view.step = k;
    this.addressBar.write(false);
  }

  /** Dims the drawing off the best line, or not (the toggle's state follows). */
  setBestLine(on) {
    byId('btn-best-line').setAttribute('aria-pressed', String(on));
    this.graphView.showBestLine?.(on);
  }
}
