// A parsed game's arrays, read once from the wasm Game: what every algorithm's run and every
// view needs (names, movers, end values, moves as CSR offsets and targets, the start).

/** The arrays read from each wasm Game: the page and its run read the same game one after the
 * other, and its names alone take tens of ms to copy out of wasm for a big game. */
const read = new WeakMap();

/** {names, movers, endValues, offsets, targets, start, isEnd[], successors(v)} of a wasm Game
 * (read once per Game; callers must not change the arrays).
 * @param {WasmGame} game */
export function readGame(game) {
  if (!read.has(game)) read.set(game, readArrays(game));
  return read.get(game);
}

/** @param {WasmGame} game */
function readArrays(game) {
  const offsets = game.offsets();
  const names = namesOf(game, offsets.length - 1);
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

/** The `count` positions' names of a wasm Game, by id: read as one text (namesText, each name
 * followed by a newline) and split here, since copying them out one string each is about 20 ms of
 * the page's thread for cat and mouse's 23,180; one at a time (names) if a name holds a newline.
 * @param {{namesText(): string, names(): string[]}} game
 * @param {number} count
 * @returns {string[]} */
export function namesOf(game, count) {
  const names = game.namesText().split('\n');
  names.pop();
  return names.length === count ? names : game.names();
}

/** A function v → distinct best successors, from a wasm Solution's CSR best moves.
 * @param {WasmSolution} solution */
export function bestMoves(solution) {
  const offsets = solution.bestOffsets();
  const targets = solution.bestTargets();
  return (v) => Array.from(targets.subarray(offsets[v], offsets[v + 1]));
}
