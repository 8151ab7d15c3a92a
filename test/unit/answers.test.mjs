// "What the data says" (www/lab/lab-answers.js): sentences from hand-made stats, the exact theory beside
// them, and what is said while waiting.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { QUESTIONS, answers } from '../../www/lab/lab-answers.js';

const CONSTANTS = { pStar: 0.3819660112501051, spreadRatio: 0.8090169943749474, alphaBetaBranching: 1.618033988749895, alphaBetaLeafFactor: 3.5, goldenRatio: 1.618033988749895, maxN: 62 };

function stat(n, count, mean, sd, positive = 0) {
  return { n, count, mean, sd, se: sd / Math.sqrt(count), meanLeaves: 2 ** n, positive };
}

const byKey = (list) => Object.fromEntries(list.map((a) => [a.key, a]));
const plan = (leaves = 'uniform', method = 'full') => ({ first: 1, last: 6, runs: 100, leaves, method });
/** Odd n clearly above 0, even n clearly below (sd 0.2 over 100 runs: margin ±0.039). */
const parityStats = () => [1, 2, 3, 4, 5, 6].map((n) => stat(n, 100, n % 2 ? 0.3 : -0.25, 0.2, n % 2 ? 90 : 10));

function theory() {
  const column = (f) => Float64Array.from({ length: 6 }, (_, i) => f(i + 1));
  return {
    table: {
      mean: column((n) => (n % 2 ? 0.29 : -0.24)),
      sd: column(() => 0.2),
      limit: column((n) => (n % 2 ? 0.2360679775 : -0.2360679775)),
      kurtosis: column(() => 3),
      skewness: column(() => 0.1),
      median: column(() => 0),
      probPaulWins: column((n) => (n % 2 ? 0.9 : 0.1)),
    },
  };
}

test('before any run every question waits', () => {
  const list = answers({ plan: null, stats: [] });
  assert.deepEqual(list.map((a) => a.key), QUESTIONS.map(([key]) => key));
  assert.ok(list.every((a) => a.answer === 'Waiting for runs…' && a.exact === ''));
  // Cancelled before any: no runs are coming.
  const cancelled = answers({ plan: null, stats: [], cancelled: true });
  assert.ok(cancelled.every((a) => /^Cancelled before enough runs were done/.test(a.answer)));
});

test('the questions are in plain words (no classroom asides)', () => {
  for (const [, question] of QUESTIONS) assert.doesNotMatch(question, /seed|instructor/i);
});

test('a clear parity pattern: whoever moves last is ahead, with margins', () => {
  const a = byKey(answers({ plan: plan(), stats: parityStats(), theory: theory(), constants: CONSTANTS, chosen: null }));
  assert.match(a.last.answer, /^Yes: whoever moves last is ahead\. .*above 0 at 3 of 3 odd sizes \(n = 5: \+0\.300 ± 0\.039\).*below 0 at 3 of 3 even sizes \(n = 6: −0\.250 ± 0\.039\)/);
  assert.match(a.last.exact, /n = 5: \+0\.2900, n = 6: −0\.2400/);
  // n = 4 and 5 averaged: (−0.25 + 0.3)/2 = 0.025, se √(2·0.02²)/2 = 0.01414 → margin 0.028.
  assert.match(a.first.answer, /n = 4 and 5 give \+0\.025 ± 0\.028/);
});

test('a sign against the theory is reported, not hidden', () => {
  const stats = parityStats();
  stats[2] = stat(3, 100, -0.3, 0.2);
  const a = byKey(answers({ plan: plan(), stats, theory: null, constants: CONSTANTS, chosen: null }));
  assert.match(a.last.answer, /^Not what theory says at n = 3/);
  assert.equal(a.last.exact, '');
});

test('the limit: supported by the data, the number from the engine’s table', () => {
  const stats = [1, 2, 3, 4, 5, 6].map((n) => stat(n, 400, n % 2 ? 0.2361 : -0.2361, 0.02));
  const t = theory();
  t.table.sd = Float64Array.from({ length: 6 }, () => 0.02);
  t.table.mean = t.table.limit;
  const a = byKey(answers({ plan: plan(), stats, theory: t, constants: CONSTANTS, chosen: null }));
  assert.match(a.limit.answer, /settles on two values: −0\.2361 for even n and \+0\.2361 for odd n/);
  assert.equal(a.limit.exact, 'Exact (Pearl 1980): VALUE(e) tends to −0.2361 for even n and +0.2361 for odd n. The data agrees: the limits are ∓(√5 − 2).');
  // The notation waits behind a click.
  assert.match(a.limit.formula, /p\* = \(3 − √5\)\/2 = 1\/φ² ≈ 0\.381966/);
  assert.match(a.limit.formula, /for uniform on \[−1, 1\]: ∓\(√5 − 2\)\.$/);
});

test('coins: the distribution is two values, with a Wilson interval', () => {
  const chosen = { n: 6, count: 100, plus: 10, skew: NaN, ks: null };
  const a = byKey(answers({ plan: plan('coin'), stats: parityStats(), theory: theory(), constants: CONSTANTS, chosen }));
  // Wilson 10/100: 0.0552–0.1744.
  assert.match(a.distribution.answer, /\+1 in 10 of 100 runs \(0\.1, 95 % interval 0\.0552–0\.174\)/);
  assert.equal(a.distribution.exact, 'Exact: VALUE(e) = +1 with probability 0.1.');
  assert.match(a.distribution.formula, /1 − P_n\(½\)/);
  assert.match(a.variance.answer, /^At n = 6, over 100 runs/);
  // The spread of ±1 values from how often +1 came up (10 of 100): 2√(0.1 · 0.9) = 0.6, over
  // the Wilson interval 0.0552–0.174 — never a margin of 0.
  assert.match(a.variance.answer, /VALUE\(e\) was \+1 in 10 of them \(0\.1, 95 % interval 0\.0552–0\.174\), so its standard deviation 2√\(p\(1 − p\)\) is 0\.6000, between 0\.457 and 0\.759 at 95 %/);
  const even = byKey(answers({ plan: plan('coin'), stats: [stat(6, 200, 0, 1, 100)], theory: theory(), constants: CONSTANTS, chosen: { ...chosen, count: 200, plus: 100 } }));
  assert.match(even.variance.answer, /is 1\.0000, between 0\.99\d and 1\.000 at 95 %/);
  assert.match(a.variance.exact, /coins: the sd is 2√\(p\(1 − p\)\)/);
});

test('a continuous law: the KS gap against its bound', () => {
  // The test of the runs it was made on (90: ten more have arrived since).
  const chosen = { n: 6, count: 100, plus: 10, skew: 0.12, ks: { n: 6, d: 0.05, critical: 0.1358, count: 90 } };
  const a = byKey(answers({ plan: plan(), stats: parityStats(), theory: theory(), constants: CONSTANTS, chosen, sdFit: null }));
  assert.match(a.distribution.answer, /0\.0500, below the 5 % Kolmogorov–Smirnov bound 0\.1358 for 90 runs — the data cannot tell the two apart\. Its skewness is \+0\.12/);
  assert.match(a.variance.exact, /φ\/2 = 0\.8090/);
  assert.doesNotMatch(a.distribution.answer, /P_n|F\(x\)/, 'plain words in the answer');
  assert.match(a.distribution.formula, /P\(VALUE\(e\) ≤ x\) = P_n\(F\(x\)\)/);
});

test('n = 0: VALUE(e) is one leaf, so its law is the leaves’ own (normal leaves: a normal curve)', () => {
  const chosen = { n: 0, count: 100, plus: 50, skew: -0.06, ks: { n: 0, d: 0.05, critical: 0.1358, count: 100 } };
  const at0 = (leaves) => byKey(answers({ plan: { first: 0, last: 0, runs: 100, leaves, method: 'full' }, stats: [stat(0, 100, 0, 1, 50)], theory: theory(), constants: CONSTANTS, chosen })).distribution.answer;
  assert.match(at0('normal'), /^Yes, a definite one, a normal curve itself: at n = 0 the histogram follows the leaves’ own law \(standard normal\): with no move VALUE\(e\) is one leaf\./);
  assert.match(at0('uniform'), /^Yes, a definite one, not a normal curve: at n = 0 the histogram follows the leaves’ own law \(uniform on \[−1, 1\]\)/);
});

test('alpha-beta’s growth is the second surprise', () => {
  const leavesFit = { slope: Math.log(1.62), slopeSe: 0.01, from: 6, to: 20 };
  const a = byKey(answers({ plan: plan('uniform', 'alphabeta'), stats: parityStats(), theory: theory(), constants: CONSTANTS, chosen: null, leavesFit }));
  assert.match(a.surprise.answer, /grows by 1\.620 ± 0\.032 per move/);
  assert.match(a.surprise.exact, /φ = 1\.6180/);
  const full = byKey(answers({ plan: plan(), stats: parityStats(), theory: theory(), constants: CONSTANTS, chosen: null }));
  assert.match(full.surprise.answer, /Choose the method alpha-beta/);
});

test('one parity clearly as theory says: it looks like it, and the other parity is asked for', () => {
  const single = { first: 16, last: 16, runs: 200, leaves: 'uniform', method: 'full' };
  const a = byKey(answers({ plan: single, stats: [stat(16, 200, -0.22, 0.05, 0)], theory: null, constants: CONSTANTS, chosen: null }));
  assert.match(a.last.answer, /^It looks like it: for even n Carole moves last, and the mean VALUE\(e\) is clearly below 0 at 1 of 1 even size \(n = 16: −0\.2200 ± 0\.0069\)\. Run sizes of both parities/);
  // Both parities measured, only the odd ones clear.
  const stats = [stat(1, 100, 0.3, 0.2), stat(2, 100, -0.01, 0.2)];
  const b = byKey(answers({ plan: plan(), stats, theory: null, constants: CONSTANTS, chosen: null }));
  assert.match(b.last.answer, /^It looks like it: for odd n Paul moves last.*at 1 of 1 odd size .*At the other parity the means are still within their margins of 0 \(n = 2: /);
});

test('n = 0 alone: nobody moves, so the questions on moves say so (no empty lists)', () => {
  const zero = { first: 0, last: 0, runs: 50, leaves: 'uniform', method: 'full' };
  const a = byKey(answers({ plan: zero, stats: [stat(0, 50, 0.02, 0.57, 26)], theory: theory(), constants: CONSTANTS, chosen: null }));
  for (const key of ['last', 'limit', 'surprise']) {
    assert.match(a[key].answer, /^At n = 0 nobody moves/, key);
    assert.doesNotMatch(a[key].answer, /: \.|\(\)/, key);
  }
});

test('one run per size: the answers say so, rather than wait for ever', () => {
  const single = { first: 1, last: 6, runs: 1, leaves: 'uniform', method: 'full' };
  const stats = [1, 2, 3, 4, 5, 6].map((n) => ({ n, count: 1, mean: 0.1, sd: NaN, se: NaN, meanLeaves: 2 ** n, positive: 1 }));
  const list = answers({ plan: single, stats, theory: theory(), constants: CONSTANTS, chosen: null });
  assert.ok(list.every((a) => /^One run per size cannot say anything beyond noise/.test(a.answer)));
});

test('cancelled: no promise of runs that will never come; the winner told from sizes with runs enough', () => {
  // n = 1..5 measured well, n = 6 (the chosen one) cut off after 2 runs.
  const stats = [...parityStats().slice(0, 5), stat(6, 2, -0.3, 0.2, 0)];
  const chosen = { n: 6, count: 2, plus: 0, skew: NaN, ks: null };
  const say = (cancelled) => byKey(answers({ plan: plan(), stats, theory: theory(), constants: CONSTANTS, chosen, cancelled }));
  assert.match(say(false).variance.answer, /^Waiting for more runs/);
  assert.match(say(true).variance.answer, /^The experiment was cancelled before n = 6 had 3 runs/);
  assert.match(say(true).distribution.answer, /^The experiment was cancelled before n = 6 had 10 runs/);
  // Done with too few runs of it: no waiting either.
  const done = byKey(answers({ plan: plan(), stats, theory: theory(), constants: CONSTANTS, chosen, over: true }));
  assert.match(done.distribution.answer, /^This needs at least 10 runs of the chosen n, and the experiment had fewer/);
  // n = 6's two games say little: who wins is told at n = 4 (100 runs) and n = 5.
  assert.match(say(true).surprise.answer, /at n = 4 Paul won 10 of 100 games/);
});

test('moving first: no, hardly, or not clear — as the paired means say', () => {
  const at = (even, odd, sd) => [stat(4, 100, even, sd, 10), stat(5, 100, odd, sd, 90)];
  const first = (stats) => byKey(answers({ plan: plan(), stats, theory: null, constants: CONSTANTS, chosen: null })).first.answer;
  // (−0.25 + 0.3)/2 = 0.025 ± 0.028: no different from 0.
  assert.match(first(at(-0.25, 0.3, 0.2)), /^No: .* no different from 0 — moving first/);
  // (−0.25 + 0.31)/2 = 0.03 ± 0.0028: not 0, but small beside 0.31.
  assert.match(first(at(-0.25, 0.31, 0.02)), /^Hardly: .* not 0, but small beside each mean/);
  // (−0.05 + 0.3)/2 = 0.125 ± 0.0028: not small beside the means.
  const big = first(at(-0.05, 0.3, 0.02));
  assert.match(big, /^Not clear yet: .*not small beside the means themselves/);
  assert.doesNotMatch(big, /worth little/);
});

test('a KS gap above its bound is not called a fit', () => {
  const chosen = { n: 6, count: 100, plus: 10, skew: 0.12, ks: { n: 6, d: 0.2, critical: 0.1358, count: 100 } };
  const a = byKey(answers({ plan: plan(), stats: parityStats(), theory: theory(), constants: CONSTANTS, chosen, sdFit: null }));
  assert.match(a.distribution.answer, /these runs depart from it: .*0\.2000, above the 5 % Kolmogorov–Smirnov bound/);
  assert.doesNotMatch(a.distribution.answer, /follows the exact law|cannot tell/);
});

test('the winner is called almost certain only when the data says so', () => {
  const surprise = (evenPositive, oddPositive) =>
    byKey(answers({ plan: plan(), stats: [stat(4, 100, -0.2, 0.2, evenPositive), stat(5, 100, 0.2, 0.2, oddPositive)], theory: null, constants: CONSTANTS, chosen: null })).surprise.answer;
  assert.match(surprise(2, 98), /winner is almost certain, and it flips with parity/);
  assert.match(surprise(30, 70), /whoever moves last wins most games/);
  const open = surprise(48, 55);
  assert.match(open, /not yet clearly tied to who moves last/);
  assert.doesNotMatch(open, /almost certain/);
});

test('alpha-beta’s rate: the golden ratio only when the fit agrees with it; coins tie', () => {
  const surprise = (leaves, rate) =>
    byKey(answers({ plan: plan(leaves, 'alphabeta'), stats: parityStats(), theory: theory(), constants: CONSTANTS, chosen: null, leavesFit: { slope: Math.log(rate), slopeSe: 0.01, from: 6, to: 20 } })).surprise.answer;
  assert.match(surprise('uniform', 1.62), /— the golden ratio φ = 1\.618, not 2\./);
  assert.match(surprise('uniform', 1.75), /not 2, though not yet the golden ratio/);
  const coins = surprise('coin', 1.4);
  assert.match(coins, /below the golden ratio φ = 1\.618 that holds for continuous leaves: ±1 coins tie/);
  assert.doesNotMatch(coins, /— the golden ratio/);
});
