// The tree algorithms' words and pseudocode lines (www/algorithms/stack.js, alphabeta.js) on a
// hand-made run of the diamond game unfolded (no wasm): Shen's moves named with their Russian
// words, the stack replayed from the events, the cut-off condition spelled out, the leaf counts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import stack, { stackContext, sentence as stackMarked, lines as stackLines } from '../../www/algorithms/stack.js';
import alphabeta, { sentence as abMarked, lines as abLines } from '../../www/algorithms/alphabeta.js';
import { plainWords } from '../../www/core/name-words.js';
import { NODE_KIND } from '../../www/core/codes.js';

// The sentences as the page's text reads them (the names' marks dropped: www/core/name-words.js).
const stackSentence = (run, frame) => plainWords(stackMarked(run, frame));
const abSentence = (run, frame) => plainWords(abMarked(run, frame));

//        A (max)                 tree nodes: A0 B1 E2 D3 C4 D5 F6
//       /   \
//   B (min)  C (min)
//    |  \   /  \
//   E=3  D=-2   F=5
const names = ['A', 'B', 'E', 'D', 'C', 'D', 'F'];
const { paul, carole, end } = NODE_KIND;
const tree = {
  nodeCount: 7,
  names,
  kinds: Uint8Array.from([paul, carole, end, end, carole, end, end]),
  parents: Int32Array.from([-1, 0, 1, 1, 0, 4, 4]),
};

function fakeRun(events, extra = {}) {
  const repeated = names.map((n) => names.filter((m) => m === n).length > 1);
  return {
    tree,
    events,
    steps: events.length,
    leafCount: 4,
    uniform: { branching: 2, depth: 2, minimum: 3 },
    order: 'given',
    nodeName: (v) => (repeated[v] ? `${names[v]}#${v}` : names[v]),
    isLeaf: (v) => tree.kinds[v] === end,
    ...extra,
  };
}

// The engine's stack traversal of the diamond (tests/wasm/tree.rs checks the same numbers).
const STACK_EVENTS = [
  { kind: 'up-left', from: 0, to: 1, mover: 0 },
  { kind: 'up-left', from: 1, to: 2, mover: 1 },
  { kind: 'process', node: 2, value: 3 },
  { kind: 'right', from: 2, to: 3, best: 3 },
  { kind: 'process', node: 3, value: -2 },
  { kind: 'down', from: 3, to: 1, value: -2 },
  { kind: 'right', from: 1, to: 4, best: -2 },
  { kind: 'up-left', from: 4, to: 5, mover: 1 },
  { kind: 'process', node: 5, value: -2 },
  { kind: 'right', from: 5, to: 6, best: -2 },
  { kind: 'process', node: 6, value: 5 },
  { kind: 'down', from: 6, to: 4, value: -2 },
  { kind: 'down', from: 4, to: 0, value: -2 },
];

test('the stack traversal names each move in Shen’s words and follows the stack', () => {
  const run = fakeRun(STACK_EVENTS);
  run.context = stackContext(run.events);
  const at = (step) => stackSentence(run, { step, event: run.events[step - 1] ?? null });
  assert.match(at(0), /^Step 0: the Robot stands on the root A/);
  assert.equal(at(1), 'Up-left (Shen: вверх_налево) from A to its first child B: push (max, −∞), since Paul moves at A and none of its children is valued yet.');
  assert.equal(at(3), 'Process (Shen: обработать) the leaf E: c = +3, its VALUE.');
  assert.match(at(4), /^Right \(Shen: вправо\) from E to its next sibling D#3: the top entry, B's, becomes min\(\+∞, c = \+3\) = \+3/);
  assert.match(at(6), /^Down \(Shen: вниз\) from D#3 to its parent B: pop \(min, \+3\); c = min\(\+3, −2\) = −2, the value of B\.$/);
  assert.match(at(13), /c = max\(−2, −2\) = −2, the value of A\. Done: the stack is empty and c = −2 is the value of the game, Carole wins\.$/);
  const keys = (step) => stackLines(run, { step, event: run.events[step - 1] ?? null });
  assert.deepEqual(keys(0), ['invariant']);
  assert.deepEqual(keys(1), ['whileUp', 'upLeft']);
  assert.deepEqual(keys(4), ['ifRight', 'right', 'again']);
  assert.deepEqual(keys(13), ['down', 'done']);
  for (const step of [0, 1, 4, 13]) for (const key of keys(step)) assert.ok(stack.program.some(([k]) => k === key), key);
});

// Alpha-beta on the diamond, given order: F is pruned at C.
const AB_EVENTS = [
  { kind: 'enter', node: 0, alpha: -Infinity, beta: Infinity },
  { kind: 'enter', node: 1, alpha: -Infinity, beta: Infinity },
  { kind: 'enter', node: 2, alpha: -Infinity, beta: Infinity },
  { kind: 'leaf', node: 2, value: 3 },
  { kind: 'return', node: 2, value: 3, toParent: 1 },
  { kind: 'enter', node: 3, alpha: -Infinity, beta: 3 },
  { kind: 'leaf', node: 3, value: -2 },
  { kind: 'return', node: 3, value: -2, toParent: 1 },
  { kind: 'return', node: 1, value: -2, toParent: 0 },
  { kind: 'enter', node: 4, alpha: -2, beta: Infinity },
  { kind: 'enter', node: 5, alpha: -2, beta: Infinity },
  { kind: 'leaf', node: 5, value: -2 },
  { kind: 'return', node: 5, value: -2, toParent: 4 },
  { kind: 'cutoff', node: 4, value: -2, alpha: -2, beta: -2, pruned: [6] },
  { kind: 'return', node: 4, value: -2, toParent: 0 },
  { kind: 'return', node: 0, value: -2, toParent: null },
];

test('alpha-beta says the cut-off condition in words and counts the leaves', () => {
  const run = fakeRun(AB_EVENTS);
  const frame = (step, extra = {}) => ({ step, event: run.events[step - 1] ?? null, leaves: 0, ...extra });
  assert.match(abSentence(run, frame(0)), /window \(α, β\) = \(−∞, \+∞\); children are searched as given/);
  assert.equal(abSentence(run, frame(2)), 'Up-left (Shen: вверх_налево) to B, the first child of A, with A\'s window (α, β) = (−∞, +∞).');
  assert.equal(abSentence(run, frame(6)), 'Right (Shen: вправо) to D#3, the next child of B, with B\'s window (α, β) = (−∞, +3).');
  assert.equal(abSentence(run, frame(7, { leaves: 2 })), 'Evaluate (Shen: обработать) the leaf D#3: c = −2. Leaves evaluated: 2 of 4 in the whole tree.');
  const values = Float64Array.from([-2, -2, 3, -2, NaN, NaN, NaN]);
  const alphas = Float64Array.from([-2, -Infinity, -Infinity, -Infinity, NaN, NaN, NaN]);
  const betas = Float64Array.from([Infinity, -2, Infinity, 3, NaN, NaN, NaN]);
  assert.equal(
    abSentence(run, frame(9, { values, alphas, betas })),
    'B returns −2 to A (Paul, max): A\'s best so far is −2, so α = −2.',
  );
  // A best below the window's α does not move it (A entered with α = +1, say).
  const entered = Float64Array.from([1, -Infinity, -Infinity, -Infinity, NaN, NaN, NaN]);
  assert.equal(
    abSentence(run, frame(9, { values, alphas: entered, betas })),
    'B returns −2 to A (Paul, max): A\'s best so far is −2, below α, which stays +1.',
  );
  assert.equal(
    abSentence(run, frame(14)),
    'Cut-off: at C the value so far −2 ≤ α = −2: Paul already has better, C\'s remaining child F is pruned.',
  );
  assert.equal(
    abSentence(run, frame(16, { leaves: 3 })),
    'Done: A\'s value is −2, Carole wins; 3 leaves evaluated of 4 in the whole tree (the Knuth–Moore minimum for this uniform tree, b = 2, d = 2: 3).',
  );
  const keys = (step) => abLines(run, frame(step));
  assert.deepEqual(keys(1), ['start']);
  assert.deepEqual(keys(2), ['whileUp', 'upLeft']);
  assert.deepEqual(keys(6), ['right']);
  assert.deepEqual(keys(5), ['whileStack', 'take', 'lowerBeta']);
  assert.deepEqual(keys(9), ['down', 'whileStack', 'take', 'raiseAlpha']);
  assert.deepEqual(keys(14), ['cut']);
  assert.deepEqual(keys(16), ['down', 'done']);
  for (let step = 0; step <= run.steps; step++) for (const key of keys(step)) assert.ok(alphabeta.program.some(([k]) => k === key), key);
});

test('both refuse a game with a cycle in a sentence, offering retrograde analysis', () => {
  const info = { cycle: { names: ['A', 'B', 'A'] }, reachable: 2, moves: 2 };
  for (const module of [stack, alphabeta]) {
    const why = module.applies(info);
    assert.equal(why.instead, 'retrograde');
    assert.match(why.reason, /not a finite tree/);
    assert.equal(module.applies({ cycle: null, reachable: 2, moves: 1 }), null);
  }
  assert.deepEqual(alphabeta.params.order.values, ['given', 'best', 'worst']);
});
