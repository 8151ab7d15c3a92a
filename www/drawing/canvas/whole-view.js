// The whole-game drawing: thousands of positions on three stacked canvases, laid out in the
// worker by the engine (src/layout/: layers by distance from the start, ordered to cut crossings,
// long layers folded into bands). One DOM element per position would be thousands of elements;
// here a step costs the few marks that changed.
//
//   moves    every move as a line, drawn once per view (redrawn only on pan, zoom or resize;
//            moves.js, which also makes the PNG of the view as seen);
//   marks    every position's mark (mark-painting.js; pins.js's shapes: marks.js); a step
//            redraws only the marks whose colour, value or outcome changed, each in its own cell
//            (marks never overlap);
//   overlay  redrawn each step (overlay.js): the path from the start (the search's stack), the
//            move looked at, the focus, and the labels.
//
// Level of detail: far out marks are small squares coloured by state and outcome; closer, the
// players' shapes; close in, pictures of their board (boards.js, as the engine draws it); values
// are written inside marks big enough to hold them at LABEL_PX; names are
// drawn at LABEL_PX where they fit without touching another label or mark. The focus, the move's
// other end and the path from the start are always labelled. The start, the focus, the move's
// other end and the position under the pointer are DOM elements (pins.js); hovering one tells its
// name, mover, value and outcome (a `position-words` event the page's status line shows).
// Pan and zoom are the SVG view's (www/drawing/panzoom.js: drag, wheel, pinch), plus the keys
// + − 0 and Shift+arrows on the drawing. The camera follows the search: while the user has not
// moved the view, a focus that leaves the box is glided back into it by the least pan (at any
// scale, never a jump); findPosition centres a position and makes it the focus until the next step.
// A minimap in the corner (minimap.js) shows where the view is and moves it on a click or drag.
//
// The same interface as GraphView (draw, render, clear, zoom, fit, resume, refit, exportSvg,
// showBestLine, findPosition), so the explorer steps it the same way; draw() says what is drawn
// (the root's data-drawn and live counts are written from the store, www/app/root-attributes.js).

import { h, OUTCOME_WORDS, Slicer } from '../../core/index.js';
import { PanZoom } from '../panzoom.js';
import { LABEL_PX, boxesAttribute, drawOverlay, placeNames } from './overlay.js';
import { drawMark, drawMarks, valueLabels } from './mark-painting.js';
import { markKinds, readPalette } from './marks.js';
import { Minimap } from './minimap.js';
import { MovesPainter, canvasesToPng } from './moves.js';
import { Pins, positionWords } from './pins.js';
import { SpatialIndex } from './spatial.js';
import { centredOn, fitted, panToKeep, seenRect } from './view-math.js';
import { drawnOf } from './counts.js';

export { LABEL_PX };

/** One layout cell in drawing units (px at scale 1)… */
const CELL = 20;
/** …and a mark's size in it: the rest is the room between marks. */
const MARK = 13;
/** The least size of a mark on screen (px), room allowing. */
const FAR_MARK_PX = 3;
/** Room around the drawing (drawing units). */
const MARGIN = 24;
/** Room kept on screen around the whole drawing when fitted (px). */
const FIT_ROOM = 16;
/** The camera keeps the focus this far inside the box (px). */
const FOLLOW_ROOM = 48;
/** A position found is shown at least this scale: its mark big enough for its name and value. */
const FOUND_SCALE = 2;
/** Pan per arrow key (px). */
const KEY_PAN = 80;
const NONE = 255;
/** Marks drawn between two looks at the clock, and the milliseconds of them per task. */
const MARKS_SLICE = 1000;
const MARKS_BUDGET_MS = 6;

export class WholeView {
  /** A view in `container`. */
  constructor(container) {
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
    this.moves = new MovesPainter();
    this.marksGeneration = 0;
    /** Marks of positions below this id are painted; the others wait for paintMarks's slices. */
    this.paintedUpTo = 0;
    // PanZoom moves an SVG group; here its transform is a redraw of the canvases.
    const viewport = { setAttribute: () => this.viewChanged() };
    this.panZoom = new PanZoom(this.element, viewport, { onUser: () => (this.userMoved = true) });
    this.element.addEventListener('pointermove', (event) => this.hover(event));
    this.element.addEventListener('pointerleave', () => this.setHovered(-1));
    this.element.addEventListener('keydown', (event) => this.onKey(event));
    this.model = null;
    /** The box's size as last measured ({width, height}), or null: measured again when next
     * needed. Read from the element at every redraw, it forced a layout of the page in each step
     * that had changed the panels around the drawing. */
    this.size = null;
    new ResizeObserver(() => (this.size = null)).observe(this.element);
    this.hovered = -1;
    this.found = -1;
    /** The font each canvas context was last given (a resize resets it). */
    this.fonts = new Map();
    /** Views told of each redraw (the minimap). */
    this.listeners = [];
    // Big games get a minimap to find one's way (minimap.js).
    new Minimap(this);
    // The colours are the theme's: a change of theme redraws.
    new MutationObserver(() => this.viewChanged()).observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme'],
    });
  }

  /** Shows or hides the view. */
  show(on) {
    this.onScreen = on;
    this.element.hidden = !on;
    this.size = null;
  }

  /** The box's size on the page ({width, height}, CSS px), measured only after a change of it. */
  box() {
    if (!this.size) {
      const { width, height } = this.element.getBoundingClientRect();
      this.size = { width, height };
    }
    return this.size;
  }

  clear() {
    this.model = null;
    this.frame = null;
    this.hovered = -1;
    this.found = -1;
    // Nothing is drawn at this size until the next view change has placed the new drawing.
    this.pixelRatio = null;
    this.overlayBox = null;
    this.labelBoxes = [];
    this.element.removeAttribute('data-label-boxes');
    this.pins.clear();
    this.moves.cancel();
    this.marksGeneration += 1;
    for (const canvas of Object.values(this.canvases))
      canvas.getContext('2d').clearRect(0, 0, canvas.width, canvas.height);
    this.tell();
  }

  /**
   * Draws a game: {names, movers, isEnd, endValues, offsets, targets, start, layout: {x, y (cells,
   * NaN = not drawn), width, height}, describe?: name → the engine's board of it (describeBoard's), or null}.
   */
  draw(model) {
    this.clear();
    const { layout } = model;
    const n = model.names.length;
    const wx = new Float32Array(n);
    const wy = new Float32Array(n);
    for (let v = 0; v < n; v++) {
      wx[v] = MARGIN + (layout.x[v] + 0.5) * CELL;
      wy[v] = MARGIN + (layout.y[v] + 0.5) * CELL;
    }
    const { count: drawn, positions } = drawnOf(layout);
    const ids = new Uint32Array(drawn);
    for (let v = 0, i = 0; v < n; v++) if (positions[v]) ids[i++] = v;
    this.model = { ...model, n, wx, wy, drawn, ids, kinds: markKinds(model.movers, model.isEnd) };
    this.world = { width: layout.width * CELL + 2 * MARGIN, height: layout.height * CELL + 2 * MARGIN };
    this.index = new SpatialIndex(wx, wy, CELL);
    this.pictures = new Map();
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
      step: 0,
      colors: new Uint8Array(n),
      values: new Float64Array(n).fill(NaN),
      current: -1,
      currentEdge: null,
      stack: [],
    };
    // The drawing benchmark (scripts/bench-drawing.mjs) recolours positions through the view.
    if (document.documentElement.dataset.bench) /** @type {any} */ (window).gamegraphBench = { whole: this };
    this.userMoved = false;
    this.show(true);
    this.fit(false);
    this.render(this.frame);
  }

  /** Shows one step: the GraphView frame ({step, colors, values, current, currentEdge, stack,
   * attrs, badges}). A position found stays the focus until the step changes. */
  render(frame) {
    if (!this.model) return;
    const started = performance.now();
    if (this.frame && frame.step !== this.frame.step) this.found = -1;
    this.frame = frame;
    if (!this.ready()) return;
    const { n, wx } = this.model;
    const ctx = this.context('marks');
    const words = frame.attrs?.outcome;
    for (let v = 0; v < Math.min(n, this.paintedUpTo); v++) {
      if (Number.isNaN(wx[v])) continue;
      const outcome = words ? words[v] : OUTCOME_WORDS.ofValue(frame.values[v]);
      if (
        frame.colors[v] === this.shown.color[v] &&
        Object.is(frame.values[v], this.shown.value[v]) &&
        outcome === this.shown.outcome[v]
      )
        continue;
      drawMark(this, ctx, v, outcome, true);
    }
    this.overlay();
    this.follow();
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

  /** Sets the font of `ctx` unless it has it already: setting a canvas's font makes the browser
   * bring the page's styles up to date first, which cost a second restyle of the page per step. */
  font(ctx, font) {
    if (this.fonts.get(ctx) === font) return;
    ctx.font = font;
    this.fonts.set(ctx, font);
  }

  /** Mark size on screen (px): never below FAR_MARK_PX while the cell has room for it, so far
   * out the marks' colours still show through the moves. */
  markSize() {
    const scale = this.panZoom.scale;
    return Math.max(MARK * scale, Math.min(FAR_MARK_PX, CELL * scale * 0.85));
  }

  /** The view moved or resized: every canvas redrawn (called at most once per animation frame). */
  viewChanged() {
    if (!this.model || !this.onScreen) return;
    const { width, height } = this.box();
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
        this.fonts.delete(canvas.getContext('2d'));
        // The moves' canvas keeps its picture until the new one is made (moves.js).
      } else if (canvas !== this.canvases.moves) canvas.getContext('2d').clearRect(0, 0, w, hgt);
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
    this.moves.draw(this);
    const ctx = this.context('marks');
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    this.paintMarks();
    const seen = seenRect(this.panZoom, width, height);
    this.visible = [];
    this.index.query(seen.x0 - CELL, seen.y0 - CELL, seen.x1 + CELL, seen.y1 + CELL, (v) => this.visible.push(v));
    const size = this.markSize();
    const markRect = (v) => ({ x: this.sx[v] - size / 2, y: this.sy[v] - size / 2, width: size, height: size });
    this.nameCandidates = placeNames(this, this.visible, markRect);
    this.valueBoxes = size >= 2 * LABEL_PX ? this.visible.map(markRect) : [];
    this.overlayBox = null;
    this.overlay();
    this.tell();
  }

  /** Every mark drawn again on the cleared marks canvas, MARKS_SLICE positions at a time, giving
   * way once MARKS_BUDGET_MS are spent (thousands of marks were a long task); a later view change
   * takes over. Each slice draws the frame shown when it runs. */
  async paintMarks() {
    const generation = ++this.marksGeneration;
    const { ids } = this.model;
    // Positions from here on wait for their slice (render() leaves them to it).
    this.paintedUpTo = 0;
    const slicer = new Slicer(MARKS_BUDGET_MS);
    for (let from = 0; from < ids.length; from += MARKS_SLICE) {
      if (from > 0 && slicer.due()) {
        await slicer.next();
        if (generation !== this.marksGeneration) return;
      }
      const words = this.frame.attrs?.outcome;
      const outcomeOf = (v) => (words ? words[v] : OUTCOME_WORDS.ofValue(this.frame.values[v]));
      const slice = ids.subarray(from, from + MARKS_SLICE);
      drawMarks(this, this.context('marks'), slice, outcomeOf);
      this.paintedUpTo = slice[slice.length - 1] + 1;
    }
    this.paintedUpTo = this.model.n;
  }

  /** The overlay (overlay.js), the label boxes it drew, and the pins of the positions in play. */
  overlay() {
    const { focus, target } = drawOverlay(this);
    this.labelBoxes.push(...valueLabels(this));
    const written = boxesAttribute(this.labelBoxes);
    if (this.element.getAttribute('data-label-boxes') !== written)
      this.element.setAttribute('data-label-boxes', written);
    this.focusId = focus;
    this.updatePins(focus, target);
  }

  /** What v is, for its pin and in words. */
  describe(v) {
    const words = this.frame.attrs?.outcome;
    return {
      name: this.model.names[v],
      kind: this.model.kinds[v],
      color: this.frame.colors[v],
      value: this.frame.values[v],
      outcome: words ? words[v] : OUTCOME_WORDS.ofValue(this.frame.values[v]),
    };
  }

  updatePins(focus, target) {
    const size = Math.max(this.markSize(), 4);
    const roles = { start: this.model.start, focus, target, hover: this.hovered };
    this.pins.update(
      roles,
      (v) => this.describe(v),
      (v) => ({ x: this.sx[v], y: this.sy[v], size }),
    );
  }

  /** The camera follows the search: the focus glided back inside the box by the least pan, unless
   * the user has moved the view (or a position found is shown). */
  follow() {
    if (this.userMoved || this.found >= 0 || this.focusId < 0 || !this.ready()) return;
    const { x, y, scale } = this.panZoom.target();
    const v = this.focusId;
    const { dx, dy } = panToKeep(
      this.model.wx[v] * scale + x,
      this.model.wy[v] * scale + y,
      this.width,
      this.height,
      FOLLOW_ROOM,
    );
    // Along an axis the whole drawing fits in the box, the view stays: a pan would only trade
    // one edge for the other (and each glide redraws every move).
    const panX = this.world.width * scale <= this.width ? 0 : dx;
    const panY = this.world.height * scale <= this.height ? 0 : dy;
    if (panX !== 0 || panY !== 0) this.panZoom.moveTo({ x: x + panX, y: y + panY, scale }, true);
  }

  /** Centres the view on position v, at a scale where its name and value read, and makes it the
   * focus (data-focus) until the next step. */
  findPosition(v) {
    if (!this.model || Number.isNaN(this.model.wx[v])) return false;
    this.found = v;
    this.userMoved = true;
    const { width, height } = this.box();
    const scale = Math.max(this.panZoom.target().scale, FOUND_SCALE);
    this.panZoom.moveTo(centredOn(this.model.wx[v], this.model.wy[v], width, height, scale), true);
    if (this.ready()) this.overlay();
    return true;
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
    if (this.ready()) this.overlay();
    // The page's status line says what the position is (www/explorer/find-position.js).
    const words = v >= 0 ? positionWords(this.describe(v)) : null;
    this.element.dispatchEvent(new CustomEvent('position-words', { detail: words, bubbles: true }));
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

  /** The whole drawing in the box; the camera follows the search again. */
  fit(animate = true) {
    if (!this.model) return;
    this.userMoved = false;
    this.found = -1;
    const { width, height } = this.box();
    if (width === 0 || height === 0) return;
    this.panZoom.moveTo(fitted(this.world, width, height, FIT_ROOM), animate);
  }

  /** Moves the view so that drawing point (wx, wy) is at its centre, at the scale it has (the
   * minimap's click and drag): the user's move. */
  centreOn(wx, wy) {
    if (!this.model) return;
    this.userMoved = true;
    const { width, height } = this.box();
    this.panZoom.moveTo(centredOn(wx, wy, width, height, this.panZoom.target().scale), false);
  }

  /** Playing again: the camera follows the search again from where the view is. */
  resume() {
    this.userMoved = false;
    this.found = -1;
    this.follow();
  }

  /** The box changed size: fitted again unless the user has moved the view. */
  refit() {
    this.size = null;
    if (!this.model) return;
    if (this.userMoved) this.viewChanged();
    else this.fit(false);
  }

  /** `fn()` is called after each redraw of the view (and when it is cleared). */
  onRedraw(fn) {
    this.listeners.push(fn);
  }

  tell() {
    for (const fn of this.listeners) fn();
  }

  /** No SVG of thousands of positions: the export menu offers the PNG of what is seen instead. */
  exportSvg() {
    return null;
  }

  /** A PNG of the view as seen (its canvases on the page's background): a promise of a Blob. */
  exportPng() {
    const background = getComputedStyle(this.element).getPropertyValue('--surface').trim() || '#ffffff';
    return canvasesToPng(Object.values(this.canvases), background);
  }

  /** The best line is not picked out in the whole drawing. */
  showBestLine() {}
}
