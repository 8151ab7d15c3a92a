//! The browser history of the explorer: choosing another game or other parameters is a new
//! entry (Back returns to the previous game), while stepping only rewrites the current entry
//! (Back does not undo steps one by one).

/** Writes `hash` into the address bar: a new history entry when `push`, else in place. */
export function writeLink(hash, push) {
  if (hash === location.hash) return;
  if (push) history.pushState(null, '', hash);
  else history.replaceState(null, '', hash);
}
