// Writes the wasm-metadce graph that keeps the first screen's part of the engine (pkg-lite/):
// every export of pkg/gamegraph_bg.wasm (read from wasm-bindgen's pkg/gamegraph_bg.wasm.d.ts) but
// those only used after a click, which the page loads on demand from the whole module
// (www/engine/extras.js): the Sequence lab's evaluators and theory (src/wasm/lab.rs), the tree
// traces of stack traversal and alpha-beta (src/wasm/tree_trace.rs), the whole-game layout
// (src/wasm/layout.rs's layoutWhole; its layoutGraph, which draws the first game, stays) and draw
// mode's checks of a name and a value (src/wasm/outline.rs; its outline of a text stays: a saved
// game's file name is read by it). Dropping them lets
// wasm-metadce remove all the code only they reach. A new export is kept unless named here, so
// the first screen never misses one.
// Usage: node scripts/lib/first-screen-exports.mjs pkg/gamegraph_bg.wasm.d.ts > graph.json
import { readFileSync } from 'node:fs';

/** The exports the first screen does without (wasm-bindgen's names: class_method, function). */
export const ON_DEMAND = [
  // src/wasm/lab.rs
  /^(__wbg_)?(labexperiment|runbatch|runsfile)_/,
  /^(csvHeader|csvRows|expectedAlphaBetaLeaves|labConstants|limitValue|minimalTreeLeaves|theory\w*)$/,
  // src/wasm/tree_trace.rs
  /^(__wbg_)?treetrace_/,
  /^game_treeTrace$/,
  // src/wasm/layout.rs (layoutWhole only), src/wasm/outline.rs
  /^(layoutWhole|nameProblem|valueProblem)$/,
];

const declarations = readFileSync(process.argv[2], 'utf8');
const exports = [...declarations.matchAll(/^export const (\w+)/gm)].map((m) => m[1]);
if (!exports.includes('memory')) throw new Error(`${process.argv[2]}: no wasm exports found`);
const kept = exports.filter((name) => !ON_DEMAND.some((pattern) => pattern.test(name)));
process.stdout.write(JSON.stringify(kept.map((name) => ({ name, root: true, export: name }))));
