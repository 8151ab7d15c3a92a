// The lab with Carole first: its link field, the answers' words (who moves first and last), and
// which n answers 3 and 4 speak of when nobody picked one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { answers } from '../../www/lab/lab-answers.js';
import { formatLabHash, parseLabHash } from '../../www/lab/params.js';
import { chosenRuns, largestRunN, meanSeries } from '../../www/lab/series.js';

function stat(n, count, mean, sd, positive = 0) {
  return { n, count, mean, sd, se: sd / Math.sqrt(count), meanLeaves: 2 ** n, positive };
}
const constants = {
  pStar: 0.3819660112501051,
  spreadRatio: 0.8090169943749474,
  alphaBetaBranching: 1.618033988749895,
  alphaBetaLeafFactor: 3.5,
  goldenRatio: 1.618033988749895,
  maxN: 62,
};
const byKey = (list) => Object.fromEntries(list.map((a) => [a.key, a]));

test('the link says first=carole, and only then', () => {
  const { params } = parseLabHash('#lab&n=1..6&runs=50&seed=3&leaves=coin&method=full&first=carole');
  assert.equal(params.first, 'carole');
  assert.equal(formatLabHash(params), '#lab&n=1..6&runs=50&seed=3&leaves=coin&method=full&first=carole');
  const paul = parseLabHash('#lab&n=1..6&runs=50&seed=3&leaves=coin&method=full').params;
  assert.equal(paul.first, 'paul');
  assert.equal(formatLabHash(paul), '#lab&n=1..6&runs=50&seed=3&leaves=coin&method=full');
  assert.match(parseLabHash('#lab&first=bob').error, /“bob” is not a player: use paul or carole/);
});

test('with Carole first the answers say Paul moves last at even n and Carole moves first', () => {
  // Carole first: even n clearly above 0 (Paul last), odd n clearly below.
  const stats = [1, 2, 3, 4, 5, 6].map((n) => stat(n, 100, n % 2 ? -0.3 : 0.25, 0.2));
  const plan = { first: 1, last: 6, runs: 100, leaves: 'uniform', method: 'full', firstPlayer: 'carole' };
  const list = byKey(answers({ plan, stats, constants, chosen: null }));
  assert.match(
    list.last.answer,
    /^Yes: whoever moves last is ahead\. For even n Paul moves last, .* for odd n Carole moves last/,
  );
  assert.match(list.first.answer, /Carole moves first at every n, yet she is clearly behind at 3 even sizes/);
  // The same stats with Paul first contradict the theory.
  const paul = byKey(answers({ plan: { ...plan, firstPlayer: 'paul' }, stats, constants, chosen: null }));
  assert.match(paul.last.answer, /^Not what theory says/);
});

test('answers speak of the largest n whose runs are in, unless one is picked', () => {
  const plan = { first: 1, last: 5, runs: 10, leaves: 'uniform' };
  const stats = [
    stat(1, 10, 0.3, 0.2),
    stat(2, 10, -0.2, 0.2),
    stat(3, 4, 0.1, 0.2),
    stat(4, 0, NaN, NaN),
    stat(5, 0, NaN, NaN),
  ];
  assert.equal(largestRunN(stats, plan), 2);
  assert.equal(
    largestRunN(
      stats.map((s) => ({ ...s, count: s.n === 3 ? 4 : 0 })),
      plan,
    ),
    3,
  );
  assert.equal(largestRunN([], plan), 5);
  const values = Float64Array.from([-0.5, 0.1, 0.2]);
  assert.deepEqual(chosenRuns({ n: 2, values, stats, plan }), {
    n: 2,
    count: 3,
    plus: 2,
    skew: chosenRuns({ n: 2, values, stats, plan }).skew,
    ks: null,
  });
  assert.equal(chosenRuns({ n: 9, values, stats, plan }), null);
});

test('the mean plot says who moves last at each parity', () => {
  const formula = (plan) => meanSeries([], null, constants, plan).caption.formula;
  assert.match(formula({ firstPlayer: 'carole' }), /^The mean tends to F⁻¹\(p\*\) for odd n and to F⁻¹\(1 − p\*\) for even n/);
  assert.match(formula(null), /^The mean tends to F⁻¹\(1 − p\*\) for odd n and to F⁻¹\(p\*\) for even n/);
});
