// The storage gate (www/core/storage.js): open, storage is itself; closed (an embedded page),
// reads pass through and every write is dropped, no database is opened, and "Your games" keeps
// nothing. One file of its own: closing the gate lasts for the process.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gated, keepNothing, localStore, sessionStore, storageOpen } from '../../www/core/storage.js';
import { KeptGames } from '../../www/editor/kept-games.js';

/** A Storage stand-in over a Map. */
function memory(entries = []) {
  const map = new Map(entries);
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

test('open: the storage itself; closed: reads pass, writes are dropped', () => {
  const storage = memory([['a', '1']]);
  assert.equal(gated(storage, true), storage);
  assert.equal(gated(null, false), null);
  const view = gated(storage, false);
  assert.equal(view.getItem('a'), '1');
  assert.equal(view.length, 1);
  assert.equal(view.key(0), 'a');
  view.setItem('b', '2');
  view.removeItem('a');
  view.clear();
  assert.deepEqual([...storage.map], [['a', '1']]);
});

test('an embedded page: local and session storage and "Your games" write nothing', async () => {
  const local = memory([['gamegraph.theme', 'dark']]);
  const session = memory();
  Object.defineProperty(globalThis, 'localStorage', { value: local, configurable: true });
  Object.defineProperty(globalThis, 'sessionStorage', { value: session, configurable: true });
  // Open: the page's own storage.
  assert.equal(storageOpen(), true);
  assert.equal(localStore(), local);
  keepNothing();
  assert.equal(storageOpen(), false);
  assert.equal(localStore().getItem('gamegraph.theme'), 'dark');
  localStore().setItem('gamegraph.theme', 'light');
  // A kept-games store made now opens no database and leaves nothing as the page goes.
  const kept = new KeptGames();
  assert.equal(kept.store, null);
  await kept.load();
  await kept.edited('# mine\nA = 1\n');
  kept.rescue('# typed\nA = 2\n', ['#game=custom']);
  assert.deepEqual([...local.map], [['gamegraph.theme', 'dark']]);
  assert.equal(session.map.size, 0);
  assert.equal(sessionStore().getItem('gamegraph.tab'), null);
});
