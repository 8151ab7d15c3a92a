// The view's algorithm part (www/explorer/algorithm-picker.js): what is carried to the next game, and the
// parameters a view keeps for the algorithms it shows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { algorithmById } from '../../www/algorithms/index.js';
import { algorithmOf, algorithmOptions, settleParams } from '../../www/explorer/algorithm-picker.js';

test('the algorithm and its parameters are carried to the next game, not the game', () => {
  assert.deepEqual(algorithmOf({ game: 'nim', params: [3], alg: 'attractor', player: 'carole', step: 4 }), { alg: 'attractor', player: 'carole' });
  assert.deepEqual(algorithmOf({ game: 'nim', alg: 'dfs', player: 'carole' }), { alg: 'dfs' });
  assert.deepEqual(algorithmOf({ game: 'nim', compare: ['dfs', 'attractor'], player: 'paul', practice: true }), { alg: null, compare: ['dfs', 'attractor'], practice: true, player: 'paul' });
  assert.deepEqual(algorithmOf(null), { alg: null });
});

test('a settled view has its algorithms’ parameters (defaults when unset) and no other', () => {
  assert.deepEqual(settleParams({ game: 'nim', params: [3], alg: 'attractor', step: 2 }, ['attractor']), { game: 'nim', params: [3], alg: 'attractor', step: 2, player: 'paul' });
  assert.deepEqual(settleParams({ game: 'nim', params: [], alg: 'dfs', player: 'carole', practice: true }, ['dfs']), { game: 'nim', params: [], alg: 'dfs', practice: true });
  assert.deepEqual(settleParams({ game: 'nim', params: [], player: 'carole' }, ['attractor']).player, 'carole');
});

test('an algorithm’s options are the view’s values, else the defaults', () => {
  const attractor = algorithmById('attractor');
  assert.deepEqual(algorithmOptions(attractor, { player: 'carole' }), { player: 'carole' });
  assert.deepEqual(algorithmOptions(attractor, {}), { player: 'paul' });
  assert.deepEqual(algorithmOptions(algorithmById('dfs'), { player: 'carole' }), {});
});
