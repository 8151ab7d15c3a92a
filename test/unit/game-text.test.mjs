// A big built-in game's text on demand (www/engine/game-text.js): which texts the worker keeps, and the
// page's side asking for one piece by piece, in order, each piece checked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { keepsText, fetchPieces, fetchText, SENT_TEXT_CHARS, TEXT_PIECE_CHARS } from '../../www/engine/game-text.js';

test('only a long built-in text that is not drawn stays in the worker', () => {
  const long = SENT_TEXT_CHARS + 1;
  assert.equal(keepsText({ custom: false, chars: long, drawn: false }), true);
  assert.equal(keepsText({ custom: false, chars: SENT_TEXT_CHARS, drawn: false }), false);
  // The page parses a drawn game's text itself; a custom text is the page's own.
  assert.equal(keepsText({ custom: false, chars: long, drawn: true }), false);
  assert.equal(keepsText({ custom: true, chars: long, drawn: false }), false);
});

test('a kept text comes back whole, piece by piece, in order', async () => {
  const text = 'abcdefghij'.repeat(Math.ceil((2.5 * TEXT_PIECE_CHARS) / 10));
  const asked = [];
  const seen = [];
  const pieces = await fetchPieces(
    async (from, to) => {
      asked.push([from, to]);
      return text.slice(from, to);
    },
    text.length,
    (piece) => seen.push(piece.length),
  );
  assert.equal(pieces.join(''), text);
  assert.deepEqual(asked, [
    [0, TEXT_PIECE_CHARS],
    [TEXT_PIECE_CHARS, 2 * TEXT_PIECE_CHARS],
    [2 * TEXT_PIECE_CHARS, text.length],
  ]);
  assert.deepEqual(seen, pieces.map((p) => p.length));
  assert.deepEqual(await fetchPieces(async () => assert.fail('nothing to ask'), 0), []);
});

test('a piece of the wrong length is an error saying where, not a wrong text', async () => {
  await assert.rejects(
    fetchPieces(async (from, to) => 'x'.repeat(to - from - 1), 10),
    /the game text came back damaged \(characters 0–10 of 10\)/,
  );
});

test('a superseded question is passed on as it is (the page drops it)', async () => {
  const superseded = Object.assign(new Error('superseded'), { superseded: true });
  await assert.rejects(
    fetchPieces(async () => {
      throw superseded;
    }, 5),
    (error) => error === superseded,
  );
});

test('the whole text as a string, or as a file built piece by piece', async () => {
  const text = 'é'.repeat(2 * TEXT_PIECE_CHARS + 5);
  const ask = async (from, to) => text.slice(from, to);
  assert.equal(await fetchText(ask, text.length), text);
  const file = await fetchText(ask, text.length, true);
  assert.ok(file instanceof Blob);
  assert.equal(file.type, 'text/plain;charset=utf-8');
  assert.equal(await file.text(), text);
  assert.equal(await (await fetchText(ask, 0, true)).text(), '');
});
