// Compare mode's runs: two algorithms opened on the same game, each timed, or the sentence that
// says why it has no run (it does not apply, or its tree is too big to draw). No DOM: the
// session (www/app/session.js) opens them, the compare view (compare.js) draws them.

/**
 * The panes of `algorithms` (two registry modules) on a wasm Game: [{algorithm, run (null when
 * none), said (why there is none, or ''), ms (the time its run took to open)}]. info: what
 * applies() reads; optionsOf(algorithm): its parameters; guard: www/engine/wasm.js's (a panic is thrown,
 * as everywhere; a refusal is said in the pane).
 */
export function compareRuns(game, algorithms, { info, optionsOf, guard }) {
  return algorithms.map((algorithm) => {
    const why = algorithm.applies(info);
    if (why) return { algorithm, run: null, said: why.reason, ms: 0 };
    const started = performance.now();
    try {
      const run = guard(() => algorithm.open(game, optionsOf(algorithm)));
      return { algorithm, run, said: '', ms: performance.now() - started };
    } catch (error) {
      if (error.panic) throw error;
      return {
        algorithm,
        run: null,
        said: `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}.`,
        ms: 0,
      };
    }
  });
}
