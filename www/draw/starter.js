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
