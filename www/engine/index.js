// The engine: the first screen's wasm module on this thread (loader and guard), the whole module
// loaded on demand (extras.js) and which build of it this browser runs (wasm-pick.js), the client
// of the worker that builds, solves and lays out games (www/worker/, a program of its own), the
// typed arrays read from a wasm Game, the boards the engine draws (board-cells.js), and the game
// text kept in the worker.
// Other folders import this folder only through this file.

export { bestMoves, readGame } from './game-arrays.js';
export { readEvents, readEventsInTasks } from './trace-events.js';
export { describeBoard, explain, guard, loadEngine, randomSeed } from './wasm.js';
export { cellsOf, readBoard } from './board-cells.js';
export { extrasGuard, extrasLoaded, loadExtras, useExtras } from './extras.js';
export { importEngine } from './wasm-pick.js';
export { WorkerClient } from './worker-client.js';
export { CUSTOM_TITLE, REPRINTED_TEXT_CHARS, fetchText, keepsText } from './game-text.js';
