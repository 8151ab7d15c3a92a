// The names of a wasm Game read as one text and split (www/engine/game-arrays.js's namesOf), with
// a stand-in for the Game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { namesOf } from '../../www/engine/game-arrays.js';

const game = (names) => ({
  namesText: () => names.map((name) => `${name}\n`).join(''),
  names: () => [...names],
});

test('the names come back by id from the one text', () => {
  assert.deepEqual(namesOf(game(['P11', 'C01', 'C10', 'P00']), 4), ['P11', 'C01', 'C10', 'P00']);
});

test('empty names and a game of no position keep their count', () => {
  assert.deepEqual(namesOf(game(['', 'a', '']), 3), ['', 'a', '']);
  assert.deepEqual(namesOf(game([]), 0), []);
});

test('a name holding a newline: the names are read one by one instead', () => {
  assert.deepEqual(namesOf(game(['a\nb', 'c']), 2), ['a\nb', 'c']);
});
