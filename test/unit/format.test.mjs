// The lab's number formats, and the page-wide ones they build on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compact, count, decimalsFor, duration, plain, powerOfTen, prob, signed, withMargin } from '../../www/lab/format.js';
import { capitalise, plural, readShown, showShortValue, showValue } from '../../www/core/numbers.js';

test('log-axis ticks keep their exponents', () => {
  assert.equal(powerOfTen(1), '1');
  assert.equal(powerOfTen(1000), '1000');
  assert.equal(powerOfTen(1e4), '10⁴');
  assert.equal(powerOfTen(1e12), '10¹²');
  assert.equal(powerOfTen(0.1), '10⁻¹');
  assert.equal(powerOfTen(1e-10), '10⁻¹⁰');
  // uPlot hands the ticks it leaves out as null: no half-written "10⁻".
  assert.equal(powerOfTen(null), null);
  assert.equal(powerOfTen(0), null);
  assert.equal(powerOfTen(NaN), null);
});

test('signs use a real minus; zero has none', () => {
  assert.equal(signed(-0.2361, 4), '−0.2361');
  assert.equal(signed(0.2361, 2), '+0.24');
  assert.equal(signed(-0.00001, 3), '0.000');
  assert.equal(plain(-1.5, 1), '−1.5');
  assert.equal(plain(NaN), '—');
});

test('a value with its margin shows two significant digits of the margin', () => {
  assert.equal(decimalsFor(0.0033), 4);
  assert.equal(withMargin(-0.23351, 0.0033), '−0.2335 ± 0.0033');
  assert.equal(withMargin(0.809, 0.012, false), '0.809 ± 0.012');
});

test('probabilities, counts, durations', () => {
  assert.equal(prob(0.25), '0.25');
  assert.equal(prob(3.1e-9), '3.1e−9');
  assert.equal(prob(0), '0');
  assert.equal(count(1234567.4), '1,234,567');
  assert.equal(compact(2.5e6), '2.5 M');
  assert.equal(duration(125), '2 min 5 s');
  assert.equal(duration(3725), '1 h 2 min');
  assert.equal(duration(0.44), '0.4 s');
  assert.equal(duration(9.96), '10 s');
  assert.equal(duration(47 * 3600), '47 h 0 min');
  assert.equal(duration(12721 * 3600), '530 days');
  assert.equal(duration(3 * 365.25 * 86400), '3 years');
  assert.equal(capitalise('the range is empty'), 'The range is empty');
});

test('counts are grouped as the browser groups them in en-US', () => {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const samples = [1, 12, 999, 1000, 9999, 10000, 123456, 1e6, -1, -999, -1000, -1234567];
  samples.push(2 ** 53 - 1, -(2 ** 53) + 1, 1e21, 1e300);
  for (let i = 0; i < 2000; i++) samples.push((random() - 0.5) * 10 ** Math.floor(random() * 17));
  // (Except "-0", which the browser writes for a count rounded to 0 from below.)
  for (const n of samples.filter((x) => Math.round(x) !== 0)) {
    assert.equal(count(n), Math.round(n).toLocaleString('en-US'), String(n));
  }
  assert.equal(count(0), '0');
  assert.equal(count(-0.4), '0');
  assert.equal(count(Infinity), '∞');
});

test('a count with its word is plural unless the count is one', () => {
  assert.equal(plural(1, 'error'), '1 error');
  assert.equal(plural(0, 'error'), '0 errors');
  assert.equal(plural(3, 'error'), '3 errors');
});

test('game values: typed ones exactly (in a drawn position: never as a round number they are not), random ones rounded, a small one never 0', () => {
  const cases = [
    [1, '+1', '+1'],
    [-0.25, '−0.25', '−0.25'],
    [0, '0', '0'],
    [-0, '0', '0'],
    [0.0001, '+0.0001', '+0.0001'],
    [1.0001, '+1.0001', '+1.0001'],
    // A typed value with more decimals than a drawn position shows keeps its zeros there.
    [0.12345678, '+0.12345678', '+0.1235'],
    [1.00001, '+1.00001', '+1.0000'],
    [-0.4994964827160603, '−0.499', '−0.5'],
    [1e-10, '+1e-10', '+1e-10'],
    [-0.00012345678912, '−0.000123', '−0.000123'],
    [0.30000000000000004, '+0.3', '+0.3'],
    [1234567.89, '+1234567.89', '+1234567.89'],
    [Infinity, '+∞', '+∞'],
    [NaN, '', ''],
  ];
  for (const [value, long, short] of cases) {
    assert.equal(showValue(value), long, String(value));
    assert.equal(showShortValue(value), short, String(value));
  }
  assert.equal(readShown('−0.25'), -0.25);
});
