// How a view is shown, as the link says: present=1 (projector mode: full window, large, keyboard
// only) and embed=1 (only the drawing, the step controls and the sentence, for a course page's
// iframe; such a page keeps nothing in the browser's storage). Either field holds 1 or is left
// out. Pure: www/link/link.js calls these, node unit tests check them.

import { short } from './link-fields.js';

/** The link keys this module owns, and the view's flag each sets. */
export const DISPLAY_KEYS = Object.freeze(['present', 'embed']);

/** {present?: true, embed?: true} from URLSearchParams; throws an Error with a sentence on a
 * value other than 1. */
export function readDisplay(fields) {
  const display = {};
  for (const key of DISPLAY_KEYS) {
    const value = fields.get(key);
    if (value == null) continue;
    if (value !== '1') throw new Error(`${key}=“${short(value)}” must be 1 (or the field left out)`);
    display[key] = true;
  }
  return display;
}

/** The link parts ("key=1") for a view's display flags. */
export function formatDisplay(view) {
  return DISPLAY_KEYS.filter((key) => view[key] === true).map((key) => `${key}=1`);
}

/** Whether a hash asks for embed mode, told before the page reads the rest of it (the storage
 * gate closes first): a packed text holds no '&' nor '=', so a field is never found inside one. */
export function asksEmbed(hash) {
  return /(?:^#?|&)embed=1(?:&|$)/.test(hash);
}
