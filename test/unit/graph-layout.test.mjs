// The graph view's layout (www/drawing/layout.js) through the built wasm module (pkg/, as the
// worker calls pkg-lite's): every reachable position placed and no other, boxes of one layer as
// wide as their names and apart, one edge per distinct move with its count, each from its
// position's box to its target's, loops beside their shape, the same graph the same drawing, a
// malformed graph refused by name. The layout's steps are checked against naive oracles natively
// (tests/suite/layout_drawing.rs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import init, * as wasm from '../../pkg/gamegraph.js';
import { layoutGraph } from '../../www/drawing/layout.js';
import { NODE_SIZE, nodeWidth } from '../../www/drawing/geometry.js';

await init({ module_or_path: readFileSync(new URL('../../pkg/gamegraph_bg.wasm', import.meta.url)) });

const HEIGHT = NODE_SIZE + 14;

function graphOf(text) {
  const game = wasm.parseGame(text);
  try {
    return { names: game.names(), offsets: game.offsets(), targets: game.targets(), reachable: game.reachable() };
  } finally {
    game.free();
  }
}

function check(graph, label) {
  const { names, offsets, targets, reachable } = graph;
  const layout = layoutGraph(graph, wasm);
  const again = layoutGraph(graph, wasm);
  assert.deepEqual([...again.x], [...layout.x], label);
  assert.deepEqual(again.edges, layout.edges, label);
  const rows = new Map();
  for (let v = 0; v < names.length; v++) {
    assert.equal(Number.isNaN(layout.x[v]), !reachable[v], `${label}: position ${v}`);
    if (!reachable[v]) continue;
    const half = nodeWidth(names[v]) / 2;
    assert.ok(layout.x[v] - half >= 0 && layout.x[v] + half <= layout.width, `${label}: ${names[v]} inside`);
    assert.ok(layout.y[v] - HEIGHT / 2 >= 0 && layout.y[v] + HEIGHT / 2 <= layout.height, `${label}: ${names[v]} inside`);
    (rows.get(layout.y[v]) ?? rows.set(layout.y[v], []).get(layout.y[v])).push([layout.x[v] - half, layout.x[v] + half]);
  }
  for (const row of rows.values()) {
    row.sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < row.length; i++) assert.ok(row[i][0] > row[i - 1][1], `${label}: boxes overlap`);
  }
  // The distinct moves and their counts, naively.
  const counts = new Map();
  for (let v = 0; v < names.length; v++) {
    if (!reachable[v]) continue;
    for (let i = offsets[v]; i < offsets[v + 1]; i++) counts.set(`${v}>${targets[i]}`, (counts.get(`${v}>${targets[i]}`) ?? 0) + 1);
  }
  assert.equal(layout.edges.length, counts.size, label);
  for (const { from, to, moves, points } of layout.edges) {
    assert.equal(moves, counts.get(`${from}>${to}`), `${label}: ${from} → ${to}`);
    assert.ok(points.length >= 4 && points.length % 2 === 0, label);
    if (from === to) {
      // A loop: out to the right of the shape and back.
      assert.ok(points.every((p, i) => i % 2 === 1 || p > layout.x[from]), `${label}: loop at ${from}`);
      continue;
    }
    const near = (x, y, v) =>
      Math.abs(x - layout.x[v]) <= nodeWidth(names[v]) / 2 + 1e-6 && Math.abs(y - layout.y[v]) <= HEIGHT / 2 + 1e-6;
    assert.ok(near(points[0], points[1], from), `${label}: ${from} → ${to} leaves its box`);
    assert.ok(near(points.at(-2), points.at(-1), to), `${label}: ${from} → ${to} reaches its target's box`);
  }
  return layout;
}

test('the built-in games are drawn whole, every move pointing down unless it closes a cycle', () => {
  for (const [id, params] of [
    ['nim', { piles: '1,2,3' }],
    ['nim', { piles: '1,2,3,4' }],
    ['sequence', { n: '4' }],
    ['tictactoe', { board: 'XO.X.O...' }],
    ['catmouse', { board: 'M.../.#../C..H' }],
  ]) {
    const graph = graphOf(wasm.preset(id, params).text);
    const layout = check(graph, `${id} ${Object.values(params)}`);
    if (id !== 'catmouse') for (const { from, to } of layout.edges) assert.ok(layout.y[to] > layout.y[from], `${id}: ${from} → ${to}`);
  }
});

test('repeated moves, a loop, a cycle and a position not reached', () => {
  // a: b b c; b: a c; c: c; d (not reached): a.
  const graph = {
    names: ['a', 'b', 'c', 'a long name for d'],
    offsets: Uint32Array.of(0, 3, 5, 6, 7),
    targets: Uint32Array.of(1, 1, 2, 0, 2, 2, 0),
    reachable: Uint8Array.of(1, 1, 1, 0),
  };
  const layout = check(graph, 'by hand');
  assert.deepEqual(
    layout.edges.map(({ from, to, moves }) => [from, to, moves]),
    [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 1],
      [1, 2, 1],
      [2, 2, 1],
    ],
  );
  // b → a closes the cycle: drawn up.
  assert.ok(layout.y[0] < layout.y[1] && layout.y[1] < layout.y[2]);
});

test('a malformed graph is refused by name', () => {
  const graph = { names: ['a', 'b'], offsets: Uint32Array.of(0, 1, 1), targets: Uint32Array.of(5), reachable: Uint8Array.of(1, 1) };
  assert.throws(() => layoutGraph(graph, wasm), /move 0 goes to position 5/);
  assert.throws(() => layoutGraph({ ...graph, targets: Uint32Array.of(1), reachable: Uint8Array.of(1) }, wasm), /2 positions but 1 marks/);
});
