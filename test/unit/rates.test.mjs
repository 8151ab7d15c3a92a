// The lab's estimates use the leaf rate of this browser's last long enough run (www/lab/rates.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MIN_MEASURED_SECONDS, noteRun, rateOf, readRates } from '../../www/lab/rates.js';
import { LEAF_RATE, estimate } from '../../www/lab/pool.js';

/** A localStorage stand-in. */
function memory() {
  const items = new Map();
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => items.set(k, String(v)) };
}

const CONSTANTS = { alphaBetaLeafFactor: 3.5, alphaBetaBranching: 1.618033988749895 };

test('no run yet: the reference rate; a run long enough: its rate, remembered', () => {
  const storage = memory();
  let rates = readRates(storage);
  assert.equal(rateOf(rates, 'full'), LEAF_RATE.full);
  // A short run says nothing.
  rates = noteRun(rates, 'full', 1e9, MIN_MEASURED_SECONDS / 2, 2, storage);
  assert.equal(rateOf(rates, 'full'), LEAF_RATE.full);
  // 6·10^9 leaves in 40 s on 2 workers: 75 M leaves/s per worker, a quarter of the reference.
  rates = noteRun(rates, 'full', 6e9, 40, 2, storage);
  assert.equal(rateOf(rates, 'full'), 75e6);
  assert.equal(rateOf(readRates(storage), 'full'), 75e6, 'remembered');
  assert.equal(rateOf(rates, 'alphabeta'), LEAF_RATE.alphabeta, 'per method');
  // The estimate follows: four times the time at a quarter of the rate.
  const plan = { first: 20, last: 20, runs: 100, method: 'full' };
  const reference = estimate(plan, CONSTANTS, 2).seconds;
  assert.ok(Math.abs(estimate(plan, CONSTANTS, 2, rateOf(rates, 'full')).seconds / reference - 4) < 1e-9);
});

test('a freak rate is bounded, and unreadable storage is no rate at all', () => {
  const storage = memory();
  const rates = noteRun({}, 'full', 1e15, 2, 1, storage);
  assert.equal(rateOf(rates, 'full'), LEAF_RATE.full * 20);
  storage.setItem('gamegraph.lab-rates', '{not json');
  assert.deepEqual(readRates(storage), {});
  assert.deepEqual(readRates({ getItem: () => { throw new Error('denied'); } }), {});
  assert.equal(rateOf({ full: 'fast' }, 'full'), LEAF_RATE.full);
});
