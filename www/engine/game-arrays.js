// A parsed game's arrays, read once from the wasm Game: what every algorithm's run and every
// view needs (names, movers, end values, moves as CSR offsets and targets, the start).

/** {names, movers, endValues, offsets, targets, start, isEnd[], successors(v)} of a wasm Game.
 * @param {WasmGame} game */
export function readGame(game) {
  const names = game.names();
  const offsets = game.offsets();
  const targets = game.targets();
  return {
    names,
    movers: game.movers(),
    endValues: game.endValues(),
    offsets,
    targets,
    start: game.start,
    isEnd: Array.from(names, (_, v) => offsets[v] === offsets[v + 1]),
    /** Distinct successors of v, in move order. */
    successors: (v) => [...new Set(targets.subarray(offsets[v], offsets[v + 1]))],
    /** Moves of v (repeats counted). */
    degree: (v) => offsets[v + 1] - offsets[v],
  };
}

/** A function v → distinct best successors, from a wasm Solution's CSR best moves.
 * @param {WasmSolution} solution */
export function bestMoves(solution) {
  const offsets = solution.bestOffsets();
  const targets = solution.bestTargets();
  return (v) => Array.from(targets.subarray(offsets[v], offsets[v + 1]));
}
