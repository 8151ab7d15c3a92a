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

/** Type sizes (drawing units) of the values written inside shapes (drawing.css's .value, .long,
 * .longer): they cannot grow without spilling out of the shape, so each is hidden while it would
 * be under nameScreenPx() on screen. */
const INNER_TEXT = { values: 12, 'long-values': 9.5, 'longer-values': 7.5 };

/**
 * Keeps a drawing's small labels legible at `scale`: the labels outside the shapes (a move's
 * count, a badge, α and β) are drawn at least nameScreenPx() tall on screen (--label-size, read by
 * drawing.css and algorithms.css), and the values inside the shapes too small to read are hidden (classes
 * values-hidden, long-values-hidden, longer-values-hidden).
 * @param {SVGSVGElement} svg */
export function scaleLabels(svg, scale) {
  svg.style.setProperty('--label-size', `${(nameScreenPx() / scale).toFixed(2)}px`);
  for (const [name, size] of Object.entries(INNER_TEXT))
    svg.classList.toggle(`${name}-hidden`, size * scale < nameScreenPx() - 0.01);
}
