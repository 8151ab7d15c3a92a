// "Explain the names": the legend's line for each built-in game, from the engine's description of
// its start position (src/games/position.rs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { explainNames as marked } from '../../www/explorer/explain-names.js';
import { plainWords } from '../../www/core/name-words.js';

/** The line as the page's text reads it (the start's name marked: www/core/name-words.js). */
const explainNames = (start, description) => {
  const line = marked(start, description);
  return line == null ? null : plainWords(line);
};

test('each built-in game explains its names with the start as the example', () => {
  assert.equal(
    explainNames('P1.2.3', { kind: 'nim', mover: 'P', piles: [1, 2, 3] }),
    'Names — P1.2.3: Paul to move, piles of 1, 2 and 3 matches (P: Paul to move, C: Carole).',
  );
  assert.match(explainNames('C4', { kind: 'nim', mover: 'C', piles: [4] }), /Carole to move, piles of 4 matches/);
  assert.match(explainNames('P4.4.4', { kind: 'chomp', mover: 'P', rows: [4, 4, 4] }), /rows of 4, 4 and 4 squares from the bottom up/);
  const catmouse = { kind: 'catmouse', mover: 'P', mouse: { col: 0, row: 0 }, cat: { col: 0, row: 2 }, cells: [] };
  assert.match(explainNames('Pa1-a3', catmouse), /the mouse on a1, the cat on a3/);
  assert.match(explainNames('e', { kind: 'sequence', bits: '', n: 3 }), /^Names — e: no bit chosen yet/);
  assert.match(explainNames('XO.OX....', { kind: 'tictactoe', mover: 'X', cells: [...'XO.OX....'] }), /^Names — XO\.OX\.\.\.\.: the board row by row/);
});

test('a custom game (or no start) has no line', () => {
  assert.equal(explainNames('A', null), null);
  assert.equal(explainNames('', { kind: 'nim', mover: 'P', piles: [] }), null);
});
