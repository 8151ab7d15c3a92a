// The lab's u64 columns read as 32-bit words (www/lab/u64.js) against BigInt reads, and the
// runs stored by Results.add from a slice equal to the slice's own values.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyU64, u64At, words } from '../../www/lab/u64.js';
import { Results } from '../../www/lab/results.js';

const SAMPLES = [0n, 1n, 4294967295n, 4294967296n, 123456789012345n, 2n ** 53n - 1n];

test('u64At reads what a BigInt read gives, below 2^53', () => {
  const array = BigUint64Array.from(SAMPLES);
  const w = words(array);
  SAMPLES.forEach((x, i) => assert.equal(u64At(w, i), Number(x)));
  // A view into the middle of a buffer reads from its own start.
  const tail = words(array.subarray(2));
  assert.equal(u64At(tail, 0), Number(SAMPLES[2]));
});

test('copyU64 copies all 64 bits of a seed', () => {
  const from = BigUint64Array.of(0xfedcba9876543210n, 2n ** 64n - 1n);
  const to = new BigUint64Array(3);
  copyU64(words(from), 0, words(to), 2);
  copyU64(words(from), 1, words(to), 0);
  assert.deepEqual([...to], [2n ** 64n - 1n, 0n, 0xfedcba9876543210n]);
});

test('Results.add keeps each run of a slice, by n and run number', () => {
  const results = new Results({ first: 3, last: 4, runs: 3, leaves: 'uniform', method: 'alphabeta', seed: '1' });
  const slice = {
    n: Uint32Array.of(4, 3, 4),
    runs: BigUint64Array.of(2n, 0n, 2n),
    values: Float64Array.of(0.5, -0.25, 9),
    leaves: BigUint64Array.of(7n, 5n, 7n),
    seeds: BigUint64Array.of(2n ** 63n + 5n, 11n, 1n),
  };
  results.add(slice);
  assert.equal(results.done, 2, 'a run already kept is not counted twice');
  assert.equal(results.values[5], 0.5);
  assert.equal(results.leaves[5], 7);
  assert.equal(results.seeds[5], 2n ** 63n + 5n);
  assert.equal(results.values[0], -0.25);
  assert.equal(results.seeds[0], 11n);
  assert.deepEqual([...results.filled], [1, 0, 0, 0, 0, 1]);
  assert.deepEqual(results.stats().map((s) => s.count), [1, 1]);
});
