// Which build of the whole engine the lab's workers and the page's on-demand part (extras.js)
// load: the one compiled with WebAssembly SIMD (pkg-simd/, its leaf generator and level reduction
// on v128 lanes, src/lanes.rs) when the browser validates a SIMD instruction, else the build
// without SIMD (pkg/), which gives the same numbers to the bit, only slower. Feature detection by validating a tiny module,
// as the wasm-feature-detect library does: a browser without SIMD rejects the v128 opcodes.

/** A module with one function `() -> v128` computing `i8x16.popcnt(i8x16.splat(0))`. */
export const SIMD_PROBE = Uint8Array.from([
  0,
  97,
  115,
  109,
  1,
  0,
  0,
  0, // "\0asm", version 1
  1,
  5,
  1,
  96,
  0,
  1,
  123, // type section: () -> v128
  3,
  2,
  1,
  0, // function section: one function of type 0
  10,
  10,
  1,
  8,
  0,
  65,
  0,
  253,
  15,
  253,
  98,
  11, // code: i32.const 0, i8x16.splat, i8x16.popcnt, end
]);

/** True when the browser (through `validate`, WebAssembly.validate by default) runs SIMD. */
export function hasSimd(validate = (bytes) => WebAssembly.validate(bytes)) {
  try {
    return validate(SIMD_PROBE) === true;
  } catch {
    return false;
  }
}

/** Imports the engine build this browser runs best: its module namespace (call its default
 * export to instantiate it). */
export function importEngine(simd = hasSimd()) {
  return simd ? import('../../pkg-simd/gamegraph.js') : import('../../pkg/gamegraph.js');
}
