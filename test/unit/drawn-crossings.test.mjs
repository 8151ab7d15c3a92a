// The crossings of a drawing as seen (scripts/lib/drawn-crossings.mjs, bench-crossings' measure):
// its sweep against every pair of segments checked, on random polylines; crossing, touching and
// loops by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { drawnCrossings, properlyCross } from '../../scripts/lib/drawn-crossings.mjs';
import { random } from './seeded-random.mjs';

/** Every pair of segments of two different moves, no sweep. */
function naive(edges) {
  const segments = [];
  edges.forEach(({ from, to, points }, e) => {
    if (from === to) return;
    for (let i = 0; i + 3 < points.length; i += 2) {
      segments.push({ e, x0: points[i], y0: points[i + 1], x1: points[i + 2], y1: points[i + 3] });
    }
  });
  let count = 0;
  for (let i = 0; i < segments.length; i++) {
    for (let j = i + 1; j < segments.length; j++) {
      if (segments[i].e !== segments[j].e && properlyCross(segments[i], segments[j])) count += 1;
    }
  }
  return count;
}

test('by hand: an X crosses once, moves meeting at a position or touching do not, loops are left out', () => {
  const edge = (from, to, ...points) => ({ from, to, points });
  assert.equal(drawnCrossings([edge(0, 1, 0, 0, 10, 10), edge(2, 3, 10, 0, 0, 10)]), 1);
  assert.equal(drawnCrossings([edge(0, 1, 0, 0, 10, 10), edge(0, 2, 0, 0, 20, 10)]), 0);
  assert.equal(drawnCrossings([edge(0, 1, 0, 0, 10, 10), edge(2, 3, 10, 10, 20, 0)]), 0);
  assert.equal(drawnCrossings([edge(0, 0, 0, 0, 10, 10, 0, 10), edge(2, 3, 10, 0, 0, 10)]), 0);
  // A polyline crossing another twice counts twice.
  assert.equal(drawnCrossings([edge(0, 1, 0, 0, 10, 5, 0, 10), edge(2, 3, 5, 0, 5, 10)]), 2);
});

test('random polylines: the sweep counts what every pair checked counts', () => {
  for (let seed = 1; seed <= 40; seed++) {
    const next = random(seed);
    const edges = Array.from({ length: 5 + Math.floor(next() * 30) }, (_, e) => {
      const points = [];
      for (let k = 2 + Math.floor(next() * 3); k > 0; k--) points.push(Math.floor(next() * 50), Math.floor(next() * 50));
      return { from: e, to: next() < 0.1 ? e : e + 1000, points };
    });
    assert.equal(drawnCrossings(edges), naive(edges), `seed ${seed}`);
  }
});
