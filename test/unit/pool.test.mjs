// How an experiment is cut into chunks for the workers (pool.js), with the engine's constants.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { jobCost, planChunks, sliceCost } from '../../www/lab/pool.js';

const CONSTANTS = { alphaBetaBranching: 1.618033988749895, alphaBetaLeafFactor: 3.5 };

test('a job costs 2^n leaves, or about 3.5·φ^n for alpha-beta, plus a fixed overhead', () => {
  assert.equal(jobCost(10, 'full', CONSTANTS) - jobCost(0, 'full', CONSTANTS), 1023);
  const overhead = jobCost(0, 'full', CONSTANTS) - 1;
  assert.ok(Math.abs(jobCost(30, 'alphabeta', CONSTANTS) - overhead - 3.5 * 1.618033988749895 ** 30) < 1e-3);
  // Never more than every leaf.
  assert.equal(jobCost(2, 'alphabeta', CONSTANTS), jobCost(2, 'full', CONSTANTS));
});

test('chunks cover every job once, interleaved across n', () => {
  const plan = { first: 1, last: 24, runs: 10, method: 'full' };
  const chunks = planChunks(plan, CONSTANTS);
  const seen = new Uint8Array(24 * 10);
  for (const c of chunks) for (let j = c.start; j < c.end; j++) seen[j] += 1;
  assert.ok(seen.every((x) => x === 1));
  // n = 24 (2^24 leaves per job) is one job per chunk; the first chunks start every n.
  assert.equal(chunks.filter((c) => c.n === 24).length, 10);
  assert.deepEqual(chunks.slice(0, 24).map((c) => c.n), Array.from({ length: 24 }, (_, i) => i + 1));
});

test('the measured cost of a slice', () => {
  const slice = { n: Uint32Array.of(3, 4), leaves: BigUint64Array.of(5n, 7n) };
  assert.equal(sliceCost(slice, 'full'), 24);
  assert.equal(sliceCost(slice, 'alphabeta'), 12);
});
