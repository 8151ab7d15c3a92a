//! "Your games": the user's own custom texts, kept in IndexedDB (idb-keyval) rather than local
//! storage (whose ~5 MB quota a big game overflows), newest first, at most MAX_GAMES of them.
//!
//! Whose text is it? A text the user typed, pasted, opened from a file or loaded from "Your
//! games" is theirs: edits go into its entry. A text that came from a link, an example or a
//! built-in game is not, until the user edits it — and then it becomes a NEW entry, so someone
//! else's link never overwrites what the user made. The list is updated inside one IndexedDB
//! transaction (`update`), so two tabs saving at once both keep their entries.
//!
//! Layout: key `games` → [{id, title, chars, savedAt}] (newest first); key `text:<id>` → the text.

import { createStore, del, get, set, update } from 'idb-keyval';

export const MAX_GAMES = 12;
const LIST_KEY = 'games';
/** Where the page kept one text before IndexedDB (read once, then moved here). */
const LEGACY_KEY = 'gamegraph.custom-text';

const textKey = (id) => `text:${id}`;

/** A short title for a text: its first comment, else its first line (at most 60 characters). */
export function titleOf(text) {
  const head = text.slice(0, 2000);
  const comment = /^[ \t]*#[ \t]*(\S[^\n]*)/m.exec(head);
  const line = /^[ \t]*([^\s#][^\n]*)/m.exec(head);
  const title = (comment?.[1] ?? line?.[1] ?? 'Empty game').trim();
  return title.length > 60 ? `${title.slice(0, 59)}…` : title;
}

/** The IndexedDB store (a function for idb-keyval), or null when the browser has none. */
function browserStore() {
  try {
    return typeof indexedDB === 'undefined' ? null : createStore('gamegraph', 'kept');
  } catch {
    return null;
  }
}

export class KeptGames {
  /** store: an idb-keyval store (tests pass their own); onList(list) is told each new list. */
  constructor({ store = browserStore(), legacy = globalThis.localStorage, onList = () => {} } = {}) {
    this.store = store;
    this.legacy = legacy;
    this.onList = onList;
    this.list = [];
    this.latest = null; // {id, text} of the newest entry
    this.ownId = null; // the entry the editor's text belongs to (null: not the user's yet)
    this.queue = Promise.resolve();
  }

  /** Reads the list and the newest text (once, at start); never throws (no storage: empty). */
  async load() {
    if (!this.store) return;
    try {
      this.list = (await get(LIST_KEY, this.store)) ?? [];
      if (this.list.length === 0) await this.moveLegacy();
      if (this.list.length > 0) this.latest = { id: this.list[0].id, text: (await get(textKey(this.list[0].id), this.store)) ?? '' };
    } catch (error) {
      this.unavailable(error);
    }
    this.onList(this.list);
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

  /** The newest of the user's texts, or null. */
  latestText() {
    return this.latest?.text ?? null;
  }

  /** The editor now shows a text that is not the user's (a link, an example, a built-in game):
   * unless it is the newest of theirs already, their next edit makes a new entry. */
  showForeign(text) {
    this.ownId = this.latest && this.latest.text === text ? this.latest.id : null;
  }

  /** The editor now shows the user's entry `id` (chosen in "Your games"). */
  showOwn(id) {
    this.ownId = id;
  }

  /** The text of entry `id` (null when it is gone). */
  async text(id) {
    if (!this.store) return null;
    return (await get(textKey(id), this.store)) ?? null;
  }

  /** The user made this text (typed, pasted, opened a file): saved into their entry, or a new one.
   * Saves run one after another; the returned promise resolves when this one is stored. */
  edited(text) {
    const id = this.ownId ?? newId();
    this.ownId = id;
    this.latest = { id, text };
    this.queue = this.queue.then(() => this.save(text, id)).catch((error) => this.unavailable(error));
    return this.queue;
  }

  async save(text, id) {
    if (!this.store) return;
    id ??= newId();
    await set(textKey(id), text, this.store);
    const entry = { id, title: titleOf(text), chars: text.length, savedAt: Date.now() };
    let dropped = [];
    await update(
      LIST_KEY,
      (old) => {
        const rest = (old ?? []).filter((e) => e.id !== id);
        const list = [entry, ...rest];
        dropped = list.slice(MAX_GAMES);
        return list.slice(0, MAX_GAMES);
      },
      this.store,
    );
    for (const gone of dropped) await del(textKey(gone.id), this.store);
    this.list = (await get(LIST_KEY, this.store)) ?? [];
    this.onList(this.list);
  }

  unavailable(error) {
    // Private browsing or a full disk: the text stays in the editor and, when short, the link.
    this.store = null;
    this.failure = error;
  }
}

function newId() {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
