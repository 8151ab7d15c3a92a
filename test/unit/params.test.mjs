// The lab's link: round trips, the page's limits, and hostile hashes that must give a sentence.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { HOSTILE_LAB_LINKS } from '../hostile-lab-links.mjs';
import { DEFAULT_PARAMS, MAX_N_ALPHABETA, MAX_N_FULL, checkParams, formatLabHash, isLabHash, parseLabHash, parseRange } from '../../www/lab/params.js';

test('a lab link round-trips', () => {
  const params = { n: '3..9', runs: '150', seed: '18446744073709551615', leaves: 'normal', method: 'stream', first: 'paul', show: '7' };
  const hash = formatLabHash(params);
  assert.equal(hash, '#lab&n=3..9&runs=150&seed=18446744073709551615&leaves=normal&method=stream&show=7');
  assert.deepEqual(parseLabHash(hash), { params });
  assert.deepEqual(parseLabHash(formatLabHash(DEFAULT_PARAMS)), { params: { ...DEFAULT_PARAMS } });
});

test('missing keys take the defaults; #lab alone is the default experiment', () => {
  assert.deepEqual(parseLabHash('#lab'), { params: { ...DEFAULT_PARAMS } });
  assert.deepEqual(parseLabHash('#lab&n=2..5').params, { ...DEFAULT_PARAMS, n: '2..5' });
});

test('isLabHash tells lab links from game links', () => {
  assert.ok(isLabHash('#lab'));
  assert.ok(isLabHash('#lab&n=1..4'));
  assert.ok(!isLabHash('#labyrinth'));
  assert.ok(!isLabHash('#game=nim'));
});

test('ranges', () => {
  assert.deepEqual(parseRange('1..20'), { first: 1, last: 20 });
  assert.deepEqual(parseRange('1..=20'), { first: 1, last: 20 });
  assert.deepEqual(parseRange('7'), { first: 7, last: 7 });
  assert.equal(parseRange('1..'), null);
  assert.equal(parseRange('-1..3'), null);
  assert.equal(parseRange('1234'), null);
});

test('the page limits name the field at fault', () => {
  const ok = { ...DEFAULT_PARAMS };
  assert.equal(checkParams(ok), null);
  assert.equal(checkParams({ ...ok, n: `1..${MAX_N_FULL}` }), null);
  assert.equal(checkParams({ ...ok, n: `1..${MAX_N_ALPHABETA}`, method: 'alphabeta' }), null);
  const cases = [
    [{ n: `1..${MAX_N_FULL + 1}` }, 'n', `the largest n, ${MAX_N_FULL + 1}, is too large`],
    [{ n: `1..${MAX_N_ALPHABETA + 1}`, method: 'alphabeta' }, 'n', 'too large for alpha-beta'],
    [{ n: `1..${MAX_N_FULL + 1}`, method: 'stream' }, 'n', `too large for a stream evaluation in the page: at most ${MAX_N_FULL} (alpha-beta goes to ${MAX_N_ALPHABETA})`],
    [{ n: `1..${MAX_N_FULL + 1}` }, 'n', 'too large for a full evaluation'],
    [{ n: '5..2' }, 'n', 'the range 5..2 is empty'],
    [{ runs: '0' }, 'runs', 'from 1 to 100,000'],
    [{ runs: '100001' }, 'runs', 'from 1 to 100,000'],
    [{ seed: '18446744073709551616' }, 'seed', '2^64 − 1'],
    [{ leaves: 'dice' }, 'leaves', '“dice” is not a distribution'],
    [{ method: 'guess' }, 'method', '“guess” is not a method'],
    [{ show: '30' }, 'show', 'must be one of the sizes 1..20'],
  ];
  for (const [change, param, words] of cases) {
    const problem = checkParams({ ...ok, ...change });
    assert.equal(problem?.param, param, JSON.stringify(change));
    assert.ok(problem.message.includes(words), `${problem.message} names “${words}”`);
  }
});

test('hostile lab links give a sentence, never throw, and quote at most 40 characters', () => {
  const hostile = [...HOSTILE_LAB_LINKS, `#lab&leaves=${'x'.repeat(300)}`, '#lab&n=%E0%A4%A'];
  for (const hash of hostile) {
    const result = parseLabHash(hash);
    assert.equal(result.params, undefined, hash);
    assert.match(result.error, /^This lab link could not be read: .+\.$/, hash);
    assert.ok(!result.error.includes('x'.repeat(41)), 'long values are cut');
  }
  assert.match(parseLabHash('#lab&evil=1').error, /no parameter “evil”/);
  assert.match(parseLabHash(`#lab&n=${'1'.repeat(500)}`).error, /too long/);
});

test("the page's largest n per method are the engine's (src/sim/limits.rs), which enforces them too", () => {
  const limits = readFileSync(new URL('../../src/sim/limits.rs', import.meta.url), 'utf8');
  const engine = (name) => Number(new RegExp(`pub const ${name}: u32 = (\\d+);`).exec(limits)?.[1]);
  assert.equal(MAX_N_FULL, engine('MAX_N_FULL'));
  assert.equal(MAX_N_ALPHABETA, engine('MAX_N_ALPHABETA'));
});

test('a lab link giving a parameter twice is refused, naming it', () => {
  assert.match(parseLabHash('#lab&n=5&n=6').error, /This lab link could not be read: it gives “n” twice/);
  assert.deepEqual(parseLabHash('#lab&n=5&runs=10').params.n, '5');
});

test('a lab link with a broken percent escape names the field as typed', () => {
  assert.match(parseLabHash('#lab&n=%ZZ').error, /the field “n=%ZZ” has a broken escape/);
  assert.match(parseLabHash('#lab&n=1..3&seed=%E0%A4%A').error, /the field “seed=%E0%A4%A” has a broken escape/);
  assert.equal(parseLabHash('#lab&n=1%2E%2E3').params.n, '1..3');
});
