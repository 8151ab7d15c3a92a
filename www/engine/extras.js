// The engine's on-demand part. The first screen's module (pkg-lite/, wasm.js) is the engine
// without what only a click uses — the Sequence lab, the tree traces of stack traversal and
// alpha-beta, the whole-game layout, draw mode's outline (scripts/lib/first-screen-exports.mjs) —
// so the first visit downloads less. Those run on the whole engine, loaded here when first
// needed: the build this browser runs best (wasm-pick.js: with SIMD, else without), the one the
// lab's workers load too, so the browser fetches it once. It is its own instance: a game parsed
// by the first screen's module is parsed again here from its text (games the tree algorithms
// draw are small).

import { explain } from './wasm.js';
import { importEngine } from './wasm-pick.js';

/** @type {Wasm | null} */
let extras = null;
/** @type {Promise<Wasm> | null} */
let loading = null;

/** Loads the whole engine once (a failed load is tried again on the next call). */
export function loadExtras() {
  loading ??= importEngine().then(
    async (module) => {
      await module.default();
      extras = /** @type {Wasm} */ (/** @type {unknown} */ (module));
      return extras;
    },
    (error) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Uses `module`, already instantiated, as the whole engine (node's unit tests, which have no
 * fetch of the module's file). */
export function useExtras(module) {
  extras = module;
  loading = Promise.resolve(module);
}

/** True once the whole engine is loaded: extrasGuard may be called. */
export const extrasLoaded = () => extras != null;

/** Runs fn(the whole engine), as wasm.js's guard does; loadExtras must have resolved first.
 * @template T
 * @param {(module: Wasm) => T} fn
 * @returns {T} */
export function extrasGuard(fn) {
  if (!extras) throw new Error('The engine’s on-demand part was used before it was loaded (a bug, please report it).');
  try {
    return fn(extras);
  } catch (error) {
    throw explain(error, extras);
  }
}
