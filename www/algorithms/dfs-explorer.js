// One game being explored by DFS step by step: the wasm Trace (big state stays in Rust, read as
// typed arrays at the step shown) plus what the page derives from the event list once: when each
// move is first looked at and as what kind of edge.

import { bestMoves, readEvents, readGame } from '../engine/index.js';
import { OUTCOME_WORDS } from '../core/index.js';

export class Explorer {
  // The game's arrays read by the constructor (readGame) that the checker must know of.
  /** @type {string[]} */ names;

  /** game: wasm Game; trace: wasm Trace of it; solution: wasm Solution (dfs); events: the
   * trace's, read here unless given (read a slice per task for a whole drawing).
   * @param {WasmGame} game @param {WasmTrace} trace @param {WasmSolution} solution
   * @param {any[]} [events] */
  constructor(game, trace, solution, events = readEvents(trace)) {
    this.game = game;
    this.trace = trace;
    Object.assign(this, readGame(game));
    this.steps = trace.length;
    this.events = events;
    this.startValue = solution.startValue;
    this.best = bestMoves(solution);
    // edgeKey(from, to) → {step, kind}: the step after which the move was first looked at.
    this.edgeSeen = new Map();
    this.events.forEach((event, i) => {
      if (event.kind !== 'edge') return;
      const key = this.edgeKey(event.from, event.to);
      if (!this.edgeSeen.has(key)) this.edgeSeen.set(key, { step: i + 1, kind: event.edge });
    });
  }

  /** A move as one number (a string key per move made reading a big game's trace a long task). */
  edgeKey(from, to) {
    return from * this.names.length + to;
  }

  /** Everything the page shows at step k (0 ≤ k ≤ steps). */
  frameAt(k) {
    const step = Math.max(0, Math.min(k, this.steps));
    this.trace.seek(step);
    const event = step > 0 ? this.events[step - 1] : null;
    const stack = this.trace.stack();
    let current = -1;
    let currentEdge = null;
    if (event?.kind === 'edge') {
      current = event.from;
      currentEdge = { from: event.from, to: event.to };
    } else if (event) {
      current = event.position;
    }
    const values = this.trace.values();
    return {
      step,
      event,
      colors: this.trace.colors(),
      values,
      attrs: { outcome: Array.from(values, (value) => OUTCOME_WORDS.ofValue(value)) },
      discovered: this.trace.discovered(),
      finished: this.trace.finished(),
      stack,
      partial: this.trace.partial(),
      current,
      currentEdge,
      edgeKind: (from, to) => {
        const seen = this.edgeSeen.get(this.edgeKey(from, to));
        return seen && seen.step <= step ? seen.kind : 'unseen';
      },
    };
  }

  /** Frees the trace (the game is its caller's). */
  free() {
    this.trace.free();
  }
}
