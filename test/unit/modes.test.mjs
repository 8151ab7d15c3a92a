// Which mode a newly chosen game keeps (www/app/modes.js keepMode): play keeps its side and hints
// with a new seed, draw stays draw, the explorer stays the explorer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { keepMode } from '../../www/app/modes.js';

const chosen = { game: 'nim', params: [5], alg: 'dfs', step: 0 };
const seed = () => 'S';

test('a game chosen in the explorer opens in the explorer', () => {
  assert.deepEqual(keepMode(chosen, { game: 'nim', params: [3] }, seed), chosen);
  assert.deepEqual(keepMode(chosen, null, seed), chosen);
});

test('a game chosen while drawing is drawn', () => {
  assert.deepEqual(keepMode(chosen, { game: 'custom', draw: true }, seed), { ...chosen, draw: true });
});

test('a game chosen while playing is a new game of play, same side and hints', () => {
  let seeds = 0;
  const shown = { game: 'nim', play: { as: 'carole', hints: false, rng: '7', moves: [1, 2], from: 3 } };
  const kept = keepMode(chosen, shown, () => (seeds++, 'S'));
  assert.equal(seeds, 1);
  assert.deepEqual(kept, { ...chosen, play: { as: 'carole', hints: false, rng: 'S', moves: [], from: null } });
});
