// The whole-game drawing: thousands of positions on three stacked canvases, laid out in the
// worker by the engine (src/layout/: layers by distance from the start, ordered to cut crossings,
// long layers folded into bands). One DOM element per position would be thousands of elements;
// here a step costs the few marks that changed.
//
//   moves    every move as a line, drawn once per view (redrawn only on pan, zoom or resize);
//   marks    every position's mark (pins.js's shapes: marks.js); a step redraws only the marks
//            whose colour, value or outcome changed, each in its own cell (marks never overlap);
//   overlay  redrawn each step: the path from the start (the search's stack), the move looked at,
//            the focus, and the labels.
//
// Level of detail: far out marks are small squares coloured by state and outcome; closer, the
// players' shapes; values are written inside marks big enough to hold them at LABEL_PX; names are
// drawn at LABEL_PX where they fit without touching another label or mark (labels.js). The
// focus, the move's other end and the path from the start are always labelled. The start, the
// focus, the move's other end and the position under the pointer are DOM elements (pins.js).
// Pan and zoom are the SVG view's (www/panzoom.js: drag, wheel, pinch), plus the keys + − 0 and
// Shift+arrows on the drawing; the view stays where it is put (no camera follows the search).
//
// The same interface as GraphView (draw, render, clear, zoom, fit, resume, refit, exportSvg,
// showBestLine), so the explorer steps it the same way; the app root gets data-drawn and the live
// counts data-count-* (counts.js).

import { h, OUTCOME_WORDS, showShortValue } from '../../core/index.js';
import { PanZoom } from '../panzoom.js';
import { clearCounts, countFrame, writeCounts } from './counts.js';
import { LabelGrid, candidatesAround } from './labels.js';
import { fillOf, markKinds, readPalette, strokeOf, textOf, traceMark, valueOffset } from './marks.js';
import { Pins } from './pins.js';
import { SpatialIndex } from './spatial.js';

/** One layout cell in drawing units (px at scale 1)… */
const CELL = 20;
/** …and a mark's size in it: the rest is the room between marks. */
const MARK = 13;
/** The least size of a mark on screen (px), room allowing. */
const FAR_MARK_PX = 3;
/** Names and values are drawn this size on screen (px), or not at all. */
export const LABEL_PX = 11;
/** Width of a character of the monospace font, per px of font size. */
const CHAR_EM = 0.62;
/** Room around the drawing (drawing units). */
const MARGIN = 24;
/** Room kept on screen around the whole drawing when fitted (px). */
const FIT_ROOM = 16;
/** Pan per arrow key (px). */
const KEY_PAN = 80;
const NONE = 255;

export class WholeView {
  /** A view in `container`; `root` carries data-drawn and the counts. */
  constructor(container, root) {
    this.root = root;
    this.element = h('div', {
      class: 'whole-view',
      tabindex: '0',
      role: 'img',
      'aria-label': 'Game graph, every position',
      hidden: true,
    });
    const canvas = (name) => h('canvas', { class: `whole-${name}`, 'aria-hidden': 'true' });
    this.canvases = { moves: canvas('moves'), marks: canvas('marks'), overlay: canvas('overlay') };
    this.pinLayer = h('div', { class: 'whole-pins' });
    this.element.append(this.canvases.moves, this.canvases.marks, this.canvases.overlay, this.pinLayer);
    container.appendChild(this.element);
    this.pins = new Pins(this.pinLayer);
    // PanZoom moves an SVG group; here its transform is a redraw of the canvases.
    const viewport = { setAttribute: () => this.viewChanged() };
    this.panZoom = new PanZoom(this.element, viewport, { onUser: () => (this.userMoved = true) });
    this.element.addEventListener('pointermove', (event) => this.hover(event));
    this.element.addEventListener('pointerleave', () => this.setHovered(-1));
    this.element.addEventListener('keydown', (event) => this.onKey(event));
    this.model = null;
    this.hovered = -1;
    // The colours are the theme's: a change of theme redraws.
    new MutationObserver(() => this.viewChanged()).observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme'],
    });
  }

  /** Shows or hides the view. */
  show(on) {
    this.element.hidden = !on;
  }

  clear() {
    this.model = null;
    this.frame = null;
    this.hovered = -1;
    // Nothing is drawn at this size until the next view change has placed the new drawing.
    this.pixelRatio = null;
    this.overlayBox = null;
    this.pins.clear();
    for (const canvas of Object.values(this.canvases))
      canvas.getContext('2d').clearRect(0, 0, canvas.width, canvas.height);
    delete this.root.dataset.drawn;
    clearCounts(this.root);
  }

  /**
   * Draws a game: {names, movers, isEnd, endValues, offsets, targets, start, layout: {x, y (cells,
   * NaN = not drawn), width, height}}.
   */
  draw(model) {
    this.clear();
    const { layout } = model;
    const n = model.names.length;
    const wx = new Float32Array(n);
    const wy = new Float32Array(n);
    let drawn = 0;
    for (let v = 0; v < n; v++) {
      wx[v] = MARGIN + (layout.x[v] + 0.5) * CELL;
      wy[v] = MARGIN + (layout.y[v] + 0.5) * CELL;
      if (!Number.isNaN(layout.x[v])) drawn += 1;
    }
    this.model = { ...model, n, wx, wy, drawn, kinds: markKinds(model.movers, model.isEnd) };
    this.world = { width: layout.width * CELL + 2 * MARGIN, height: layout.height * CELL + 2 * MARGIN };
    this.index = new SpatialIndex(wx, wy, CELL);
    // What each mark shows now (NONE: not drawn yet), to redraw only what a step changes.
    this.shown = {
      color: new Uint8Array(n).fill(NONE),
      value: new Float64Array(n).fill(NaN),
      outcome: new Array(n).fill(''),
    };
    this.sx = new Float32Array(n);
    this.sy = new Float32Array(n);
    // Until the first step: every position white, no value known.
    this.frame = {
      colors: new Uint8Array(n),
      values: new Float64Array(n).fill(NaN),
      current: -1,
      currentEdge: null,
      stack: [],
    };
    this.root.dataset.drawn = String(drawn);
    // The drawing benchmark (scripts/bench-drawing.mjs) recolours positions through the view.
    if (document.documentElement.dataset.bench) /** @type {any} */ (window).gamegraphBench = { whole: this };
    this.userMoved = false;
    this.show(true);
    this.fit(false);
    this.render(this.frame);
  }

  /** Shows one step: the GraphView frame ({colors, values, current, currentEdge, stack, attrs}). */
  render(frame) {
    if (!this.model) return;
    const started = performance.now();
    this.frame = frame;
    const { n, wx } = this.model;
    const drawn = (v) => !Number.isNaN(wx[v]);
    writeCounts(this.root, countFrame(frame, n, drawn));
    if (!this.ready()) return;
    const ctx = this.context('marks');
    const words = frame.attrs?.outcome;
    for (let v = 0; v < n; v++) {
      if (!drawn(v)) continue;
      const outcome = words ? words[v] : OUTCOME_WORDS.ofValue(frame.values[v]);
      if (
        frame.colors[v] === this.shown.color[v] &&
        Object.is(frame.values[v], this.shown.value[v]) &&
        outcome === this.shown.outcome[v]
      )
        continue;
      this.drawMark(ctx, v, outcome, true);
    }
    this.drawOverlay();
    // The drawing benchmark (scripts/bench-drawing.mjs) reads the drawing's share of a step.
    if (document.documentElement.dataset.bench) performance.measure('gamegraph:whole-render', { start: started });
  }

  /** Whether the canvases have a size to draw at (the view is shown and laid out). */
  ready() {
    return this.pixelRatio != null && this.canvases.marks.width > 0;
  }

  context(name) {
    const ctx = this.canvases[name].getContext('2d');
    ctx.setTransform(this.pixelRatio, 0, 0, this.pixelRatio, 0, 0);
    return ctx;
  }

  /** Mark size on screen (px): never below FAR_MARK_PX while the cell has room for it, so far
   * out the marks' colours still show through the moves. */
  markSize() {
    const scale = this.panZoom.scale;
    return Math.max(MARK * scale, Math.min(FAR_MARK_PX, CELL * scale * 0.85));
  }

  /** Draws v's mark on the marks canvas (clearing its cell first when `erase`), and notes it. */
  drawMark(ctx, v, outcome, erase) {
    const { kinds } = this.model;
    const color = this.frame.colors[v];
    const value = this.frame.values[v];
    this.shown.color[v] = color;
    this.shown.value[v] = value;
    this.shown.outcome[v] = outcome;
    const size = this.markSize();
    const x = this.sx[v];
    const y = this.sy[v];
    const reach = size / 2 + 2;
    if (x < -reach || y < -reach || x > this.width + reach || y > this.height + reach) return;
    if (erase) ctx.clearRect(x - reach, y - reach, 2 * reach, 2 * reach);
    ctx.beginPath();
    traceMark(ctx, kinds[v], x, y, size);
    ctx.fillStyle = fillOf(this.palette, color, outcome);
    ctx.fill();
    if (size >= 6) {
      ctx.lineWidth = Math.min(2.5, size / 8);
      ctx.strokeStyle = strokeOf(this.palette, kinds[v]);
      ctx.stroke();
    }
    if (size >= 2 * LABEL_PX && !Number.isNaN(value)) {
      const text = showShortValue(value);
      ctx.font = `700 ${LABEL_PX}px ${this.palette.font}`;
      if (ctx.measureText(text).width <= size * 0.8) {
        ctx.fillStyle = textOf(this.palette, color, outcome);
        ctx.fillText(text, x, y + valueOffset(kinds[v], size));
      }
    }
  }

  /** The view moved or resized: every canvas redrawn (called at most once per animation frame). */
  viewChanged() {
    if (!this.model || this.element.hidden) return;
    const { width, height } = this.element.getBoundingClientRect();
    if (width === 0 || height === 0) return;
    const ratio = window.devicePixelRatio || 1;
    this.width = width;
    this.height = height;
    this.pixelRatio = ratio;
    for (const canvas of Object.values(this.canvases)) {
      const w = Math.round(width * ratio);
      const hgt = Math.round(height * ratio);
      if (canvas.width !== w || canvas.height !== hgt) {
        canvas.width = w;
        canvas.height = hgt;
      } else canvas.getContext('2d').clearRect(0, 0, w, hgt);
    }
    this.palette = {
      ...readPalette(this.element),
      font: getComputedStyle(this.element).getPropertyValue('--mono').trim() || 'monospace',
    };
    const { n, wx, wy } = this.model;
    const { x: tx, y: ty, scale } = this.panZoom;
    for (let v = 0; v < n; v++) {
      this.sx[v] = wx[v] * scale + tx;
      this.sy[v] = wy[v] * scale + ty;
    }
    this.drawMoves();
    const ctx = this.context('marks');
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const words = this.frame.attrs?.outcome;
    for (let v = 0; v < n; v++) {
      if (!Number.isNaN(wx[v]))
        this.drawMark(ctx, v, words ? words[v] : OUTCOME_WORDS.ofValue(this.frame.values[v]), false);
    }
    this.nameCandidates = this.placeNames();
    this.overlayBox = null;
    this.drawOverlay();
  }

  /** Every move as a straight line between the centres of its ends, in one path. */
  drawMoves() {
    const ctx = this.context('moves');
    const { n, offsets, targets, wx } = this.model;
    const { sx, sy, width, height } = this;
    ctx.beginPath();
    for (let v = 0; v < n; v++) {
      if (Number.isNaN(wx[v])) continue;
      const x0 = sx[v];
      const y0 = sy[v];
      for (let i = offsets[v]; i < offsets[v + 1]; i++) {
        const w = targets[i];
        if (w === v) continue;
        const x1 = sx[w];
        const y1 = sy[w];
        // Off screen at both ends on one side: not drawn.
        if ((x0 < 0 && x1 < 0) || (y0 < 0 && y1 < 0) || (x0 > width && x1 > width) || (y0 > height && y1 > height))
          continue;
        ctx.moveTo(x0, y0);
        ctx.lineTo(x1, y1);
      }
    }
    ctx.strokeStyle = this.palette.edge;
    ctx.lineWidth = 1;
    // Far out the lines are many to a pixel: fainter, so the marks stay readable.
    ctx.globalAlpha = Math.min(0.7, Math.max(0.05, this.panZoom.scale * 0.5));
    ctx.stroke();
    ctx.globalAlpha = 1;
  }

  /** Names that fit on screen at LABEL_PX, not touching a mark or each other: [{v, rect}]. */
  placeNames() {
    const size = this.markSize();
    // A name is at least a few characters and LABEL_PX tall: no room between marks this close.
    if (size < LABEL_PX) return [];
    const grid = new LabelGrid(this.width, this.height);
    const visible = [];
    const scale = this.panZoom.scale;
    const { x: tx, y: ty } = this.panZoom;
    this.index.query(
      -tx / scale - CELL,
      -ty / scale - CELL,
      (this.width - tx) / scale + CELL,
      (this.height - ty) / scale + CELL,
      (v) => visible.push(v),
    );
    for (const v of visible) grid.take(this.markRect(v, size));
    const placed = [];
    for (const v of visible) {
      const rect = this.nameRect(v, size);
      if (grid.inside(rect) && grid.free(rect)) {
        grid.take(rect);
        placed.push({ v, rect });
      }
    }
    return placed;
  }

  markRect(v, size) {
    return { x: this.sx[v] - size / 2, y: this.sy[v] - size / 2, width: size, height: size };
  }

  /** The name's box under v's mark. */
  nameRect(v, size) {
    const width = this.model.names[v].length * CHAR_EM * LABEL_PX + 4;
    return candidatesAround(this.sx[v], this.sy[v], size / 2, width, LABEL_PX + 2)[0];
  }

  /** The path from the start, the move looked at, the focus, and the labels. */
  drawOverlay() {
    const ctx = this.context('overlay');
    const { frame } = this;
    const { names, start } = this.model;
    const focus = frame.current >= 0 ? frame.current : start;
    const stack = frame.stack ?? [];
    const size = Math.max(this.markSize(), 6);
    const target = frame.currentEdge
      ? frame.currentEdge.to === focus
        ? frame.currentEdge.from
        : frame.currentEdge.to
      : -1;
    const must = [focus, target, this.hovered, ...[...stack].reverse(), start].filter(
      (v, i, all) => v >= 0 && all.indexOf(v) === i,
    );
    // Only what the last overlay covered is cleared (software rasterising clears whole canvases
    // slowly): the box of the positions in play, with room for their rings and labels.
    const last = this.overlayBox ?? { x0: 0, y0: 0, x1: this.width, y1: this.height };
    ctx.clearRect(last.x0, last.y0, last.x1 - last.x0, last.y1 - last.y0);
    this.overlayBox = this.nameCandidates?.length ? null : this.boxAround(must, size);
    // The path: start → … → top of the stack, then the move looked at.
    ctx.lineCap = 'round';
    ctx.strokeStyle = this.palette.current;
    ctx.lineWidth = 3;
    ctx.beginPath();
    for (let i = 0; i + 1 < stack.length; i++) this.segment(ctx, stack[i], stack[i + 1]);
    ctx.stroke();
    if (frame.currentEdge) {
      ctx.setLineDash([6, 4]);
      ctx.beginPath();
      this.segment(ctx, frame.currentEdge.from, frame.currentEdge.to);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    ctx.lineWidth = 3;
    for (const v of [focus, target]) {
      if (v < 0) continue;
      ctx.beginPath();
      ctx.arc(this.sx[v], this.sy[v], size / 2 + 4, 0, 2 * Math.PI);
      ctx.stroke();
    }
    // Labels: the ones that must show first (further out if they must), then the names that fit.
    const grid = new LabelGrid(this.width, this.height);
    ctx.font = `${LABEL_PX}px ${this.palette.font}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (const v of must) {
      const name = names[v];
      const width = name.length * CHAR_EM * LABEL_PX + 6;
      const rect = grid.place(candidatesAround(this.sx[v], this.sy[v], size / 2 + 3, width, LABEL_PX + 4, true));
      if (rect) this.label(ctx, name, rect, true);
    }
    for (const { v, rect } of this.nameCandidates ?? []) {
      if (must.includes(v) || !grid.free(rect)) continue;
      grid.take(rect);
      this.label(ctx, names[v], rect, false);
    }
    this.updatePins(focus, target);
  }

  /** The screen box around the positions `ids` with room for a ring and labels out to the
   * farthest place candidatesAround gives (labels placed further are not drawn). */
  boxAround(ids, size) {
    let longest = 0;
    for (const v of ids) longest = Math.max(longest, this.model.names[v].length);
    const room = size / 2 + 8 + 4 * (LABEL_PX + 10) + longest * CHAR_EM * LABEL_PX + 8;
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const v of ids) {
      x0 = Math.min(x0, this.sx[v]);
      y0 = Math.min(y0, this.sy[v]);
      x1 = Math.max(x1, this.sx[v]);
      y1 = Math.max(y1, this.sy[v]);
    }
    return {
      x0: Math.max(0, x0 - room),
      y0: Math.max(0, y0 - room),
      x1: Math.min(this.width, x1 + room),
      y1: Math.min(this.height, y1 + room),
    };
  }

  segment(ctx, from, to) {
    ctx.moveTo(this.sx[from], this.sy[from]);
    ctx.lineTo(this.sx[to], this.sy[to]);
  }

  /** A name in its box; one that must show gets a backing so it reads over lines and marks. */
  label(ctx, text, rect, backed) {
    if (backed) {
      ctx.fillStyle = this.palette.surface;
      ctx.globalAlpha = 0.9;
      ctx.fillRect(rect.x, rect.y, rect.width, rect.height);
      ctx.globalAlpha = 1;
    }
    ctx.fillStyle = this.palette.text;
    ctx.fillText(text, rect.x + rect.width / 2, rect.y + rect.height / 2);
  }

  updatePins(focus, target) {
    const { names, kinds, start } = this.model;
    const words = this.frame.attrs?.outcome;
    const describe = (v) => ({
      name: names[v],
      kind: kinds[v],
      color: this.frame.colors[v],
      value: this.frame.values[v],
      outcome: words ? words[v] : OUTCOME_WORDS.ofValue(this.frame.values[v]),
    });
    const size = Math.max(this.markSize(), 4);
    this.pins.update({ start, focus, target, hover: this.hovered }, describe, (v) => ({
      x: this.sx[v],
      y: this.sy[v],
      size,
    }));
  }

  /** The position under the pointer becomes a pin and is labelled. */
  hover(event) {
    if (!this.model || !this.ready() || this.panZoom.pointers.size > 0) return;
    const box = this.element.getBoundingClientRect();
    const { x: tx, y: ty, scale } = this.panZoom;
    const x = (event.clientX - box.left - tx) / scale;
    const y = (event.clientY - box.top - ty) / scale;
    this.setHovered(this.index.nearest(x, y, Math.max(MARK / 2 + 2, 6 / scale)));
  }

  setHovered(v) {
    if (v === this.hovered || !this.model) return;
    this.hovered = v;
    if (this.ready()) this.drawOverlay();
  }

  onKey(event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const pans = {
      ArrowLeft: [KEY_PAN, 0],
      ArrowRight: [-KEY_PAN, 0],
      ArrowUp: [0, KEY_PAN],
      ArrowDown: [0, -KEY_PAN],
    };
    if (event.key === '+' || event.key === '=') this.zoom(1.25);
    else if (event.key === '-') this.zoom(0.8);
    else if (event.key === '0') this.fit();
    else if (event.shiftKey && pans[event.key]) {
      const [dx, dy] = pans[event.key];
      this.userMoved = true;
      this.panZoom.moveTo({ x: this.panZoom.x + dx, y: this.panZoom.y + dy, scale: this.panZoom.scale }, false);
    } else return;
    // Handled here: not a step of the player too.
    event.preventDefault();
    event.stopPropagation();
  }

  /** Zoom buttons and keys: the user's zoom around the centre. */
  zoom(factor) {
    this.panZoom.zoom(factor);
  }

  /** The whole drawing in the box. */
  fit(animate = true) {
    if (!this.model) return;
    this.userMoved = false;
    const { width, height } = this.element.getBoundingClientRect();
    if (width === 0 || height === 0) return;
    // Room on screen around the drawing for the labels of the marks at its edges.
    const scale = Math.min((width - 2 * FIT_ROOM) / this.world.width, (height - 2 * FIT_ROOM) / this.world.height);
    this.panZoom.moveTo(
      { x: (width - this.world.width * scale) / 2, y: (height - this.world.height * scale) / 2, scale },
      animate,
    );
  }

  /** Playing again: the view stays where the user put it (the focus is labelled wherever it is). */
  resume() {}

  /** The box changed size: fitted again unless the user has moved the view. */
  refit() {
    if (!this.model) return;
    if (this.userMoved) this.viewChanged();
    else this.fit(false);
  }

  /** No SVG of thousands of positions: the export menu says there is no drawing to export. */
  exportSvg() {
    return null;
  }

  /** The best line is not picked out in the whole drawing. */
  showBestLine() {}
}
