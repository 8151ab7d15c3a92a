// A run of one of the tree algorithms (A. Shen's stack traversal, "Programming: theorems and
// problems" 11.3, and alpha-beta, Knuth and Moore 1975) over the game unfolded into its tree: the
// wasm TreeTrace (big state stays in Rust, read as typed arrays at the step shown) plus what the
// page derives once from the event list. Shared by ./stack.js and ./alphabeta.js.

import { bestMoves, extrasGuard, readGame } from '../engine/index.js';
import { NODE_KIND, NODE_STATE } from '../core/index.js';

/** The legend's words for a drawing of the game tree (www/drawing/tree-view.js): fills and edges. */
export const TREE_COLOR_WORDS = Object.freeze({
  white: 'not visited yet',
  gray: 'on the path from the root (being explored)',
  black: 'finished, value known',
});
export const TREE_EDGE_WORDS = Object.freeze({
  tree: 'solid: to a child visited',
  black: null,
  pruned: null,
  best: 'thick: the best move of a finished node',
  current: 'the move being looked at',
});

export class TreeRun {
  // The game's arrays read by the constructor (readGame) that the checker must know of.
  /** @type {string[]} */ names;
  /** @type {number} */ start;

  /** game: a wasm Game (the caller frees it); algorithm: 'stack' | 'alphabeta'; order:
   * 'given' | 'best' | 'worst'. Throws the engine's refusal (isTreeRefusal) for a tree it cannot
   * draw. The tree traces are in the whole engine, loaded on demand (www/engine/extras.js, which
   * the page loads before opening a tree algorithm: `needsExtras`): the game is parsed there
   * again from its text, printed in the same order (its ids are this game's).
   * @param {WasmGame} game */
  constructor(game, algorithm, order) {
    const whole = extrasGuard((module) => module.parseGame(game.toText()));
    let trace;
    try {
      trace = whole.treeTrace(algorithm, order);
      Object.assign(this, readGame(whole));
      const solution = whole.solve('dfs');
      this.best = bestMoves(solution);
      solution.free();
    } finally {
      whole.free();
    }
    this.algorithm = algorithm;
    this.order = order;
    this.trace = trace;
    this.steps = trace.length;
    this.events = Array.from({ length: this.steps }, (_, i) => trace.eventAt(i));
    this.value = trace.value;
    this.leafCount = trace.leafCount;
    this.uniform = trace.uniform();
    const positions = trace.positions();
    const parents = trace.parents();
    const kinds = trace.kinds();
    const childOffsets = trace.childOffsets();
    const children = trace.children();
    this.tree = {
      nodeCount: trace.nodeCount,
      positions,
      names: Array.from(positions, (p) => this.names[p]),
      kinds,
      endValues: trace.endValues(),
      parents,
      childOffsets,
      children,
      depths: trace.depths(),
    };
    const occurrences = new Map();
    for (const p of positions) occurrences.set(p, (occurrences.get(p) ?? 0) + 1);
    this.repeated = Array.from(positions, (p) => occurrences.get(p) > 1);
    // Per step: moves followed (to a child or a sibling) and nodes reached, for the counts.
    this.movesBy = new Uint32Array(this.steps + 1);
    this.reachedBy = new Uint32Array(this.steps + 1);
    this.reachedBy[0] = 1;
    // Alpha-beta: the window each node was entered with. Fail-soft, a node's value is exact
    // when it lies strictly inside it (else it is only a bound: the search was cut off below).
    this.entryAlpha = new Float64Array(this.tree.nodeCount).fill(-Infinity);
    this.entryBeta = new Float64Array(this.tree.nodeCount).fill(Infinity);
    this.events.forEach((event, i) => {
      if (event.kind === 'enter') {
        this.entryAlpha[event.node] = event.alpha;
        this.entryBeta[event.node] = event.beta;
      }
      const move = event.kind === 'up-left' || event.kind === 'right' || (event.kind === 'enter' && event.node !== 0);
      this.movesBy[i + 1] = this.movesBy[i] + (move ? 1 : 0);
      this.reachedBy[i + 1] = this.reachedBy[i] + (move ? 1 : 0);
    });
  }

  /** The name of node v with its number when its position occurs twice in the tree: "D#5", as
   * `gamegraph trace` writes every node. */
  nodeName(v) {
    return this.repeated[v] ? `${this.tree.names[v]}#${v}` : this.tree.names[v];
  }

  /** The children of node v, in search order. */
  childrenOf(v) {
    const { childOffsets, children } = this.tree;
    return Array.from(children.subarray(childOffsets[v], childOffsets[v + 1]));
  }

  isLeaf(v) {
    return this.tree.kinds[v] === NODE_KIND.end;
  }

  /** Everything the page shows at step k (0 ≤ k ≤ steps). */
  frameAt(k) {
    const step = Math.max(0, Math.min(k, this.steps));
    const trace = this.trace;
    trace.seek(step);
    const alphabeta = this.algorithm === 'alphabeta';
    const values = trace.values();
    return {
      step,
      event: step > 0 ? this.events[step - 1] : null,
      current: trace.current,
      path: trace.path(),
      states: trace.states(),
      values,
      exact: alphabeta
        ? (v) => this.isLeaf(v) || (this.entryAlpha[v] < values[v] && values[v] < this.entryBeta[v])
        : () => true,
      chosen: trace.chosen(),
      alphas: alphabeta ? trace.alphas() : null,
      betas: alphabeta ? trace.betas() : null,
      stackNodes: trace.stackNodes(),
      stackKinds: trace.stackKinds(),
      stackBest: trace.stackBest(),
      c: trace.c,
      leaves: trace.leaves,
    };
  }

  /** The compare table's counts up to a frame. */
  counts(frame) {
    return { moves: this.movesBy[frame.step], visited: this.reachedBy[frame.step], leaves: frame.leaves };
  }

  /**
   * Compare mode's claims (algorithms/index.js): the value of every finished node's position, or
   * (rootOnly: alpha-beta, whose other values are bounds) the start's alone.
   */
  claims(rootOnly) {
    if (rootOnly) return { values: new Map([[this.names[this.start], this.value]]) };
    const { states, values } = this.frameAt(this.steps);
    const map = new Map();
    states.forEach((state, v) => {
      if (state === NODE_STATE.finished) map.set(this.tree.names[v], values[v]);
    });
    return { values: map };
  }

  free() {
    this.trace.free();
  }
}
