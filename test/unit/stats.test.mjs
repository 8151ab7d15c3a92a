// stats.js against values computed by hand (each comment shows the arithmetic).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Z95, countAtMost, ecdfAt, fitLine, ksDistance, skewness, sorted, wilson } from '../../www/lab/stats.js';

const close = (actual, expected, tolerance = 1e-9) => assert.ok(Math.abs(actual - expected) <= tolerance, `${actual} is not ${expected} ± ${tolerance}`);

test('fitLine: an exact line has no error', () => {
  const fit = fitLine([0, 1, 2], [1, 3, 5]);
  close(fit.slope, 2);
  close(fit.intercept, 1);
  close(fit.slopeSe, 0);
});

test('fitLine: scattered points, by hand', () => {
  // x̄ = 1.5, ȳ = 1; Sxx = 5, Sxy = 3 → b = 0.6, a = 0.1;
  // residuals −0.1, 0.3, −0.3, 0.1 → RSS = 0.2; se(b) = √(0.2 / 2 / 5) = √0.02.
  const fit = fitLine([0, 1, 2, 3], [0, 1, 1, 2]);
  close(fit.slope, 0.6);
  close(fit.intercept, 0.1);
  close(fit.slopeSe, Math.sqrt(0.02));
  // Weights are relative: doubling them all changes nothing.
  const doubled = fitLine([0, 1, 2, 3], [0, 1, 1, 2], [2, 2, 2, 2]);
  close(doubled.slopeSe, fit.slopeSe);
  close(doubled.slope, fit.slope);
});

test('fitLine: weights pull the line towards heavy points', () => {
  // Points (0,0), (1,0), (2,3) with weights 1, 1, 2: x̄ = 5/4, ȳ = 6/4;
  // Sxx = 25/16 + 1/16 + 2·9/16 = 44/16, Sxy = 15/8 + 3/8 + 2·9/8 = 36/8 → b = 18/11
  // (unweighted it would be 3/2).
  const fit = fitLine([0, 1, 2], [0, 0, 3], [1, 1, 2]);
  close(fit.slope, 18 / 11);
  close(fit.intercept, 1.5 - (18 / 11) * 1.25);
  close(fitLine([0, 1, 2], [0, 0, 3]).slope, 1.5);
});

test('fitLine: fewer than three points give no fit', () => {
  assert.equal(fitLine([1, 2], [1, 2]), null);
  assert.equal(fitLine([], []), null);
});

test('Wilson interval: 5 of 10 is 0.2366–0.7634 (the textbook value)', () => {
  // centre = (0.5 + z²/20)/(1 + z²/10) = 0.5; half = z √(0.025 + z²/400)/(1 + z²/10) = 0.263406.
  const [lo, hi] = wilson(5, 10);
  close(lo, 0.5 - 0.2634060, 1e-6);
  close(hi, 0.5 + 0.2634060, 1e-6);
});

test('Wilson interval: the ends stay at 0 and 1, and 0 of 10 reaches 0.2775', () => {
  const [lo, hi] = wilson(0, 10);
  assert.equal(lo, 0);
  // (z²/20)/(1 + z²/10) + z √(z²/400)/(1 + z²/10) = 2 (z²/20)/(1 + z²/10).
  close(hi, (2 * (Z95 * Z95) / 20) / (1 + (Z95 * Z95) / 10), 1e-12);
  close(hi, 0.2775, 1e-4);
  assert.deepEqual(wilson(10, 10).slice(1), [1]);
  assert.deepEqual(wilson(0, 0), [0, 1]);
});

test('skewness: symmetric is 0, (0, 0, 3) is 1/√2', () => {
  close(skewness([1, 2, 3]), 0);
  // mean 1, deviations −1, −1, 2: m2 = 2, m3 = 2 → 2 / 2^1.5.
  close(skewness([0, 0, 3]), 1 / Math.SQRT2);
  assert.ok(Number.isNaN(skewness([1, 2])));
  assert.ok(Number.isNaN(skewness([4, 4, 4])));
});

test('countAtMost and ecdfAt on a sorted sample with ties', () => {
  const values = sorted([3, 2, 1, 2]);
  assert.deepEqual(Array.from(values), [1, 2, 2, 3]);
  assert.equal(countAtMost(values, 0.5), 0);
  assert.equal(countAtMost(values, 2), 3);
  assert.equal(countAtMost(values, 3), 4);
  assert.equal(ecdfAt(values, 2), 0.75);
  assert.equal(ecdfAt(values, 99), 1);
  assert.ok(Number.isNaN(ecdfAt(new Float64Array(0), 0)));
});

test('KS distance: the largest gap at the sample values (before and at each step), and 1.358/√m', () => {
  const uniform = (values) => Array.from(values, (x) => Math.min(1, Math.max(0, x)));
  // Two runs at 0.25 and 0.75 against U(0, 1): the gaps are 0.25 before each step and after.
  const values = sorted([0.25, 0.75]);
  const { d, critical, count } = ksDistance(values, uniform(values));
  close(d, 0.25);
  close(critical, 1.358 / Math.SQRT2);
  assert.equal(count, 2);
  // A gap between grid points is seen: ten runs all in (0.40, 0.41] against U(0, 1): D is
  // 1 − 0.41 = 0.59 just after the last of them (a grid of 0, 0.5, 1 read 0.5).
  const bunched = sorted(Array.from({ length: 10 }, (_, i) => 0.4 + (i + 1) / 1000));
  close(ksDistance(bunched, uniform(bunched)).d, 1 - 0.41, 1e-12);
  // Equal values make one step: [0.5, 0.5] against U(0, 1) is 0.5 off on both sides of it.
  close(ksDistance(sorted([0.5, 0.5]), [0.5, 0.5]).d, 0.5);
  // The oracle: the brute-force supremum over a fine grid and the points just around each value.
  const random = sorted(Array.from({ length: 200 }, (_, i) => ((i * 0.6180339887) % 1) ** 1.3));
  let brute = 0;
  for (const x of random) {
    brute = Math.max(brute, Math.abs(ecdfAt(random, x) - x), Math.abs(ecdfAt(random, x - 1e-12) - (x - 1e-12)));
  }
  close(ksDistance(random, uniform(random)).d, brute, 1e-9);
});
