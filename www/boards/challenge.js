// The button that starts a game against perfect play from a position, shown under its board by
// the board card and by the explorer's neighbourhood.

import { h } from '../core/index.js';

/** The button that calls `onclick` to challenge the computer from a position. Its name avoids
 * the word "play": the explorer's Play button is found by that name. */
export function challengeButton(onclick) {
  return h(
    'button',
    { type: 'button', class: 'button', title: 'Play this position against perfect play', onclick },
    'Challenge the computer from here',
  );
}
