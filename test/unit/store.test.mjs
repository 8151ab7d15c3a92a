// The page store (www/store/store.js) and the root's attributes written from it
// (www/app/root-attributes.js): actions change the state, subscribers are told after, and the
// root says what the state says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PageStore } from '../../www/store/store.js';
import { rootAttributes, writeRootAttributes } from '../../www/app/root-attributes.js';
import { writeTitle } from '../../www/app/page-title.js';

const freed = [];
const handle = (name) => ({ free: () => freed.push(name) });

test('an action changes the state before any subscriber is told of it', () => {
  const store = new PageStore();
  const seen = [];
  store.subscribe((state, action) => seen.push([action.type, state.token, state.loading, state.view.game]));
  const returned = store.dispatch({ type: 'open', view: { game: 'nim', step: 3 } });
  assert.equal(returned, store.state);
  assert.deepEqual(seen, [['open', 1, true, 'nim']]);
  assert.deepEqual(store.state.view.params, [], 'a view without parameters gets none');
  store.dispatch({ type: 'claim' });
  assert.equal(store.state.token, 2, 'a claim drops the answers to earlier loads');
});

test('a step moves the view with it; a game without animation is at step 0 whatever its link says', () => {
  const store = new PageStore();
  store.dispatch({ type: 'open', view: { game: 'nim', step: 7 } });
  store.dispatch({ type: 'steps', steps: 0 });
  assert.equal(store.state.step, 0);
  assert.equal(store.state.view.step, 7, 'the link keeps the step it asked for');
  store.dispatch({ type: 'steps', steps: 12 });
  store.dispatch({ type: 'step', step: 4, frame: { step: 4 }, leaves: 2 });
  assert.deepEqual([store.state.step, store.state.view.step, store.state.frame.step, store.state.leaves], [4, 4, 4, 2]);
  store.dispatch({ type: 'step', step: 5 });
  assert.equal(store.state.leaves, 2, 'a step that says no leaves keeps the last');
  assert.equal(store.state.frame, null);
});

test('edit changes fields of the view in place, undefined removes one', () => {
  const store = new PageStore();
  store.dispatch({ type: 'open', view: { game: 'nim', alg: 'dfs' } });
  const view = store.state.view;
  store.dispatch({ type: 'edit', fields: { alg: undefined, play: { as: 'paul' } } });
  assert.equal(store.state.view, view, 'the same view object (the views handed it see the change)');
  assert.equal('alg' in view, false);
  assert.deepEqual(view.play, { as: 'paul' });
});

test('clear frees the run and the game and forgets the result', () => {
  freed.length = 0;
  const store = new PageStore();
  store.dispatch({ type: 'open', view: { game: 'nim' } });
  store.dispatch({ type: 'game', game: handle('game') });
  store.dispatch({ type: 'run', run: handle('run') });
  store.dispatch({ type: 'result', result: {} });
  store.dispatch({ type: 'comparing' });
  store.dispatch({ type: 'steps', steps: 9 });
  store.dispatch({ type: 'clear' });
  assert.deepEqual(freed, ['run', 'game']);
  const { run, game, result, comparing, steps, step, leaves } = store.state;
  assert.deepEqual({ run, game, result, comparing, steps, step, leaves }, { run: null, game: null, result: null, comparing: false, steps: 0, step: 0, leaves: null });
});

test('an unknown action is an error that names it', () => {
  assert.throws(() => new PageStore().dispatch({ type: 'jump' }), /unknown action jump/);
});

test('an unsubscribed view is told nothing more', () => {
  const store = new PageStore();
  let told = 0;
  const stop = store.subscribe(() => (told += 1));
  store.dispatch({ type: 'claim' });
  stop();
  store.dispatch({ type: 'claim' });
  assert.equal(told, 1);
});

test('the root says the state: compare only while comparing, leaves only when counted, marks until removed', () => {
  const store = new PageStore();
  const root = { dataset: {} };
  store.subscribe(writeRootAttributes(root));
  store.dispatch({ type: 'open', view: { game: 'nim', compare: ['dfs', 'retrograde'] } });
  assert.deepEqual(root.dataset, { state: 'loading', view: 'explorer', steps: '0', step: '0' });
  store.dispatch({ type: 'algorithm', algorithm: { id: 'dfs' } });
  store.dispatch({ type: 'comparing' });
  store.dispatch({ type: 'mark', marks: { mode: 'practice', score: '1/2' } });
  store.dispatch({ type: 'status', status: 'ready' });
  assert.deepEqual(root.dataset, { state: 'ready', view: 'explorer', alg: 'dfs', compare: 'dfs,retrograde', steps: '0', step: '0', mode: 'practice', score: '1/2' });
  // A new view without compare while the panes are still up says no compare (and does not throw).
  store.dispatch({ type: 'view', view: { game: 'nim' } });
  assert.equal(root.dataset.compare, undefined);
  store.dispatch({ type: 'mark', marks: { score: undefined } });
  store.dispatch({ type: 'step', step: 3, leaves: 5 });
  assert.deepEqual(rootAttributes(store.state).leaves, '5');
  assert.equal('score' in root.dataset, false);
  assert.equal(root.dataset.leaves, '5');
  store.dispatch({ type: 'clear' });
  assert.equal('leaves' in root.dataset, false);
  assert.equal(root.dataset.step, '0');
});

test("the heading says the result's title, kept while the next game loads, and a custom text's that does not parse", () => {
  const store = new PageStore();
  const heading = { textContent: '', title: '' };
  store.subscribe(writeTitle(heading));
  store.dispatch({ type: 'open', view: { game: 'nim' } });
  store.dispatch({ type: 'result', result: { title: 'Nim 1,2,3' } });
  assert.deepEqual(heading, { textContent: 'Nim 1,2,3', title: 'Nim 1,2,3' });
  store.dispatch({ type: 'clear' });
  store.dispatch({ type: 'open', view: { game: 'custom', text: 'A max :' } });
  assert.equal(heading.textContent, 'Nim 1,2,3', 'the last title stays until another is known');
  store.dispatch({ type: 'textErrors', title: 'Custom game' });
  assert.deepEqual(heading, { textContent: 'Custom game', title: 'Custom game' });
});

test('play mode takes over a loaded view: loading until it has shown its game', () => {
  const store = new PageStore();
  const seen = [];
  store.subscribe((state, action) => seen.push([action.type, action.explorer, state.loading]));
  store.dispatch({ type: 'open', view: { game: 'nim', play: { as: 'paul' } } });
  store.dispatch({ type: 'loaded' });
  store.dispatch({ type: 'play', explorer: '#game=nim&step=0' });
  store.dispatch({ type: 'played' });
  assert.deepEqual(seen.slice(1), [
    ['loaded', undefined, false],
    ['play', '#game=nim&step=0', true],
    ['played', undefined, false],
  ]);
});

test('busy, notice, placeholder and fatal are the status chrome: busy says loading, fatal says error', () => {
  const store = new PageStore();
  store.dispatch({ type: 'status', status: 'ready' });
  store.dispatch({ type: 'busy', phase: 'Loading' });
  assert.equal(store.state.busy, 'Loading');
  assert.equal(store.state.status, 'loading');
  store.dispatch({ type: 'busy', phase: null });
  assert.equal(store.state.busy, null);
  assert.equal(store.state.status, 'loading', 'no longer busy is not ready: the load says when it is');
  store.dispatch({ type: 'notice', text: 'Hello' });
  store.dispatch({ type: 'placeholder', text: 'Nothing to draw' });
  assert.deepEqual([store.state.notice, store.state.placeholder], ['Hello', 'Nothing to draw']);
  store.dispatch({ type: 'fatal', message: 'boom' });
  assert.deepEqual([store.state.notice, store.state.status], ['Something went wrong: boom', 'error']);
});

test('status actions sent before the store is connected reach it, in order, once connected', async () => {
  const { connectStatus, notice, setBusy } = await import('../../www/core/status.js');
  notice('first');
  setBusy('Loading');
  const store = new PageStore();
  connectStatus((action) => store.dispatch(action));
  assert.deepEqual([store.state.notice, store.state.busy], ['first', 'Loading']);
  notice(null);
  assert.equal(store.state.notice, null);
});
