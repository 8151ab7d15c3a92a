// Boards from the engine's descriptions of positions (www/boards/board-model.js; the descriptions
// themselves are read from names by src/games/position.rs, tested natively in
// tests/suite/games_position.rs): the cell a move is made on for each built-in game, and positions
// without a description (shown by name, never an exception).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { boardOf, cellName, leavesUnder, moveCell } from '../../www/boards/board-model.js';

const nim = (mover, piles) => ({ kind: 'nim', mover, piles });
const grid = (cells, mover) => ({ kind: 'tictactoe', cells: [...cells], mover });
const chomp = (mover, rows) => ({ kind: 'chomp', mover, rows });

test('nim: the board is the description, and the match a move starts at', () => {
  const board = boardOf(nim('P', [3, 5, 7]), 'P3.5.7', 'Paul');
  assert.deepEqual(board, { kind: 'nim', mover: 'P', piles: [3, 5, 7] });
  assert.equal(moveCell(board, nim('C', [3, 2, 7])), '1:2');
});

test('tic-tac-toe: the cell played', () => {
  assert.equal(moveCell(grid('X...O....', 'X'), grid('X...O...X', 'O')), '8');
});

test('chomp: the square eaten', () => {
  const board = chomp('P', [4, 4, 4]);
  // Eating row 2 (from the bottom, 0-based 1), column 3 (0-based 2) takes it and everything above.
  assert.equal(moveCell(board, chomp('C', [4, 2, 2])), '1:2');
  assert.equal(moveCell(board, chomp('C', [4, 4])), '2:0');
});

test('cat and mouse: the cell moved to', () => {
  const cells = [['floor', 'floor'], ['floor', 'hole']];
  const at = (col, row) => ({ col, row });
  const board = { kind: 'catmouse', mover: 'P', mouse: at(0, 0), cat: at(0, 1), cells };
  assert.equal(moveCell(board, { ...board, mover: 'C', mouse: at(1, 0) }), 'b1');
  assert.equal(moveCell(board, { ...board, mover: 'C' }), null);
  assert.equal(cellName(3, 2), 'd3');
});

test('sequence: the bit chosen and the leaves below', () => {
  const board = { kind: 'sequence', bits: '01', n: 3 };
  assert.equal(moveCell(board, { kind: 'sequence', bits: '011', n: 3 }), '1');
  assert.deepEqual(leavesUnder('01', 3), ['010', '011']);
  assert.deepEqual(leavesUnder('', 0), ['e']);
  assert.deepEqual(leavesUnder('', 10), []);
});

test('positions without a description are shown by name', () => {
  assert.deepEqual(boardOf(null, 'x1', 'Paul'), { kind: 'named', name: 'x1', mover: 'Paul' });
  assert.equal(moveCell(nim('P', [1]), boardOf(null, 'q')), null);
});
