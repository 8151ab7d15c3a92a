// The algorithm registry (www/algorithms/): the catalog (what the page knows before a module is
// loaded) agrees with each module, every module loads on demand once and has the interface
// index.js documents, its pseudocode keys are unique, each event kind lights lines that exist, and the sentences of a
// small retrograde run are the ones the page shows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  ALGORITHMS,
  ALGORITHM_PARAMS,
  algorithmById,
  defaultAlgorithm,
  loadAlgorithm,
  loadedAlgorithm,
} from '../../www/algorithms/index.js';
import retrograde from '../../www/algorithms/retrograde.js';
import { plainWords } from '../../www/core/name-words.js';

/** A step's sentence as the page's text reads it (its names' marks dropped: www/core/name-words.js). */
const plainSentence = (algorithm, run, frame) => plainWords(algorithm.sentence(run, frame));

const CYCLE = { names: ['B', 'C', 'B'] };

test('every module has the interface, in the picker order', async () => {
  assert.deepEqual(ALGORITHMS.map((a) => a.id), ['dfs', 'retrograde', 'attractor', 'stack', 'alphabeta']);
  // DFS minimax is there from the start; the others once loaded, each once.
  assert.equal(loadedAlgorithm('dfs')?.id, 'dfs');
  assert.equal(loadedAlgorithm('nope'), undefined);
  assert.equal(loadAlgorithm('nope'), undefined);
  for (const entry of ALGORITHMS) {
    const algorithm = await loadAlgorithm(entry.id);
    assert.equal(loadedAlgorithm(entry.id), algorithm);
    assert.equal(await loadAlgorithm(entry.id), algorithm);
    // The catalog's facts are the module's own.
    for (const [field, value] of Object.entries(entry)) assert.equal(algorithm[field], value, `${entry.id}.${field}`);
    assert.equal(algorithmById(entry.id), entry);
    for (const field of ['id', 'label', 'source', 'programTitle']) assert.equal(typeof algorithm[field], 'string', `${algorithm.id}.${field}`);
    assert.ok(['graph', 'tree'].includes(algorithm.view), algorithm.id);
    for (const fn of ['applies', 'open', 'lines', 'sentence', 'counts', 'claims']) assert.equal(typeof algorithm[fn], 'function', `${algorithm.id}.${fn}`);
    const keys = algorithm.program.map(([key]) => key);
    assert.equal(new Set(keys).size, keys.length, `${algorithm.id}: unique line keys`);
    assert.ok(algorithm.panels.length <= 2);
  }
  assert.equal(algorithmById('nope'), undefined);
  for (const param of Object.values(ALGORITHM_PARAMS)) assert.ok(param.values.includes(param.default));
});

test('defaults and "does not apply": DFS on a DAG, retrograde on cycles', () => {
  assert.equal(defaultAlgorithm({ cycle: null }), 'dfs');
  assert.equal(defaultAlgorithm({ cycle: CYCLE }), 'retrograde');
  assert.equal(loadedAlgorithm('dfs').applies({ cycle: null }), null);
  const why = loadedAlgorithm('dfs').applies({ cycle: CYCLE });
  assert.equal(why.instead, 'retrograde');
  assert.match(why.reason, /has a cycle \(B → C → B\)/);
  assert.equal(retrograde.applies({ cycle: CYCLE }), null);
});

/**
 * A hand-made run of A (Carole) ⇄ B (Paul), B → Win: B is labelled by its move, A never is.
 * Events as the wasm RetrogradeTrace gives them.
 */
function fakeRun() {
  const names = ['A', 'B', 'Win'];
  const events = [
    { kind: 'threshold', value: 1 },
    { kind: 'label', position: 2, value: 1, outcome: 'paul', remoteness: 0 },
    { kind: 'enqueue', position: 2 },
    { kind: 'dequeue', position: 2 },
    { kind: 'label', position: 1, value: 1, outcome: 'paul', remoteness: 1 },
    { kind: 'enqueue', position: 1 },
    { kind: 'dequeue', position: 1 },
    { kind: 'decrement', position: 0, counter: 1 },
    { kind: 'threshold', value: 0 },
    { kind: 'label', position: 0, value: 0, outcome: 'draw', remoteness: null },
  ];
  const contexts = [
    [1, -1, null],
    [1, -1, 'end'],
    [1, -1, 'end'],
    [1, 2, null],
    [1, 2, 'mover'],
    [1, 2, 'mover'],
    [1, 1, null],
    [1, 1, null],
    [0, -1, null],
    [0, -1, 'draw'],
  ];
  return {
    names,
    movers: [1, 0, 0],
    isEnd: [false, false, true],
    endValues: [NaN, NaN, 1],
    start: 0,
    steps: events.length,
    events,
    unit: true,
    zeroEnds: false,
    startValue: 0,
    startRemoteness: 4294967295,
    context: contexts.map(([threshold, from, how]) => ({ threshold, from, how })),
    draws: 1,
  };
}

test('retrograde: a sentence and pseudocode lines per event', () => {
  const run = fakeRun();
  const keys = new Set(retrograde.program.map(([key]) => key));
  const frame = (k) => ({ step: k, event: k ? run.events[k - 1] : null, context: k ? run.context[k - 1] : {}, queue: [] });
  const said = [];
  for (let k = 0; k <= run.steps; k++) {
    for (const key of retrograde.lines(run, frame(k))) assert.ok(keys.has(key), `step ${k}: ${key}`);
    said.push(plainSentence(retrograde, run, frame(k)));
  }
  assert.match(said[0], /nothing is labelled yet/);
  assert.match(said[1], /^Phase \+1: Paul’s wins/);
  assert.match(said[2], /^Win is an end position worth \+1: labelled Paul wins \(an end position\)/);
  assert.match(said[5], /^B: Paul moves here and can move to Win: labelled Paul wins in 1/);
  assert.match(said[8], /^Move A → B: B is won by Paul, so Carole avoids it if possible; c\(A\) = 1: one move still leads elsewhere/);
  assert.equal(
    said[10],
    'A was never labelled, a draw: no move of Carole’s leads to a position she wins, and she is never forced into a loss: play can go on forever. Done: the value of A is 0, a draw.',
  );
  assert.equal(said[9], 'The queue is empty for every end value: the position never labelled is a draw (value 0).');
  // With no position left unlabelled, the last phase says there is no draw.
  assert.equal(plainSentence(retrograde, { ...run, draws: 0 }, frame(9)), 'The queue is empty for every end value, and every position is labelled: no draws.');
  assert.deepEqual(retrograde.lines(run, frame(5)), ['pred', 'ifMover', 'labelMover']);
  assert.deepEqual(retrograde.lines(run, frame(10)), ['draws']);
});

test('attractor: 002’s rule in the pseudocode, a sentence per event, the end explained', async () => {
  const { default: attractor } = await import('../../www/algorithms/attractor.js');
  assert.deepEqual(attractor.params.player.values, ['paul', 'carole']);
  const text = attractor.program.map(([, line]) => line).join('\n');
  assert.match(text, /some move reaches Wi/);
  assert.match(text, /all its moves do/);
  assert.match(text, /good\(x\) ← good\(x\) \+ 1/);
  // B (Paul) → Win; A (Carole) → B, A: A never joins (she can stay at A for ever).
  const run = {
    names: ['A', 'B', 'Win'],
    movers: [1, 0, 0],
    isEnd: [false, false, true],
    endValues: [NaN, NaN, 1],
    reachableCount: 3,
    who: { mover: 0, name: 'Paul', other: 'Carole', sign: '> 0', pronoun: 'he' },
    events: [
      { kind: 'layer', index: 0 },
      { kind: 'join', position: 2, layer: 0 },
      { kind: 'layer', index: 1 },
      { kind: 'notify', position: 1, from: 2, good: 1, degree: 1 },
      { kind: 'join', position: 1, layer: 1 },
      { kind: 'layer', index: 2 },
      { kind: 'notify', position: 0, from: 1, good: 1, degree: 2 },
      { kind: 'layer', index: 3 },
    ],
  };
  run.steps = run.events.length;
  const sizes = [[], [0], [1], [1, 0], [1, 1], [1, 1, 0], [1, 1, 0], [1, 1, 0, 0]];
  const frame = (k) => ({ step: k, event: k ? run.events[k - 1] : null, layerSizes: sizes[k] ?? sizes[sizes.length - 1] });
  const keys = new Set(attractor.program.map(([key]) => key));
  for (let k = 0; k <= run.steps; k++) for (const key of attractor.lines(run, frame(k))) assert.ok(keys.has(key), `${k}: ${key}`);
  assert.match(plainSentence(attractor, run, frame(2)), /^Win is an end position worth VALUE \+1: Paul has won, Win joins W0/);
  assert.match(plainSentence(attractor, run, frame(5)), /^B joins W1: Paul can move into W0/);
  assert.match(plainSentence(attractor, run, frame(6)), /^W1 is complete: \|W1\| = 2\./);
  assert.match(plainSentence(attractor, run, frame(7)), /good\(A\) = 1 of 2 moves; Carole moves at A and can still avoid W/);
  assert.match(plainSentence(attractor, run, frame(8)), /Nothing joins W3, so W3 = W2: the attractor is complete\. Paul forces a win from the 2 positions in W; from the 1 other he cannot/);
  assert.deepEqual(attractor.lines(run, frame(8)), ['layer', 'ruleP', 'ruleO', 'never']);
});

test('compare: two claims agree or name where they differ', async () => {
  const { compareClaims } = await import('../../www/explorer/compare.js');
  const values = { values: new Map([['A', 1], ['B', -1], ['C', 0]]) };
  assert.deepEqual(compareClaims(values, { values: new Map([['A', 1], ['B', -1]]) }), { compared: 2, differ: [] });
  const wins = { wins: { player: 'paul', positions: new Map([['A', true], ['B', false], ['C', false]]) } };
  assert.deepEqual(compareClaims(values, wins), { compared: 3, differ: [] });
  assert.deepEqual(compareClaims(wins, values), { compared: 3, differ: [] });
  const wrong = { wins: { player: 'carole', positions: new Map([['A', true]]) } };
  assert.deepEqual(compareClaims(values, wrong).differ, [['A', '+1', 'carole wins']]);
});
