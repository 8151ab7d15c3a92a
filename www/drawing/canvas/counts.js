// The live counts the app root carries for any drawing (the testability contract): how many drawn
// positions are white, gray and black (the search's colours) and how many are known so far to be
// won by Paul, won by Carole or drawn (written on the root by www/app/root-attributes.js). Pure:
// read from one frame's arrays.

import { OUTCOME_WORDS } from '../../core/index.js';

/** The count attributes, in the order written: data-count-<key>. */
export const COUNT_KEYS = Object.freeze(['white', 'gray', 'black', 'paul', 'carole', 'draw']);

/**
 * Counts over the drawn positions (`drawn(v)` true) of a frame: {white, gray, black, paul, carole,
 * draw}. The outcome is the frame's data-outcome word when it has one (retrograde analysis knows a
 * draw before any value), else the sign of the value known.
 */
export function countFrame(frame, n, drawn) {
  const counts = { white: 0, gray: 0, black: 0, paul: 0, carole: 0, draw: 0 };
  const colours = ['white', 'gray', 'black'];
  const words = frame.attrs?.outcome;
  for (let v = 0; v < n; v++) {
    if (!drawn(v)) continue;
    const colour = colours[frame.colors[v]];
    if (colour) counts[colour] += 1;
    const outcome = words ? words[v] : OUTCOME_WORDS.ofValue(frame.values[v]);
    if (outcome) counts[outcome] += 1;
  }
  return counts;
}

/** What a whole drawing draws of a game laid out as `layout` ({x}: NaN = not drawn): {count,
 * positions (Uint8Array, 1 = drawn)}. */
export function drawnOf(layout) {
  const n = layout.x.length;
  const positions = new Uint8Array(n);
  let count = 0;
  for (let v = 0; v < n; v++) {
    if (Number.isNaN(layout.x[v])) continue;
    positions[v] = 1;
    count += 1;
  }
  return { count, positions };
}
