// How an experiment is cut into chunks for the workers (pool.js), with the engine's constants.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ChunkStream, MAX_CHUNK_RUNS, estimate, jobCost, planChunks, sliceCost } from '../../www/lab/pool.js';

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

test('the chunk stream gives the order of sorting every chunk, without listing them', () => {
  const plan = { first: 3, last: 30, runs: 20000, method: 'full' };
  const listed = [];
  for (let n = plan.first; n <= plan.last; n++) {
    const cost = jobCost(n, 'full', CONSTANTS);
    const size = Math.max(1, Math.min(plan.runs, MAX_CHUNK_RUNS, Math.floor(2 ** 24 / cost)));
    for (let r = 0; r < plan.runs; r += size) listed.push({ n, r, order: r / plan.runs });
  }
  listed.sort((a, b) => a.order - b.order || a.n - b.n);
  const chunks = planChunks(plan, CONSTANTS);
  assert.equal(chunks.length, listed.length);
  assert.equal(new ChunkStream(plan, 'full', CONSTANTS).count, listed.length);
  assert.deepEqual(chunks.map((c) => [c.n, c.start - (c.n - plan.first) * plan.runs]), listed.map((c) => [c.n, c.r]));
});

test('a 100,000-run alpha-beta link up to n = 44 is estimated in hours, and starts in no time', () => {
  const plan = { first: 1, last: 44, runs: 100000, method: 'alphabeta' };
  const { seconds } = estimate(plan, CONSTANTS, 2);
  assert.ok(seconds > 3600 * 1000, `${seconds} s`);
  const stream = new ChunkStream(plan, 'alphabeta', CONSTANTS);
  assert.ok(stream.count > 1e6);
  const [a, b] = [stream.next(), stream.next()];
  assert.deepEqual([a.n, b.n], [1, 2]);
  assert.equal(a.end - a.start, MAX_CHUNK_RUNS, 'no slice is too big for the page to store in one task');
  // The default experiment is a few seconds: it starts by itself.
  assert.ok(estimate({ first: 1, last: 20, runs: 1000, method: 'full' }, CONSTANTS, 2).seconds < 10);
});

test('the stack traversal is estimated at its own, slower rate', () => {
  // 320 runs of n = 24: about 5.4·10^9 leaves, 9 s on 2 workers at the full evaluation's rate,
  // about 24 s at the stack traversal's (measured 39–42 s on a loaded machine): it waits for Run.
  const plan = { first: 24, last: 24, runs: 320 };
  const full = estimate({ ...plan, method: 'full' }, CONSTANTS, 2).seconds;
  const stream = estimate({ ...plan, method: 'stream' }, CONSTANTS, 2).seconds;
  assert.ok(full < 10 && stream > 20, `full ${full} s, stream ${stream} s`);
});
