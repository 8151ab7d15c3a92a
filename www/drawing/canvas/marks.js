// The marks of the whole-game drawing on a canvas, the SVG view's shapes (www/drawing/graph-view.js):
// Paul's positions up-triangles, Carole's down-triangles, end positions squares. Far out a mark
// is a few pixels: its fill says its state and what is known of its value (white: not reached;
// gray: under way; black: done — tinted by the outcome: Paul's colour when Paul wins, Carole's
// when Carole does, dark for a draw); the shape and the outline say the player. Colours are read
// from the page's custom properties (light and dark themes).

import { COLOR, MOVER } from '../../core/index.js';

/** Mark kinds, by position. */
export const KIND = Object.freeze({ paul: 0, carole: 1, end: 2 });
/** Below this size on screen (px) a mark is drawn as a plain square (its shape is not legible). */
export const SHAPE_MIN_PX = 6;

/** Each position's mark kind (an end position is a square whoever would move). */
export function markKinds(movers, isEnd) {
  const kinds = new Uint8Array(movers.length);
  for (let v = 0; v < movers.length; v++)
    kinds[v] = isEnd[v] ? KIND.end : movers[v] === MOVER.paul ? KIND.paul : KIND.carole;
  return kinds;
}

/** The page's colours (custom properties of `element`). */
export function readPalette(element) {
  const style = getComputedStyle(element);
  const read = (name, fallback) => style.getPropertyValue(name).trim() || fallback;
  return {
    paul: read('--paul', '#0072b2'),
    carole: read('--carole', '#d55e00'),
    current: read('--current', '#e69f00'),
    best: read('--best', '#009e73'),
    edge: read('--edge', '#8a929c'),
    muted: read('--muted', '#5d6570'),
    text: read('--text', '#1c1f24'),
    surface: read('--surface-2', '#eef0f3'),
    white: read('--node-white', '#ffffff'),
    gray: read('--node-gray', '#a7adb4'),
    black: read('--node-black', '#22252a'),
    whiteText: read('--node-white-text', '#1c1f24'),
    grayText: read('--node-gray-text', '#111316'),
    blackText: read('--node-black-text', '#ffffff'),
  };
}

/** A mark's fill: by colour, and for a finished position by its outcome word. */
export function fillOf(palette, color, outcome) {
  if (color === COLOR.white) return palette.white;
  if (color === COLOR.gray) return palette.gray;
  return outcome === 'paul' ? palette.paul : outcome === 'carole' ? palette.carole : palette.black;
}

/** The colour of a value written inside a mark of that fill. */
export function textOf(palette, color, outcome) {
  if (color === COLOR.white) return palette.whiteText;
  if (color === COLOR.gray) return palette.grayText;
  return outcome === 'draw' || !outcome ? palette.blackText : '#ffffff';
}

/** The outline of a mark: the player's colour (muted for an end position). */
export function strokeOf(palette, kind) {
  return kind === KIND.paul ? palette.paul : kind === KIND.carole ? palette.carole : palette.muted;
}

/** Traces a mark of size `size` (px) centred at (x, y) as a path on `ctx` (not filled). */
export function traceMark(ctx, kind, x, y, size) {
  const r = size / 2;
  if (size < SHAPE_MIN_PX) {
    ctx.rect(x - r, y - r, size, size);
    return;
  }
  if (kind === KIND.paul) {
    ctx.moveTo(x, y - r);
    ctx.lineTo(x + r, y + r * 0.8);
    ctx.lineTo(x - r, y + r * 0.8);
  } else if (kind === KIND.carole) {
    ctx.moveTo(x, y + r);
    ctx.lineTo(x + r, y - r * 0.8);
    ctx.lineTo(x - r, y - r * 0.8);
  } else {
    ctx.rect(x - r * 0.78, y - r * 0.78, r * 1.56, r * 1.56);
    return;
  }
  ctx.closePath();
}

/** Where a value sits inside a mark of size `size` (near the shape's centroid), as a y offset. */
export function valueOffset(kind, size) {
  const r = size / 2;
  return kind === KIND.paul ? r * 0.3 : kind === KIND.carole ? -r * 0.25 : 0;
}
