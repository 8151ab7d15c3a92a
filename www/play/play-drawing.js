// Play's drawing of the game, beside the board: the explorer's graph view (www/drawing/). A game
// the explorer draws (its load result has a layout) is drawn whole, with that layout; a bigger
// one is drawn around the current position — the position before it, it, and its moves (at most
// NEIGHBOURHOOD_MOVES) — laid out again after each move. It follows the game: the current
// position is marked (the class `current`, data-current="true"), the moves from it are drawn as
// solid edges and their targets carry data-move-target="true", the last move is the highlighted
// edge, and the positions played through so far are grey. Values stay hidden (the user is
// playing): only the end positions show theirs.
//
// Testability contract: each drawn position is a [data-position] element as in the explorer; the
// current one carries data-current="true", the targets of its moves data-move-target="true"; the
// box carries data-play-drawing="whole" or "around".

import { COLOR, MOVER, h } from '../core/index.js';
import { GraphView, layoutGraph } from '../drawing/index.js';
import { guard, readGame } from '../engine/index.js';

/** Around the current position of a game too big to draw whole, at most this many moves. */
export const NEIGHBOURHOOD_MOVES = 24;

export class PlayDrawing {
  /** The drawing of a loaded game (the page's load result: its `layout` is set when the game is
   * small enough to draw whole, its `drawText ?? text` is then the game); a drawing around the
   * current position otherwise (laid out on this thread by the first screen's engine). */
  static async of(result) {
    const text = result?.drawText ?? result?.text;
    if (!result?.layout || text == null) return new PlayDrawing(null, null);
    const game = guard((wasm) => wasm.parseGame(text));
    try {
      return new PlayDrawing(readGame(game), result.layout);
    } finally {
      game.free();
    }
  }

  /** arrays (readGame's) and layout of the whole game, or both null: drawn around the position
   * (laid out by `layoutGraph`, www/drawing/layout.js). */
  constructor(arrays, layout) {
    this.whole = arrays != null;
    this.arrays = arrays;
    this.layout = layout;
    this.ids = this.whole ? new Map(arrays.names.map((name, v) => [name, v])) : null;
    this.box = h('div', {
      class: 'graph-box play-graph',
      'aria-label': this.whole ? 'The game drawn' : 'The game around this position',
      'data-play-drawing': this.whole ? 'whole' : 'around',
    });
    const caption = this.whole
      ? null
      : h(
          'p',
          { class: 'muted play-graph-note' },
          'Too many positions to draw whole: here, the position, its moves and the move before.',
        );
    /** What the play view shows: the box, and below it what a drawing around the position is. */
    this.element = h('div', { class: 'play-drawing' }, this.box, caption);
    this.view = null;
    this.marked = [];
    this.resize = new ResizeObserver(() => this.view?.refit());
    this.resize.observe(this.box);
  }

  /** Shows the game at `current` (the play view's record: name, mover, endValue, moves), the
   * positions played through being `played` (rows {name, mover, end, value}, in order, the last
   * the current one). Drawn once the box is on the page (the camera frames the drawing to it). */
  show(current, played) {
    this.view ??= new GraphView(this.box);
    if (this.whole) {
      if (!this.drawn) this.view.draw({ ...this.arrays, layout: this.layout, best: () => [] });
      this.drawn = true;
    } else {
      const around = aroundGraph(current, played.at(-2) ?? null);
      this.ids = new Map(around.names.map((name, v) => [name, v]));
      this.view.draw({ ...around, layout: guard((wasm) => layoutGraph(around, wasm)), best: () => [] });
    }
    const n = this.ids.size;
    const at = this.ids.get(current.name) ?? -1;
    const targets = new Set(current.moves.map((m) => this.ids.get(m.name)).filter((v) => v != null));
    const colors = new Uint8Array(n).fill(COLOR.white);
    for (const row of played) {
      const v = this.ids.get(row.name);
      if (v != null) colors[v] = COLOR.gray;
    }
    const before = played.length > 1 ? this.ids.get(played[played.length - 2].name) : null;
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

/**
 * The graph around a position, as the graph view and layoutGraph take it: the position before
 * (a history row, or null), the current one (a record) and the targets of its first
 * NEIGHBOURHOOD_MOVES moves, each once; the moves before → current and current → each target.
 */
export function aroundGraph(current, before) {
  const names = [];
  const movers = [];
  const endValues = [];
  const index = new Map();
  const add = (name, mover, endValue) => {
    if (index.has(name)) return index.get(name);
    index.set(name, names.length);
    names.push(name);
    movers.push(mover);
    endValues.push(endValue ?? NaN);
    return names.length - 1;
  };
  const edges = [];
  const from = before ? add(before.name, before.mover, before.end ? before.value : null) : null;
  const at = add(current.name, current.mover, current.endValue);
  if (from != null) edges.push([from, at]);
  for (const m of current.moves.slice(0, NEIGHBOURHOOD_MOVES)) edges.push([at, add(m.name, m.mover, m.endValue)]);
  const offsets = new Uint32Array(names.length + 1);
  const targets = [];
  for (let v = 0; v < names.length; v++) {
    for (const [a, b] of edges) if (a === v) targets.push(b);
    offsets[v + 1] = targets.length;
  }
  return {
    names,
    movers: Uint8Array.from(movers, (m) => m ?? MOVER.paul),
    endValues: Float64Array.from(endValues),
    isEnd: endValues.map((value) => !Number.isNaN(value)),
    offsets,
    targets: Uint32Array.from(targets),
    start: from ?? at,
    reachable: new Uint8Array(names.length).fill(1),
  };
}
