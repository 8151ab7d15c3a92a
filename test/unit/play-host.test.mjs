// The worker's side of play and the neighbourhood view (www/play/host.js) on a fake solved game:
// the views it sends the page carry what play/view.js draws (moves rated, status, history, the
// mistake with the kept moves and the punishing line, the link's fields), and a position comes
// with its successors one level ahead.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PlayHost, MAX_SENT_MOVES } from '../../www/play/host.js';
import { OUTCOME } from '../../www/core/codes.js';
import { fakeEngine } from './fake-play-engine.mjs';

test('a game in views: moves rated, a mistake with the kept move and the line, undo and redo (the mistake said again)', () => {
  const host = new PlayHost(fakeEngine());
  const { view, problem } = host.open({ as: 'paul', rng: '7', moves: [], from: null });
  assert.equal(problem, null);
  assert.equal(view.current.name, 's');
  assert.equal(view.userToMove, true);
  assert.deepEqual(view.current.moves.map((m) => [m.name, m.value, m.outcome, m.mover]), [['a', -1, OUTCOME.carole, 1], ['b', 0, OUTCOME.draw, 1]]);
  assert.deepEqual(view.link, { as: 'paul', rng: '7', moves: [], from: null });
  assert.equal(host.move('zz').ply, 0, 'not a move: nothing changes');
  assert.equal(host.move('b', 2).ply, 0, 'a move seen at another move number: nothing changes');
  // The views after each of the user's moves come ahead, as the worker will answer them.
  assert.deepEqual(Object.keys(view.next), ['a', 'b']);
  assert.equal(view.next.b.next, null, 'one move ahead only');

  const after = host.move('a');
  assert.deepEqual({ ...after, next: null }, view.next.a, 'the move drawn ahead is the one played');
  assert.equal(after.next, null, 'the game is over: nothing ahead');
  assert.equal(after.current.name, 'l');
  assert.equal(after.result, 'carole');
  assert.deepEqual(after.feedback.answered, ['l']);
  assert.equal(after.feedback.mistake.from.name, 's');
  assert.deepEqual(after.feedback.mistake.kept, ['b']);
  assert.deepEqual(after.feedback.mistake.line, ['l']);
  assert.deepEqual(after.history.map((r) => [r.name, r.value]), [['s', 0], ['a', -1], ['l', -1]]);
  assert.equal(after.history[0].remoteness, null, 'a draw has no remoteness (null, not undefined)');
  assert.deepEqual(after.link.moves, [0, 1]);

  assert.equal(host.move('b', 0).feedback.mistake.move.name, 'a', 'a stale move keeps the last words');
  assert.equal(host.act('undo').current.name, 's');
  const redone = host.act('redo');
  assert.equal(redone.current.name, 'l');
  // The move comes back with what was said of it: the mistake, the answer.
  assert.deepEqual(redone.feedback, after.feedback);
  assert.equal(host.act('redo').ply, 2, 'nothing to redo: the same game');
  assert.equal(host.act('restart').ply, 0);
  assert.equal(host.act('swap').link.as, 'carole');
  assert.throws(() => host.act('fly'), /unknown play action “fly”/);
});

test('a link whose moves do not replay starts a new game and says why', () => {
  const host = new PlayHost(fakeEngine());
  const { view, problem } = host.open({ as: 'paul', rng: '1', moves: [5], from: null });
  assert.match(problem, /move 1 of the link is number 6, but s has 2 moves/);
  assert.equal(view.current.name, 's');
  const unknown = host.open({ as: 'paul', rng: '1', moves: [], from: 'zz' });
  assert.match(unknown.problem, /no position “zz”/);
  assert.equal(unknown.view.current.name, 's');
  assert.equal(unknown.view.link.from, null);
  const elsewhere = host.open({ as: 'carole', rng: '1', moves: [], from: 'a' });
  assert.equal(elsewhere.view.link.from, 'a');
});

test('a position comes with its successors one level ahead; by name too', () => {
  const host = new PlayHost(fakeEngine());
  const records = host.node({ id: 0 });
  assert.deepEqual(records.map((r) => r.name), ['s', 'a', 'b']);
  assert.deepEqual(records[1].moves.map((m) => m.name), ['w', 'l']);
  assert.equal(records[1].remoteness, 1);
  assert.equal(host.node({ name: 'd' })[0].endValue, 0);
  assert.throws(() => host.node({ name: 'nowhere' }), /no position “nowhere”/);
  assert.deepEqual(host.start(), { positionCount: 6, ...host.record(0) });
});

test('successors ahead stop before their moves pass the budget', async () => {
  const { PREFETCH_ITEMS } = await import('../../www/play/host.js');
  // Position 0 → 1 … 40; each of those has MAX_SENT_MOVES moves to the end 41.
  const end = 41;
  const moves = (v) => (v === 0 ? Array.from({ length: 40 }, (_, i) => i + 1) : v === end ? [] : Array(MAX_SENT_MOVES).fill(end)).map((to) => ({ to, name: `p${to}`, value: 0, outcome: OUTCOME.draw, remoteness: undefined, keepsValue: true, perfect: true }));
  const engine = { ...fakeEngine(), name: (v) => `p${v}`, mover: () => 0, endValue: (v) => (v === end ? 0 : undefined), value: () => 0, outcome: () => OUTCOME.draw, remoteness: () => undefined, moves };
  const records = new PlayHost(engine).node({ id: 0 });
  const sent = records.reduce((sum, r) => sum + r.moves.length, 0);
  assert.equal(records.length, 1 + Math.floor((PREFETCH_ITEMS - 40) / MAX_SENT_MOVES));
  assert.ok(sent <= PREFETCH_ITEMS);
});

test('a position with very many moves sends the first ones and their count', () => {
  const many = Array.from({ length: MAX_SENT_MOVES + 5 }, () => 5);
  const host = new PlayHost(fakeEngine({ 0: many }));
  const [record, ...ahead] = host.node({ id: 0 });
  assert.equal(record.moves.length, MAX_SENT_MOVES);
  assert.equal(record.moveCount, MAX_SENT_MOVES + 5);
  assert.deepEqual(ahead.map((r) => r.name), ['d']);
  assert.equal(host.open({ as: 'paul', rng: '1', moves: [], from: null }).view.next, null, 'too many moves to send the views after them');
});

test('a board gets the end values of the positions it lists', () => {
  // Sequence n = 1: the start "e" chooses leaf 0 or 1; "x" is listed but not a position.
  const names = ['e', '0', '1'];
  const engine = {
    ...fakeEngine(),
    name: (v) => names[v],
    find: (n) => (names.includes(n) ? names.indexOf(n) : undefined),
    endValue: (v) => [undefined, 3, -2][v],
    moves: () => [],
  };
  // The engine's board of a position (describeBoard) lists the leaves below it, for this game.
  const asked = [];
  const describe = (game, params, name) => {
    asked.push([game, params, name]);
    return game === 'sequence' && name === 'e' ? { board: { listed: { label: 'Leaf values', names: ['0', '1', 'x'] } }, moves: [] } : null;
  };
  const host = new PlayHost(engine, { game: 'sequence', params: [['n', '1']], describe });
  assert.deepEqual(host.record(0).listed, { 0: 3, 1: -2, x: null });
  assert.deepEqual(asked[0], ['sequence', [['n', '1']], 'e']);
  // A board that lists nothing, and no board at all.
  assert.equal(host.record(1).listed, null);
  assert.equal(new PlayHost(engine).record(0).listed, null);
});
