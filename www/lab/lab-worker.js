// A Sequence lab worker (one per core): plays slices of an experiment's jobs with the wasm
// engine and posts each slice back as typed arrays (transferred, not copied). The same script
// also answers the page's theory requests, which take too long for the page's own thread
// (the expected alpha-beta counts take about a second for n = 40).
//
// Requests:  {type: 'experiment', params: {n, runs, seed, leaves, method, first}}
//            {type: 'jobs', id, start, end}
//            {type: 'theory', id, first, last, leaves, player, alphaBetaTo}
//            {type: 'curves', id, n, leaves, player, xs: Float64Array}
//            {type: 'ks', id, n, leaves, player, values: Float64Array (sorted)}
//            (first in params and player elsewhere: who picks the first bit, paul | carole)
// Replies:   {type: 'jobs', id, start, end, values, leaves, n, runs, seeds}
//            {type: 'theory' | 'curves', id, …}, {type: 'ks', id, n, d, critical, count}
//            or   {type: 'error', id, message, param}

import { explain, importEngine } from '../engine/index.js';
import { ksDistance } from './stats.js';

/** The engine build this browser runs best (SIMD or not: www/engine/wasm-pick.js), once instantiated. */
let wasm = null;
const ready = importEngine().then(async (module) => {
  await module.default();
  wasm = module;
});
let experiment = null;

self.onmessage = async ({ data: request }) => {
  try {
    // Inside the try: a module that fails to load is reported like any other error.
    await ready;
    const reply = handle(request);
    if (reply) self.postMessage(reply.message, { transfer: reply.transfer ?? [] });
  } catch (raw) {
    const error = wasm ? explain(raw, wasm) : raw;
    self.postMessage({
      type: 'error',
      id: request.id,
      message: error.message,
      param: error.param ?? null,
      panic: Boolean(error.panic),
    });
  }
};

function handle(request) {
  switch (request.type) {
    case 'experiment': {
      experiment?.free();
      const { n, runs, seed, leaves, method, first = 'paul' } = request.params;
      experiment = new wasm.LabExperiment(n, runs, seed, leaves, method, first);
      return null;
    }
    case 'jobs': {
      const batch = experiment.runJobs(request.start, request.end);
      const message = {
        type: 'jobs',
        id: request.id,
        start: request.start,
        end: request.end,
        values: batch.values(),
        leaves: batch.leavesEvaluated(),
        n: batch.n(),
        runs: batch.runs(),
        seeds: batch.seeds(),
      };
      batch.free();
      return {
        message,
        transfer: [
          message.values.buffer,
          message.leaves.buffer,
          message.n.buffer,
          message.runs.buffer,
          message.seeds.buffer,
        ],
      };
    }
    case 'theory': {
      const table = wasm.theoryTable(request.first, request.last, request.leaves, request.player);
      const alphaBeta = request.alphaBetaTo >= 0 ? wasm.expectedAlphaBetaLeaves(request.alphaBetaTo) : null;
      const minimal = Float64Array.from({ length: request.last + 1 }, (_, n) => wasm.minimalTreeLeaves(n));
      return { message: { type: 'theory', id: request.id, table, alphaBeta, minimal } };
    }
    case 'curves': {
      const { n, leaves, player, xs } = request;
      const density = wasm.theoryDensity(n, leaves, player, xs);
      const cdf = wasm.theoryCdf(n, leaves, player, xs);
      const atoms = wasm.theoryAtoms(n, leaves, player);
      return { message: { type: 'curves', id: request.id, n: request.n, xs: request.xs, density, cdf, atoms } };
    }
    case 'ks': {
      // The exact CDF at each run's value (the runs of one n, sorted): the KS distance exactly.
      const ks = ksDistance(request.values, wasm.theoryCdf(request.n, request.leaves, request.player, request.values));
      return { message: { type: 'ks', id: request.id, n: request.n, ...ks } };
    }
    default:
      throw new Error(`unknown request ${String(request.type)}`);
  }
}
