// The cycle in a sentence (www/core/game-words.js): a short cycle whole, a long one cut to its
// first names and its last, with the count of its positions (a 10^6-position ring's summary
// would print all 9.9 million characters of it). An outcome's data-outcome word, from its code or
// its value's sign.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_CYCLE_NAMES, OUTCOME_WORDS, cycleWords, shortCycle } from '../../www/core/game-words.js';
import { OUTCOME } from '../../www/core/codes.js';

const ring = (n) => [...Array.from({ length: n }, (_, i) => i), 0];
const names = (n) => (i) => `P${i}`;

test('a short cycle is named whole', () => {
  const shown = shortCycle([1, 2, 1], (i) => 'ABC'[i]);
  assert.deepEqual(shown, ['B', 'C', 'B']);
  assert.equal(cycleWords(shown), 'the graph has a cycle (B → C → B)');
});

test('a cycle of MAX_CYCLE_NAMES positions is still named whole', () => {
  const shown = shortCycle(ring(MAX_CYCLE_NAMES), names(MAX_CYCLE_NAMES));
  assert.equal(shown.length, MAX_CYCLE_NAMES + 1);
  assert.equal(cycleWords(shown, MAX_CYCLE_NAMES), `the graph has a cycle (${[...ring(MAX_CYCLE_NAMES)].map(names(0)).join(' → ')})`);
});

test('a 10^6-position ring: a few names, the count, one short sentence', () => {
  const n = 1_000_000;
  const shown = shortCycle(ring(n), names(n));
  assert.equal(shown.length, MAX_CYCLE_NAMES + 1);
  assert.equal(shown.at(-1), 'P0');
  const words = cycleWords(shown, n);
  assert.equal(words, 'the graph has a cycle (P0 → P1 → P2 → P3 → P4 → … → P0, 1,000,000 positions)');
});

test('data-outcome words: one per outcome code, none where the outcome is unknown', () => {
  assert.equal(OUTCOME_WORDS.ofCode(OUTCOME.paul), 'paul');
  assert.equal(OUTCOME_WORDS.ofCode(OUTCOME.carole), 'carole');
  assert.equal(OUTCOME_WORDS.ofCode(OUTCOME.draw), 'draw');
  assert.equal(OUTCOME_WORDS.ofCode(OUTCOME.unreachable), '');
  assert.deepEqual([2, -0.5, 0, -0, NaN].map(OUTCOME_WORDS.ofValue), ['paul', 'carole', 'draw', 'draw', '']);
});
