// Crossing reduction (crossings.js): the bilayer count against a naive count of edge pairs,
// transpose on a hand-drawn crossing, and the ordering loop on random layered graphs (never worse
// than where it starts, every layer still a permutation of its nodes).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countCrossings, improveOrder, transpose } from '../../www/drawing/crossings.js';

/** Naive count: every pair of edges between the same two layers, crossing iff their ends swap. */
function naiveCrossings(layers, down) {
  const position = new Map();
  layers.forEach((layer) => layer.forEach((v, i) => position.set(v, i)));
  let total = 0;
  for (let r = 0; r + 1 < layers.length; r++) {
    const edges = layers[r].flatMap((v) => down(v).map((w) => [position.get(v), position.get(w)]));
    for (let i = 0; i < edges.length; i++) {
      for (let j = i + 1; j < edges.length; j++) {
        if ((edges[i][0] - edges[j][0]) * (edges[i][1] - edges[j][1]) < 0) total += 1;
      }
    }
  }
  return total;
}

function adjacency(edges) {
  const downs = new Map();
  const ups = new Map();
  for (const [v, w] of edges) {
    if (!downs.has(v)) downs.set(v, []);
    if (!ups.has(w)) ups.set(w, []);
    downs.get(v).push(w);
    ups.get(w).push(v);
  }
  return { up: (v) => ups.get(v) ?? [], down: (v) => downs.get(v) ?? [] };
}

/** A seeded layered graph: `widths[r]` nodes on layer r, each edge to the next layer. */
function randomLayered(seed, widths, density) {
  let state = seed >>> 0;
  const next = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const layers = widths.map((width, r) => Array.from({ length: width }, (_, i) => `${r}.${i}`));
  const edges = [];
  for (let r = 0; r + 1 < layers.length; r++) {
    for (const v of layers[r]) for (const w of layers[r + 1]) if (next() < density) edges.push([v, w]);
  }
  // Shuffle each layer so the starting order is poor.
  for (const layer of layers) {
    for (let i = layer.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [layer[i], layer[j]] = [layer[j], layer[i]];
    }
  }
  return { layers, ...adjacency(edges) };
}

test('one crossing, drawn:  a b  over  c d  with a→d, b→c  — transpose uncrosses it', () => {
  //   a   b
  //    \ /
  //     X
  //    / \
  //   c   d
  const { up, down } = adjacency([['a', 'd'], ['b', 'c']]);
  const layers = [['a', 'b'], ['c', 'd']];
  assert.equal(countCrossings(layers, down), 1);
  assert.equal(transpose(layers, up, down), 1);
  assert.equal(countCrossings(layers, down), 0);
});

test('a tie is not swapped: transpose ends', () => {
  //   a     b        a→c, a→d, b→c, b→d: one crossing whichever way round
  const { up, down } = adjacency([['a', 'c'], ['a', 'd'], ['b', 'c'], ['b', 'd']]);
  const layers = [['a', 'b'], ['c', 'd']];
  assert.equal(countCrossings(layers, down), 1);
  assert.equal(transpose(layers, up, down), 0);
  assert.deepEqual(layers, [['a', 'b'], ['c', 'd']]);
});

test('the bilayer count equals the naive count on random layered graphs', () => {
  for (let seed = 1; seed <= 40; seed++) {
    const { layers, down } = randomLayered(seed, [3, 6, 5, 7, 2], 0.1 + (seed % 5) * 0.1);
    assert.equal(countCrossings(layers, down), naiveCrossings(layers, down), `seed ${seed}`);
  }
});

test('improveOrder never ends worse than it starts and keeps every layer a permutation', () => {
  let before = 0;
  let after = 0;
  for (let seed = 1; seed <= 40; seed++) {
    const { layers, up, down } = randomLayered(seed, [2, 5, 8, 6, 4], 0.3);
    const start = naiveCrossings(layers, down);
    const sorted = layers.map((layer) => [...layer].sort());
    const reported = improveOrder(layers, up, down);
    assert.equal(reported, naiveCrossings(layers, down), `seed ${seed}: the count returned is the drawing's`);
    assert.ok(reported <= start, `seed ${seed}: ${reported} > ${start}`);
    assert.deepEqual(layers.map((layer) => [...layer].sort()), sorted, `seed ${seed}`);
    before += start;
    after += reported;
  }
  assert.ok(after < before, `shuffled layers leave room to improve: ${after} of ${before}`);
});

test('the work bound stops the loop: no budget, no swap', () => {
  const { layers, up, down } = randomLayered(3, [4, 6, 6], 0.4);
  const copy = layers.map((layer) => [...layer]);
  improveOrder(layers, up, down, { left: 0 });
  assert.deepEqual(layers, copy);
});
