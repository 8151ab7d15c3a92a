// The lab workers' choice of engine build (www/engine/wasm-pick.js): the SIMD probe is a valid
// module exactly when the engine validates SIMD, and a browser without it gets the build without.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SIMD_PROBE, hasSimd } from '../../www/engine/wasm-pick.js';

test('the probe is a valid SIMD module, and only its SIMD opcodes make it so', () => {
  // node has had WebAssembly SIMD since version 16.
  assert.equal(hasSimd(), true);
  assert.equal(WebAssembly.validate(SIMD_PROBE), true);
  // The same module with `() -> i32` (type byte 127 for 123, v128) and the body `i32.const 0`
  // alone is valid too: the probe's frame is sound, so a browser rejects it only for its SIMD.
  const frame = [...SIMD_PROBE.slice(0, 14), 127, ...SIMD_PROBE.slice(15, 19)];
  assert.equal(WebAssembly.validate(Uint8Array.from([...frame, 10, 6, 1, 4, 0, 65, 0, 11])), true);
  // Without its two SIMD instructions the body returns an i32, not the v128 its type promises.
  assert.equal(WebAssembly.validate(Uint8Array.from([...SIMD_PROBE.slice(0, 19), 10, 6, 1, 4, 0, 65, 0, 11])), false);
});

test('a browser that rejects the probe, or throws on it, has no SIMD', () => {
  assert.equal(hasSimd(() => false), false);
  assert.equal(
    hasSimd(() => {
      throw new TypeError('no WebAssembly');
    }),
    false,
  );
  let seen = null;
  assert.equal(hasSimd((bytes) => ((seen = bytes), true)), true);
  assert.equal(seen, SIMD_PROBE);
});
