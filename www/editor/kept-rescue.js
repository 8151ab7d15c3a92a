//! What is left of "Your games" as a page goes away (kept-games.js keeps the games themselves).
//!
//! An edit the page has not stored when it goes away (typed a moment before a reload: the editor
//! waits for a pause in the typing, and an IndexedDB save may not finish as the page goes) is left
//! in local storage, which is written at once, under a key of the tab's own (two tabs that go at
//! once leave one each), and stored in IndexedDB at the next start of any tab; a stored text of
//! the user's shown as the page went is left there too, marked as stored. When that start is a
//! reload of the same tab at the address it was left at, or the one before the page's last
//! rewrite of it (a reload begun just before the pause after typing ended: the page rewrote the
//! address as it went), the page shows that text rather than the address's older one
//! (`reloadedText`). Every function takes the tab's KeptGames (`kept`): its local storage
//! (`kept.legacy`), its key (`kept.rescueKey`) and its entries' revisions.

/** Where an edit not stored yet is left when the page goes away (a reload a moment after typing):
 * local storage is written at once, IndexedDB only later. Stored properly at the next start. */
export const RESCUE_KEY = 'gamegraph.unsaved-edit';
/** Where this tab keeps its id across reloads (its rescued edit is its own: two tabs closing at
 * once each leave theirs, under their own key). */
const TAB_KEY = 'gamegraph.tab';
/** Another tab's edit left this recently stays for that tab's own start (a reload). */
const RESCUE_YOUNG_MS = 60_000;
/** Longer edits are not left there (local storage holds about 5 MB). */
export const RESCUE_CHARS = 1024 * 1024;

/** This tab's id, kept in `session` (session storage: the same after a reload, another in another
 * tab). */
export function tabId(session) {
  try {
    let id = session?.getItem(TAB_KEY);
    if (!id) {
      id = Math.random().toString(36).slice(2, 10);
      session?.setItem(TAB_KEY, id);
    }
    return id;
  } catch {
    return Math.random().toString(36).slice(2, 10);
  }
}

/**
 * The page is going away: the user's edit not stored yet — `typed`, still waiting for the pause
 * after typing, or the one being saved — is left in local storage (written at once, where an
 * IndexedDB save may not finish) and stored at the next start; else the user's own text shown
 * (`own`, stored already: only marked so), which a reload shows too. With where the page was
 * (`addresses`: its location's hash, and the one before the page's last rewrite of it, which a
 * reload begun just before that rewrite loads). Not for texts over RESCUE_CHARS.
 */
export function leaveEdit(kept, typed = null, addresses = [''], own = null) {
  const mine = own != null && kept.ownId != null ? { id: kept.ownId, text: own, stored: true } : null;
  const edit = typed != null ? { id: kept.ownId, text: typed } : (kept.unsaved ?? mine);
  if (!edit || edit.text.length > RESCUE_CHARS) return;
  try {
    // Where the page was (fingerprints: an address may hold 1.5 MB of packed text), and the
    // revision the edit was made from (of the entry its edits go to now: a fork's).
    const id = kept.follow(edit.id);
    const rev = kept.revs.get(id) ?? null;
    const pending = kept.writing.get(id) ?? null;
    const address = []
      .concat(addresses)
      .filter((a) => a != null)
      .map(fingerprint);
    kept.legacy?.setItem(
      kept.rescueKey,
      JSON.stringify({ text: edit.text, id, rev, pending, address, stored: edit.stored === true, at: Date.now() }),
    );
  } catch {
    // Local storage full or disabled: nothing more can be done as the page goes.
  }
}

/** The page came back (from the back-forward cache) and saves its edits as usual; or the edit
 * left under `key` is stored (when `left` is given: only if it is still what is there). */
export function forgetEdit(kept, key = kept.rescueKey, left = undefined) {
  try {
    if (left === undefined || kept.legacy?.getItem(key) === left) kept.legacy?.removeItem(key);
  } catch {
    // Local storage disabled: there is nothing to forget.
  }
}

/** The keys of the edits left as pages went: this tab's first, then other tabs' (closed at
 * the same time, say), and the single key of before tabs had their own. */
function leftKeys(kept) {
  const keys = [kept.rescueKey];
  try {
    const legacy = kept.legacy;
    for (let i = 0; typeof legacy?.key === 'function' && i < legacy.length; i++) {
      const key = legacy.key(i);
      if (key?.startsWith(`${RESCUE_KEY}:`) && key !== kept.rescueKey) keys.push(key);
    }
  } catch {
    // Local storage disabled: this tab's key only.
  }
  keys.push(RESCUE_KEY);
  return keys;
}

/** The edits pages left at their last going away (leaveEdit) go into their entries, or new ones;
 * this tab's own is the one a reload shows (reloadedText). */
export async function storeLeftEdits(kept) {
  for (const key of leftKeys(kept)) await storeLeftEdit(kept, key);
}

export async function storeLeftEdit(kept, key) {
  let edit = null;
  let left = null;
  try {
    left = kept.legacy?.getItem(key) ?? null;
    edit = JSON.parse(left ?? 'null');
  } catch {
    edit = null;
  }
  if (typeof edit?.text !== 'string') return forgetEdit(kept, key);
  let id = typeof edit.id === 'string' ? edit.id : null;
  // The save running as the page went was stored under another id (it forked): that entry.
  const landed = typeof edit.pending === 'string' ? kept.list.find((e) => e.rev === edit.pending) : null;
  if (landed) {
    id = landed.id;
    edit.rev = edit.pending;
  }
  // Made from the revision it names (none: an entry saved before revisions).
  if (id != null) kept.revs.set(id, typeof edit.rev === 'string' ? edit.rev : undefined);
  // The save running as the page went may have been stored: its revision is this tab's too.
  if (id != null && typeof edit.pending === 'string') kept.alsoBase.set(id, edit.pending);
  // The user's text as stored already: only shown again on a reload (not saved twice).
  if (edit.stored !== true) await kept.save(edit.text, id);
  const address = [].concat(edit.address).filter((a) => typeof a === 'string');
  if (key === kept.rescueKey || (key === RESCUE_KEY && kept.rescued == null))
    kept.rescued = address.length ? { address, text: edit.text } : null;
  // Another tab's edit, left a moment ago: that tab may be reloading, to show it (reloadedText).
  // It stays for that tab's start, marked as stored, until it is old.
  const young = key !== kept.rescueKey && key !== RESCUE_KEY && Date.now() - (Number(edit.at) || 0) < RESCUE_YOUNG_MS;
  // (Unless that tab has been and gone again meanwhile: what it left since is newer.)
  if (!young) return forgetEdit(kept, key, left);
  try {
    if (kept.legacy?.getItem(key) === left) kept.legacy.setItem(key, JSON.stringify({ ...edit, stored: true }));
  } catch {
    // Local storage disabled: that tab's reload shows its address's text, the edit is kept.
  }
}

/** The edit stored at this start (storeLeftEdits) when this start is a `reload` of the page it
 * was typed on, at `address` (which does not have it yet), else null. Not for another opening
 * of that address (a new tab, the link followed again: local storage is shared by every tab,
 * and the address's own text is what was linked). Asked once. */
export function reloadedText(kept, address, reload) {
  const rescued = kept.rescued;
  kept.rescued = null;
  return reload && rescued && rescued.address.includes(fingerprint(address)) ? rescued.text : null;
}
/** A short fingerprint of a string (its length and FNV-1a hash): equal strings, equal prints. */
function fingerprint(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${text.length}:${(hash >>> 0).toString(36)}`;
}
