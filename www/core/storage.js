// The one gate every write of the page to the browser's storage goes through: local storage
// (the theme, the lab's measured rates, an edit left as the page goes), session storage (the
// tab's id) and IndexedDB ("Your games"). An embedded page (a course page's iframe, embed=1)
// keeps nothing: it reads local and session storage as they are, drops every write, and opens
// no database (opening one creates it). Once closed for the page, the gate stays closed: a page
// that was embedded never starts writing later.

let closed = false;

/** From now on, this page writes to no storage. */
export function keepNothing() {
  closed = true;
}

/** Whether this page may write to the browser's storage. */
export function storageOpen() {
  return !closed;
}

/** `storage` (a Storage, or null) as the page may use it: itself while the gate is open, else a
 * view that reads through and drops every write. */
export function gated(storage, open = storageOpen()) {
  if (storage == null || open) return storage;
  return {
    get length() {
      return storage.length;
    },
    key: (index) => storage.key(index),
    getItem: (key) => storage.getItem(key),
    setItem() {},
    removeItem() {},
    clear() {},
  };
}

/** Local storage as the page may use it (null when the browser refuses it). */
export function localStore() {
  return gated(reach(() => globalThis.localStorage));
}

/** Session storage as the page may use it (null when the browser refuses it). */
export function sessionStore() {
  return gated(reach(() => globalThis.sessionStorage));
}

/** Whether the page may open its IndexedDB database. */
export function databaseOpen() {
  return storageOpen() && typeof indexedDB !== 'undefined';
}

/** A storage object, or null where reading it throws (storage disabled, a sandboxed frame). */
function reach(get) {
  try {
    return get() ?? null;
  } catch {
    return null;
  }
}
