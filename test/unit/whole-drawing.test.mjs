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

test('view math: the least pan keeps a point inside the margin; centring puts it mid-box', async () => {
  const { panToKeep, centredOn, seenRect, fitted } = await import('../../www/drawing/canvas/view-math.js');
  assert.deepEqual(panToKeep(100, 100, 400, 300, 20), { dx: 0, dy: 0 });
  assert.deepEqual(panToKeep(5, 290, 400, 300, 20), { dx: 15, dy: -10 });
  assert.deepEqual(panToKeep(-50, -10, 400, 300, 20), { dx: 70, dy: 30 });
  const view = centredOn(150, 80, 400, 300, 2);
  assert.deepEqual([150 * view.scale + view.x, 80 * view.scale + view.y], [200, 150]);
  const seen = seenRect(view, 400, 300);
  assert.deepEqual([(seen.x0 + seen.x1) / 2, (seen.y0 + seen.y1) / 2], [150, 80]);
  const fit = fitted({ width: 1000, height: 100 }, 400, 300, 10);
  assert.equal(fit.scale, 0.38);
  assert.ok(Math.abs(fit.x - 10) < 1e-9, 'the wide world fills the width less the room');
});

test('labels: the positions in play come first, once each; a badge joins the name', async () => {
  const { mustLabel, labelText } = await import('../../www/drawing/canvas/overlay.js');
  const frame = { current: 4, currentEdge: { from: 4, to: 7 }, stack: [0, 2, 4] };
  assert.deepEqual(mustLabel(frame, 0, 9, -1), { focus: 4, target: 7, must: [4, 7, 9, 2, 0] });
  // A position found is the focus; before the first step the start is.
  assert.deepEqual(mustLabel(frame, 0, -1, 5).must.slice(0, 2), [5, 7]);
  assert.equal(mustLabel({ current: -1, currentEdge: null }, 3, -1, -1).focus, 3);
  assert.equal(labelText(['a', 'b'], ['', 'c=2'], 1), 'b c=2');
  assert.equal(labelText(['a', 'b'], undefined, 0), 'a');
});

test('find a position: suggestions start with what is typed first; a name resolves exactly, by case, or when one contains it', async () => {
  const { suggest, resolveName } = await import('../../www/explorer/find-position.js');
  const names = ['P1.2.3', 'C0.2.3', 'C1.1.3', 'P0.1.3', 'c1.1.3x'];
  assert.deepEqual(suggest(names, 'c1.1'), ['C1.1.3', 'c1.1.3x']);
  assert.deepEqual(suggest(names, '.1.3'), ['C1.1.3', 'P0.1.3', 'c1.1.3x']);
  assert.deepEqual(suggest(names, '  '), []);
  assert.deepEqual(suggest(names, '.', 2), ['P1.2.3', 'C0.2.3']);
  assert.deepEqual(resolveName(names, 'C1.1.3'), { id: 2 });
  assert.deepEqual(resolveName(names, 'p0.1.3'), { id: 3 });
  assert.deepEqual(resolveName(names, '3x'), { id: 4 });
  assert.match(resolveName(names, '.2.').error, /Several positions/);
  assert.match(resolveName(names, 'zz').error, /No position of this game is called “zz” \(names look like P1\.2\.3\)/);
  assert.match(resolveName(names, '').error, /Type the name/);
});
