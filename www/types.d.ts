// Names the page's JSDoc uses anywhere in www/ without an import path (this file declares no
// module, so its types are global to the type check; it is never loaded by the page).

/** The wasm module's API, as wasm-bindgen generates it from src/wasm/ (pkg/gamegraph.d.ts). */
type Wasm = typeof import('../pkg/gamegraph.js');
/** A parsed game (names, moves as CSR arrays, solvers and traces). */
type WasmGame = import('../pkg/gamegraph.js').Game;
/** A solved game: values, outcomes, remoteness and best moves. */
type WasmSolution = import('../pkg/gamegraph.js').Solution;
/** A DFS trace of a game, stepped through by the explorer. */
type WasmTrace = import('../pkg/gamegraph.js').Trace;
/** A recorded retrograde analysis, stepped through by the explorer. */
type WasmRetrogradeTrace = import('../pkg/gamegraph.js').RetrogradeTrace;
/** A recorded attractor computation, stepped through by the explorer. */
type WasmAttractorTrace = import('../pkg/gamegraph.js').AttractorTrace;
/** A solved game as play asks it (moves, values, names of one position at a time). */
type WasmPlay = import('../pkg/gamegraph.js').Play;
