// Boards as the engine sends them (describeBoard's JSON, src/games/board.rs) read into the cells
// the page draws (www/engine/board-cells.js): each symbol through the legend, titles from the
// legend or the cells' names, and the cells each move is made on as the engine says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import init, * as wasm from '../../pkg/gamegraph.js';
import { cellsOf, readBoard } from '../../www/engine/board-cells.js';

await init({ module_or_path: readFileSync(new URL('../../pkg/gamegraph_bg.wasm', import.meta.url)) });

test("a symbol is read through the legend; one it does not list is an empty square showing itself", () => {
  const legend = [
    { symbol: 'X', class: 'paul', text: 'X' },
    { symbol: '.', class: 'empty', text: '', title: 'free' },
  ];
  assert.deepEqual(cellsOf({ rows: ['X.', '?'], legend }), [
    [
      { text: 'X', class: 'paul', title: null },
      { text: '', class: 'empty', title: 'free' },
    ],
    [{ text: '?', class: 'empty', title: null }],
  ]);
  // Named cells are titled with their names, whatever the legend says.
  const named = cellsOf({ rows: ['X.'], legend, cellNames: { columns: ['a', 'b'], rows: ['1'] } });
  assert.deepEqual(named[0].map((c) => c.title), ['a1', 'b1']);
  assert.equal(readBoard(null), null);
});

test("the engine's boards read as drawn: tic-tac-toe's grid and the cell each move is made on", () => {
  const drawn = readBoard(wasm.describeBoard('tictactoe', null, 'X...O....', ['XX..O....', 'X...O...X', 'nonsense']));
  assert.equal(drawn.board.kind, 'tictactoe');
  assert.equal(drawn.board.ruled, true);
  assert.deepEqual(drawn.board.cells.map((row) => row.map((c) => c.text || '.').join('')), ['X..', '.O.', '...']);
  assert.deepEqual(drawn.board.cells[0][0], { text: 'X', class: 'paul', title: null });
  // A name that is not the game's has no board: no cell.
  assert.deepEqual(drawn.moves, [{ row: 0, col: 1 }, { row: 2, col: 2 }, null]);
  assert.match(drawn.board.caption, /Paul \(X\) to move/);
});

test("a maze's cells are named; a Sequence board lists the leaves below it", () => {
  const maze = readBoard(wasm.describeBoard('catmouse', [['board', 'M.../.#../C..H']], 'Pa1-a3', ['Cb1-a3'])).board;
  assert.deepEqual(maze.cells[2].map((c) => c.title), ['a3', 'b3', 'c3', 'd3']);
  assert.deepEqual(maze.cells[2].map((c) => c.text), ['C', '', '', 'H']);
  const bits = readBoard(wasm.describeBoard('sequence', [['n', '3']], '01', ['010', '011']));
  assert.deepEqual(bits.board.listed, { label: 'Leaf values', names: ['010', '011'] });
  assert.deepEqual(bits.moves, [{ row: 0, col: 2 }, { row: 0, col: 3 }]);
  assert.equal(bits.board.cells[0][2].title, 'the next bit: 0 or 1');
});

test('bad parameters are an error; a custom game or a name not the game\'s has no board', () => {
  assert.throws(() => wasm.describeBoard('nim', [['piles']], 'P1', null), /\[\[name, value\]\] strings/);
  assert.throws(() => wasm.describeBoard('nim', 'piles', 'P1', null), /\[\[name, value\]\] strings/);
  assert.equal(wasm.describeBoard('custom', null, 'A', null), undefined);
  assert.equal(wasm.describeBoard('nim', null, 'X', null), undefined);
});
