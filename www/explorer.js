// One game being explored step by step: the wasm Trace (big state stays in Rust, read as typed
// arrays at the step shown) plus what the page derives from the event list once: when each
// move is first looked at and as what kind of edge.

export class Explorer {
  /** game: wasm Game; trace: wasm Trace of it; solution: wasm Solution (dfs). */
  constructor(game, trace, solution) {
    this.game = game;
    this.trace = trace;
    this.names = game.names();
    this.movers = game.movers();
    this.endValues = game.endValues();
    this.offsets = game.offsets();
    this.targets = game.targets();
    this.start = game.start;
    this.isEnd = Array.from(this.names, (_, v) => this.offsets[v] === this.offsets[v + 1]);
    this.steps = trace.length;
    this.events = Array.from({ length: this.steps }, (_, i) => trace.eventAt(i));
    this.startValue = solution.startValue;
    const bestOffsets = solution.bestOffsets();
    const bestTargets = solution.bestTargets();
    this.bestOf = (v) => Array.from(bestTargets.subarray(bestOffsets[v], bestOffsets[v + 1]));
    // (from>to) → {step, kind}: the step after which the move was first looked at.
    this.edgeSeen = new Map();
    this.events.forEach((event, i) => {
      if (event.kind !== 'edge') return;
      const key = `${event.from}>${event.to}`;
      if (!this.edgeSeen.has(key)) this.edgeSeen.set(key, { step: i + 1, kind: event.edge });
    });
  }

  /** Distinct successors of v, in move order. */
  successors(v) {
    return [...new Set(this.targets.subarray(this.offsets[v], this.offsets[v + 1]))];
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
    return {
      step,
      event,
      colors: this.trace.colors(),
      values: this.trace.values(),
      discovered: this.trace.discovered(),
      finished: this.trace.finished(),
      stack,
      partial: this.trace.partial(),
      current,
      currentEdge,
      edgeKind: (from, to) => {
        const seen = this.edgeSeen.get(`${from}>${to}`);
        return seen && seen.step <= step ? seen.kind : 'unseen';
      },
    };
  }

  free() {
    this.trace.free();
    this.game.free();
  }
}
