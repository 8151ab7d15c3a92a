// The whole-game layout through the built wasm module (pkg/, as the worker calls it): every
// reachable position placed and no other, marks of one row never closer than one cell, the
// ordering never adds crossings, the same graph gives the same layout, a malformed graph is
// refused by name. The ordering itself is checked against a pairwise crossing count natively
// (tests/suite/layout.rs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import init, * as wasm from '../../pkg/gamegraph.js';

await init({ module_or_path: readFileSync(new URL('../../pkg/gamegraph_bg.wasm', import.meta.url)) });

/** A seeded random game (xorshift): n positions, moves mostly a few layers on, some back. */
function randomGame(seed, n) {
  let state = seed * 2654435761 + 1;
  const next = (m) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % m;
  };
  const offsets = [0];
  const targets = [];
  for (let v = 0; v < n; v++) {
    for (let k = next(4); k > 0; k--) targets.push(next(6) === 0 ? next(n) : Math.min(n - 1, v + 1 + next(5)));
    offsets.push(targets.length);
  }
  return { offsets: Uint32Array.from(offsets), targets: Uint32Array.from(targets) };
}

/** Positions reachable from 0, by a plain search. */
function reachable({ offsets, targets }) {
  const seen = new Set([0]);
  const todo = [0];
  while (todo.length) {
    const v = todo.pop();
    for (let i = offsets[v]; i < offsets[v + 1]; i++) if (!seen.has(targets[i])) seen.add(targets[i]), todo.push(targets[i]);
  }
  return seen;
}

test('random games: reachable positions placed apart, crossings never added, deterministic', () => {
  for (let seed = 1; seed <= 25; seed++) {
    const game = randomGame(seed, 20 + seed * 15);
    const result = wasm.layoutWhole(game.offsets, game.targets, 0, 1.6);
    const again = wasm.layoutWhole(game.offsets, game.targets, 0, 1.6);
    assert.deepEqual([...again.x], [...result.x], `seed ${seed}`);
    assert.deepEqual([...again.y], [...result.y], `seed ${seed}`);
    const live = reachable(game);
    const rows = new Map();
    for (let v = 0; v < game.offsets.length - 1; v++) {
      assert.equal(!Number.isNaN(result.x[v]), live.has(v), `seed ${seed}: position ${v}`);
      if (!live.has(v)) continue;
      assert.ok(result.x[v] >= 0 && result.x[v] < result.width && result.y[v] >= 0 && result.y[v] < result.height);
      (rows.get(result.y[v]) ?? rows.set(result.y[v], []).get(result.y[v])).push(result.x[v]);
    }
    for (const xs of rows.values()) {
      xs.sort((a, b) => a - b);
      for (let i = 1; i < xs.length; i++) assert.ok(xs[i] - xs[i - 1] > 0.999, `seed ${seed}: marks overlap`);
    }
    assert.ok(result.crossingsAfter <= result.crossingsBefore, `seed ${seed}`);
  }
});

test('tic-tac-toe: ten layers, every position placed, wider than high', () => {
  const game = wasm.parseGame(wasm.preset('tictactoe', {}).text);
  const result = wasm.layoutWhole(game.offsets(), game.targets(), game.start, 1.6);
  assert.equal(result.layers, 10);
  assert.equal(result.x.filter((x) => !Number.isNaN(x)).length, 5478);
  assert.ok(result.width / result.height >= 1 && result.width / result.height < 3);
  game.free();
});

test('a malformed graph is refused by name', () => {
  assert.throws(() => wasm.layoutWhole(Uint32Array.of(0, 1), Uint32Array.of(7), 0, 1), /move 0 goes to position 7/);
  assert.throws(() => wasm.layoutWhole(Uint32Array.of(0, 0), Uint32Array.of(), 4, 1), /the start 4/);
});
