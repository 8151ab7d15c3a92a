// The whole-game drawing's pure parts (www/drawing/canvas/): the live counts, the label grid
// (labels never overlap, the first free place is taken) and the spatial index (hit tests and
// rectangle queries against a scan of every point).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countFrame } from '../../www/drawing/canvas/counts.js';
import { LabelGrid, candidatesAround, overlaps } from '../../www/drawing/canvas/labels.js';
import { SpatialIndex } from '../../www/drawing/canvas/spatial.js';

test('counts: colours and outcomes of the drawn positions', () => {
  const frame = { colors: Uint8Array.of(0, 1, 2, 2, 2), values: Float64Array.of(NaN, NaN, 1, -1, 0) };
  assert.deepEqual(countFrame(frame, 5, () => true), { white: 1, gray: 1, black: 3, paul: 1, carole: 1, draw: 1 });
  // Position 4 not drawn; outcome words win over values (a draw known before its value).
  const words = { ...frame, attrs: { outcome: ['draw', '', 'paul', 'carole', 'draw'] } };
  assert.deepEqual(countFrame(words, 5, (v) => v !== 4), { white: 1, gray: 1, black: 2, paul: 1, carole: 1, draw: 1 });
});

test('labels: placed ones never overlap, the next free place around a mark is taken', () => {
  const grid = new LabelGrid(400, 300);
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let i = 0; i < 500; i++) grid.place([{ x: random() * 380, y: random() * 280, width: 10 + random() * 60, height: 12 }]);
  const placed = grid.placed;
  assert.ok(placed.length > 20);
  for (let i = 0; i < placed.length; i++) for (let j = i + 1; j < placed.length; j++) assert.ok(!overlaps(placed[i], placed[j]));
  const tight = new LabelGrid(400, 300);
  const [under, above] = candidatesAround(100, 100, 10, 40, 12);
  tight.take(under);
  assert.deepEqual(tight.place(candidatesAround(100, 100, 10, 40, 12)), above);
  assert.equal(tight.place([under]), null);
});

test('spatial index: nearest and rectangles as a scan finds them', () => {
  const n = 300;
  const xs = new Float32Array(n);
  const ys = new Float32Array(n);
  let seed = 3;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let v = 0; v < n; v++) [xs[v], ys[v]] = v % 17 === 0 ? [NaN, NaN] : [random() * 500, random() * 300];
  const index = new SpatialIndex(xs, ys, 20);
  for (let k = 0; k < 50; k++) {
    const [x, y, r] = [random() * 500, random() * 300, 5 + random() * 30];
    let best = -1;
    let bestD = r * r;
    for (let v = 0; v < n; v++) {
      const d = (xs[v] - x) ** 2 + (ys[v] - y) ** 2;
      if (d <= bestD) [best, bestD] = [v, d];
    }
    assert.equal(index.nearest(x, y, r), best);
    const found = new Set();
    index.query(x - r, y - r, x + r, y + r, (v) => found.add(v));
    for (let v = 0; v < n; v++) if (Math.abs(xs[v] - x) <= r && Math.abs(ys[v] - y) <= r) assert.ok(found.has(v), `point ${v}`);
  }
});
