// The plan of an experiment as the page keeps it: the engine's checked LabExperiment (made from a
// form, a link or a file of runs) read into plain values, the wasm object then freed.

/** {first, last, runs, seed, leaves, method, firstPlayer} of a LabExperiment, which it frees. */
export function planOf(experiment) {
  const plan = {
    first: experiment.first,
    last: experiment.last,
    runs: experiment.runs,
    seed: experiment.seed,
    leaves: experiment.leaves,
    method: experiment.method,
    firstPlayer: experiment.firstPlayer,
  };
  experiment.free();
  return plan;
}
