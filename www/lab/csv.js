// The runs as CSV (the exact lines of `gamegraph simulate` for the same parameters,
// written by the engine's csvRows in slices so the page never freezes).

import { nextTask } from '../core/index.js';

const ROWS_PER_SLICE = 20000;

/** The CSV of the runs done so far, in job order, as a Blob (async: yields between slices). */
export async function csvBlob(wasm, results) {
  const { first, runs, leaves, firstPlayer } = results.plan;
  const parts = [`${wasm.csvHeader(firstPlayer)}\n`];
  const total = results.total;
  for (let start = 0; start < total; start += ROWS_PER_SLICE) {
    const end = Math.min(total, start + ROWS_PER_SLICE);
    const picked = [];
    for (let j = start; j < end; j++) if (results.filled[j]) picked.push(j);
    if (picked.length === 0) continue;
    const n = Uint32Array.from(picked, (j) => first + Math.floor(j / runs));
    const run = BigUint64Array.from(picked, (j) => BigInt(j % runs));
    const seed = BigUint64Array.from(picked, (j) => results.seeds[j]);
    const value = Float64Array.from(picked, (j) => results.values[j]);
    const counted = BigUint64Array.from(picked, (j) => BigInt(results.leaves[j]));
    parts.push(wasm.csvRows(leaves, firstPlayer, n, run, seed, value, counted));
    await nextTask();
  }
  return new Blob(parts, { type: 'text/csv' });
}
