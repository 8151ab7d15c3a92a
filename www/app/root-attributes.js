// The app root's data attributes, the testability contract, written in this one place from the
// page store (www/store/store.js): data-state, data-view, data-alg, data-compare,
// data-steps, data-step, data-leaves, a whole drawing's data-drawn and live counts
// data-count-* (white, gray, black, paul, carole, draw: counted from the step's frame, so they
// change on the animation frame that shows the step), and the marks of the mode shown
// (data-mode, play's data-current and data-result, practice's data-asked, data-conceal,
// data-score and data-practice-over; a lesson's data-lesson, data-slide and data-slides). Only
// what changed is written.

import { COUNT_KEYS, countFrame } from '../drawing/index.js';

/** The counts of a frame, by frame (a step's frame is counted once, whatever dispatches follow). */
const counted = new WeakMap();

/** What the root says for `state`, by dataset name (undefined: no such attribute). */
export function rootAttributes(state) {
  return {
    state: state.status,
    view: state.page,
    alg: state.algorithm?.id,
    compare: state.comparing ? state.view?.compare?.join(',') : undefined,
    steps: String(state.steps),
    step: String(state.step),
    leaves: state.leaves == null ? undefined : String(state.leaves),
    ...drawnAttributes(state.drawn, state.frame),
    ...state.marks,
  };
}

/** data-drawn and data-count-* of a whole drawing (`drawn`: {count, positions: 1 = drawn}) at
 * `frame` (null: before the first step, every position white), by dataset name. */
function drawnAttributes(drawn, frame) {
  const attributes = { drawn: drawn ? String(drawn.count) : undefined };
  let counts = null;
  if (drawn && frame) {
    counts = counted.get(frame);
    if (!counts) {
      counts = countFrame(frame, drawn.positions.length, (v) => drawn.positions[v] === 1);
      counted.set(frame, counts);
    }
  } else if (drawn) counts = { white: drawn.count, gray: 0, black: 0, paul: 0, carole: 0, draw: 0 };
  for (const key of COUNT_KEYS)
    attributes[`count${key[0].toUpperCase()}${key.slice(1)}`] = counts ? String(counts[key]) : undefined;
  return attributes;
}

/** A store subscriber that keeps `root`'s dataset equal to rootAttributes(state). */
export function writeRootAttributes(root) {
  return (state) => {
    const wanted = rootAttributes(state);
    for (const [name, value] of Object.entries(wanted)) {
      if (value === undefined) delete root.dataset[name];
      else if (root.dataset[name] !== value) root.dataset[name] = value;
    }
  };
}
