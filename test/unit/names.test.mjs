// "Explain the names": the legend's line from the engine's board of a game's start (its
// `naming`, src/games/*.rs; the sentences themselves are tested natively in
// tests/suite/games_position.rs), the start's name set apart.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { explainNames as marked } from '../../www/explorer/explain-names.js';
import { plainWords } from '../../www/core/name-words.js';

/** The line as the page's text reads it (the start's name marked: www/core/name-words.js). */
const explainNames = (start, board) => {
  const line = marked(start, board);
  return line == null ? null : plainWords(line);
};

test('the line names the start and says what the engine says of its names', () => {
  const naming = 'Paul to move, piles of 1, 2 and 3 matches (P: Paul to move, C: Carole).';
  assert.equal(explainNames('P1.2.3', { naming }), `Names — P1.2.3: ${naming}`);
  assert.notEqual(marked('XO.OX....', { naming: 'the board row by row' }), 'Names — XO.OX....: the board row by row');
});

test('a custom game (no board), a board without naming, or no start: no line', () => {
  assert.equal(explainNames('A', null), null);
  assert.equal(explainNames('A', { naming: '' }), null);
  assert.equal(explainNames('', { naming: 'x' }), null);
});
