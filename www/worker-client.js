// The page's side of the worker: one request at a time; a newer request supersedes an older
// one (typing in the editor), and a request still running after a newer one arrives is killed
// with its worker, so a huge parse cannot hold the next one hostage.

const SLOW_REQUEST_MS = 400;

export class WorkerClient {
  constructor() {
    this.worker = null;
    this.nextId = 1;
    this.pending = null; // {id, resolve, reject, onProgress, started}
  }

  spawn() {
    this.worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    this.worker.onmessage = ({ data }) => this.receive(data);
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.fail(new Error(`the worker stopped: ${event.message ?? 'unknown error'}`));
    };
  }

  /** Loads a source ({game, params, text}); animateLimit: {positions, moves}; onProgress(phase)
   * is told each phase. */
  load(source, animateLimit, onProgress) {
    if (this.pending) {
      const stale = this.pending;
      this.pending = null;
      // A request that has run for a while may be stuck in a huge parse: start afresh.
      if (performance.now() - stale.started > SLOW_REQUEST_MS) {
        this.worker.terminate();
        this.worker = null;
      }
      stale.reject(Object.assign(new Error('superseded'), { superseded: true }));
    }
    if (!this.worker) this.spawn();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject, onProgress, started: performance.now() };
      this.worker.postMessage({ id, source, animateLimit });
    });
  }

  receive(message) {
    const pending = this.pending;
    if (!pending || message.id !== pending.id) return;
    if (message.type === 'progress') {
      pending.onProgress?.(message.phase);
      return;
    }
    this.pending = null;
    if (message.type === 'done') pending.resolve(message.result);
    else pending.reject(Object.assign(new Error(message.message), message));
  }

  fail(error) {
    const pending = this.pending;
    this.pending = null;
    this.worker?.terminate();
    this.worker = null;
    pending?.reject(error);
  }
}
