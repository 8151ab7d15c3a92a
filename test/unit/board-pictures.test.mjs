// The whole drawing's board pictures (www/drawing/canvas/boards.js): every built-in game with a
// board has one, drawn wholly inside its tile; a custom game's position (no description) has none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { drawPicture, hasPicture } from '../../www/drawing/canvas/boards.js';

/** A canvas context that keeps every point a drawing call touches. */
function recorder() {
  const points = [];
  const at = (...xy) => {
    for (let i = 0; i < xy.length; i += 2) points.push([xy[i], xy[i + 1]]);
  };
  const ctx = {
    points,
    beginPath() {},
    closePath() {},
    stroke() {},
    fill() {},
    moveTo: at,
    lineTo: at,
    rect: (x, y, w, h) => at(x, y, x + w, y + h),
    fillRect: (x, y, w, h) => at(x, y, x + w, y + h),
    strokeRect: (x, y, w, h) => at(x, y, x + w, y + h),
    arc: (x, y, r) => at(x - r, y - r, x + r, y + r),
  };
  return ctx;
}

const floor = 'floor';
const DESCRIPTIONS = {
  tictactoe: { kind: 'tictactoe', mover: 'X', cells: [...'XO..X...O'] },
  nim: { kind: 'nim', mover: 'P', piles: [1, 2, 3] },
  chomp: { kind: 'chomp', mover: 'C', rows: [4, 2, 2] },
  catmouse: {
    kind: 'catmouse',
    mover: 'P',
    mouse: { col: 0, row: 0 },
    cat: { col: 2, row: 1 },
    cells: [
      [floor, 'wall', floor],
      [floor, floor, 'hole'],
    ],
  },
  sequence: { kind: 'sequence', bits: '011', n: 5 },
  sequenceStart: { kind: 'sequence', bits: '', n: null },
};

test('every built-in game with a board is drawn inside its tile', () => {
  for (const [name, description] of Object.entries(DESCRIPTIONS)) {
    assert.ok(hasPicture(description), name);
    const ctx = recorder();
    drawPicture(ctx, description, 100, 50, 40, { fill: '#fff', ink: '#000', outline: '#00f' });
    assert.ok(ctx.points.length > 4, `${name} draws something`);
    for (const [x, y] of ctx.points) {
      assert.ok(x >= 80 - 1e-9 && x <= 120 + 1e-9 && y >= 30 - 1e-9 && y <= 70 + 1e-9, `${name}: (${x}, ${y}) outside the tile`);
    }
  }
});

test('no picture without a description, or with one missing its board', () => {
  assert.equal(hasPicture(null), false);
  assert.equal(hasPicture({ kind: 'tictactoe', cells: ['X'] }), false);
  assert.equal(hasPicture({ kind: 'nim', piles: [] }), false);
  assert.equal(hasPicture({ kind: 'catmouse', cells: [] }), false);
  assert.equal(hasPicture({ kind: 'unknown' }), false);
});
