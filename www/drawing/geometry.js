// Sizes shared by the layout (in the worker) and the drawing (on the page).

/** Shapes are NODE_SIZE square; a box is wider when the name under the shape is long. */
export const NODE_SIZE = 46;
/** Width of one character of a name at the layout's size (12 px monospace). */
export const CHAR_WIDTH = 7.5;
const LABEL_PADDING = 16;

/** Width of a position's box: its name must fit under the shape. */
export function nodeWidth(name) {
  return Math.max(NODE_SIZE, name.length * CHAR_WIDTH + LABEL_PADDING);
}

/** Names are drawn at least this big on screen (px)… */
const NAME_SCREEN_PX = 11;
let nameMinimum = NAME_SCREEN_PX;

/** The least size (px on screen) the views draw a position's name at. */
export function nameScreenPx() {
  return nameMinimum;
}

/** Draws names at least `px` tall on screen from now on (null: the usual size), as on a
 * projector; each view applies it at its next scale or relabel(). */
export function setNameMinimum(px) {
  nameMinimum = px ?? NAME_SCREEN_PX;
}
