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
  const { kinds } = view.model;
  const color = view.frame.colors[v];
  const value = view.frame.values[v];
  view.shown.color[v] = color;
  view.shown.value[v] = value;
  view.shown.outcome[v] = outcome;
  const size = view.markSize();
  const x = view.sx[v];
  const y = view.sy[v];
  const reach = size / 2 + 2;
  if (x < -reach || y < -reach || x > view.width + reach || y > view.height + reach) return;
  if (erase) ctx.clearRect(x - reach, y - reach, 2 * reach, 2 * reach);
  const board = picture(view, v, size);
  if (board) {
    const fill = fillOf(view.palette, color, outcome);
    const ink = textOf(view.palette, color, outcome);
    drawPicture(ctx, board, x, y, size, { fill, ink, outline: strokeOf(view.palette, kinds[v]) });
    return;
  }
  ctx.beginPath();
  traceMark(ctx, kinds[v], x, y, size);
  ctx.fillStyle = fillOf(view.palette, color, outcome);
  ctx.fill();
  if (size >= 6) {
    ctx.lineWidth = Math.min(2.5, size / 8);
    ctx.strokeStyle = strokeOf(view.palette, kinds[v]);
    ctx.stroke();
  }
  const text = valueText(view, v, size);
  if (text) {
    ctx.font = `700 ${LABEL_PX}px ${view.palette.font}`;
    ctx.fillStyle = textOf(view.palette, color, outcome);
    ctx.fillText(text, x, y + valueOffset(kinds[v], size));
  }
}

/** v's board as the engine describes it, when its mark is drawn as a picture at `size`
 * (boards.js), else null. Descriptions are asked once per position and drawing. */
function picture(view, v, size) {
  const { describe } = view.model;
  if (size < BOARD_PX || !describe) return null;
  if (!view.pictures.has(v)) {
    const description = describe(view.model.names[v]);
    view.pictures.set(v, hasPicture(description) ? description : null);
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
