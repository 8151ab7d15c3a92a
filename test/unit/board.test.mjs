// Boards read from position names (www/boards/board-model.js): each built-in game's names, the cell a
// move is made on, and names that are not the game's (shown by name, never an exception).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { boardOf, cellName, leavesUnder, moveCell } from '../../www/boards/board-model.js';

test('nim: piles and the match a move starts at', () => {
  const board = boardOf('nim', [], 'P3.5.7', 'Paul');
  assert.deepEqual(board, { kind: 'nim', mover: 'P', piles: [3, 5, 7] });
  assert.equal(moveCell(board, boardOf('nim', [], 'C3.2.7')), '1:2');
});

test('tic-tac-toe: the grid, the mover from the counts, the cell played', () => {
  const board = boardOf('tictactoe', [], 'X...O....');
  assert.equal(board.mover, 'X');
  assert.equal(moveCell(board, boardOf('tictactoe', [], 'X...O...X')), '8');
  assert.equal(boardOf('tictactoe', [], 'X........').mover, 'O');
});

test('chomp: rows from the bottom and the square eaten', () => {
  const board = boardOf('chomp', [], 'P4.4.4');
  assert.deepEqual(board.rows, [4, 4, 4]);
  // Eating row 2 (from the bottom, 0-based 1), column 3 (0-based 2) takes it and everything above.
  assert.equal(moveCell(board, boardOf('chomp', [], 'C4.2.2')), '1:2');
  assert.equal(moveCell(board, boardOf('chomp', [], 'C4.4')), '2:0');
});

test('cat and mouse: the pieces on the drawn board and the cell moved to', () => {
  const params = [['board', 'M.../.#../C..H']];
  const board = boardOf('catmouse', params, 'Pa1-a3');
  assert.deepEqual(board.mouse, { col: 0, row: 0 });
  assert.deepEqual(board.cat, { col: 0, row: 2 });
  assert.equal(board.cells[1][1], 'wall');
  assert.equal(board.cells[2][3], 'hole');
  assert.equal(moveCell(board, boardOf('catmouse', params, 'Cb1-a3')), 'b1');
  assert.equal(cellName(3, 2), 'd3');
});

test('sequence: bits so far and the leaves below', () => {
  const board = boardOf('sequence', [['n', '3']], '01');
  assert.deepEqual(board, { kind: 'sequence', bits: '01', n: 3 });
  assert.equal(moveCell(board, boardOf('sequence', [['n', '3']], '011')), '1');
  assert.deepEqual(leavesUnder('01', 3), ['010', '011']);
  assert.deepEqual(leavesUnder('', 0), ['e']);
  assert.deepEqual(leavesUnder('', 10), []);
});

test('custom games and foreign names are shown by name', () => {
  assert.deepEqual(boardOf('custom', [], 'x1', 'Paul'), { kind: 'named', name: 'x1', mover: 'Paul' });
  assert.equal(boardOf('tictactoe', [], 'XX').kind, 'named');
  assert.equal(boardOf('catmouse', [], 'Pa1-a3').kind, 'named');
  assert.equal(boardOf('catmouse', [['board', 'M.H']], 'Pz9-a1').kind, 'named');
  assert.equal(moveCell(boardOf('nim', [], 'P1'), boardOf('custom', [], 'q')), null);
});
