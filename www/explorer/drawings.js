// The drawing's box, following the page store: the game graph (an SVG, graph-view.js) for the
// graph algorithms and for the solved values of a game no algorithm animates, the game tree (the
// tree algorithms), or a big game drawn whole on canvases (www/drawing/canvas/). Which one the box
// shows is the store's `panel`; the one shown is `current()`, which the step, the zoom buttons,
// Find a position and Export use.

import { COLOR, NO_REMOTENESS, OUTCOME_WORDS } from '../core/index.js';
import { readGame } from '../engine/index.js';
import { GraphView, loadedWholeView, treeViewOnDemand } from '../drawing/index.js';

export class Drawings {
  /** box: the drawing's box (#graph); store: the page store. */
  constructor(box, store) {
    this.box = box;
    this.store = store;
    this.graph = new GraphView(box);
    // The tree algorithms draw the game unfolded into its tree, in the same box (its code is
    // loaded with theirs: the session waits for it).
    this.tree = treeViewOnDemand(box);
    /** Games too big for the SVG drawing are drawn whole on canvases, by a view made when first
     * needed (the session has loaded its code by then). */
    this.whole = null;
    store.subscribe((state, action) => this.follow(state, action));
  }

  /** The drawing the box shows. */
  current() {
    const { panel } = this.store.state;
    if (panel === 'whole' && this.whole) return this.whole;
    return panel === 'tree' ? this.tree : this.graph;
  }

  follow(state, action) {
    switch (action.type) {
      case 'clear':
        this.graph.clear();
        this.tree.clear();
        this.tree.show(false);
        this.whole?.clear();
        this.whole?.show(false);
        return this.showPanel(state.panel);
      case 'run':
        this.showPanel(state.panel);
        if (state.panel === 'tree') {
          this.tree.show(true);
          this.tree.draw(state.run.tree);
        } else if (state.panel === 'graph') this.graph.draw({ ...state.run, layout: state.result.layout });
        return;
      case 'solved':
        this.showPanel(state.panel);
        return this.drawSolved(state);
      case 'whole':
        this.whole ??= new (loadedWholeView())(this.box);
        this.showPanel(state.panel);
        return this.whole.draw(action.model);
      case 'bestLine':
        return this.graph.showBestLine?.(action.on);
    }
  }

  /** The SVG graph is the box's drawing but while a tree or a whole drawing is shown. */
  showPanel(panel) {
    this.graph.svg.toggleAttribute('hidden', panel === 'tree' || panel === 'whole');
  }

  /** The worker's solved values drawn on the graph, no animation (the algorithm does not apply). */
  drawSolved(state) {
    const { layout, final } = state.result;
    const arrays = readGame(state.game);
    const best = (v) => Array.from(final.bestTargets.subarray(final.bestOffsets[v], final.bestOffsets[v + 1]));
    this.graph.draw({ ...arrays, layout, best });
    const colors = Uint8Array.from(final.values, (value) => (Number.isNaN(value) ? COLOR.white : COLOR.black));
    const attrs = { outcome: Array.from(final.outcomes, (code) => OUTCOME_WORDS.ofCode(code)) };
    // Retrograde analysis's remoteness (DFS has none).
    if (final.remoteness.length)
      attrs.remoteness = Array.from(final.remoteness, (r) => (r === NO_REMOTENESS ? '' : String(r)));
    this.graph.render({
      colors,
      values: final.values,
      attrs,
      current: -1,
      currentEdge: null,
      edgeKind: () => 'tree',
    });
  }
}
