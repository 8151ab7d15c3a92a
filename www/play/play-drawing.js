// Play's drawing of the game: the explorer's graph view (www/drawing/, the same layered layout the
// worker made for the explorer) beside the board, for a game small enough to draw. It follows the
// game: the current position is marked (the class `current`, data-current="true"), the moves from
// it are drawn as solid edges and their targets carry data-move-target="true", the last move is
// the highlighted edge, and the positions played through so far are grey. Values stay hidden
// (the user is playing): only the end positions show theirs.
//
// Testability contract: each drawn position is a [data-position] element as in the explorer; the
// current one carries data-current="true", the targets of its moves data-move-target="true".

import { COLOR, h } from '../core/index.js';
import { GraphView } from '../drawing/index.js';
import { guard, readGame } from '../engine/index.js';

export class PlayDrawing {
  /** The drawing of a loaded game (the page's load result: its `layout` is set when the game is
   * small enough to draw, its `drawText ?? text` the game), or null when there is none. */
  static of(result) {
    const text = result?.drawText ?? result?.text;
    if (!result?.layout || text == null) return null;
    const game = guard((wasm) => wasm.parseGame(text));
    try {
      return new PlayDrawing(readGame(game), result.layout);
    } finally {
      game.free();
    }
  }

  constructor(arrays, layout) {
    this.arrays = arrays;
    this.layout = layout;
    this.ids = new Map(arrays.names.map((name, v) => [name, v]));
    this.box = h('div', { class: 'graph-box play-graph', 'aria-label': 'The game drawn' });
    this.view = null;
    this.marked = [];
    this.resize = new ResizeObserver(() => this.view?.refit());
    this.resize.observe(this.box);
  }

  /** Shows the game at `current` (a name): `moves` the names it moves to, `played` the names of
   * the positions played through, in order (the last is current). Drawn on first show, once the
   * box is on the page (the camera frames the drawing to the box's size). */
  show(current, moves, played) {
    if (!this.view) {
      this.view = new GraphView(this.box);
      this.view.draw({ ...this.arrays, layout: this.layout, best: () => [] });
    }
    const n = this.arrays.names.length;
    const at = this.ids.get(current) ?? -1;
    const targets = new Set(moves.map((name) => this.ids.get(name)).filter((v) => v != null));
    const colors = new Uint8Array(n).fill(COLOR.white);
    for (const name of played) {
      const v = this.ids.get(name);
      if (v != null) colors[v] = COLOR.gray;
    }
    const before = played.length > 1 ? this.ids.get(played[played.length - 2]) : null;
    this.view.render({
      colors,
      values: new Float64Array(n).fill(NaN),
      current: at,
      currentEdge: before != null && at >= 0 ? { from: before, to: at } : null,
      edgeKind: (from) => (from === at ? 'tree' : 'unseen'),
    });
    this.mark(at, targets);
  }

  /** data-current on the current position, data-move-target on its moves' targets (only there). */
  mark(at, targets) {
    for (const [group, name] of this.marked) group.removeAttribute(name);
    this.marked = [];
    const set = (v, name) => {
      const group = this.view.nodes[v]?.group;
      if (!group) return;
      group.setAttribute(name, 'true');
      this.marked.push([group, name]);
    };
    set(at, 'data-current');
    for (const v of targets) set(v, 'data-move-target');
  }

  close() {
    this.resize.disconnect();
  }
}
