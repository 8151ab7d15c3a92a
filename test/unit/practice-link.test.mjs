// Practice mode in the link (www/link/link.js, mode=practice): it round-trips with the algorithm and
// the step of the open question; play mode wins over it; an unknown mode lists the modes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatHash, parseHash } from '../../www/link/link.js';
import { newPlay } from '../../www/link/play-fields.js';

const PRESETS = [{ id: 'nim', title: 'Nim', params: [{ name: 'piles' }] }];

test('mode=practice round-trips with the algorithm, its parameters and the step', () => {
  const view = { game: 'nim', params: [['piles', '1,2,3']], alg: 'attractor', player: 'carole', step: 12, practice: true };
  const hash = formatHash(view);
  assert.equal(hash, '#game=nim&piles=1,2,3&alg=attractor&player=carole&step=12&mode=practice');
  assert.deepEqual(parseHash(hash, PRESETS), { view });
  // Without it, no practice key at all.
  assert.deepEqual(parseHash('#game=nim&piles=1,2,3&alg=dfs&step=3', PRESETS).view, { game: 'nim', params: [['piles', '1,2,3']], alg: 'dfs', step: 3 });
});

test('play mode wins over practice; an unknown mode names the modes', () => {
  const hash = formatHash({ game: 'nim', params: [], alg: 'dfs', step: 0, practice: true, play: newPlay(3) });
  assert.equal(hash, '#game=nim&alg=dfs&step=0&mode=play&as=paul&hints=on&rng=3');
  const { error } = parseHash('#game=nim&mode=quiz', PRESETS);
  assert.match(error, /unknown mode “quiz” \(the modes are: play, practice, draw\)/);
});
