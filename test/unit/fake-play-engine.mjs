// The play engine's interface (src/wasm/play.rs, as www/play/session.js and host.js call it) on a
// fake solved game, for the play unit tests.
import { OUTCOME } from '../../www/core/codes.js';

// s (Paul) → a | b;  a (Carole) → w (+1) | l (−1);  b (Carole) → d (0).  Values: a −1 (she
// answers l), b 0, s 0: going to b keeps the draw, a throws it away.
export function fakeEngine(extra = {}) {
  const names = ['s', 'a', 'b', 'w', 'l', 'd'];
  const movers = [0, 1, 1, 0, 0, 0];
  const ends = { 3: 1, 4: -1, 5: 0 };
  const values = [0, -1, 0, 1, -1, 0];
  const remoteness = [undefined, 1, undefined, 0, 0, undefined];
  const successors = { 0: [1, 2], 1: [3, 4], 2: [5], ...extra };
  const outcome = (v) => (values[v] > 0 ? OUTCOME.paul : values[v] < 0 ? OUTCOME.carole : OUTCOME.draw);
  const moves = (v) =>
    (successors[v] ?? []).map((w) => ({ to: w, name: names[w], value: values[w], outcome: outcome(w), remoteness: remoteness[w], keepsValue: values[w] === values[v], perfect: values[w] === values[v] }));
  return {
    start: 0,
    positionCount: names.length,
    name: (v) => names[v],
    find: (n) => (names.includes(n) ? names.indexOf(n) : undefined),
    mover: (v) => movers[v],
    endValue: (v) => ends[v],
    value: (v) => values[v],
    outcome,
    remoteness: (v) => remoteness[v],
    moves,
    answer: (v) => moves(v).find((m) => m.perfect)?.to,
    line: (v) => (v === 1 ? [4] : []),
  };
}
