// The play mode's link fields (www/link/play-fields.js) through the explorer's link (www/link/link.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatHash, parseHash } from '../../www/link/link.js';
import { newPlay } from '../../www/link/play-fields.js';

const PRESETS = [{ id: 'tictactoe', title: 'Tic-tac-toe', params: [{ name: 'board' }] }];

test('a game in play round-trips with its side, hints, seed and moves', () => {
  const view = { game: 'tictactoe', params: [['board', '.........']], alg: 'dfs', step: 0, play: { as: 'carole', hints: false, rng: '18446744073709551615', moves: [4, 0, 3], from: null } };
  const hash = formatHash(view);
  assert.equal(hash, '#game=tictactoe&board=.........&alg=dfs&step=0&mode=play&as=carole&hints=off&rng=18446744073709551615&moves=4.0.3');
  assert.deepEqual(parseHash(hash, PRESETS), { view });
});

test('defaults: Paul, hints on, seed 1, no moves; from names a position', () => {
  const { view } = parseHash('#game=tictactoe&mode=play&from=X........', PRESETS);
  assert.deepEqual(view.play, { as: 'paul', hints: true, rng: '1', moves: [], from: 'X........' });
  // No alg= in the link: none written back (the page picks the game's default algorithm).
  assert.equal(formatHash({ ...view, play: newPlay(7) }), '#game=tictactoe&step=0&mode=play&as=paul&hints=on&rng=7');
  assert.equal(parseHash('#game=tictactoe', PRESETS).view.play, undefined);
});

test('bad play fields give a sentence, never an exception', () => {
  for (const bad of ['mode=dance', 'mode=play&as=x', 'mode=play&hints=maybe', 'mode=play&rng=-1', 'mode=play&rng=18446744073709551616', 'mode=play&moves=1..2', 'mode=play&moves=a', 'mode=play&from=']) {
    const { error } = parseHash(`#game=tictactoe&${bad}`, PRESETS);
    assert.match(error, /could not be read/, bad);
  }
});

test('draw mode: mode=draw round-trips on a custom text; play fields do not come with it', () => {
  const view = { game: 'custom', params: [], text: 'A max : B\nB = 1\n', alg: null, step: 0, draw: true };
  const hash = formatHash(view);
  assert.match(hash, /^#game=custom&text=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{6}&step=0&mode=draw$/);
  assert.deepEqual(parseHash(hash, PRESETS), { view });
  assert.equal(parseHash('#game=tictactoe', PRESETS).view.draw, undefined);
  assert.match(parseHash('#game=tictactoe&mode=dance', PRESETS).error, /the modes are: play, practice, draw/);
});
