// What the explorer shows of a loaded game, decided without the page (www/explorer/
// choose-algorithm.js), and which regions of the page the store's state shows (www/app/
// regions.js): the session dispatches, these decide, the views render.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseAlgorithm, notAnimatedWhy } from '../../www/explorer/choose-algorithm.js';
import { PageStore } from '../../www/store/store.js';

/** An algorithm that applies only to games without a cycle (DFS), or to any (retrograde). */
const dfs = { id: 'dfs', label: 'DFS minimax', applies: (info) => (info.cycle ? { reason: 'A cycle.' } : null) };
const retro = { id: 'retrograde', label: 'Retrograde analysis', applies: () => null };
const acyclic = { cycle: null, reachable: 5, moves: 4 };
const cyclic = { cycle: { names: ['A', 'B'], length: 2 }, reachable: 5, moves: 6 };

test('a link keeps its algorithm even where it does not apply (the page says why)', () => {
  const chosen = chooseAlgorithm({
    info: cyclic,
    asked: dfs,
    compared: null,
    left: null,
    fromLink: true,
    fallback: retro,
  });
  assert.deepEqual(chosen, { algorithm: dfs, switched: null, switchedFrom: null });
});

test('a game chosen on the page that the algorithm cannot solve switches to its default, said', () => {
  const chosen = chooseAlgorithm({
    info: cyclic,
    asked: dfs,
    compared: null,
    left: null,
    fromLink: false,
    fallback: retro,
  });
  assert.equal(chosen.algorithm, retro);
  assert.deepEqual(chosen.switched, { from: dfs, to: retro, why: 'a game with a cycle' });
  assert.equal(chosen.switchedFrom, 'dfs', 'the page remembers what it left');
});

test('the algorithm left comes back once it applies again, and says so; until then the switch stands', () => {
  const back = chooseAlgorithm({
    info: acyclic,
    asked: retro,
    compared: null,
    left: dfs,
    fromLink: false,
    fallback: dfs,
  });
  assert.deepEqual(back, {
    algorithm: dfs,
    switched: { back: true, to: dfs, why: 'this game has no cycle' },
    switchedFrom: null,
  });
  const still = chooseAlgorithm({
    info: cyclic,
    asked: retro,
    compared: null,
    left: dfs,
    fromLink: false,
    fallback: retro,
  });
  assert.deepEqual(still, {
    algorithm: retro,
    switched: { from: dfs, to: retro, why: 'a game with a cycle' },
    switchedFrom: 'dfs',
  });
});

test('compare mode shows the first algorithm compared, whatever applies', () => {
  const chosen = chooseAlgorithm({
    info: cyclic,
    asked: retro,
    compared: [dfs, retro],
    left: null,
    fromLink: false,
    fallback: retro,
  });
  assert.deepEqual(chosen, { algorithm: dfs, switched: null, switchedFrom: null });
});

test('why a game is not animated names the limit it is over, the cycle, or the refusal', () => {
  const limits = { positions: 300, moves: 3000 };
  const big = { reachable: 5478, moves: 16167, positions: 5478, cycle: null };
  assert.deepEqual(notAnimatedWhy(big, { limits, stopped: null }), {
    why: '5,478 positions are too many to animate (the limit is 300).',
    sentence:
      '5,478 positions are too many to animate (the limit is 300): here is the solved result. Smaller parameters can be watched step by step.',
  });
  const dense = { reachable: 200, moves: 4000, positions: 200, cycle: { names: ['A', 'B'], length: 2 } };
  assert.match(
    notAnimatedWhy(dense, { limits, stopped: null }).sentence,
    /^.*, so retrograde analysis solved it instead of DFS\. 4,000 moves/,
  );
  const stopped = notAnimatedWhy(dense, { limits, stopped: { reason: 'DFS needs a game without cycles.' } });
  assert.deepEqual(stopped, {
    why: 'DFS needs a game without cycles.',
    sentence: 'DFS needs a game without cycles: here is the solved result.',
  });
});

test('the regions shown follow the state alone: the page, the section, the panel, the notes', async () => {
  const { regionsShown } = await import('../../www/app/regions.js');
  const store = new PageStore();
  const shown = () => regionsShown(store.state);
  assert.equal(shown()['explorer-view'], true);
  assert.equal(shown().lab, false);
  store.dispatch({ type: 'open', view: { game: 'custom', text: 'A = 1', draw: true }, origin: 'link' });
  assert.deepEqual(
    [shown().draw, shown().workspace, shown()['editor-panel'], shown()['btn-edit-text']],
    [true, false, true, false],
  );
  store.dispatch({ type: 'clear' });
  assert.deepEqual([shown().draw, shown().workspace], [false, true], 'a cleared explorer shows its workspace');
  store.dispatch({ type: 'open', view: { game: 'nim', play: { as: 'paul' } }, origin: 'link' });
  assert.equal(shown()['.alg-row'], false, 'a game of play animates no algorithm');
  store.dispatch({ type: 'play', explorer: '#game=nim' });
  assert.deepEqual([shown().play, shown().workspace], [true, false]);
  store.dispatch({ type: 'clear' });
  store.dispatch({ type: 'summary', why: 'Too big.', said: 'Solved.' });
  store.dispatch({ type: 'walk' });
  assert.deepEqual([shown().summary, shown().neighbourhood, shown().graph, shown().compare], [true, true, true, false]);
  store.dispatch({ type: 'clear' });
  store.dispatch({ type: 'comparing', panes: [] });
  assert.deepEqual([shown().graph, shown().compare, shown()['compare-more']], [false, true, true]);
  store.dispatch({ type: 'busy', phase: 'Loading' });
  store.dispatch({ type: 'notice', text: 'Hello' });
  assert.deepEqual([shown()['graph-status'], shown().notice, shown()['graph-placeholder']], [true, true, false]);
  store.dispatch({ type: 'page', page: 'lab', hash: '#lab&n=3' });
  assert.deepEqual([shown().lab, shown()['explorer-view']], [true, false]);
  assert.equal(store.state.lab, '#lab&n=3', "the lab link opened is the lab tab's");
});

test('the best line is offered on the finished graph drawing only, and unpressed when the step moves', async () => {
  const { regionsShown } = await import('../../www/app/regions.js');
  const store = new PageStore();
  const offered = () => regionsShown(store.state)['btn-best-line'];
  store.dispatch({ type: 'open', view: { game: 'nim' }, origin: 'link' });
  store.dispatch({ type: 'algorithm', algorithm: { id: 'dfs', view: 'graph' } });
  store.dispatch({ type: 'run', run: { free() {} } });
  store.dispatch({ type: 'steps', steps: 3 });
  store.dispatch({ type: 'step', step: 3, frame: { step: 3 } });
  assert.equal(store.state.panel, 'graph');
  assert.ok(offered());
  store.dispatch({ type: 'bestLine', on: true });
  store.dispatch({ type: 'step', step: 2, frame: { step: 2 } });
  assert.equal(store.state.bestLine, false);
  assert.ok(!offered());
});

test('a whole drawing keeps its panel when its run comes; draw mode marks the root until cleared', () => {
  const store = new PageStore();
  store.dispatch({ type: 'open', view: { game: 'tictactoe' }, origin: 'link' });
  store.dispatch({ type: 'algorithm', algorithm: { id: 'dfs', view: 'graph' } });
  store.dispatch({ type: 'whole', model: {}, drawn: { count: 1, positions: new Uint8Array(1) } });
  store.dispatch({ type: 'run', run: { free() {} } });
  assert.equal(store.state.panel, 'whole');
  store.dispatch({ type: 'drawMode', verdict: { errors: [], summary: null, solved: null } });
  assert.deepEqual([store.state.section, store.state.marks.mode], ['draw', 'draw']);
  store.dispatch({ type: 'clear' });
  assert.deepEqual([store.state.section, store.state.marks.mode, store.state.panel], ['explorer', undefined, null]);
});

test('a rejected game brings back the last good view and text, and names the field at fault', () => {
  const store = new PageStore();
  const previous = { game: 'nim', params: [['piles', '1,2,3']] };
  store.dispatch({ type: 'open', view: { game: 'nim', params: [['piles', '99999']] }, origin: 'chooser' });
  store.dispatch({ type: 'rejected', view: previous, text: 'A = 1', param: 'piles', message: 'too big' });
  assert.deepEqual(
    [store.state.view, store.state.text, store.state.loading, store.state.status, store.state.paramError],
    [previous, 'A = 1', false, 'ready', { name: 'piles', message: 'too big' }],
  );
  store.dispatch({ type: 'open', view: previous, origin: 'chooser' });
  assert.equal(store.state.paramError, null, 'a new view clears the mark');
});
