// The page's side of the worker: one request at a time; a newer request supersedes an older
// one (typing in the editor), and a request still running after a newer one arrives is killed
// with its worker, so a huge parse cannot hold the next one hostage. Solving the loaded game for
// play is such a request too; questions to the solved game (play mode, the neighbourhood view)
// are quick and answered in order, several at a time.

import { nextTask } from '../core/index.js';

const SLOW_REQUEST_MS = 400;
/** A longer text goes to the worker in slices of this many characters, one task each (one
 * postMessage of a 29 MB string copied it in a single 50+ ms task). */
export const TEXT_SLICE_CHARS = 1024 * 1024;

export class WorkerClient {
  constructor() {
    this.worker = null;
    this.nextId = 1;
    this.pending = null; // {id, resolve, reject, onProgress, started}
    this.asks = new Map(); // id → {resolve, reject}
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
    return this.start(onProgress, (id) => this.send(id, source, animateLimit));
  }

  /** The game loaded last, solved by retrograde analysis for play: resolves {handle, start} (the
   * handle names it in `ask`); superseded by the next load like a load. */
  solveForPlay(onProgress) {
    return this.start(onProgress, (id) => this.worker.postMessage({ id, type: 'solve-play' }));
  }

  /** A question to the game solved for play (www/play/host.js: node, open, move, act). Rejects
   * with `superseded` set when that game is gone (another was loaded, the worker restarted). */
  ask(handle, op, args) {
    return this.question({ type: 'ask', handle, op, args });
  }

  /** Characters from..to of the text a load kept in the worker (its result's textId is the
   * handle: www/engine/game-text.js); superseded like `ask` when that game is gone. */
  textPiece(handle, from, to) {
    return this.question({ type: 'text', handle, from, to });
  }

  /** A whole game's layout (www/engine/worker.js, 'layout'): resolves {x, y, depth, width, height, …}.
   * `offsets` and `targets` (typed arrays) are moved to the worker: the caller's become empty. */
  layoutWhole({ offsets, targets, start, aspect }) {
    return this.question({ type: 'layout', offsets, targets, start, aspect }, [offsets.buffer, targets.buffer]);
  }

  /** A quick message answered by id, beside the pending request; `transfer`: buffers moved. */
  question(message, transfer = []) {
    if (!this.worker) return Promise.reject(superseded());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.asks.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...message }, transfer);
    });
  }

  /** Starts a long request (post(id) sends it), superseding the one pending. */
  start(onProgress, post) {
    if (this.pending) {
      const stale = this.pending;
      this.pending = null;
      // A request that has run for a while may be stuck in a huge parse: start afresh.
      if (performance.now() - stale.started > SLOW_REQUEST_MS) {
        this.stop();
      }
      stale.reject(superseded());
    }
    if (!this.worker) this.spawn();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject, onProgress, started: performance.now() };
      post(id);
    });
  }

  /** Ends the worker; the questions still waiting are superseded. */
  stop() {
    this.worker?.terminate();
    this.worker = null;
    const asks = [...this.asks.values()];
    this.asks.clear();
    for (const ask of asks) ask.reject(superseded());
  }

  /** Posts a request; a long text first, in slices, one task each (stops if superseded). */
  async send(id, source, animateLimit) {
    const text = source.text ?? '';
    if (text.length <= TEXT_SLICE_CHARS) {
      this.worker.postMessage({ id, source, animateLimit });
      return;
    }
    let slices = 0;
    for (let at = 0; at < text.length; at += TEXT_SLICE_CHARS) {
      if (this.pending?.id !== id) return;
      this.worker.postMessage({ id, type: 'slice', slice: text.slice(at, at + TEXT_SLICE_CHARS) });
      slices += 1;
      await nextTask();
    }
    if (this.pending?.id !== id) return;
    this.worker.postMessage({ id, source: { ...source, text: null, slices }, animateLimit });
  }

  receive(message) {
    const ask = this.asks.get(message.id);
    if (ask) {
      this.asks.delete(message.id);
      if (message.type === 'answer') ask.resolve(message.result);
      else ask.reject(message.stale ? superseded() : Object.assign(new Error(message.message), message));
      return;
    }
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
    this.stop();
    pending?.reject(error);
  }
}

function superseded() {
  return Object.assign(new Error('superseded'), { superseded: true });
}
