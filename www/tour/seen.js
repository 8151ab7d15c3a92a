// Whether this browser has been through the first-visit tour (skipped or finished it), kept in
// local storage. Storage may be missing or refuse (a private window, a sandboxed frame, a full
// quota): reading then says "not seen" and writing does nothing — the page never fails for it.

import { localStore } from '../core/index.js';

/** The storage key (beside the theme's `gamegraph.theme`). */
export const TOUR_KEY = 'gamegraph.tour';

/** The page's local storage through the page's storage gate (an embedded page keeps nothing),
 * or null when the browser refuses to hand it over. */
function pageStorage() {
  return localStore();
}

/** Whether the tour was skipped or finished in this browser. */
export function tourSeen(storage = pageStorage()) {
  try {
    return storage?.getItem(TOUR_KEY) != null;
  } catch {
    return false;
  }
}

/** Remembers how the tour ended ('skipped' or 'finished'); false when it could not be kept. */
export function rememberTour(how, storage = pageStorage()) {
  try {
    if (!storage) return false;
    storage.setItem(TOUR_KEY, how);
    return true;
  } catch {
    return false;
  }
}

/** Whether a link asks for a view that shows no Welcome: embedded in another page, projected
 * (`embed=1`, `present=1` among the hash's fields, or the root's data-embed / data-present), or a
 * lesson (`lesson=…`: a guided start of its own; the tour stays unseen, offered on a later visit). */
export function quietView(hash, rootData = {}) {
  const fields = new URLSearchParams(hash.replace(/^#/, ''));
  return (
    fields.has('lesson') ||
    fields.get('embed') === '1' ||
    fields.get('present') === '1' ||
    rootData.embed === 'true' ||
    rootData.present === 'true'
  );
}
