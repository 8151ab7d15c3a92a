// The exact theory, computed by the engine in a worker of its own (the alpha-beta expectation
// takes about a second for n = 40, too long for the page's thread): promises by request id.

export class TheoryClient {
  constructor() {
    this.worker = null;
    this.nextId = 1;
    this.waiting = new Map();
  }

  request(message) {
    if (!this.worker) {
      this.worker = new Worker(new URL('./lab-worker.js', import.meta.url), { type: 'module' });
      this.worker.onmessage = ({ data }) => {
        const entry = this.waiting.get(data.id);
        if (!entry) return;
        this.waiting.delete(data.id);
        if (data.type === 'error') entry.reject(Object.assign(new Error(data.message), { param: data.param }));
        else entry.resolve(data);
      };
      this.worker.onerror = (event) => {
        event.preventDefault();
        for (const entry of this.waiting.values())
          entry.reject(new Error(`the theory worker stopped: ${event.message}`));
        this.waiting.clear();
        this.worker = null;
      };
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  // `player` is who picks the first bit (paul | carole) in every request.

  /** {table: {n, mean, sd, …: Float64Array}, alphaBeta: Float64Array | null, minimal}. */
  theory(first, last, leaves, player, alphaBetaTo) {
    return this.request({ type: 'theory', first, last, leaves, player, alphaBetaTo });
  }

  /** {xs, density, cdf, atoms} for one n. */
  curves(n, leaves, player, xs) {
    return this.request({ type: 'curves', n, leaves, player, xs });
  }

  /** {n, d, critical, count}: the Kolmogorov–Smirnov test of n's runs (sorted) against the law. */
  ks(n, leaves, player, values) {
    return this.request({ type: 'ks', n, leaves, player, values });
  }
}
