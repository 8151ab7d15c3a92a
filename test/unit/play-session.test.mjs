// A game against perfect play (www/play/session.js) on a fake solved game: the computer answers
// at once, undo/redo take back the user's move with the answer, a mistake names the kept moves,
// bad link moves are named.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from '../../www/play/session.js';
import { outcomeHint, valueWords } from '../../www/core/game-words.js';
import { OUTCOME } from '../../www/core/codes.js';
import { fakeEngine } from './fake-play-engine.mjs';

test('the computer answers at once and a mistake names the move that kept the value', () => {
  const session = new Session(fakeEngine(), { as: 'paul', rng: '1', moves: [], from: null });
  const played = session.playUser('a');
  assert.deepEqual(played.answered, [4]);
  assert.deepEqual(played.mistake.kept.map((m) => m.name), ['b']);
  assert.equal(session.result, 'carole');
  assert.deepEqual(session.indices, [0, 1]);
  assert.equal(session.playUser('b'), null, 'no move once the game is over');
  assert.equal(session.undo(), true);
  assert.equal(session.current, 0);
  assert.deepEqual(session.redo().mistake.kept.map((m) => m.name), ['b'], 'redone, the mistake is called out again');
  assert.equal(session.redo(), null, 'nothing more to redo');
  assert.equal(session.result, 'carole');
  session.restart();
  assert.equal(session.playUser('b').mistake, null);
  assert.equal(session.result, 'draw');
});

test('a mistake names every move that kept the value, and the ones perfect play picks among them', () => {
  // s → a | b | d: b and d both keep the draw; perfect play (made to) prefer b.
  const engine = fakeEngine({ 0: [1, 2, 5] });
  const moves = engine.moves;
  engine.moves = (v) => moves(v).map((m) => ({ ...m, perfect: m.perfect && m.name !== 'd' }));
  const played = new Session(engine, { as: 'paul', rng: '1', moves: [], from: null }).playUser('a');
  assert.deepEqual(played.mistake.kept.map((m) => m.name), ['b', 'd']);
  assert.deepEqual(played.mistake.perfect.map((m) => m.name), ['b']);
});

test('the computer back at a position of its own run of moves: round for ever, a draw, not 10,000 moves', () => {
  // a (Carole) → a | w: perfect play keeps a's −1 by moving to a itself, for ever.
  const session = new Session(fakeEngine({ 1: [1, 3] }), { as: 'paul', rng: '1', moves: [], from: null });
  const played = session.playUser('a');
  assert.deepEqual(played.answered, [1], 'one move round, then it stops');
  assert.equal(session.endless, true);
  assert.equal(session.over, true);
  assert.equal(session.result, 'draw');
  assert.equal(session.userToMove, false);
  // Undone, the game goes on; redone, it is over again.
  assert.equal(session.undo(), true);
  assert.equal(session.endless, false);
  session.redo();
  assert.equal(session.result, 'draw');
});

test('as Carole the computer opens; undo never takes back its opening; links replay', () => {
  const session = new Session(fakeEngine(), { as: 'carole', rng: '1', moves: [], from: null });
  assert.equal(session.current, 2);
  assert.equal(session.canUndo, false, 'only the computer has moved: Undo is off');
  assert.equal(session.undo(), false);
  assert.equal(session.current, 2);
  const replayed = new Session(fakeEngine(), { as: 'carole', rng: '1', moves: [0], from: null });
  assert.equal(replayed.current, 1);
  assert.throws(() => new Session(fakeEngine(), { as: 'paul', rng: '1', moves: [5], from: null }), /move 1 of the link is number 6, but s has 2 moves/);
  assert.throws(() => new Session(fakeEngine(), { as: 'paul', rng: '1', moves: [], from: 'zz' }), /no position “zz”/);
});

test('hints in words', () => {
  assert.equal(outcomeHint(OUTCOME.paul, 3), 'Paul wins in 3');
  assert.equal(outcomeHint(OUTCOME.carole, 1), 'Carole wins in 1');
  // A real value (the Sequence game's leaves) names no winner: the value best play makes, and when.
  assert.equal(outcomeHint(OUTCOME.paul, 3, 0.37), 'made in 3 moves');
  assert.equal(outcomeHint(OUTCOME.paul, 1, 1), 'Paul wins in 1');
  assert.equal(valueWords(OUTCOME.paul, 3, 0.37), 'best play makes the value +0.37 in 3 moves');
  assert.equal(valueWords(OUTCOME.carole, 2, -1), 'Carole wins in 2');
  assert.equal(outcomeHint(OUTCOME.carole, 60001), 'Carole wins in 60,001');
  // An end position: the game is over.
  assert.equal(outcomeHint(OUTCOME.carole, 0), 'Carole has won');
  assert.equal(outcomeHint(OUTCOME.draw, undefined), 'draw');
});

test('the value history places draws in the middle, wins towards their side by remoteness', async () => {
  const { historyX } = await import('../../www/play/move-history.js');
  const width = 200;
  assert.equal(historyX(OUTCOME.draw, undefined, 5, width), 100);
  const paulSoon = historyX(OUTCOME.paul, 0, 5, width);
  const paulLate = historyX(OUTCOME.paul, 5, 5, width);
  const caroleSoon = historyX(OUTCOME.carole, 0, 5, width);
  assert.ok(paulSoon < paulLate && paulLate < 100, 'Paul on the left, the sooner the nearer the edge');
  assert.ok(caroleSoon > 100 && Math.abs(caroleSoon - 100 - (100 - paulSoon)) < 1e-9, 'Carole mirrored on the right');
});
