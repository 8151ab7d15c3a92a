// What the lab's plots draw (series.js), on small hand-made runs and theory tables.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { COIN_RANGE, GRID_BINS, SUBSTEPS, binHeights, chosenSeries, fitLeaves, fitSd, gridFor, leavesSeries, meanSeries, sdSeries } from '../../www/lab/series.js';
import { ksDistance, sorted } from '../../www/lab/stats.js';

const CONSTANTS = { pStar: 0.3819660112501051, spreadRatio: 0.8090169943749474, alphaBetaBranching: 1.618033988749895, alphaBetaLeafFactor: 3.5, goldenRatio: 1.618033988749895, maxN: 62 };
const close = (actual, expected, tolerance = 1e-9) => assert.ok(Math.abs(actual - expected) <= tolerance, `${actual} is not ${expected} ± ${tolerance}`);

/** Stats as Results.stats() gives them. */
function stat(n, count, mean, sd, meanLeaves = 2 ** n) {
  return { n, count, mean, sd, se: sd / Math.sqrt(count), meanLeaves, positive: 0 };
}

/** A theory table for n = first..last with the given columns. */
function theoryFor(first, last, columns) {
  const length = last - first + 1;
  const table = {};
  for (const key of ['mean', 'sd', 'median', 'q05', 'q95', 'limit', 'kurtosis', 'skewness', 'probPaulWins']) {
    table[key] = Float64Array.from({ length }, (_, i) => (columns[key] ? columns[key](first + i) : 0));
  }
  return { table, alphaBeta: Float64Array.from({ length: last + 1 }, (_, n) => 3.5 * CONSTANTS.alphaBetaBranching ** n), minimal: Float64Array.from({ length: last + 1 }, (_, n) => 2 ** Math.ceil(n / 2) + 2 ** Math.floor(n / 2) - 1) };
}

test('mean ± sd: the bar ends are data (so the axis makes room), one parity each', () => {
  const stats = [stat(1, 10, 0.4, 0.2), stat(2, 1, -0.3, NaN), stat(3, 0, NaN, NaN)];
  const theory = theoryFor(1, 3, { mean: (n) => (n % 2 ? 0.3 : -0.2), limit: (n) => (n % 2 ? 0.2361 : -0.2361) });
  const { data, caption } = meanSeries(stats, theory, CONSTANTS);
  assert.equal(data.length, 11);
  assert.deepEqual(data[0], [1, 2, 3]);
  assert.deepEqual(data[1], [0.4, null, null], 'odd means');
  assert.deepEqual(data[2], [null, -0.3, null], 'even means');
  assert.deepEqual(data[3], [0.3, null, 0.3], 'odd exact');
  assert.deepEqual(data[5], [0.2361, 0.2361, 0.2361], 'odd limit across the plot');
  close(data[7][0], 0.2);
  close(data[8][0], 0.6);
  assert.deepEqual(data[9], [null, null, null], 'one run has no bar');
  assert.match(caption.text, /\+0\.2361 and −0\.2361/);
  assert.match(caption.formula, /p\* = \(3 − √5\)\/2 ≈ 0\.3820/);
  assert.equal(meanSeries([stat(1, 0, NaN, NaN)], null, CONSTANTS).caption.text, 'Waiting for runs…');
});

test('sd decay: fitted from n ≥ 4 with 10 runs, compared with φ/2 from the engine', () => {
  const stats = [3, 4, 5, 6, 7, 8].map((n) => stat(n, n === 8 ? 5 : 20, 0, 0.9 * 0.8 ** n));
  const fit = fitSd(stats, { leaves: 'uniform' });
  close(Math.exp(fit.slope), 0.8, 1e-12);
  assert.equal(fit.from, 4);
  assert.equal(fit.to, 7, 'n = 8 has too few runs');
  assert.equal(fitSd(stats, { leaves: 'coin' }), null);
  const { data, caption } = sdSeries(stats, null, fit, { leaves: 'uniform' }, CONSTANTS);
  assert.deepEqual(data[0], [3, 4, 5, 6, 7, 8]);
  assert.equal(data[4][0], null, 'no fitted line outside the fitted range');
  close(data[4][1], 0.9 * 0.8 ** 4, 1e-12);
  assert.match(caption.text, /factor 0\.800 .*n = 4\.\.7.*the theory says 0\.809/);
  assert.match(sdSeries(stats, null, null, { leaves: 'coin' }, CONSTANTS).caption.text, /With coins/);
});

test('leaves: 2^n, the engine’s expectation, the minimum, and the growth in the caption', () => {
  const stats = [6, 7, 8, 9].map((n) => stat(n, 4, 0, 0.1, 3 * 1.6 ** n));
  const fit = fitLeaves(stats);
  close(Math.exp(fit.slope), 1.6, 1e-12);
  const theory = theoryFor(6, 9, {});
  const alphabeta = leavesSeries(stats, theory, fit, { method: 'alphabeta' }, CONSTANTS);
  assert.deepEqual(alphabeta.data[2], [64, 128, 256, 512]);
  assert.deepEqual(alphabeta.data[4], [15, 23, 31, 47], 'Knuth–Moore: 2^⌈n/2⌉ + 2^⌊n/2⌋ − 1');
  assert.match(alphabeta.caption.text, /read 1\.600 times as many leaves/);
  assert.match(alphabeta.caption.formula, /about 3\.5·1\.618\^n/);
  assert.match(leavesSeries(stats, theory, fit, { method: 'full' }, CONSTANTS).caption.text, /“full” reads every leaf/);
  assert.ok(alphabeta.data[3].every((v) => v > 0), 'the expectation for continuous leaves');
  // Coins tie: that expectation does not hold, and is not drawn.
  const coins = leavesSeries(stats, theory, fit, { method: 'alphabeta', leaves: 'coin' }, CONSTANTS);
  assert.deepEqual(coins.data[3], [null, null, null, null]);
  assert.match(coins.caption.text, /±1 coins leaves tie/);
});

test('coin histogram: two bars at ±1 in a shape of their own (the switch from steps rebuilds the chart)', () => {
  const plan = { first: 2, last: 2, leaves: 'coin' };
  const values = sorted([1, -1, 1, 1, -1]);
  const curves = { n: 2, xs: gridFor(plan, null, 2), density: new Float64Array(121), cdf: new Float64Array(121).fill(0.5), atoms: [-1, 0.375, 1, 0.625] };
  const result = chosenSeries({ n: 2, values, stats: [stat(2, 5, 0.2, 1)], theory: null, curves, plan });
  assert.deepEqual(result.histogram.shape, { kind: 'coin' });
  assert.deepEqual(result.histogram.data, [[-1, 1], [0.4, 0.6], [0.375, 0.625]]);
  assert.equal(result.chosen.plus, 3);
  assert.equal(result.chosen.ks, null, 'no KS test for a discrete law');
  assert.equal(curves.xs[0], COIN_RANGE[0]);
  assert.equal(curves.xs.at(-1), COIN_RANGE[1]);
  assert.match(result.captions.cdf.text, /jumps at −1 and at \+1/);
});

test('continuous histogram: finite heights that integrate to the share drawn, and a KS test', () => {
  const plan = { first: 1, last: 1, leaves: 'uniform' };
  const theory = theoryFor(1, 1, { median: () => 0, sd: () => 0.5, q05: () => -0.9, q95: () => 0.9, mean: () => 0.1 });
  const xs = gridFor(plan, theory, 1);
  assert.equal(xs.length, GRID_BINS * SUBSTEPS + 1);
  assert.equal(xs[0], -1, 'uniform leaves: never below −1');
  assert.equal(xs.at(-1), 1);
  const values = sorted(Array.from({ length: 40 }, (_, i) => -0.975 + i * 0.05));
  const curves = { n: 1, xs, density: xs.map(() => 0.5), cdf: xs.map((x) => (x + 1) / 2), atoms: [] };
  // Until the theory worker's KS test of n = 1 is in, the caption says it is being measured.
  const waiting = chosenSeries({ n: 1, values, stats: [stat(1, 40, 0, 0.58)], theory, curves, plan, ks: { n: 2, d: 0.5, critical: 0.2, count: 40 } });
  assert.equal(waiting.chosen.ks, null, 'a test of another n is not this one’s');
  assert.match(waiting.captions.cdf.text, /^Measuring the gap/);
  const ks = ksDistance(values, Array.from(values, (x) => (x + 1) / 2));
  const result = chosenSeries({ n: 1, values, stats: [stat(1, 40, 0, 0.58)], theory, curves, plan, ks: { n: 1, ...ks } });
  assert.match(result.captions.cdf.text, /^The largest gap between the measured and the exact curve is 0\.0125, below the 5 % bound 0\.2147 for 40 runs: the runs follow the exact law\.$/);
  assert.deepEqual(result.histogram.shape, { kind: 'continuous' });
  const [x, heights, density] = result.histogram.data;
  assert.equal(x.length, heights.length);
  assert.ok(heights.every(Number.isFinite));
  const width = xs[SUBSTEPS] - xs[0];
  let area = 0;
  for (let b = 0; b < GRID_BINS; b++) area += heights[b * SUBSTEPS] * width;
  close(area, 1, 1e-9);
  assert.deepEqual(density.slice(0, 2), [0.5, 0.5]);
  assert.ok(result.chosen.ks.d < 0.05, `evenly spread runs fit the uniform law (D = ${result.chosen.ks.d})`);
  assert.match(result.captions.histogram.text, /^n = 1: 40 runs\. .*Exact mean \+0\.1000, sd 0\.5000\.$/);
});

test('binHeights: every grid point of a bin carries the bin’s density', () => {
  const xs = Float64Array.from({ length: GRID_BINS * SUBSTEPS + 1 }, (_, k) => k / (GRID_BINS * SUBSTEPS));
  // Two runs in the first bin (0, 1/48]: density 1 / (1/48) = 48 there, 0 elsewhere.
  const heights = binHeights(sorted([0.01, 0.015]), xs);
  for (let k = 0; k < SUBSTEPS; k++) close(heights[k], 48, 1e-9);
  assert.equal(heights[SUBSTEPS], 0);
  assert.equal(heights.at(-1), heights.at(-2));
  assert.ok(binHeights(new Float64Array(0), xs).every((h) => h === 0));
});
