// Practice mode's questions (www/practice/questions.js) on tiny hand-made runs, events as the
// wasm traces give them. Every right answer is checked against an independent oracle: minimax
// by recursion over the fixture (DFS, the stack traversal, alpha-beta's root), hand-solved
// outcomes and remoteness (retrograde), and the positions Paul forces a win from (attractor).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRight, questionAt, questionsFor as markedQuestions } from '../../www/practice/questions.js';
import { plainWords } from '../../www/core/name-words.js';
import { readAnswer } from '../../www/practice/practice-answers.js';
import { stackContext } from '../../www/algorithms/stack.js';
import { MOVER, NODE_KIND } from '../../www/core/codes.js';

/** The questions, their words as the page's text reads them (the names' marks dropped). */
const questionsFor = (id, run) =>
  markedQuestions(id, run).map((q) => ({ ...q, prompt: plainWords(q.prompt), rule: plainWords(q.rule) }));

/** A game from ASCII-ish rows: name → ['max'|'min', successors] or a number (an end's VALUE). */
function game(rows) {
  const names = Object.keys(rows);
  const id = (name) => names.indexOf(name);
  const isEnd = names.map((name) => typeof rows[name] === 'number');
  return {
    names,
    isEnd,
    movers: names.map((name) => (rows[name][0] === 'min' ? MOVER.carole : MOVER.paul)),
    endValues: names.map((name) => (typeof rows[name] === 'number' ? rows[name] : 0)),
    successors: (v) => (isEnd[v] ? [] : rows[names[v]][1].map(id)),
    id,
  };
}

/** The oracle: minimax by recursion (the fixtures are tiny and acyclic). */
function minimax(g, v) {
  if (g.isEnd[v]) return g.endValues[v];
  const values = g.successors(v).map((w) => minimax(g, w));
  return g.movers[v] === MOVER.paul ? Math.max(...values) : Math.min(...values);
}

const answerOf = (q, text) => readAnswer(q.kind, text).answer;

// A (Paul): B, D;  B (Carole): W, L;  W = +1, L = −1, D = 0.
const SMALL = { A: ['max', ['B', 'D']], B: ['min', ['W', 'L']], W: 1, L: -1, D: 0 };

test('DFS: before each inner position turns black, its value, with the max/min rule', () => {
  const g = game(SMALL);
  const [A, B, W, L, D] = ['A', 'B', 'W', 'L', 'D'].map(g.id);
  const events = [
    { kind: 'discover', position: A, time: 1 },
    { kind: 'edge', from: A, to: B, edge: 'tree' },
    { kind: 'discover', position: B, time: 2 },
    { kind: 'edge', from: B, to: W, edge: 'tree' },
    { kind: 'discover', position: W, time: 3 },
    { kind: 'finish', position: W, time: 4, value: 1, best: null },
    { kind: 'edge', from: B, to: L, edge: 'tree' },
    { kind: 'discover', position: L, time: 5 },
    { kind: 'finish', position: L, time: 6, value: -1, best: null },
    { kind: 'finish', position: B, time: 7, value: -1, best: L },
    { kind: 'edge', from: A, to: D, edge: 'tree' },
    { kind: 'discover', position: D, time: 8 },
    { kind: 'finish', position: D, time: 9, value: 0, best: null },
    { kind: 'finish', position: A, time: 10, value: 0, best: D },
  ];
  const questions = questionsFor('dfs', { ...g, events, steps: events.length });
  assert.deepEqual(questions.map((q) => [q.step, q.position]), [[9, 'B'], [13, 'A']]);
  for (const q of questions) {
    assert.equal(q.answer, minimax(g, g.id(q.position)), q.position);
    assert.equal(events[q.step].position, g.id(q.position), 'asked just before it turns black');
    assert.ok(q.conceal.includes('state'), 'the stack panel’s “so far” would give it away');
  }
  assert.equal(questions[0].rule, 'A min position (Carole moves) takes the smallest value of its successors: min(+1, −1) = −1.');
  assert.equal(questions[1].rule, 'A max position (Paul moves) takes the largest value of its successors: max(−1, 0) = 0.');
  assert.ok(isRight(questions[0], answerOf(questions[0], '−1')));
  assert.ok(!isRight(questions[0], answerOf(questions[0], '+1')));
  // A link's step reopens the question at or after it.
  assert.equal(questionAt(questions, 0), 0);
  assert.equal(questionAt(questions, 9), 0);
  assert.equal(questionAt(questions, 10), 1);
  assert.equal(questionAt(questions, 14), 2);
});

test('retrograde: who wins and in how many moves, by the mover rule and by the counter', () => {
  // S (Carole): P, Q;  P (Paul): W;  Q (Paul): W;  W = +1.
  const g = game({ S: ['min', ['P', 'Q']], P: ['max', ['W']], Q: ['max', ['W']], W: 1 });
  const [S, P, Q, W] = ['S', 'P', 'Q', 'W'].map(g.id);
  const label = (position, remoteness, value = 1) => ({ kind: 'label', position, value, outcome: value > 0 ? 'paul' : 'carole', remoteness });
  const rows = [
    [{ kind: 'threshold', value: 1 }, -1, null],
    [label(W, 0), -1, 'end'],
    [{ kind: 'enqueue', position: W }, -1, 'end'],
    [{ kind: 'dequeue', position: W }, W, null],
    [label(P, 1), W, 'mover'],
    [{ kind: 'enqueue', position: P }, W, 'mover'],
    [label(Q, 1), W, 'mover'],
    [{ kind: 'enqueue', position: Q }, W, 'mover'],
    [{ kind: 'dequeue', position: P }, P, null],
    [{ kind: 'decrement', position: S, counter: 1 }, P, null],
    [{ kind: 'dequeue', position: Q }, Q, null],
    [{ kind: 'decrement', position: S, counter: 0 }, Q, null],
    [label(S, 2), Q, 'counter'],
    [{ kind: 'enqueue', position: S }, Q, 'counter'],
    [{ kind: 'dequeue', position: S }, S, null],
    [{ kind: 'threshold', value: -1 }, -1, null],
    [{ kind: 'threshold', value: 0 }, -1, null],
  ];
  const run = { ...g, unit: true, events: rows.map(([e]) => e), context: rows.map(([, from, how]) => ({ from, how })) };
  const questions = questionsFor('retrograde', run);
  // Oracle, solved by hand: Paul moves P → W and Q → W at once; Carole at S must go to P or Q.
  assert.deepEqual(questions.map((q) => [q.step, q.position, q.answerWords]), [[4, 'P', 'Paul wins in 1'], [6, 'Q', 'Paul wins in 1'], [12, 'S', 'Paul wins in 2']]);
  for (const q of questions) assert.equal(q.answer.winner, minimax(g, g.id(q.position)) > 0 ? 'paul' : 'carole');
  assert.match(questions[0].rule, /the winner hurries, so Paul wins from P in 0 \+ 1 = 1/);
  assert.match(questions[2].rule, /c\(S\) reached 0: every move of Carole’s from S leads to a position Paul wins.*Q was labelled last, the farthest.* 1 \+ 1 = 2/);
  const s = questions[2];
  // The step before says every move of S's leads to a position Paul wins: hidden while asked.
  assert.deepEqual(s.conceal, ['narration']);
  assert.deepEqual(questions[0].conceal, []);
  for (const text of ['paul 2', 'P2', 'Paul wins in 2 moves']) assert.ok(isRight(s, answerOf(s, text)), text);
  for (const text of ['paul 1', 'carole 2', 'draw']) assert.ok(!isRight(s, answerOf(s, text)), text);
});

test('retrograde: the first draw is asked, with the “never labelled” rule', () => {
  // A (Carole) ⇄ B (Paul), B → Win: B is won by its move, A never labelled (Carole goes round).
  const names = ['A', 'B', 'Win'];
  const rows = [
    [{ kind: 'threshold', value: 1 }, -1, null],
    [{ kind: 'label', position: 2, value: 1, outcome: 'paul', remoteness: 0 }, -1, 'end'],
    [{ kind: 'enqueue', position: 2 }, -1, 'end'],
    [{ kind: 'dequeue', position: 2 }, 2, null],
    [{ kind: 'label', position: 1, value: 1, outcome: 'paul', remoteness: 1 }, 2, 'mover'],
    [{ kind: 'enqueue', position: 1 }, 2, 'mover'],
    [{ kind: 'dequeue', position: 1 }, 1, null],
    [{ kind: 'decrement', position: 0, counter: 1 }, 1, null],
    [{ kind: 'threshold', value: 0 }, -1, null],
    [{ kind: 'label', position: 0, value: 0, outcome: 'draw', remoteness: null }, -1, 'draw'],
  ];
  const run = { names, movers: [MOVER.carole, MOVER.paul, MOVER.paul], isEnd: [false, false, true], unit: true, events: rows.map(([e]) => e), context: rows.map(([, from, how]) => ({ from, how })) };
  const questions = questionsFor('retrograde', run);
  assert.deepEqual(questions.map((q) => [q.position, q.answerWords]), [['B', 'Paul wins in 1'], ['A', 'a draw']]);
  assert.match(questions[1].rule, /never labelled.*a draw \(value 0\)/);
  assert.ok(isRight(questions[1], answerOf(questions[1], 'draw')));
  assert.ok(!isRight(questions[1], answerOf(questions[1], 'carole 1')));
});

test('attractor: “yes” where Paul’s position or all moves lead into W, “no” too', () => {
  // S (Carole): P, Q;  P (Paul): W, L;  Q (Carole): W, L;  W = +1, L = −1.
  const g = game({ S: ['min', ['P', 'Q']], P: ['max', ['W', 'L']], Q: ['min', ['W', 'L']], W: 1, L: -1 });
  const [S, P, Q, W] = ['S', 'P', 'Q', 'W'].map(g.id);
  const events = [
    { kind: 'layer', index: 0 },
    { kind: 'join', position: W, layer: 0 },
    { kind: 'layer', index: 1 },
    { kind: 'notify', position: P, from: W, good: 1, degree: 2 },
    { kind: 'join', position: P, layer: 1 },
    { kind: 'notify', position: Q, from: W, good: 1, degree: 2 },
    { kind: 'layer', index: 2 },
    { kind: 'notify', position: S, from: P, good: 1, degree: 2 },
    { kind: 'layer', index: 3 },
  ];
  let layer = -1;
  const layerAt = events.map((e) => (e.kind === 'layer' ? (layer = e.index) : layer));
  const run = { ...g, events, layerAt, who: { mover: MOVER.paul, name: 'Paul', other: 'Carole' } };
  const questions = questionsFor('attractor', run);
  assert.deepEqual(questions.map((q) => [q.step, q.position, q.answer]), [[3, 'P', true], [5, 'Q', false], [7, 'S', false]]);
  // Oracle: a position joins W exactly when Paul forces a win from it (minimax > 0 here).
  for (const q of questions) assert.equal(q.answer, minimax(g, g.id(q.position)) > 0, q.position);
  assert.match(questions[0].prompt, /The move P → W is examined next \(W is in W0\)\. Does P join W1 now\?/);
  assert.match(questions[0].rule, /one move into W0 is enough/);
  assert.match(questions[1].rule, /good\(Q\) becomes only 1 of 2 moves: Carole can still avoid W/);
  assert.ok(isRight(questions[1], answerOf(questions[1], 'n')));
  assert.ok(!isRight(questions[1], answerOf(questions[1], 'yes')));
});

/** Tree nodes in preorder: R (Paul): A, B; A (Carole): a1 = 3, a2 = 5; B (Carole): b1 = 2, b2 = 9. */
function treeRun(events) {
  const names = ['R', 'A', 'a1', 'a2', 'B', 'b1', 'b2'];
  const kinds = [NODE_KIND.paul, NODE_KIND.carole, NODE_KIND.end, NODE_KIND.end, NODE_KIND.carole, NODE_KIND.end, NODE_KIND.end];
  const children = { 0: [1, 4], 1: [2, 3], 4: [5, 6] };
  const entryAlpha = new Float64Array(7).fill(-Infinity);
  const entryBeta = new Float64Array(7).fill(Infinity);
  for (const e of events) if (e.kind === 'enter') [entryAlpha[e.node], entryBeta[e.node]] = [e.alpha, e.beta];
  return {
    events,
    steps: events.length,
    tree: { names, kinds },
    nodeName: (v) => names[v],
    isLeaf: (v) => kinds[v] === NODE_KIND.end,
    childrenOf: (v) => children[v] ?? [],
    entryAlpha,
    entryBeta,
  };
}
const TREE = game({ R: ['max', ['A', 'B']], A: ['min', ['a1', 'a2']], B: ['min', ['b1', 'b2']], a1: 3, a2: 5, b1: 2, b2: 9 });

test('stack traversal: the top entry after a step right, c after a step down', () => {
  const events = [
    { kind: 'up-left', from: 0, to: 1, mover: MOVER.paul },
    { kind: 'up-left', from: 1, to: 2, mover: MOVER.carole },
    { kind: 'process', node: 2, value: 3 },
    { kind: 'right', from: 2, to: 3, best: 3 },
    { kind: 'process', node: 3, value: 5 },
    { kind: 'down', from: 3, to: 1, value: 3 },
    { kind: 'right', from: 1, to: 4, best: 3 },
    { kind: 'up-left', from: 4, to: 5, mover: MOVER.carole },
    { kind: 'process', node: 5, value: 2 },
    { kind: 'right', from: 5, to: 6, best: 2 },
    { kind: 'process', node: 6, value: 9 },
    { kind: 'down', from: 6, to: 4, value: 2 },
    { kind: 'down', from: 4, to: 0, value: 3 },
  ];
  const run = { ...treeRun(events), context: stackContext(events) };
  const questions = questionsFor('stack', run);
  assert.deepEqual(questions.map((q) => [q.step, q.position, q.answer]), [[3, 'A', 3], [5, 'A', 3], [6, 'R', 3], [9, 'B', 2], [11, 'B', 2], [12, 'R', 3]]);
  // The tree node asked about (the drawing marks that one).
  assert.deepEqual(questions.map((q) => q.node), [1, 1, 0, 4, 4, 0]);
  // Oracle: c after a step down is the value of the position stepped down to.
  for (const q of questions.filter((q) => events[q.step].kind === 'down')) assert.equal(q.answer, minimax(TREE, TREE.id(q.position)), q.position);
  assert.equal(questions[0].rule, 'Stepping right, the top entry takes c in: top ← min(top, c) = min(+∞, +3) = +3, the min of A’s children so far.');
  assert.equal(questions[5].rule, 'Stepping down, c ← max(top, c) = max(+3, +2) = +3, and the top entry is popped: c is now the value of R.');
});

test('alpha-beta: the value returned, and whether the rest is pruned (α ≥ β)', () => {
  const events = [
    { kind: 'enter', node: 0, alpha: -Infinity, beta: Infinity },
    { kind: 'enter', node: 1, alpha: -Infinity, beta: Infinity },
    { kind: 'enter', node: 2, alpha: -Infinity, beta: Infinity },
    { kind: 'leaf', node: 2, value: 3 },
    { kind: 'return', node: 2, value: 3, toParent: 1 },
    { kind: 'enter', node: 3, alpha: -Infinity, beta: 3 },
    { kind: 'leaf', node: 3, value: 5 },
    { kind: 'return', node: 3, value: 5, toParent: 1 },
    { kind: 'return', node: 1, value: 3, toParent: 0 },
    { kind: 'enter', node: 4, alpha: 3, beta: Infinity },
    { kind: 'enter', node: 5, alpha: 3, beta: Infinity },
    { kind: 'leaf', node: 5, value: 2 },
    { kind: 'return', node: 5, value: 2, toParent: 4 },
    { kind: 'cutoff', node: 4, value: 2, alpha: 3, beta: 2, pruned: [6] },
    { kind: 'return', node: 4, value: 2, toParent: 0 },
    { kind: 'return', node: 0, value: 3, toParent: null },
  ];
  const questions = questionsFor('alphabeta', treeRun(events));
  assert.deepEqual(
    questions.map((q) => [q.step, q.position, q.kind, q.answer]),
    [[5, 'A', 'yesno', false], [8, 'A', 'value', 3], [9, 'R', 'yesno', false], [13, 'B', 'yesno', true], [14, 'B', 'value', 2], [15, 'R', 'value', 3]],
  );
  assert.deepEqual(questions.map((q) => q.node), [1, 1, 0, 4, 4, 0]);
  // Oracle: the root's value is the game's minimax value; a “yes” is where the trace cuts.
  assert.equal(questions.at(-1).answer, minimax(TREE, TREE.id('R')));
  for (const q of questions.filter((q) => q.kind === 'yesno')) assert.equal(q.answer, events[q.step].kind === 'cutoff');
  assert.equal(questions[1].rule, 'A min position (Carole moves) takes the smallest value of its children searched: min(+3, +5) = +3.');
  assert.match(questions[3].rule, /^β = min\(β, \+2\) = \+2, α = \+3: α ≥ β, a cut-off\. Paul already has a better choice above B/);
  assert.match(questions[0].rule, /α < β, no cut-off/);
  assert.match(questions[4].rule, /\(its other children were pruned\)/);
  for (const q of questions.filter((q) => q.kind === 'value')) assert.deepEqual(q.conceal, ['state', 'narration', 'window']);
});

test('no question twice at one step; unknown algorithms ask nothing', () => {
  assert.deepEqual(questionsFor('nope', { events: [] }), []);
  const g = game(SMALL);
  const questions = questionsFor('dfs', { ...g, events: [], steps: 0 });
  assert.deepEqual(questions, []);
  assert.equal(questionAt(questions, 0), 0);
  // A position with a single move leaves nothing to choose: DFS does not ask about it.
  const single = game({ A: ['max', ['W']], W: 1 });
  const events = [
    { kind: 'discover', position: 0, time: 1 },
    { kind: 'edge', from: 0, to: 1, edge: 'tree' },
    { kind: 'discover', position: 1, time: 2 },
    { kind: 'finish', position: 1, time: 3, value: 1, best: null },
    { kind: 'finish', position: 0, time: 4, value: 1, best: 1 },
  ];
  assert.deepEqual(questionsFor('dfs', { ...single, events, steps: events.length }), []);
});

test('a value is right as shown: a rounded one to three decimals, or as a drawn position shows it (two decimals)', () => {
  const q = { kind: 'value', answer: 0.745123456789 };
  // Drawn as +0.75, +0.745 in the panels: typed as drawn, or to three decimals.
  for (const text of ['0.75', '+0.75', '0.745', '0.745123456789']) assert.ok(isRight(q, answerOf(q, text)), text);
  // …or rounded to more decimals than shown (0.7451, 0.74512): more precise is not wrong.
  for (const text of ['0.7451', '0.74512']) assert.ok(isRight(q, answerOf(q, text)), text);
  for (const text of ['0.74', '0.76', '0.7', '-0.75', '0.7452', '0.74513']) assert.ok(!isRight(q, answerOf(q, text)), text);
  // A value shown exactly (as typed in a game) is right only as it is: 0.7451 is not 0.75.
  const exact = { kind: 'value', answer: 0.7451 };
  assert.ok(isRight(exact, answerOf(exact, '0.7451')));
  for (const text of ['0.75', '0.745']) assert.ok(!isRight(exact, answerOf(exact, text)), text);
  // A small value is not 0 (Paul wins by it), nor one of the other sign.
  const small = { kind: 'value', answer: 0.0001 };
  assert.ok(isRight(small, answerOf(small, '0.0001')));
  for (const text of ['0', '-0.0001']) assert.ok(!isRight(small, answerOf(small, text)), text);
  const whole = { kind: 'value', answer: -3 };
  assert.ok(isRight(whole, answerOf(whole, '−3')));
  assert.ok(!isRight(whole, answerOf(whole, '−3.01')));
});
