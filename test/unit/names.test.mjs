// "Explain the names": the legend's line for each built-in game, from its start position's name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { explainNames } from '../../www/explorer/explain-names.js';

test('each built-in game explains its names with the start as the example', () => {
  assert.equal(explainNames('nim', 'P1.2.3'), 'Names — P1.2.3: Paul to move, piles of 1, 2 and 3 matches (P: Paul to move, C: Carole).');
  assert.match(explainNames('nim', 'C4'), /Carole to move, piles of 4 matches/);
  assert.match(explainNames('chomp', 'P4.4.4'), /rows of 4, 4 and 4 squares from the bottom up/);
  assert.match(explainNames('catmouse', 'Pa1-a3'), /the mouse on a1, the cat on a3/);
  assert.match(explainNames('sequence', 'e'), /^Names — e: no bit chosen yet/);
  assert.match(explainNames('tictactoe', 'XO.OX....'), /^Names — XO\.OX\.\.\.\.: the board row by row/);
});

test('a custom game (or no start) has no line', () => {
  assert.equal(explainNames('custom', 'A'), null);
  assert.equal(explainNames('nim', ''), null);
});
