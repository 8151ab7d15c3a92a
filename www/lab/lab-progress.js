// The lab's runs and their progress line: a Run record holds everything one experiment owns (its
// plan, results, theory, timing), and the line under the form says how far it is, how fast it
// goes and how long is left (an opened file: what it holds).

import { compact, count, duration } from './format.js';
import { rateOf } from './rates.js';
import { Results } from './results.js';

/** One experiment in progress or finished: what it is, what has arrived, and its timing. */
export class Run {
  /** The parameters it was started with (set by LabView.start). */
  params;
  /** The name of the results file it was read from (openResults), or undefined for a run made here. */
  opened;

  constructor(token, plan) {
    this.token = token;
    this.plan = plan;
    this.results = new Results(plan);
    this.theory = null;
    this.curves = null;
    this.started = performance.now();
    this.ended = null; // when it finished or was cancelled: its time stops there
    this.ks = new Map(); // n → the theory worker's KS test of its runs: {n, d, critical, count}
    this.ksPending = false;
    this.costDone = 0;
    this.totalCost = 0;
  }
}

/** Writes the progress bar and line of view (its pool, rates and state) for run. */
export function renderProgress(view, run) {
  const { done, total } = run.results;
  const elapsed = ((run.ended ?? performance.now()) - run.started) / 1000;
  view.progress.max = total;
  view.progress.value = done;
  const state = view.root.dataset.state;
  const rate = done / Math.max(elapsed, 1e-3);
  const leafRate = run.costDone / Math.max(elapsed, 1e-3);
  // Early on, the small sizes and the workers' start make the measured rate far too low for
  // the big sizes still to come ("5 h left" for a 10 s run): the estimate's rate until a
  // twentieth of the work is done.
  const early = run.costDone < run.totalCost / 20;
  const expected = rateOf(view.rates, run.plan.method) * view.pool.size;
  const left = early
    ? (run.totalCost - run.costDone) / expected
    : run.costDone > 0
      ? (run.totalCost - run.costDone) / leafRate
      : NaN;
  const head = `${count(done)} / ${count(total)} runs`;
  if (run.opened) {
    const { first, last, leaves, method } = run.plan;
    const some = done < total ? ` (the file holds ${count(done)} of them)` : '';
    view.progressText.textContent = `Opened “${run.opened}”: ${count(total)} runs of n = ${first}..${last}${some}, ${leaves} leaves, ${method === 'alphabeta' ? 'alpha-beta' : 'full evaluation'}, master seed ${run.plan.seed}.`;
    return;
  }
  if (state === 'running' && done === 0) {
    view.progressText.textContent = `${head} · starting on ${view.pool.size} workers…`;
  } else if (state === 'running') {
    view.progressText.textContent = `${head} · ${perSecond(rate)} runs/s · ${compact(leafRate)} leaves/s on ${view.pool.size} workers · ${Number.isFinite(left) ? `about ${duration(left)} left` : 'starting…'}`;
  } else if (state === 'cancelled') {
    view.progressText.textContent = `Cancelled: ${head} done in ${duration(elapsed)}. The plots show the runs done.`;
  } else if (state === 'done') {
    view.progressText.textContent = `Done: ${head} in ${duration(elapsed)} (${perSecond(rate)} runs/s, ${compact(leafRate)} leaves/s on ${view.pool.size} workers).`;
  }
}

/** Sets an element's text only when it changed (no style or layout work for the same words). */
export function setText(element, text) {
  if (element.textContent !== text) element.textContent = text;
}

/** A rate for the progress line: whole numbers from 10 up, two digits below (big trees: "0.31",
 * not "0"). */
function perSecond(rate) {
  return rate >= 10 || rate === 0 ? count(rate) : String(Number(rate.toPrecision(2)));
}
