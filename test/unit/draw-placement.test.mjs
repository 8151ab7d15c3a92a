// Where Draw mode puts positions (www/draw/placement.js) and how tangled a drawing is
// (www/draw/tangles.js): a new position goes below the one it is reached from, clear of the
// others and of the moves; "Arrange" leaves no position on another's move and no more crossings
// than a drawing in one row, on seeded random games; the geometry against hand-made cases.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import init, * as wasm from '../../pkg/gamegraph.js';
import { useExtras } from '../../www/engine/extras.js';
import { addMove, addPosition, byName, emptyDrawing } from '../../www/draw/drawing-model.js';
import { fromText } from '../../www/draw/drawing-text.js';
import { arrange, layOut, spotFor } from '../../www/draw/placement.js';
import { cross, distanceToSegment, tangles } from '../../www/draw/tangles.js';
import { random } from './seeded-random.mjs';

await init({ module_or_path: readFileSync(new URL('../../pkg/gamegraph_bg.wasm', import.meta.url)) });
// Draw mode reads lines with the engine's on-demand part (www/engine/extras.js): the whole module.
useExtras(wasm);

/** A drawing of n positions in one row, 90 apart, each with one to three moves further on. */
function rowDrawing(seed, n) {
  const next = random(seed);
  let d = emptyDrawing();
  const ids = [];
  for (let i = 0; i < n; i++) {
    const added = addPosition(d, 50 + 90 * i, 50);
    d = added.drawing;
    ids.push(added.id);
  }
  for (let i = 0; i < n - 1; i++) {
    const targets = new Set();
    for (let k = 1 + Math.floor(next() * 3); k > 0; k--) targets.add(ids[Math.min(n - 1, i + 1 + Math.floor(next() * 4))]);
    for (const to of targets) d = addMove(d, ids[i], to);
  }
  return d;
}

test('the geometry: distance to a segment, crossing segments, tangles counted', () => {
  assert.equal(distanceToSegment(5, 3, 0, 0, 10, 0), 3);
  assert.equal(distanceToSegment(-4, 3, 0, 0, 10, 0), 5);
  const seg = (x0, y0, x1, y1) => ({ x0, y0, x1, y1 });
  assert.ok(cross(seg(0, 0, 10, 10), seg(0, 10, 10, 0)));
  assert.ok(!cross(seg(0, 0, 10, 10), seg(20, 0, 30, 10)));
  // Touching at an end is not crossing.
  assert.ok(!cross(seg(0, 0, 10, 10), seg(10, 10, 20, 0)));
  //   A . B . C      A → C runs over B
  const d = fromText('A max : B C\nB min : C\nC = 1\n# drawn at: A=0,0 B=100,0 C=200,0\n');
  assert.deepEqual(tangles(d), { crossings: 0, onMoves: 1 });
  //   A   B          A → D and B → C cross
  //   C   D
  const x = fromText('A max : D\nB max : C\nC = 1\nD = 1\n# drawn at: A=0,0 B=200,0 C=0,200 D=200,200\n');
  assert.deepEqual(tangles(x), { crossings: 1, onMoves: 0 });
});

test('a text with no places is laid out in layers, the start on top and no position on a move', () => {
  const d = fromText('start S\nS max : a b c\na min : d\nb min : d e\nc min : e\nd = 1\ne = -1\n');
  const y = (name) => byName(d, name).y;
  assert.ok(y('S') < y('a') && y('a') === y('b') && y('b') === y('c') && y('c') < y('d') && y('d') === y('e'));
  assert.deepEqual(tangles(d), { crossings: 0, onMoves: 0 });
});

test('a position new to a placed drawing goes below the one it is reached from, clear of the rest', () => {
  const before = fromText('A max : B\nB = 1\n# drawn at: A=300,50 B=300,140\n');
  // C is typed into the text: reached from A, whose spot straight below is B's.
  const after = fromText('A max : B C\nB = 1\nC = -1\n', before);
  const [A, B, C] = ['A', 'B', 'C'].map((name) => byName(after, name));
  assert.deepEqual([B.x, B.y], [300, 140]);
  assert.ok(C.y > A.y, 'below A');
  assert.ok(Math.hypot(C.x - B.x, C.y - B.y) >= 60, 'clear of B');
  assert.deepEqual(tangles(after), { crossings: 0, onMoves: 0 });
  // Several new ones, one after another, each clear of those before.
  const more = fromText('A max : B C D E F\nB = 1\nC = -1\nD = 2\nE = 0\nF = 3\n', before);
  assert.deepEqual(tangles(more), { crossings: 0, onMoves: 0 });
  const places = new Set(more.positions.map((p) => `${p.x},${p.y}`));
  assert.equal(places.size, 6);
  // Reached from nothing placed: below the whole drawing.
  const lone = fromText('A max : B\nB = 1\nZ = 5\n', before);
  assert.ok(byName(lone, 'Z').y > 140);
});

test('spotFor and layOut leave placed positions where they are', () => {
  const d = fromText('A max : B\nB = 1\n# drawn at: A=100,100 B=400,100\n');
  const copy = structuredClone(d);
  assert.equal(layOut(copy), copy);
  assert.deepEqual(copy, d);
  const [x, y] = spotFor(d, { id: -1, name: 'N', moves: [] });
  assert.ok(y > 100 && x >= 50);
});

test('Arrange untangles: on seeded random games drawn in one row, far fewer positions on moves', () => {
  const total = { before: 0, after: 0 };
  for (let seed = 1; seed <= 30; seed++) {
    const d = rowDrawing(seed, 4 + (seed % 9));
    const before = tangles(d);
    const arranged = arrange(d);
    const after = tangles(arranged);
    // In one row every move runs over the positions between its ends (and crosses nothing).
    const said = `seed ${seed}: ${JSON.stringify([before, after])}`;
    assert.ok(after.onMoves + after.crossings < before.onMoves + before.crossings, said);
    total.before += before.onMoves;
    total.after += after.onMoves;
    // Only the places change, and the drawing arranged is a new one.
    assert.deepEqual(arranged.positions.map((p) => [p.id, p.name, p.moves]), d.positions.map((p) => [p.id, p.name, p.moves]));
    assert.notEqual(arranged, d);
    const places = new Set(arranged.positions.map((p) => `${p.x},${p.y}`));
    assert.equal(places.size, d.positions.length, `seed ${seed}: no two positions at one place`);
  }
  assert.ok(total.after * 20 <= total.before, JSON.stringify(total));
  assert.deepEqual(arrange(emptyDrawing()).positions, []);
});
