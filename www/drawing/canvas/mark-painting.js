// The marks of the whole-game drawing, painted on its marks canvas: each position's shape (marks.js)
// or, close in, a picture of its board (boards.js), with its value written inside when it fits at
// LABEL_PX. The value labels are also given to the overlay (overlay.js) so names avoid them.
// Each function takes the WholeView it paints for (whole-view.js).

import { showShortValue } from '../../core/index.js';
import { CHAR_EM, LABEL_PX } from './overlay.js';
import { fillOf, strokeOf, textOf, traceMark, valueOffset } from './marks.js';
import { BOARD_PX, drawPicture, hasPicture } from './boards.js';

/** Draws v's mark on the marks canvas (clearing its cell first when `erase`), and notes it. */
export function drawMark(view, ctx, v, outcome, erase) {
  const size = view.markSize();
  if (!note(view, v, outcome, size)) return;
  const x = view.sx[v];
  const y = view.sy[v];
  const reach = size / 2 + 2;
  if (erase) ctx.clearRect(x - reach, y - reach, 2 * reach, 2 * reach);
  if (drawBoard(view, ctx, v, outcome, size)) return;
  const kind = view.model.kinds[v];
  ctx.beginPath();
  traceMark(ctx, kind, x, y, size);
  paintPath(view, ctx, fillOf(view.palette, view.frame.colors[v], outcome), strokeOf(view.palette, kind), size);
  drawValue(view, ctx, v, outcome, size);
}

/**
 * Draws the marks of positions `ids` on a cleared marks canvas, `outcomeOf(v)` their outcome
 * words, and notes them: one path per fill and outline (a path per mark made a full redraw of
 * thousands of marks several times slower), then the values and the board pictures one by one.
 */
export function drawMarks(view, ctx, ids, outcomeOf) {
  const size = view.markSize();
  const { kinds } = view.model;
  const groups = new Map();
  const written = [];
  for (const v of ids) {
    const outcome = outcomeOf(v);
    if (!note(view, v, outcome, size)) continue;
    if (drawBoard(view, ctx, v, outcome, size)) continue;
    const fill = fillOf(view.palette, view.frame.colors[v], outcome);
    const stroke = strokeOf(view.palette, kinds[v]);
    const key = `${fill} ${stroke}`;
    const group = groups.get(key);
    if (group) group.ids.push(v);
    else groups.set(key, { fill, stroke, ids: [v] });
    written.push(v, outcome);
  }
  for (const { fill, stroke, ids: members } of groups.values()) {
    ctx.beginPath();
    for (const v of members) traceMark(ctx, kinds[v], view.sx[v], view.sy[v], size);
    paintPath(view, ctx, fill, stroke, size);
  }
  for (let i = 0; i < written.length; i += 2) drawValue(view, ctx, written[i], written[i + 1], size);
}

/** Notes what v's mark shows; whether it is on screen (to be drawn). */
function note(view, v, outcome, size) {
  view.shown.color[v] = view.frame.colors[v];
  view.shown.value[v] = view.frame.values[v];
  view.shown.outcome[v] = outcome;
  const reach = size / 2 + 2;
  const x = view.sx[v];
  const y = view.sy[v];
  return !(x < -reach || y < -reach || x > view.width + reach || y > view.height + reach);
}

/** v's board picture, when its mark is one at this size; whether it was. */
function drawBoard(view, ctx, v, outcome, size) {
  const board = picture(view, v, size);
  if (!board) return false;
  const color = view.frame.colors[v];
  const fill = fillOf(view.palette, color, outcome);
  const ink = textOf(view.palette, color, outcome);
  const outline = strokeOf(view.palette, view.model.kinds[v]);
  const font = view.palette.font;
  drawPicture(ctx, board, view.sx[v], view.sy[v], size, {
    fill,
    ink,
    outline,
    font,
    setFont: (c, f) => view.font(c, f),
  });
  return true;
}

/** Fills the path traced, and outlines it when marks are big enough for an outline to show. */
function paintPath(view, ctx, fill, stroke, size) {
  ctx.fillStyle = fill;
  ctx.fill();
  if (size >= 6) {
    ctx.lineWidth = Math.min(2.5, size / 8);
    ctx.strokeStyle = stroke;
    ctx.stroke();
  }
}

/** v's value written inside its mark, when it fits. */
function drawValue(view, ctx, v, outcome, size) {
  const text = valueText(view, v, size);
  if (!text) return;
  view.font(ctx, `700 ${LABEL_PX}px ${view.palette.font}`);
  ctx.fillStyle = textOf(view.palette, view.frame.colors[v], outcome);
  ctx.fillText(text, view.sx[v], view.sy[v] + valueOffset(view.model.kinds[v], size));
}

/** v's board as the engine draws it, when its mark is drawn as a picture at `size` (boards.js),
 * else null. Boards are asked once per position and drawing. */
function picture(view, v, size) {
  const { describe } = view.model;
  if (size < BOARD_PX || !describe) return null;
  if (!view.pictures.has(v)) {
    const board = describe(view.model.names[v]);
    view.pictures.set(v, hasPicture(board) ? board : null);
  }
  return view.pictures.get(v);
}

/** The value written inside v's mark at `size`, or '' when unknown, when it would not fit or
 * when the mark is a picture of its board. */
function valueText(view, v, size) {
  const value = view.frame.values[v];
  if (size < 2 * LABEL_PX || Number.isNaN(value) || picture(view, v, size)) return '';
  const text = showShortValue(value);
  return text.length * CHAR_EM * LABEL_PX <= size * 0.8 ? text : '';
}

/** The values written inside the marks on screen, as label boxes (overlay.js). */
export function valueLabels(view) {
  const size = view.markSize();
  if (size < 2 * LABEL_PX) return [];
  const boxes = [];
  for (const v of view.visible) {
    const text = valueText(view, v, size);
    if (!text) continue;
    const width = text.length * CHAR_EM * LABEL_PX;
    const y = view.sy[v] + valueOffset(view.model.kinds[v], size);
    boxes.push({ text, x: view.sx[v] - width / 2, y: y - LABEL_PX / 2, width, height: LABEL_PX, font: LABEL_PX });
  }
  return boxes;
}
