// The side cards' kept state (www/app/side-cards.js): what the session keeps of the folded cards
// and of the column put away, whatever the storage does (missing, refusing, holding junk).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CARDS_KEY, keepCards, readCards, toggleWords } from '../../www/app/side-cards.js';

/** A Storage-like map. */
function memory() {
  const map = new Map();
  return { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => map.set(key, String(value)), map };
}

/** A storage whose every call throws, as a browser's does when it refuses storage. */
const refusing = {
  getItem() {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem() {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

test('folded cards and the column put away are kept and read back', () => {
  const storage = memory();
  assert.deepEqual(readCards(storage), { hidden: false, folded: [] });
  keepCards({ hidden: true, folded: ['pseudocode', 'board'] }, storage);
  assert.deepEqual(readCards(storage), { hidden: true, folded: ['pseudocode', 'board'] });
  assert.ok(storage.map.has(CARDS_KEY));
});

test('no storage, a refusing one or junk in it: nothing folded, nothing thrown', () => {
  assert.deepEqual(readCards(null), { hidden: false, folded: [] });
  assert.deepEqual(readCards(refusing), { hidden: false, folded: [] });
  keepCards({ hidden: true, folded: [] }, refusing);
  const storage = memory();
  storage.setItem(CARDS_KEY, '{not json');
  assert.deepEqual(readCards(storage), { hidden: false, folded: [] });
  storage.setItem(CARDS_KEY, JSON.stringify({ hidden: 'yes', folded: ['stack', 3, null] }));
  assert.deepEqual(readCards(storage), { hidden: false, folded: ['stack'] });
});

test('a fold button says what it will do', () => {
  assert.equal(toggleWords('pseudocode', true), 'Hide pseudocode');
  assert.equal(toggleWords('pseudocode', false), 'Show pseudocode');
});
