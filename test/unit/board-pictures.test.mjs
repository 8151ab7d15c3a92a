// The whole drawing's board pictures (www/drawing/canvas/boards.js) of the engine's own boards
// (describeBoard, src/games/board.rs): every built-in game's board is drawn wholly inside its
// tile, each class of cell painted its one way (a ruled board's lines, pieces' texts, filled
// walls, a hole's ring), whatever the game; a board without cells has no picture.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import init, * as wasm from '../../pkg/gamegraph.js';
import { drawPicture, hasPicture } from '../../www/drawing/canvas/boards.js';
import { readBoard } from '../../www/engine/board-cells.js';

await init({ module_or_path: readFileSync(new URL('../../pkg/gamegraph_bg.wasm', import.meta.url)) });

/** A canvas context that keeps every point a drawing call touches, and the calls by name. */
function recorder() {
  const points = [];
  const calls = [];
  const at = (...xy) => {
    for (let i = 0; i < xy.length; i += 2) points.push([xy[i], xy[i + 1]]);
  };
  const log =
    (name, record = () => {}) =>
    (...args) => {
      calls.push([name, ...args]);
      record(...args);
    };
  const ctx = {
    points,
    calls,
    beginPath: log('beginPath'),
    closePath: log('closePath'),
    stroke: log('stroke'),
    fill: log('fill'),
    moveTo: log('moveTo', at),
    lineTo: log('lineTo', at),
    rect: log('rect', (x, y, w, h) => at(x, y, x + w, y + h)),
    fillRect: log('fillRect', (x, y, w, h) => at(x, y, x + w, y + h)),
    strokeRect: log('strokeRect', (x, y, w, h) => at(x, y, x + w, y + h)),
    arc: log('arc', (x, y, r) => at(x - r, y - r, x + r, y + r)),
    fillText: log('fillText', (_text, x, y) => at(x, y)),
  };
  return ctx;
}

const count = (ctx, name) => ctx.calls.filter(([n]) => n === name).length;
const texts = (ctx) => ctx.calls.filter(([n]) => n === 'fillText').map(([, text]) => text);

const CATMOUSE = [['board', 'M.../.#../C..H']];
const BOARDS = [
  ['tictactoe', [], 'XO..X...O'],
  ['nim', [['piles', '1,2,3']], 'P1.2.3'],
  ['chomp', [['rows', '3'], ['cols', '4']], 'C4.2.2'],
  ['catmouse', CATMOUSE, 'Pa1-a3'],
  ['catmouse', CATMOUSE, 'Pc2-c2'],
  ['sequence', [['n', '5']], '011'],
  ['sequence', [['n', '5']], 'e'],
];

/** The engine's board of position `name`, its rows read into cells as the page reads them. */
const boardOf = (game, params, name) => readBoard(wasm.describeBoard(game, params, name, null)).board;

test("every built-in game's board is drawn inside its tile", () => {
  for (const [game, params, name] of BOARDS) {
    const board = boardOf(game, params, name);
    assert.ok(hasPicture(board), name);
    const ctx = recorder();
    drawPicture(ctx, board, 100, 50, 40, { fill: '#fff', ink: '#000', outline: '#00f' });
    assert.ok(ctx.points.length > 4, `${name} draws something`);
    for (const [x, y] of ctx.points) {
      assert.ok(x >= 80 - 1e-9 && x <= 120 + 1e-9 && y >= 30 - 1e-9 && y <= 70 + 1e-9, `${name}: (${x}, ${y}) outside the tile`);
    }
  }
});

test('each class of cell is painted its own way', () => {
  const draw = (game, params, name, size = 60) => {
    const ctx = recorder();
    drawPicture(ctx, boardOf(game, params, name), 100, 100, size, { fill: '#fff', ink: '#000', outline: '#00f' });
    return ctx;
  };
  // A ruled 3 × 3 grid: two lines each way; its pieces written.
  const grid = draw('tictactoe', [], 'XO..X...O');
  assert.equal(count(grid, 'moveTo'), 4);
  assert.deepEqual(texts(grid), ['X', 'O', 'X', 'O']);
  // Matches are strokes: 1 + 2 + 3.
  assert.equal(count(draw('nim', [], 'P1.2.3'), 'moveTo'), 6);
  // The bar: every square left outlined, the poison filled (besides the tile itself).
  const bar = draw('chomp', [['rows', '3'], ['cols', '4']], 'C4.2.2');
  assert.equal(count(bar, 'rect'), 7);
  assert.equal(count(bar, 'fillRect'), 1 + 1);
  // The maze: its wall filled, the hole a ring, the pieces written (the cat on the mouse: both).
  const maze = draw('catmouse', CATMOUSE, 'Pa1-a3');
  assert.equal(count(maze, 'fillRect'), 1 + 1);
  assert.equal(count(maze, 'arc'), 1);
  assert.deepEqual(texts(maze), ['M', 'C']);
  assert.deepEqual(texts(draw('catmouse', CATMOUSE, 'Pc2-c2')), ['CM']);
  // Bits: the 1s filled, the 0 and the boxes still to choose outlined (with the two choices).
  const bits = draw('sequence', [['n', '5']], '011');
  assert.equal(count(bits, 'fillRect'), 1 + 2);
  assert.equal(count(bits, 'rect'), 1 + 2 + 1);
});

test('pieces too small to read are dots', () => {
  const ctx = recorder();
  drawPicture(ctx, boardOf('tictactoe', [], 'XO..X...O'), 100, 100, 12, { fill: '#fff', ink: '#000', outline: '#00f' });
  assert.equal(count(ctx, 'fillText'), 0);
  assert.equal(count(ctx, 'arc'), 4);
});

test('no picture without a board, or of a board without cells', () => {
  assert.equal(hasPicture(null), false);
  assert.equal(hasPicture({ cells: [] }), false);
  assert.equal(hasPicture({ cells: [[]] }), false);
  // Sequence with no move at all: its start is its only leaf, a row of no boxes.
  assert.equal(hasPicture(boardOf('sequence', [['n', '0']], 'e')), false);
  assert.equal(wasm.describeBoard('custom', null, 'A', null), undefined);
});
