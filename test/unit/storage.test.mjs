// "Your games": a link's text never overwrites the user's own; editing it makes a new entry;
// the list is bounded; the old local-storage text moves in once. The store is an in-memory
// stand-in for idb-keyval's IndexedDB store (same callback interface).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { KeptGames, MAX_GAMES, RESCUE_CHARS, SLICE_CHARS, titleOf } from '../../www/editor/kept-games.js';
import { storeLeftEdit } from '../../www/editor/kept-rescue.js';

/** An idb-keyval custom store over a Map: (mode, callback(objectStore)) → Promise. */
function memoryStore(map = new Map()) {
  const request = (result) => {
    const r = { result };
    queueMicrotask(() => r.onsuccess?.());
    return r;
  };
  const objectStore = {
    get: (key) => request(map.get(key)),
    put: (value, key) => request(map.set(key, value) && undefined),
    delete: (key) => request(map.delete(key) && undefined),
    getAllKeys: () => request([...map.keys()]),
  };
  objectStore.transaction = { set oncomplete(f) { queueMicrotask(f); } };
  const store = (mode, callback) => Promise.resolve(callback(objectStore));
  store.map = map;
  return store;
}

/** Entry "# shared" (saved by a first page) opened from "Your games" in one new tab per item of
 * `legacies` (each tab's local storage, or null): {store, shared (its id), tabs}. */
async function sharedEntry(legacies, store = memoryStore()) {
  const first = new KeptGames({ store, legacy: null });
  await first.load();
  await first.edited('# shared\nA = 1\n');
  const shared = first.list[0].id;
  const tabs = [];
  for (const legacy of legacies) {
    const tab = new KeptGames({ store, legacy });
    await tab.load();
    await tab.text(shared);
    tab.showOwn(shared);
    tabs.push(tab);
  }
  return { store, shared, tabs };
}

test('titles come from the first comment, else the first line', () => {
  assert.equal(titleOf('# Nim 1,2\nA max : B\n'), 'Nim 1,2');
  assert.equal(titleOf('\nA max : B\nB = 1\n'), 'A max : B');
  assert.equal(titleOf(''), 'Empty game');
  // Lines that end with a lone carriage return (old Mac files) or \r\n end the title too.
  assert.equal(titleOf('# Nim 1,1\rstart P11\rP11 max : C01\r'), 'Nim 1,1');
  assert.equal(titleOf('P11 max : C01\r\nC01 = 1\r\n'), 'P11 max : C01');
  assert.equal(titleOf(`# ${'x'.repeat(100)}`).length, 60);
});

test('a link\'s text is not saved until edited, then as a new entry beside the user\'s own', async () => {
  const store = memoryStore();
  const tabA = new KeptGames({ store, legacy: null });
  await tabA.load();
  await tabA.edited('# mine\nA = 1\n');
  const mine = tabA.list[0].id;

  const tabB = new KeptGames({ store, legacy: null });
  await tabB.load();
  assert.equal(await tabB.latestText(), '# mine\nA = 1\n');
  tabB.showForeign('# theirs\nB = 2\n');
  assert.equal(tabB.list.length, 1, 'showing a link saves nothing');
  await tabB.edited('# theirs\nB = 3\n');
  assert.equal(tabB.list.length, 2);
  assert.notEqual(tabB.list[0].id, mine);
  assert.equal(await tabB.text(mine), '# mine\nA = 1\n', 'the user\'s text is untouched');

  // Tab A keeps editing its own entry; both entries survive the two tabs' saves.
  await tabA.edited('# mine\nA = 5\n');
  assert.equal(tabA.list.length, 2);
  assert.equal(await tabA.text(mine), '# mine\nA = 5\n');
});

test('the user\'s own text coming back in a link stays theirs, even before it is read back', async () => {
  const kept = new KeptGames({ store: memoryStore(), legacy: null });
  await kept.load();
  await kept.edited('A = 1\n');
  kept.showForeign('A = 1\n');
  await kept.edited('A = 2\n');
  assert.equal(kept.list.length, 1);
  // A reload: the link's text is shown while the newest text is still being read.
  const again = new KeptGames({ store: kept.store, legacy: null });
  await again.load();
  again.showForeign('A = 2\n');
  await again.latestText();
  await again.edited('A = 3\n');
  assert.equal(again.list.length, 1);
});

test('at most MAX_GAMES entries, the oldest texts deleted', async () => {
  const store = memoryStore();
  const kept = new KeptGames({ store, legacy: null });
  await kept.load();
  for (let i = 0; i < MAX_GAMES + 3; i++) {
    kept.showForeign(`example ${i}`);
    await kept.edited(`# game ${i}\n`);
  }
  assert.equal(kept.list.length, MAX_GAMES);
  assert.equal(kept.list[0].title, `game ${MAX_GAMES + 2}`);
  assert.equal([...store.map.keys()].filter((k) => k.startsWith('rev:')).length, MAX_GAMES);
  // A shorter text in the same entry leaves no slice of the longer one behind.
  await kept.edited('x'.repeat(3 * SLICE_CHARS));
  await kept.edited('short');
  assert.equal([...store.map.keys()].filter((k) => k.startsWith('rev:')).length, MAX_GAMES);
});

test('the same text made again (a file opened twice) goes into its entry, moved to the top; a blank text is not kept', async () => {
  const kept = new KeptGames({ store: memoryStore(), legacy: null });
  await kept.load();
  kept.showForeign(null);
  await kept.edited('# one\nA = 1\n');
  const one = kept.list[0].id;
  kept.showForeign(null);
  await kept.edited('# two\nB = 2\n');
  // Same length, other text: a new entry.
  kept.showForeign(null);
  await kept.edited('# one\nA = 2\n');
  assert.equal(kept.list.length, 3);
  kept.showForeign(null);
  await kept.edited('# one\nA = 1\n');
  assert.deepEqual(kept.list.map((e) => e.title), ['one', 'one', 'two']);
  assert.equal(kept.list.length, 3);
  assert.equal(kept.list[0].id, one);
  // The next edit goes into that entry too.
  await kept.edited('# one\nA = 7\n');
  assert.equal(kept.list.length, 3);
  assert.equal(await kept.text(one), '# one\nA = 7\n');
  // Blank texts: an empty file makes no entry, and emptying an entry keeps its last text.
  await kept.edited(' \n\n');
  kept.showForeign(null);
  await kept.edited('');
  assert.equal(kept.list.length, 3);
  assert.equal(await kept.text(one), '# one\nA = 7\n');
});

test('two tabs editing the same entry: the later save becomes a new entry, nothing is overwritten', async () => {
  // Both tabs open it from "Your games".
  const { store, shared, tabs } = await sharedEntry([null, null]);
  const [tabA, tabB] = tabs;
  for (const tab of tabs) assert.equal(await tab.text(shared), '# shared\nA = 1\n');
  const forks = [];
  tabB.onFork = (id) => forks.push(id);
  await tabA.edited('# shared\nA = 2\n');
  await tabB.edited('# shared\nA = 3\n');
  assert.equal(await tabA.text(shared), '# shared\nA = 2\n', 'tab A\'s text is not overwritten');
  assert.equal(forks.length, 1);
  assert.notEqual(forks[0], shared);
  assert.equal(await tabB.text(forks[0]), '# shared\nA = 3\n');
  assert.deepEqual(tabB.list.map((e) => e.id), [forks[0], shared]);
  // Each tab goes on in its own entry, without another fork.
  await tabB.edited('# shared\nA = 4\n');
  await tabA.edited('# shared\nA = 5\n');
  assert.equal(forks.length, 1);
  assert.equal(await tabB.text(forks[0]), '# shared\nA = 4\n');
  assert.equal(await tabA.text(shared), '# shared\nA = 5\n');
  assert.equal(tabA.list.length, 2);
  // Every slice left belongs to a listed revision.
  const listed = new Set(tabA.list.map((e) => `rev:${e.rev}:0`));
  assert.deepEqual([...store.map.keys()].filter((k) => k !== 'games').sort(), [...listed].sort());
});

test('an entry saved before revisions is read, and its next save replaces it', async () => {
  const store = memoryStore(new Map([
    ['games', [{ id: 'old', title: 'old', chars: 12, slices: 1, savedAt: 1 }]],
    ['text:old:0', '# old\nA = 1\n'],
  ]));
  const kept = new KeptGames({ store, legacy: null });
  await kept.load();
  assert.equal(await kept.text('old'), '# old\nA = 1\n');
  kept.showOwn('old');
  await kept.edited('# old\nA = 2\n');
  assert.deepEqual(kept.list.map((e) => e.id), ['old']);
  assert.equal(await kept.text('old'), '# old\nA = 2\n');
  assert.equal(store.map.has('text:old:0'), false);
});

test('a big text is kept whole', async () => {
  const kept = new KeptGames({ store: memoryStore(), legacy: null });
  await kept.load();
  const big = 'P max : Q\nQ = 1\n'.repeat(400_000);
  await kept.edited(big);
  const again = new KeptGames({ store: kept.store, legacy: null });
  await again.load();
  assert.equal(await again.latestText(), big);
  assert.equal(again.list[0].slices, Math.ceil(big.length / SLICE_CHARS));
});

test('the text local storage kept moves in once', async () => {
  const legacy = new Map([['gamegraph.custom-text', '# old\nA = 1\n']]);
  const local = { getItem: (k) => legacy.get(k) ?? null, removeItem: (k) => legacy.delete(k) };
  const kept = new KeptGames({ store: memoryStore(), legacy: local });
  await kept.load();
  assert.equal(await kept.latestText(), '# old\nA = 1\n');
  assert.equal(legacy.size, 0);
});

test('without IndexedDB nothing is kept and nothing throws', async () => {
  const kept = new KeptGames({ store: null, legacy: null });
  await kept.load();
  await kept.edited('A = 1\n');
  assert.equal(await kept.latestText(), 'A = 1\n');
});

test('a big newest text is read only when asked for (a page opened for a link does not join it)', async () => {
  const store = memoryStore();
  const big = `# big\n${'A = 1\n'.repeat(200_000)}`; // over a million characters
  const writer = new KeptGames({ store, legacy: null });
  await writer.load();
  await writer.edited(big);

  let gets = 0;
  const counting = (mode, callback) => store(mode, (os) => callback({ ...os, get: (key) => (gets++, os.get(key)) }));
  const reader = new KeptGames({ store: counting, legacy: null });
  await reader.load();
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(gets, 1, 'only the list is read at start');
  assert.equal(reader.latest, null);
  assert.equal(await reader.latestText(), big);
  assert.equal(reader.latest.id, writer.list[0].id);

  // Shown again from elsewhere (as long as the unread newest): recognised as the user's own.
  const again = new KeptGames({ store, legacy: null });
  await again.load();
  again.showForeign(big);
  await again.latestText();
  assert.equal(again.ownId, writer.list[0].id);
});

test('a big newest text can be restored at once: the list says it exists, it is read only when restored', async () => {
  const store = memoryStore();
  const big = `# big\n${'A = 1\n'.repeat(200_000)}`;
  const writer = new KeptGames({ store, legacy: null });
  await writer.load();
  await writer.edited(big);
  const id = writer.list[0].id;

  const reader = new KeptGames({ store, legacy: null });
  await reader.load();
  const theirs = '# theirs\nB = 2\n';
  reader.showForeign(theirs);
  assert.equal(reader.latest, null, 'not read');
  assert.deepEqual(reader.previous(theirs), { id, chars: big.length });
  assert.equal(await reader.latestText(), big);
  assert.deepEqual(reader.previous(theirs), { id, chars: big.length });
  // Shown (restored): nothing left to restore.
  reader.showOwn(id);
  assert.equal(reader.previous(big), null);
});

test('nothing to restore: no text kept, or the newest is the one shown', async () => {
  const kept = new KeptGames({ store: memoryStore(), legacy: null });
  await kept.load();
  assert.equal(kept.previous('A = 1\n'), null);
  await kept.edited('A = 1\n');
  assert.equal(kept.previous('A = 1\n'), null, 'the user\'s own entry is shown');
  kept.showForeign('A = 1\n');
  assert.equal(kept.previous('A = 1\n'), null, 'the same text from a link');
  kept.showForeign('B = 2\n');
  assert.equal(kept.previous('B = 2\n')?.chars, 6);
});

test('an unread newest text as long as the one shown waits for its read, then says', async () => {
  const store = memoryStore();
  const big = `# big\n${'A = 1\n'.repeat(200_000)}`;
  const writer = new KeptGames({ store, legacy: null });
  await writer.load();
  await writer.edited(big);
  const reader = new KeptGames({ store, legacy: null });
  await reader.load();
  let told = 0;
  reader.onLatest = () => told++;
  const other = `# BIG\n${'A = 1\n'.repeat(200_000)}`; // as long, another text
  reader.showForeign(other);
  assert.equal(reader.previous(other), null, 'unknown until read');
  await reader.latestText();
  assert.equal(told, 1);
  assert.equal(reader.previous(other)?.id, writer.list[0].id);
});

/** A local storage stand-in over a Map. */
/** Local storage in memory, its keys listed as a browser's are (length, key(i)). */
function memoryLocal(map = new Map()) {
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => map.set(k, String(v)),
    removeItem: (k) => map.delete(k),
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
  };
}

test('an edit not stored when the page goes away is left in local storage and stored at the next start', async () => {
  const store = memoryStore();
  const local = memoryLocal();
  const page = new KeptGames({ store, legacy: local, tab: 'one' });
  await page.load();
  await page.edited('# mine\nA = 1\n');
  const mine = page.list[0].id;
  // Typed a moment before a reload: still waiting for the pause after typing.
  page.rescue('# mine\nA = 2\n');
  const next = new KeptGames({ store, legacy: local, tab: 'one' });
  await next.load();
  assert.equal(await next.latestText(), '# mine\nA = 2\n');
  assert.equal(next.list.length, 1, 'into the entry it was an edit of');
  assert.equal(next.list[0].id, mine);
  assert.equal(local.map.size, 0, 'stored once, then forgotten');

  // A save still running when the page goes: the edit being saved is the one left.
  next.showOwn(mine);
  const saving = next.edited('# mine\nA = 3\n');
  next.rescue();
  await saving;
  next.rescue();
  assert.equal(JSON.parse(local.map.get('gamegraph.unsaved-edit:one')).text, '# mine\nA = 3\n', 'left while it was being saved');
  next.forgetRescue(); // the page came back from the back-forward cache
  next.rescue(); // stored by now: nothing to leave
  assert.equal(local.map.size, 0);

  // The first edit of someone else's text becomes a new entry; a huge one is not left at all.
  const third = new KeptGames({ store, legacy: local, tab: 'one' });
  await third.load();
  third.showForeign('# theirs\nB = 1\n');
  third.rescue('# theirs, edited\nB = 2\n');
  third.rescue('x'.repeat(RESCUE_CHARS + 1));
  const fourth = new KeptGames({ store, legacy: local, tab: 'one' });
  await fourth.load();
  assert.deepEqual(fourth.list.map((e) => e.title), ['theirs, edited', 'mine']);
});

test('a reload right after typing shows the edit: only a reload at the address the page was left at, once', async () => {
  const store = memoryStore();
  const local = memoryLocal();
  const page = new KeptGames({ store, legacy: local, tab: 'one' });
  await page.load();
  await page.edited('# mine\nA = 1\n');
  page.rescue('# mine\nA = 2\n', '#game=custom&text=old');
  const reloaded = new KeptGames({ store, legacy: local, tab: 'one' });
  await reloaded.load();
  assert.equal(reloaded.reloadedAt('#game=custom&text=old', true), '# mine\nA = 2\n');
  assert.equal(reloaded.reloadedAt('#game=custom&text=old', true), null, 'once');

  // The same address opened anew (the link followed again, another tab): its own text.
  page.rescue('# mine\nA = 4\n', '#game=custom&text=old');
  const again = new KeptGames({ store, legacy: local, tab: 'one' });
  await again.load();
  assert.equal(again.reloadedAt('#game=custom&text=old', false), null);

  // Opened at another address (someone's link, another game): the edit is only kept.
  page.rescue('# mine\nA = 3\n', '#game=custom&text=old');
  const elsewhere = new KeptGames({ store, legacy: local, tab: 'one' });
  await elsewhere.load();
  assert.equal(elsewhere.reloadedAt('#game=custom&text=theirs', true), null);
  assert.equal(await elsewhere.latestText(), '# mine\nA = 3\n');
  // No edit left as the page went: nothing to show.
  const quiet = new KeptGames({ store, legacy: local, tab: 'one' });
  await quiet.load();
  assert.equal(quiet.reloadedAt('#game=custom&text=old', true), null);
});

test('two tabs that go at once each leave their edit, under their own key: the next start stores both', async () => {
  const store = memoryStore();
  const local = memoryLocal();
  const [a, b] = ['a', 'b'].map((tab) => new KeptGames({ store, legacy: local, tab }));
  await a.load();
  await b.load();
  a.rescue('# from a\nA = 1\n', '#x');
  b.rescue('# from b\nB = 1\n', '#y');
  // An edit left by a page of before this change, under the single key, is stored too.
  local.map.set('gamegraph.unsaved-edit', JSON.stringify({ text: '# older\nC = 1\n', id: null, rev: null, pending: null, address: '' }));
  assert.equal(local.map.size, 3);
  const next = new KeptGames({ store, legacy: local, tab: 'a' });
  await next.load();
  assert.deepEqual(next.list.map((e) => e.title).sort(), ['from a', 'from b', 'older']);
  // A reload of tab a shows its own edit, not tab b's.
  assert.equal(next.reloadedAt('#x', true), '# from a\nA = 1\n');
  // Tab b's, left a moment ago, stays (marked stored) for tab b's own start: a reload of b that
  // started after a shows it too, and stores nothing twice.
  assert.deepEqual([...local.map.keys()], ['gamegraph.unsaved-edit:b']);
  const nextB = new KeptGames({ store, legacy: local, tab: 'b' });
  await nextB.load();
  assert.equal(nextB.reloadedAt('#y', true), '# from b\nB = 1\n');
  assert.equal(nextB.list.length, 3);
  assert.equal(local.map.size, 0, 'each stored once, then forgotten');
  // An old one of another tab's is forgotten by any start.
  b.rescue('# from b\nB = 2\n', '#y');
  local.map.set('gamegraph.unsaved-edit:b', JSON.stringify({ ...JSON.parse(local.map.get('gamegraph.unsaved-edit:b')), at: Date.now() - 120_000 }));
  const later = new KeptGames({ store, legacy: local, tab: 'a' });
  await later.load();
  assert.equal(local.map.size, 0);
  assert.equal(await later.latestText(), '# from b\nB = 2\n');
});

test('two edits queued when another tab has saved the entry: one new entry, and the later edit follows it', async () => {
  const { shared, tabs } = await sharedEntry([null, null]);
  const [tabA, tabB] = tabs;
  await tabA.edited('# shared\nA = 2\n');
  const forks = [];
  tabB.onFork = (id) => forks.push(id);
  // Two edits at once (a drawing edit right after typing): both queued for the shared entry.
  tabB.edited('# shared\nA = 3\n');
  await tabB.edited('# shared\nA = 34\n');
  assert.equal(forks.length, 1);
  assert.equal(tabB.ownId, forks[0]);
  assert.equal(await tabB.text(forks[0]), '# shared\nA = 34\n');
  assert.equal(await tabB.text(shared), '# shared\nA = 2\n');
  assert.equal(tabB.list.length, 2);
  // Chosen again in "Your games", the shared entry takes this tab's edits again.
  tabB.showOwn(shared);
  await tabB.edited('# shared\nA = 5\n');
  assert.equal(forks.length, 1);
  assert.equal(await tabB.text(shared), '# shared\nA = 5\n');
});

test('a reload while a save is running is not taken for another tab: no new entry', async () => {
  const store = memoryStore();
  const local = memoryLocal();
  const page = new KeptGames({ store, legacy: local });
  await page.load();
  await page.edited('# mine\nA = 1\n');
  const saving = page.edited('# mine\nA = 2\n');
  // The page goes while the save is writing; the save is stored all the same.
  for (let turn = 0; turn < 1000 && page.writing.size === 0; turn++) await Promise.resolve();
  assert.equal(page.writing.size, 1, 'caught while writing');
  page.rescue();
  await saving;
  const next = new KeptGames({ store, legacy: local });
  await next.load();
  assert.equal(next.list.length, 1);
  assert.equal(await next.latestText(), '# mine\nA = 2\n');
});

test('a text chosen while this tab still saves into it is read after that save', async () => {
  const kept = new KeptGames({ store: memoryStore(), legacy: null });
  await kept.load();
  await kept.edited('A = 1\n');
  const id = kept.list[0].id;
  kept.edited('A = 1234\n');
  assert.equal(await kept.text(id), 'A = 1234\n');
});

test('slices no entry uses are swept after start, unless they are less than a day old', async () => {
  const store = memoryStore();
  const kept = new KeptGames({ store, legacy: null });
  await kept.load();
  await kept.edited('# mine\nA = 1\n');
  const old = (Date.now() - 2 * 24 * 60 * 60 * 1000).toString(36);
  store.map.set(`rev:${old}-abc:0`, 'A = 9\n');
  store.map.set(`text:${old}-def:0`, 'A = 8\n');
  store.map.set(`rev:${Date.now().toString(36)}-ghi:0`, 'A = 7\n');
  // A text of the first layout (no slice number): not this sweep's to judge.
  store.map.set(`text:${old}-jkl`, 'A = 6\n');
  const next = new KeptGames({ store, legacy: null });
  await next.load();
  await next.sweep();
  const slices = [...store.map.keys()].filter((k) => k !== 'games').sort();
  assert.deepEqual(slices, [`rev:${kept.list[0].rev}:0`, [...store.map.keys()].find((k) => k.endsWith('-ghi:0')), `text:${old}-jkl`].sort());
});

/** Entry S shown by a new tab (legacy: its local storage), and B's save made into S meanwhile. */
async function forkedSetting() {
  const local = memoryLocal();
  const { store, shared, tabs } = await sharedEntry([local, null]);
  const [A, B] = tabs;
  await B.edited('# shared\nB = 1\n');
  return { store, local, S: shared, A, B };
}

/** The texts of every kept entry, as a new page reads them. */
async function keptTexts(store, local) {
  const page = new KeptGames({ store, legacy: local });
  await page.load();
  return Promise.all(page.list.map((e) => page.text(e.id)));
}

test('a reload during a save that forks, or during the next one, makes no second new entry', async () => {
  for (const [edits, typed] of [[['A = 2', 'A = 23'], null], [['A = 2'], null], [['A = 2'], 'A = 2 typed']]) {
    const { store, local, A } = await forkedSetting();
    const saves = edits.map((e) => A.edited(`# shared\n${e}\n`));
    const last = saves.at(-1);
    // The page goes while the last save is writing (after the fork, for two edits).
    for (let turn = 0; turn < 10000 && !(A.writing.size && (edits.length === 1 || A.forwarded.size)); turn++) await Promise.resolve();
    A.rescue(typed && `# shared\n${typed}\n`, '#x');
    await last;
    const texts = await keptTexts(store, local);
    assert.deepEqual(texts.sort(), [`# shared\n${typed ?? edits.at(-1)}\n`, '# shared\nB = 1\n'], `${edits} ${typed}`);
  }
});

test('edits never go round in a circle of forwarded entries', { timeout: 5000 }, async () => {
  const { store, S, A, B } = await forkedSetting();
  await A.edited('# shared\nA = 2\n'); // forks S into X
  const X = A.ownId;
  assert.notEqual(X, S);
  await B.edited('# shared\nB = 2\n');
  // Another tab's eleven new entries push X out of the list.
  const C = new KeptGames({ store, legacy: null });
  await C.load();
  for (let i = 0; i < MAX_GAMES - 1; i++) {
    C.showForeign('x');
    await C.edited(`# c${i}\n`);
  }
  await A.refresh();
  assert.ok(!A.list.some((e) => e.id === X));
  // A's text becomes S's: the save lands in S (the same text), and the next edit too.
  await A.edited('# shared\nB = 2\n');
  await A.edited('# shared\nB = 3\n');
  assert.equal(await A.text(A.ownId), '# shared\nB = 3\n');
  // Whatever the forwards, following them ends.
  A.forwarded.set('p', 'q').set('q', 'p');
  assert.ok(['p', 'q'].includes(A.follow('p')));
});

test('the user\'s stored text shown as the page goes is left marked stored: a reload shows it, the next start saves nothing', async () => {
  const store = memoryStore();
  const local = memoryLocal();
  const page = new KeptGames({ store, legacy: local, tab: 'one' });
  await page.load();
  await page.edited('# mine\nA = 1\n');
  const [entry] = page.list;
  // Stored, no keystroke waiting: the text shown is left, marked as stored.
  page.rescue(null, ['#game=custom&text=mine'], '# mine\nA = 1\n');
  assert.equal(JSON.parse(local.map.get('gamegraph.unsaved-edit:one')).stored, true);
  const reloaded = new KeptGames({ store, legacy: local, tab: 'one' });
  await reloaded.load();
  assert.deepEqual(reloaded.list, [entry], 'not saved again: the same revision, the same time');
  assert.equal(reloaded.reloadedAt('#game=custom&text=mine', true), '# mine\nA = 1\n');
  assert.equal(local.map.size, 0);

  // A link's text shown (not the user's): nothing is left.
  reloaded.showForeign('# theirs\nB = 1\n');
  reloaded.rescue(null, ['#game=custom&text=theirs'], '# theirs\nB = 1\n');
  assert.equal(local.map.size, 0);
});

test('a reload begun just before the page rewrote its address (the pause after typing ended) shows the edit', async () => {
  const store = memoryStore();
  const local = memoryLocal();
  const page = new KeptGames({ store, legacy: local, tab: 'one' });
  await page.load();
  await page.edited('# mine\nA = 2\n');
  // Kept, and the address now holds the edit; the reload loads the one before.
  page.rescue(null, ['#game=custom&text=new', '#game=custom&text=old'], '# mine\nA = 2\n');
  const reloaded = new KeptGames({ store, legacy: local, tab: 'one' });
  await reloaded.load();
  assert.equal(reloaded.reloadedAt('#game=custom&text=old', true), '# mine\nA = 2\n');
  assert.equal(reloaded.list.length, 1, 'one entry, stored once');
  // Any other address is another link's: its own text.
  page.rescue('# mine\nA = 3\n', ['#game=custom&text=new', '#game=custom&text=old']);
  const elsewhere = new KeptGames({ store, legacy: local, tab: 'one' });
  await elsewhere.load();
  assert.equal(elsewhere.reloadedAt('#game=custom&text=theirs', true), null);
});

test('another tab storing an edit left a moment ago never writes over a newer one that tab left since', async () => {
  const store = memoryStore();
  const local = memoryLocal();
  const b = new KeptGames({ store, legacy: local, tab: 'b' });
  await b.load();
  b.rescue('# from b\nB = 1\n', '#y');
  const a = new KeptGames({ store, legacy: local, tab: 'a' });
  await a.load();
  // Tab a reads tab b's edit and stores it (slowly); tab b meanwhile starts, and goes again.
  b.rescue('# from b\nB = 1\n', '#y');
  const storing = storeLeftEdit(a, 'gamegraph.unsaved-edit:b');
  b.rescue('# from b\nB = 2\n', '#y2');
  const newer = local.map.get('gamegraph.unsaved-edit:b');
  await storing;
  assert.equal(local.map.get('gamegraph.unsaved-edit:b'), newer);
  const nextB = new KeptGames({ store, legacy: local, tab: 'b' });
  await nextB.load();
  assert.equal(nextB.reloadedAt('#y2', true), '# from b\nB = 2\n');
});
