// The whole drawing's overlay canvas, redrawn each step: the path from the start (the search's
// stack), the move looked at (dashed), rings round the focus and the move's other end, and the
// labels. Labels follow one rule at every zoom: drawn LABEL_PX high on screen or not at all, and
// never overlapping (labels.js's grid). The positions in play (the focus, the move's other end,
// the position under the pointer, the path back to the start) are labelled first, on a backing
// and further out if they must; then the names that fit beside their marks (placed once per view
// change, placeNames); a position's badge (retrograde analysis's counter, the attractor's layer)
// joins its name when the frame has one.
//
// What was drawn is kept as `view.labelBoxes` ([{text, x, y, width, height, font}], CSS px in the
// view's box) and written on the view's element as data-label-boxes ("x,y,width,height,font"
// per label, ";" between), so a test can check that no two overlap and none is under LABEL_PX.

import { LabelGrid, candidatesAround } from './labels.js';

/** Names and values are drawn this size on screen (px), or not at all. */
export const LABEL_PX = 11;
/** Width of a character of the monospace font, per px of font size. */
export const CHAR_EM = 0.62;

/** The text a position's label shows: its name, with its badge when the frame gives one. */
export function labelText(names, badges, v) {
  const badge = badges?.[v];
  return badge ? `${names[v]} ${badge}` : names[v];
}

/** Width on screen (px) of a label of `text` with `pad` px of room. */
export function labelWidth(text, pad) {
  return text.length * CHAR_EM * LABEL_PX + pad;
}

/**
 * Names that fit on screen at LABEL_PX beside their marks, not touching a mark or each other:
 * [{v, rect}]. `visible`: the positions on screen; `markRect(v)`: a mark's box.
 */
export function placeNames(view, visible, markRect) {
  const size = view.markSize();
  // A name is at least a few characters and LABEL_PX tall: no room between marks this close.
  if (size < LABEL_PX) return [];
  const grid = new LabelGrid(view.width, view.height);
  for (const v of visible) grid.take(markRect(v));
  const placed = [];
  for (const v of visible) {
    const width = labelWidth(view.model.names[v], 4);
    const rect = candidatesAround(view.sx[v], view.sy[v], size / 2, width, LABEL_PX + 2)[0];
    if (grid.inside(rect) && grid.free(rect)) {
      grid.take(rect);
      placed.push({ v, rect });
    }
  }
  return placed;
}

/** The positions that must be labelled at `frame`, most important first. */
export function mustLabel(frame, start, hovered, found) {
  const focus = found >= 0 ? found : frame.current >= 0 ? frame.current : start;
  const target = frame.currentEdge
    ? frame.currentEdge.to === frame.current
      ? frame.currentEdge.from
      : frame.currentEdge.to
    : -1;
  const stack = frame.stack ?? [];
  const must = [focus, target, hovered, ...[...stack].reverse(), start].filter(
    (v, i, all) => v >= 0 && all.indexOf(v) === i,
  );
  return { focus, target, must };
}

/** Draws the overlay of `view` (a WholeView) for its frame; returns {focus, target}. */
export function drawOverlay(view) {
  const ctx = view.context('overlay');
  const { frame, palette } = view;
  const { names, start } = view.model;
  const { focus, target, must } = mustLabel(frame, start, view.hovered, view.found);
  const stack = frame.stack ?? [];
  const size = Math.max(view.markSize(), 6);
  // Only what the last overlay covered is cleared (software rasterising clears whole canvases
  // slowly): the box of the positions in play, with room for their rings and labels.
  const last = view.overlayBox ?? { x0: 0, y0: 0, x1: view.width, y1: view.height };
  ctx.clearRect(last.x0, last.y0, last.x1 - last.x0, last.y1 - last.y0);
  view.overlayBox = view.nameCandidates?.length || frame.badges ? null : boxAround(view, must, size);
  ctx.lineCap = 'round';
  ctx.strokeStyle = palette.current;
  ctx.lineWidth = 3;
  ctx.beginPath();
  for (let i = 0; i + 1 < stack.length; i++) segment(view, ctx, stack[i], stack[i + 1]);
  ctx.stroke();
  if (frame.currentEdge) {
    ctx.setLineDash([6, 4]);
    ctx.beginPath();
    segment(view, ctx, frame.currentEdge.from, frame.currentEdge.to);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  for (const v of [focus, target]) {
    if (v < 0) continue;
    ctx.beginPath();
    ctx.arc(view.sx[v], view.sy[v], size / 2 + 4, 0, 2 * Math.PI);
    ctx.stroke();
  }
  // Labels: the ones that must show first (further out if they must), then the names that fit.
  const grid = new LabelGrid(view.width, view.height);
  // Values written inside big marks are labels too: nothing is drawn over them.
  for (const rect of view.valueBoxes ?? []) grid.take(rect);
  const font = `${LABEL_PX}px ${palette.font}`;
  view.font(ctx, font);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const boxes = [];
  const put = (v, rect, backed) => {
    const text = labelText(names, frame.badges, v);
    label(view, ctx, text, rect, backed);
    boxes.push({ text, x: rect.x, y: rect.y, width: rect.width, height: rect.height, font: LABEL_PX });
  };
  for (const v of must) {
    const width = labelWidth(labelText(names, frame.badges, v), 6);
    const rect = grid.place(candidatesAround(view.sx[v], view.sy[v], size / 2 + 3, width, LABEL_PX + 4, true));
    if (rect) put(v, rect, true);
  }
  for (const { v, rect: nameRect } of view.nameCandidates ?? []) {
    if (must.includes(v)) continue;
    // A badge makes the label longer than the name it was placed for: still centred under it.
    const width = labelWidth(labelText(names, frame.badges, v), 4);
    const rect = { ...nameRect, x: nameRect.x + (nameRect.width - width) / 2, width };
    if (!grid.inside(rect) || !grid.free(rect)) continue;
    grid.take(rect);
    put(v, rect, false);
  }
  view.labelBoxes = boxes;
  return { focus, target };
}

/** The screen box around the positions `ids` with room for a ring and labels out to the
 * farthest place candidatesAround gives (labels placed further are not drawn). */
function boxAround(view, ids, size) {
  let longest = 0;
  for (const v of ids) longest = Math.max(longest, view.model.names[v].length);
  const room = size / 2 + 8 + 4 * (LABEL_PX + 10) + longest * CHAR_EM * LABEL_PX + 8;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const v of ids) {
    x0 = Math.min(x0, view.sx[v]);
    y0 = Math.min(y0, view.sy[v]);
    x1 = Math.max(x1, view.sx[v]);
    y1 = Math.max(y1, view.sy[v]);
  }
  return {
    x0: Math.max(0, x0 - room),
    y0: Math.max(0, y0 - room),
    x1: Math.min(view.width, x1 + room),
    y1: Math.min(view.height, y1 + room),
  };
}

function segment(view, ctx, from, to) {
  ctx.moveTo(view.sx[from], view.sy[from]);
  ctx.lineTo(view.sx[to], view.sy[to]);
}

/** A label in its box; one that must show gets a backing so it reads over lines and marks. */
function label(view, ctx, text, rect, backed) {
  const { palette } = view;
  if (backed) {
    ctx.fillStyle = palette.surface;
    ctx.globalAlpha = 0.9;
    ctx.fillRect(rect.x, rect.y, rect.width, rect.height);
    ctx.globalAlpha = 1;
  }
  ctx.fillStyle = palette.text;
  ctx.fillText(text, rect.x + rect.width / 2, rect.y + rect.height / 2);
}

/** The boxes as data-label-boxes says them. */
export function boxesAttribute(boxes) {
  return boxes
    .map((b) => `${b.x.toFixed(1)},${b.y.toFixed(1)},${b.width.toFixed(1)},${b.height.toFixed(1)},${b.font}`)
    .join(';');
}
