// The first screen's wasm module (pkg-lite/) on the page's own thread (small games: traces for
// stepping, presets, checks); the rest of the engine loads on demand (extras.js).
// Every call goes through `guard`, so a Rust panic becomes a readable Error, never a silent stop.

import init, * as wasm from '../../pkg-lite/gamegraph.js';
import { readBoard } from './board-cells.js';

let ready = null;

/** Loads the module once. */
export function loadEngine() {
  ready ??= init().then(() => wasm);
  return ready;
}

/** Runs fn(wasm); a trap (a Rust panic) is rethrown with the panic's message.
 * @template T
 * @param {(module: Wasm) => T} fn
 * @returns {T} */
export function guard(fn) {
  try {
    return fn(wasm);
  } catch (error) {
    throw explain(error, wasm);
  }
}

/** A fresh random seed for a new game of play (the engine's). */
export function randomSeed() {
  return guard((module) => module.randomSeed());
}

/** The board of position `name` of built-in game `gameId` (with its `params`, [[name, value]]),
 * and the cell each move to one of `successors` (names) is made on: {board, moves: [{row, col} |
 * null]}, the board's rows read into `cells` (board-cells.js; src/games/board.rs says what a board
 * holds), or null for a custom game or a name that is not one of the game's. */
export function describeBoard(gameId, params, name, successors = null) {
  if (!gameId || gameId === 'custom') return null;
  return readBoard(guard((module) => module.describeBoard(gameId, params ?? null, name, successors)));
}

/** Turns a wasm trap into an Error that says what happened (shared with the worker). */
export function explain(error, module) {
  if (error instanceof WebAssembly.RuntimeError) {
    const message = module.takePanicMessage?.() ?? error.message;
    /** @type {Error & { panic?: boolean }} */
    const wrapped = new Error(`Internal error in the game engine (a bug, please report it): ${message}`);
    wrapped.panic = true;
    return wrapped;
  }
  return error;
}
