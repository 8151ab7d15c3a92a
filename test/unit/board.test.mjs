// The move a click on a board's cell picks (www/boards/board-model.js): the engine says which
// cell each successor's move is made on (src/games/position.rs, tested natively in
// tests/suite/games_position.rs); the page keeps the first successor of each cell.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cellKey, movesByCell } from '../../www/boards/board-model.js';

test('a cell picks the successor made on it', () => {
  const byCell = movesByCell(['C3.2.7', 'C3.5.0'], [{ row: 1, col: 2 }, { row: 2, col: 0 }]);
  assert.deepEqual([...byCell], [['1:2', 'C3.2.7'], ['2:0', 'C3.5.0']]);
  assert.equal(cellKey({ row: 1, col: 2 }), '1:2');
});

test('a successor on no cell is not on the board, and a shared cell picks the first', () => {
  const byCell = movesByCell(['a', 'b', 'c'], [null, { row: 0, col: 0 }, { row: 0, col: 0 }]);
  assert.deepEqual([...byCell], [['0:0', 'b']]);
  // No cells at all (a custom game: no board).
  assert.equal(movesByCell(['a'], undefined).size, 0);
  assert.equal(movesByCell([], []).size, 0);
});
