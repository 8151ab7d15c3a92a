// The lab's requests to the theory worker (theory-client.js) for the run on a view: the exact
// law of its sizes, the exact curves of the n drawn, and the Kolmogorov–Smirnov test of an n's
// runs; each answer is kept on the run it was asked for and drawn when it comes.

import { MAX_N_ALPHABETA } from './params.js';
import { KS_MIN_RUNS, gridFor } from './series.js';

/** Asks the theory worker for the exact law of the run's sizes; drawn when it comes. */
export function requestTheory(view, run) {
  const { plan } = run;
  view.theory
    // Alpha-beta's exact leaf count holds for continuous leaves only: coins tie, and a tie cuts.
    .theory(
      plan.first,
      plan.last,
      plan.leaves,
      plan.firstPlayer,
      plan.last <= MAX_N_ALPHABETA && plan.leaves !== 'coin' ? plan.last : -1,
    )
    .then((data) => {
      if (view.run !== run) return;
      run.theory = data;
      requestCurves(view);
      view.schedule(true);
    })
    .catch((error) => view.run === run && view.failed(error));
}

/** Asks the theory worker for the exact density and CDF of the chosen n on the plot grid. */
export function requestCurves(view) {
  const run = view.run;
  if (!run?.theory) return;
  const n = view.chosenN;
  view.theory.curves(n, run.plan.leaves, run.plan.firstPlayer, gridFor(run.plan, run.theory, n)).then(
    (curves) => {
      if (view.run !== run || n !== view.chosenN) return;
      run.curves = curves;
      view.schedule(true);
    },
    (error) => view.run === run && view.failed(error),
  );
}

/** Asks the theory worker for the KS test of n's runs (sorted) when they are new: one request
 * at a time, its answer drawn with the next redraw (the runs that arrived meanwhile in the next
 * test). */
export function requestKs(view, run, n, values) {
  const continuous = run.plan.leaves !== 'coin';
  if (!continuous || values.length < KS_MIN_RUNS || run.ksPending || run.ks.get(n)?.count === values.length) return;
  run.ksPending = true;
  view.theory.ks(n, run.plan.leaves, run.plan.firstPlayer, values).then(
    (ks) => {
      run.ksPending = false;
      if (view.run !== run) return;
      run.ks.set(n, ks);
      // While runs still arrive, the test is drawn with the next paced redraw: forcing one here
      // asked for a test again at once, and the page redrew every frame for the whole run.
      view.schedule(view.root.dataset.state !== 'running');
    },
    (error) => {
      run.ksPending = false;
      if (view.run === run) view.failed(error);
    },
  );
}
