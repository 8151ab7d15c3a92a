// "Open results…": a CSV of runs read back into the lab — the lab's own export, the output of
// `gamegraph simulate`, or a cluster's parts joined by `gamegraph merge` — so that data computed
// elsewhere is plotted beside the exact theory as the lab's own runs are. The engine's RunsFile
// (src/sim/runs_csv.rs, the checks `gamegraph merge` makes) reads the file piece by piece and
// says what is wrong by line and column; the page's thread reads one piece per task and hands
// the rows to Results in slices, so a file of millions of runs never blocks it.

import { extrasGuard as guard } from '../engine/index.js';
import { megabytes } from '../link/index.js';
import { Slicer } from '../core/index.js';
import { planOf } from './plan.js';

/** Bytes read and checked per piece: about a thousand rows, a millisecond or two of work. */
export const PIECE_BYTES = 1 << 16;
/** The largest file opened: about nine million runs, a few hundred megabytes kept as columns. */
export const MAX_RESULTS_BYTES = 512 * 1024 * 1024;

/**
 * Reads a File of runs: {plan, slices} (plan as the lab's check() makes it; slices as workers
 * post them, one per piece of the file), or null when stale() says another request came first.
 * Throws an Error saying what is wrong with the file. onProgress(fraction) follows the reading.
 */
/** @param {File} file @param {{onProgress?: (fraction: number) => void, stale?: () => boolean}} [options] */
export async function readRunsFile(file, { onProgress = () => {}, stale = () => false } = {}) {
  if (file.size > MAX_RESULTS_BYTES)
    throw new Error(`the file is ${megabytes(file.size)}: the lab opens results up to ${megabytes(MAX_RESULTS_BYTES)}`);
  const reader = guard((wasm) => new wasm.RunsFile());
  const slices = [];
  const take = () => {
    const batch = guard(() => reader.takeRows());
    if (batch.length)
      slices.push({
        n: batch.n(),
        runs: batch.runs(),
        values: batch.values(),
        leaves: batch.leavesEvaluated(),
        seeds: batch.seeds(),
      });
    batch.free();
  };
  try {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const slicer = new Slicer();
    for (let at = 0; at < file.size; at += PIECE_BYTES) {
      const bytes = new Uint8Array(await file.slice(at, at + PIECE_BYTES).arrayBuffer());
      if (stale()) return null;
      guard(() => reader.push(decode(decoder, bytes, at)));
      take();
      onProgress(Math.min(1, (at + PIECE_BYTES) / file.size));
      if (slicer.due()) await slicer.next();
    }
    guard(() => reader.push(decode(decoder, undefined, file.size)));
    const plan = planOf(guard(() => reader.finish()));
    take();
    return { plan, slices };
  } finally {
    reader.free();
  }
}

/** Stores the slices in results, giving way to the browser between tasks' worth of them; false
 * when stale() stopped it. */
export async function addInSlices(results, slices, stale = () => false) {
  const slicer = new Slicer();
  for (const slice of slices) {
    results.add(slice);
    if (slicer.due()) {
      await slicer.next();
      if (stale()) return false;
    }
  }
  return true;
}

/** The lab's parameters (as its form and links spell them) of an opened file's plan. */
export function paramsOf(plan) {
  const n = plan.first === plan.last ? String(plan.first) : `${plan.first}..${plan.last}`;
  const { seed, leaves, method, firstPlayer: first } = plan;
  return { n, runs: String(plan.runs), seed, leaves, method, first, show: '' };
}

function decode(decoder, bytes, at) {
  try {
    return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
  } catch {
    throw new Error(
      `the file is not UTF-8 text (a bad byte before byte ${at + (bytes?.length ?? 0)}): a CSV of runs is plain text`,
    );
  }
}
