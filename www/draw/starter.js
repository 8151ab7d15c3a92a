//! What the page needs of draw mode before its code is loaded (on-demand.js beside this file):
//! the text the Draw tab opens from a built-in game, and the largest game drawn by hand.

/** What the Draw tab opens when the page shows a built-in game: a small game to grow. */
export const STARTER_TEXT = `# My game: Paul moves first, at A
A max : B C
B = 1
C = -1
`;
/** Texts with more positions than this are edited as text only (a drawing that big is a tangle). */
export const DRAW_LIMIT = 150;
/** Texts longer than this are not counted line by line: too many positions to draw. */
const DRAW_TEXT_CHARS = 20000;

/** Why `text` is not drawn by hand (more than DRAW_LIMIT positions), or null when it can be. */
export function drawRefusal(text) {
  const lines =
    text.length <= DRAW_TEXT_CHARS ? text.split(/\r\n?|\n/).filter((line) => /^\s*[^\s#]/.test(line)).length : Infinity;
  return lines > DRAW_LIMIT
    ? `This game has more than ${DRAW_LIMIT} positions: too many to draw by hand. Edit it as text, or draw a smaller game.`
    : null;
}
