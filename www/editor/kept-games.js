//! "Your games": the user's own custom texts, kept in IndexedDB (idb-keyval) rather than local
//! storage (whose ~5 MB quota a big game overflows), newest first, at most MAX_GAMES of them.
//!
//! Whose text is it? A text the user typed, pasted, opened from a file or loaded from "Your
//! games" is theirs: edits go into its entry. A text that came from a link, an example or a
//! built-in game is not, until the user edits it — and then it becomes a NEW entry, so someone
//! else's link never overwrites what the user made. A paste over the whole text (select all,
//! paste) is another game: it too becomes a new entry, and the one it replaced stays. The list is updated inside one IndexedDB
//! transaction (`update`), so two tabs saving at once both keep their entries. A new text the
//! same as a kept one (a file opened again) goes into that entry rather than a copy; a blank
//! text is not kept.
//!
//! Two tabs editing the same entry do not overwrite each other: every save writes its text under
//! a new revision (`rev`) and then, in the list's one transaction, points the entry at it only if
//! the entry is still at the revision this tab last read or wrote. If another tab saved it
//! meanwhile, this tab's text becomes a new entry beside it (`onFork` says so), and nothing of
//! the other tab's is deleted. (Copy-on-write: a text is never written in place.)
//!
//! Layout: key `games` → [{id, rev, title, chars, slices, savedAt}] (newest first); keys
//! `rev:<rev>:<k>` → the text's k-th slice of SLICE_CHARS (`text:<id>:<k>` for an entry saved
//! before revisions, which has no `rev`). A 29 MB text stored as one value took one 150 ms task
//! to copy in (and out); 256 KB slices are copied one task each.
//!
//! An edit not stored yet as the page goes (a reload a moment after typing) is left in local
//! storage and stored here at the next start: kept-rescue.js.

import { createStore, del, get, keys, set, update } from 'idb-keyval';
import { databaseOpen, gameName, localStore, nextTask, sessionStore } from '../core/index.js';
import { forgetEdit, leaveEdit, reloadedText, RESCUE_KEY, storeLeftEdits, tabId } from './kept-rescue.js';

export { RESCUE_CHARS } from './kept-rescue.js';

export const MAX_GAMES = 12;
const LIST_KEY = 'games';
/** Where the page kept one text before IndexedDB (read once, then moved here). */
const LEGACY_KEY = 'gamegraph.custom-text';

/** Characters per stored slice of a text. */
export const SLICE_CHARS = 256 * 1024;
/** The newest text is read at start when at most this long; a longer one when asked for. */
const EAGER_CHARS = 1024 * 1024;
/** Where slice k of an entry's text is: by its revision (by its id when saved before them). */
const sliceKey = (entry, k) => (entry.rev ? `rev:${entry.rev}:${k}` : `text:${entry.id}:${k}`);
const slicesOf = (chars) => Math.max(1, Math.ceil(chars / SLICE_CHARS));

/** A short title for a text: its name (its first comment), else its first line (at most 60
 * characters). */
export function titleOf(text) {
  const name = gameName(text);
  if (name != null) return name;
  // A line ends at \n, \r\n or a lone \r, as in the editor and the engine.
  const line = /^[ \t]*([^\s#][^\r\n]*)/m.exec(text.slice(0, 2000));
  const title = (line?.[1] ?? 'Empty game').trim();
  return title.length > 60 ? `${title.slice(0, 59)}…` : title;
}

/** The IndexedDB store (a function for idb-keyval), or null when the browser has none or the
 * page may keep nothing (embedded: www/core/storage.js). */
function browserStore() {
  try {
    return databaseOpen() ? createStore('gamegraph', 'kept') : null;
  } catch {
    return null;
  }
}

export class KeptGames {
  /** store: an idb-keyval store (tests pass their own); onList(list) is told each new list.
   * @param {{ store?: import('idb-keyval').UseStore | null, legacy?: Storage,
   *   onList?: (list: object[]) => void, tab?: string }} [options] */
  constructor({ store = browserStore(), legacy = localStore(), onList = () => {}, tab = tabId(sessionStore()) } = {}) {
    this.store = store;
    this.legacy = legacy;
    /** This tab's key for an edit left as the page goes (`rescue`). */
    this.rescueKey = `${RESCUE_KEY}:${tab}`;
    this.onList = onList;
    /** Told (with the new entry's id) when an edit became a new entry because another tab had
     * saved the one it was made in. */
    this.onFork = /** @type {(id: string) => void} */ (() => {});
    /** The revision of each entry this tab last read or wrote: a save into an entry is a save
     * of that revision's text; another tab's later revision is not overwritten. */
    this.revs = new Map();
    /** Entries whose edits now go elsewhere (a fork, or a new text the same as a kept one): the
     * saves queued for the old id follow. */
    this.forwarded = new Map();
    /** The revision each entry's save in progress is writing (a page that goes meanwhile may
     * find it stored at the next start: not another tab's). */
    this.writing = new Map();
    /** A second revision an entry's next save may start from (the rescued edit's: see above). */
    this.alsoBase = new Map();
    /** Told when the newest text has been read (whether it can be restored may change then). */
    this.onLatest = () => {};
    this.list = [];
    this.latest = null; // {id, text} of the newest entry
    this.ownId = null; // the entry the editor's text belongs to (null: not the user's yet)
    this.shown = null; // the foreign text shown last (recognised as theirs once the newest is read)
    this.latestRead = Promise.resolve();
    this.unread = null; // the newest entry when it is big and not read yet (read on demand)
    this.queue = Promise.resolve();
    this.unsaved = null; // {id, text} of the edit being saved, until it is stored
    this.rescued = null; // {address, text}: the edit stored at this start (reloadedAt)
  }

  /** Reads the list (once, at start: the page waits for it) and starts reading the newest text
   * (a big one takes a while: latestText() waits for it); never throws (no storage: empty). */
  async load() {
    if (!this.store) return;
    try {
      this.list = (await get(LIST_KEY, this.store)) ?? [];
      if (this.list.length === 0) await this.moveLegacy();
      await this.storeRescued();
    } catch (error) {
      this.unavailable(error);
    }
    this.onList(this.list);
    // Later, out of the way of the start (and of a node test's exit: unref).
    /** @type {any} */ (setTimeout(() => this.sweep(), SWEEP_DELAY_MS)).unref?.();
    const newest = this.list[0];
    // A big newest text is read only when asked for (latestText): joining its slices is a long
    // task of its own (29 MB: 50–120 ms), which a page opened for a link must not pay.
    if (newest && !this.latest) {
      if ((newest.chars ?? 0) <= EAGER_CHARS) this.readLatest(newest);
      else this.unread = newest;
    }
  }

  /** Starts reading entry `newest`, the newest text (latestText() waits for it). */
  readLatest(newest) {
    this.unread = null;
    this.latestRead = this.read(newest).then(
      (text) => {
        // An edit made meanwhile is newer than what was read.
        if (!this.latest && text != null) {
          this.latest = { id: newest.id, text };
          this.revs.set(newest.id, newest.rev);
        }
        if (this.shown != null && this.ownId == null && this.latest?.text === this.shown) this.ownId = this.latest.id;
        this.onLatest();
      },
      (error) => this.unavailable(error),
    );
  }

  async moveLegacy() {
    let text = null;
    try {
      text = this.legacy?.getItem(LEGACY_KEY) ?? null;
    } catch {
      // Local storage disabled: nothing to move.
    }
    if (text == null) return;
    await this.save(text, null);
    this.ownId = null;
    try {
      this.legacy.removeItem(LEGACY_KEY);
    } catch {
      // Kept in local storage too: harmless.
    }
  }

  /** The newest of the user's texts as {id, chars} when the editor shows another text (`current`),
   * so it can be restored; null when there is none or it is the one shown. Known from the list
   * alone: a big text is read only when restored (latestText). */
  previous(current) {
    const latest = this.latest;
    if (latest)
      return latest.id === this.ownId || latest.text === current ? null : { id: latest.id, chars: latest.text.length };
    const newest = this.list[0];
    if (!newest || newest.id === this.ownId) return null;
    // Not read yet: a text of another length is another text (one as long is being read, and
    // onLatest says when it is known).
    return current != null && current.length === newest.chars ? null : { id: newest.id, chars: newest.chars };
  }

  /** The newest of the user's texts (once read), or null. */
  async latestText() {
    if (this.unread && !this.latest) this.readLatest(this.unread);
    await this.latestRead;
    return this.latest?.text ?? null;
  }

  /** The editor now shows a text that is not the user's (a link, an example, a built-in game):
   * unless it is the newest of theirs already, their next edit makes a new entry. */
  showForeign(text) {
    this.shown = text;
    // Unread, the newest text can only be this one if it is as long: read it to know.
    if (this.unread && !this.latest && text != null && text.length === this.unread.chars) this.readLatest(this.unread);
    this.ownId = this.latest && this.latest.text === text ? this.latest.id : null;
  }

  /** The editor now shows the user's entry `id` (chosen in "Your games"): edits go into it, even
   * when this tab's earlier ones went elsewhere (forwarded). */
  showOwn(id) {
    this.shown = null;
    this.ownId = id;
    this.forwarded.delete(id);
  }

  /** The text of entry `id` as stored now (another tab may have saved it since the list was
   * read); null when it is gone. */
  async text(id) {
    // A save of this tab's still running (keystrokes kept as another text is chosen) first.
    await this.queue;
    if (!this.store) return null;
    await this.refresh();
    const entry = this.list.find((e) => e.id === id);
    const text = entry ? await this.read(entry) : null;
    if (text != null) this.revs.set(entry.id, entry.rev);
    return text;
  }

  /** Reads the list again (other tabs save into it too). */
  async refresh() {
    try {
      this.list = (await get(LIST_KEY, this.store)) ?? [];
      this.onList(this.list);
    } catch (error) {
      this.unavailable(error);
    }
  }

  /** An entry's text, slice by slice (each read is its own task); null when a slice is gone. */
  async read(entry) {
    const pieces = [];
    for (let k = 0; k < (entry.slices ?? 1); k++) {
      const piece = await get(sliceKey(entry, k), this.store);
      if (piece == null) return null;
      pieces.push(piece);
    }
    const text = pieces.join('');
    // What the caller does with the text (show it, parse it) starts in a task of its own.
    await nextTask();
    return text;
  }

  /** The user made this text (typed, pasted, opened a file): saved into their entry, or a new one.
   * Saves run one after another; the returned promise resolves when this one is stored. */
  edited(text) {
    // A blank text is nothing to keep (an empty file; the text deleted, to start again): the
    // entry shown keeps its last text, and no entry is made.
    if (text.trim() === '') return this.queue;
    this.shown = null;
    const id = this.ownId ?? newId();
    this.ownId = id;
    this.latest = { id, text };
    this.unread = null;
    const edit = { id, text };
    this.unsaved = edit;
    this.queue = this.queue
      .then(() => this.save(text, id))
      .then((saved) => {
        // A new text the same as a kept one went into that entry (save): edits follow it there.
        if (saved !== id) {
          if (this.ownId === id) this.ownId = saved;
          if (this.latest?.id === id) this.latest = { id: saved, text: this.latest.text };
          edit.id = saved;
        }
        if (this.unsaved === edit) this.unsaved = null;
      })
      .catch((error) => this.unavailable(error));
    return this.queue;
  }

  /** The page is going away: the user's edit not stored yet is left where it is written at
   * once (kept-rescue.js). */
  rescue(typed = null, addresses = [''], own = null) {
    leaveEdit(this, typed, addresses, own);
  }

  /** The page came back from the back-forward cache: nothing is left for the next start. */
  forgetRescue() {
    forgetEdit(this);
  }

  /** The edits pages left as they went are stored (kept-rescue.js). */
  storeRescued() {
    return storeLeftEdits(this);
  }

  /** The edit stored at this start when it is a reload at `address` (kept-rescue.js). */
  reloadedAt(address, reload) {
    return reloadedText(this, address, reload);
  }

  /** Stores a text into entry `id` — or, when `id` is new (or null) and a kept entry has this
   * very text (the same file opened twice), into that entry, moved to the top; or, when another
   * tab saved that entry after this tab's revision of it, into a new entry. Returns the id. */
  async save(text, asked) {
    if (!this.store) return asked;
    let id = this.follow(asked);
    if (!this.list.some((e) => e.id === id)) id = (await this.sameText(text)) ?? id ?? newId();
    // The revision this text was made from (a symbol, equal to none, when this tab never had one).
    const base = this.revs.has(id) ? this.revs.get(id) : UNKNOWN_REV;
    const alsoBase = this.alsoBase.get(id) ?? UNKNOWN_REV;
    this.alsoBase.delete(id);
    const slices = slicesOf(text.length);
    const entry = { id, rev: newId(), title: titleOf(text), chars: text.length, slices, savedAt: Date.now() };
    this.writing.set(id, entry.rev);
    for (let k = 0; k < slices; k++)
      await set(sliceKey(entry, k), text.slice(k * SLICE_CHARS, (k + 1) * SLICE_CHARS), this.store);
    let old = [];
    let previous = null;
    await update(
      LIST_KEY,
      (list) => {
        old = list ?? [];
        previous = old.find((e) => e.id === id) ?? null;
        // Saved by another tab since this one read or wrote it: both texts are kept.
        if (previous && previous.rev !== base && previous.rev !== alsoBase) {
          entry.id = newId();
          previous = null;
        }
        return [entry, ...old.filter((e) => e.id !== entry.id)].slice(0, MAX_GAMES);
      },
      this.store,
    );
    // Slices no entry uses any more: the replaced revision's, and a dropped entry's.
    const gone = [
      ...(previous ? [previous] : []),
      ...[entry, ...old.filter((e) => e.id !== entry.id)].slice(MAX_GAMES),
    ];
    for (const dropped of gone) {
      for (let k = 0; k < (dropped.slices ?? 1); k++) await del(sliceKey(dropped, k), this.store);
    }
    this.writing.delete(id);
    this.revs.set(entry.id, entry.rev);
    // Edits for this entry stay here (a forward out of it would make a loop).
    this.forwarded.delete(entry.id);
    if (asked != null && asked !== entry.id) this.forwarded.set(asked, entry.id);
    if (id != null && id !== entry.id) this.forwarded.set(id, entry.id);
    await this.refresh();
    if (entry.id !== id && this.list.some((e) => e.id === entry.id)) this.onFork(entry.id);
    return entry.id;
  }

  /** The id of a kept entry whose text is `text`, or null (only entries as long are read). */
  async sameText(text) {
    for (const entry of this.list) {
      if (entry.chars === text.length && (await this.read(entry)) === text) {
        this.revs.set(entry.id, entry.rev);
        return entry.id;
      }
    }
    return null;
  }

  /** The entry edits made in entry `id` go to now: `id`, or where it forked (forwarded). */
  follow(id) {
    const seen = new Set();
    while (this.forwarded.has(id) && !seen.has(id)) {
      seen.add(id);
      id = this.forwarded.get(id);
    }
    return id;
  }

  /** Deletes the slices no listed entry uses: those of a page that went between writing a text
   * and listing it, or between listing it and deleting the revision it replaced. Not those
   * younger than ORPHAN_AGE_MS, which another tab's save may be writing now. Never throws. */
  async sweep(now = Date.now()) {
    if (!this.store) return;
    try {
      const stored = await keys(this.store);
      // The list as it is now (read after the keys: an entry listed meanwhile is seen).
      const used = new Set();
      for (const entry of (await get(LIST_KEY, this.store)) ?? []) {
        for (let k = 0; k < (entry.slices ?? 1); k++) used.add(sliceKey(entry, k));
      }
      for (const key of stored) {
        const made =
          typeof key === 'string' && !used.has(key) ? /^(?:rev|text):([0-9a-z]+)-[0-9a-z]+:\d+$/.exec(key) : null;
        if (made && now - parseInt(made[1], 36) >= ORPHAN_AGE_MS) await del(key, this.store);
      }
    } catch {
      // Left for the next start: they take room, nothing else.
    }
  }

  unavailable(error) {
    // Private browsing or a full disk: the text stays in the editor and, when short, the link.
    this.store = null;
    this.failure = error;
  }
}

/** Slices no entry uses are deleted at start once this old (sweep). */
const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
/** How long after start the sweep runs. */
const SWEEP_DELAY_MS = 10_000;

/** The base revision of a text made from an entry this tab never read (equal to no revision). */
const UNKNOWN_REV = Symbol('unknown revision');

function newId() {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
