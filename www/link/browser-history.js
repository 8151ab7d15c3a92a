//! The browser history of the explorer: choosing another game or other parameters is a new
//! entry (Back returns to the previous game), while stepping only rewrites the current entry
//! (Back does not undo steps one by one).

/** The address the last write replaced (a reload begun just before that write loads it). */
let replaced = null;

/** Writes `hash` into the address bar: a new history entry when `push`, else in place. */
export function writeLink(hash, push) {
  const current = location.hash;
  if (hash === current) return;
  replaced = current;
  if (push) history.pushState(null, '', hash);
  else history.replaceState(null, '', hash);
}

/** The address before the page's last write of it (null before any). */
export function replacedLink() {
  return replaced;
}
