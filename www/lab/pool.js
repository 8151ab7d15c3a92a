// Spreads an experiment over module Web Workers, one per core: the jobs are cut into chunks of
// about CHUNK_LEAVES leaves (a few tens of milliseconds each, so results stream in and Cancel
// is quick to show), the chunks of all n are interleaved (every n's plot fills in from the
// start instead of the largest n coming last), and each worker holds two chunks so it never
// waits for the page between them. Cancel terminates the workers: a tree in progress stops at
// once, and the next run starts fresh ones.

import { u64At, words } from './u64.js';

/** Leaves per chunk: ~50 ms of full evaluation at the wasm rate measured (≈300 M leaves/s). */
const CHUNK_LEAVES = 2 ** 24;
/** The fixed cost of one job, in leaves (seeding, a call into wasm). */
export const JOB_OVERHEAD = 64;
/** Most runs in one chunk: the page stores each slice's runs in one task (results.js), and a
 * 100,000-run slice of small trees took it over 50 ms. */
export const MAX_CHUNK_RUNS = 8192;
const IN_FLIGHT = 2;

/**
 * The estimated cost of one job of size n, in leaves: 2^n, or for alpha-beta about
 * alphaBetaLeafFactor · alphaBetaBranching^n (3.5 φ^n, Pearl 1982), with the engine's
 * constants (labConstants).
 */
export function jobCost(n, method, constants) {
  const all = 2 ** n;
  return (
    JOB_OVERHEAD +
    (method === 'alphabeta' ? Math.min(all, constants.alphaBetaLeafFactor * constants.alphaBetaBranching ** n) : all)
  );
}

/** The leaves a slice of finished jobs really cost (alpha-beta: as counted; otherwise 2^n). */
export function sliceCost(slice, method) {
  let total = 0;
  const leaves = words(slice.leaves);
  for (let i = 0; i < slice.n.length; i++) total += method === 'alphabeta' ? u64At(leaves, i) : 2 ** slice.n[i];
  return total;
}

/**
 * Leaves evaluated per second by one worker, by method: a rough figure for the estimate a lab
 * link is shown with before it starts, from the wasm rates in BENCHMARKS.md ("Sequence lab"):
 * full evaluation 300–350 M/s, the stack traversal 107–122 M/s (at the full evaluation's rate,
 * a stream link of 40 s would be estimated under 10 s and start by itself),
 * alpha-beta, which visits each leaf through the pruning search, counted at 15 M/s (40 M/s
 * measured on uniform leaves: an estimate on the long side).
 */
export const LEAF_RATE = Object.freeze({ full: 3e8, stream: 1.1e8, alphabeta: 1.5e7 });

/** The estimated cost (leaves) and time (seconds on `workers` workers, at `rate` leaves per
 * second per worker: www/lab/rates.js) of a plan. */
export function estimate({ first, last, runs, method }, constants, workers, rate = LEAF_RATE[method]) {
  let leaves = 0;
  for (let n = first; n <= last; n++) leaves += jobCost(n, method, constants) * runs;
  return { leaves, seconds: leaves / (rate * Math.max(1, workers)) };
}

/**
 * The chunks of an experiment {first, last, runs, method} as a stream: next() gives
 * {start, end, n, cost} in the order they are handed out (by the share of their n already
 * handed out, then by n), or null at the end; `count` is how many there are. Made one at a time:
 * a 100,000-run experiment has millions of chunks, too many to list and sort at once.
 */
export class ChunkStream {
  constructor({ first, last, runs }, method, constants) {
    this.runs = runs;
    this.heads = [];
    this.count = 0;
    for (let n = first; n <= last; n++) {
      const cost = jobCost(n, method, constants);
      const size = Math.max(1, Math.min(runs, MAX_CHUNK_RUNS, Math.floor(CHUNK_LEAVES / cost)));
      this.heads.push({ n, cost, size, r: 0, base: (n - first) * runs });
      this.count += Math.ceil(runs / size);
    }
  }

  next() {
    let best = null;
    // The head with the smallest share handed out (every n has the same runs: the smallest r),
    // the smallest n on a tie (the heads are in increasing n: the first smallest wins).
    for (const head of this.heads) if (head.r < this.runs && (best === null || head.r < best.r)) best = head;
    if (!best) return null;
    const end = Math.min(this.runs, best.r + best.size);
    const chunk = { start: best.base + best.r, end: best.base + end, n: best.n, cost: best.cost * (end - best.r) };
    best.r = end;
    return chunk;
  }
}

/** Every chunk of an experiment, in order (ChunkStream, listed: for tests and small plans). */
export function planChunks(plan, constants) {
  const stream = new ChunkStream(plan, plan.method, constants);
  const chunks = [];
  for (let c = stream.next(); c; c = stream.next()) chunks.push(c);
  return chunks;
}

export class WorkerPool {
  /** size: how many workers (navigator.hardwareConcurrency); constants: the engine's labConstants. */
  constructor(size, constants) {
    this.size = Math.max(1, size | 0);
    this.constants = constants;
    this.workers = [];
    this.run = null;
  }

  spawn() {
    const worker = /** @type {Worker & { inFlight: number }} */ (
      new Worker(new URL('./lab-worker.js', import.meta.url), { type: 'module' })
    );
    worker.onmessage = ({ data }) => this.receive(worker, data);
    worker.onerror = (event) => {
      event.preventDefault();
      this.fail(new Error(`a worker stopped: ${event.message ?? 'unknown error'}`));
    };
    worker.inFlight = 0;
    return worker;
  }

  /**
   * Runs an experiment. params: {n, runs, seed, leaves, method} (link spelling) and plan:
   * {first, last, runs, method}. onChunk(message) gets each slice of results; resolves when
   * all are in, rejects on an error. Returns {promise, totalCost}.
   */
  start(params, plan, onChunk) {
    this.cancel();
    while (this.workers.length < this.size) this.workers.push(this.spawn());
    const chunks = new ChunkStream(plan, plan.method, this.constants);
    let resolve, reject;
    const promise = new Promise((ok, no) => {
      resolve = ok;
      reject = no;
    });
    this.run = { chunks, next: 0, pending: chunks.count, onChunk, resolve, reject };
    for (const worker of this.workers) {
      worker.inFlight = 0;
      worker.postMessage({ type: 'experiment', params });
      for (let i = 0; i < IN_FLIGHT; i++) this.feed(worker);
    }
    if (chunks.count === 0) this.finish();
    return { promise, totalCost: estimate(plan, this.constants, 1).leaves };
  }

  feed(worker) {
    const run = this.run;
    const chunk = run?.chunks.next();
    if (!chunk) return;
    run.next += 1;
    worker.inFlight += 1;
    worker.postMessage({ type: 'jobs', id: run.next, start: chunk.start, end: chunk.end, cost: chunk.cost });
  }

  receive(worker, message) {
    const run = this.run;
    if (!run) return;
    if (message.type === 'error') {
      this.fail(Object.assign(new Error(message.message), { param: message.param, panic: message.panic }));
      return;
    }
    if (message.type !== 'jobs') return;
    worker.inFlight -= 1;
    this.feed(worker);
    run.onChunk(message);
    run.pending -= 1;
    if (run.pending === 0) this.finish();
  }

  finish() {
    const run = this.run;
    this.run = null;
    run?.resolve();
  }

  fail(error) {
    const run = this.run;
    this.terminate();
    run?.reject(error);
  }

  /** Stops at once: the workers are terminated (with any tree half-evaluated). */
  cancel() {
    const run = this.run;
    if (!run) return false;
    this.terminate();
    run.resolve({ cancelled: true });
    return true;
  }

  terminate() {
    this.run = null;
    for (const worker of this.workers) worker.terminate();
    this.workers = [];
  }
}
