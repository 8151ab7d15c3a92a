//! Draw mode's drawing: one SVG of the drawing's positions and moves (the shapes of the game
//! graph: Paul's positions up-triangles, Carole's down-triangles, end positions squares), edited
//! with pointer events, so a mouse, a pen and a finger on a phone all work (touch-action: none
//! on the drawing).
//!
//! Gestures (the tool is chosen on the page, see mode.js):
//!   a click on empty space          → a new position there;
//!   a click on a position or move   → it is selected;
//!   "Add and connect": a drag from a position → a rubber-band arrow; dropped on another position
//!     it adds a move, dropped on empty space it adds a new position with a move to it;
//!   "Move positions": a drag of a position moves it.
//! The view only reports what the user did (handlers); mode.js edits the model and draws again.
//!
//! Testability contract: the drawing carries data-drawing; each position is a <g> with
//! data-position="<name>", data-kind (max|min|end|none), data-start on the start, data-selected
//! on the selected one, data-problem on one that keeps the drawing from being a game, and
//! data-value (its solved value) once the drawing is a game.

import { dataValue, replaceChildren, s, showShortValue } from '../core/index.js';
import { NAME_Y, NODE_SIZE, SHAPES, VALUE_Y, arrowhead, valueClass } from '../drawing/index.js';
import { standaloneSvg } from '../export/index.js';

/** A press that moves less than this (CSS px) is a click, not a drag. */
const CLICK_SLOP = 5;
/** Arrows stop this far from a position's centre (on its outline). */
const ARROW_STOP = NODE_SIZE / 2 + 4;
/** A move going straight down starts this much further out, below the name. */
const NAME_ROOM = 24;
/** Two moves between the same positions, one each way, are drawn this far apart. */
const TWIN_OFFSET = 7;
/** Room around the drawing (drawing units). */
const PAD = 40;
const SHAPE_OF = { max: 'paul', min: 'carole', end: 'end' };
const KIND_LABEL = { max: 'Paul moves', min: 'Carole moves', end: 'an end position', null: 'who moves not set yet' };

export class DrawingView {
  /** handlers: {add(x, y), connect(fromId, toId), connectNew(fromId, x, y), place(id, x, y),
   * select(selection | null), say(message)}. */
  constructor(container, handlers) {
    this.handlers = handlers;
    this.tool = 'connect';
    this.svg = s('svg', {
      class: 'draw-svg',
      'data-drawing': '',
      role: 'application',
      'aria-label': 'Drawing of the game: click to add a position, drag to add a move',
      tabindex: '0',
    });
    this.svg.append(
      s('defs', {}, arrowhead('draw-arrow', 'draw-arrowhead'), arrowhead('draw-arrow-best', 'draw-arrowhead best')),
    );
    this.edges = s('g', { class: 'draw-edges' });
    this.nodes = s('g', { class: 'draw-nodes' });
    this.band = s('line', { class: 'draw-rubber', 'marker-end': 'url(#draw-arrow)', visibility: 'hidden' });
    // What is drawn (exported as a file), apart from the rubber band.
    this.content = s('g', { class: 'draw-content' }, this.edges, this.nodes);
    this.svg.append(this.content, this.band);
    container.appendChild(this.svg);
    this.drawing = null;
    this.options = {};
    this.gesture = null;
    this.svg.addEventListener('pointerdown', (event) => this.down(event));
    this.svg.addEventListener('pointermove', (event) => this.move(event));
    this.svg.addEventListener('pointerup', (event) => this.up(event));
    this.svg.addEventListener('pointercancel', () => this.cancel());
    this.svg.addEventListener('keydown', (event) => this.key(event));
    this.resize = new ResizeObserver(() => {
      if (!this.gesture && this.drawing) this.fitBox();
    });
    this.resize.observe(this.svg);
  }

  /** Draws a drawing; options: {selected: {id} | {from, index} | null, start: id, flagged: Set
   * of ids, values: Map name → solved value, best: Set of "FROM>TO" best moves} (the last two
   * once the drawing is a solved game). */
  render(drawing, options = this.options) {
    this.drawing = drawing;
    this.options = options;
    const { selected, start, flagged = new Set(), values = new Map(), best = new Set() } = options;
    const at = new Map(drawing.positions.map((p) => [p.id, p]));
    const edges = [];
    for (const from of drawing.positions) {
      from.moves.forEach((toId, index) => {
        const to = at.get(toId);
        if (!to) return;
        const twin = to.moves.includes(from.id) && to.id !== from.id;
        const isSelected = selected?.from === from.id && selected.index === index;
        const isBest = best.has(`${from.name}>${to.name}`);
        const d = to.id === from.id ? loopPath(from) : linePath(from, to, twin ? TWIN_OFFSET : 0);
        const label = `Move from ${from.name} to ${to.name}`;
        edges.push(
          s(
            'g',
            {
              class: `draw-edge${isSelected ? ' selected' : ''}${isBest ? ' best' : ''}`,
              'data-edge-from': from.name,
              'data-edge-to': to.name,
              'data-edge-index': index,
              'aria-label': label,
            },
            s('path', { class: 'draw-edge-hit', d }),
            s('path', { class: 'draw-edge-line', d, 'marker-end': `url(#draw-arrow${isBest ? '-best' : ''})` }),
          ),
        );
      });
    }
    replaceChildren(this.edges, edges);
    replaceChildren(
      this.nodes,
      drawing.positions.map((p) => {
        const value = values.get(p.name);
        const known = value != null && !Number.isNaN(value);
        const attributes = {
          class: `draw-node kind-${p.kind ?? 'none'}`,
          transform: `translate(${p.x} ${p.y})`,
          'data-position': p.name,
          'data-kind': p.kind ?? 'none',
          'data-start': p.id === start ? 'true' : null,
          'data-selected': selected?.id === p.id ? 'true' : null,
          'data-problem': flagged.has(p.id) ? 'true' : null,
          'data-value': known ? dataValue(value) : null,
          tabindex: '0',
          role: 'button',
          'aria-label': `Position ${p.name}, ${KIND_LABEL[p.kind]}${p.kind === 'end' ? `, value ${p.value}` : ''}${p.id === start ? ', the start' : ''}`,
        };
        const shape =
          p.kind == null
            ? s('circle', { class: 'shape', r: NODE_SIZE / 2 - 2 })
            : s('path', { class: 'shape', d: SHAPES[SHAPE_OF[p.kind]] });
        return s(
          'g',
          attributes,
          s('circle', { class: 'draw-halo', r: NODE_SIZE / 2 + 7 }),
          shape,
          p.kind === 'end' ? valueText(VALUE_Y.end, Number(p.value)) : null,
          known && (p.kind === 'max' || p.kind === 'min') ? valueText(VALUE_Y[SHAPE_OF[p.kind]], value) : null,
          p.kind == null
            ? s('text', { class: 'value', 'dominant-baseline': 'central', 'text-anchor': 'middle' }, '?')
            : null,
          s('text', { class: 'name', y: NAME_Y, 'dominant-baseline': 'hanging', 'text-anchor': 'middle' }, p.name),
          p.id === start
            ? s('text', { class: 'draw-start', y: -NODE_SIZE / 2 - 8, 'text-anchor': 'middle' }, 'start')
            : null,
        );
      }),
    );
    if (!this.gesture) this.fitBox();
  }

  /** The viewBox: the drawing and some room, at least the box's own size (1 unit = 1 CSS px). */
  fitBox() {
    const width = this.svg.clientWidth || 600;
    const height = this.svg.clientHeight || 400;
    let [x0, y0, x1, y1] = [0, 0, width, height];
    for (const p of this.drawing?.positions ?? []) {
      x0 = Math.min(x0, p.x - PAD);
      y0 = Math.min(y0, p.y - PAD);
      x1 = Math.max(x1, p.x + PAD);
      y1 = Math.max(y1, p.y + PAD + 16);
    }
    this.svg.setAttribute('viewBox', `${x0} ${y0} ${x1 - x0} ${y1 - y0}`);
  }

  /** A pointer's place in drawing units. */
  point(event) {
    const matrix = this.svg.getScreenCTM();
    if (!matrix) return { x: 0, y: 0 };
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: p.x, y: p.y };
  }

  /** The position (its id) under a pointer, if any. */
  positionAt(event) {
    const element = /** @type {HTMLElement} */ (
      document.elementFromPoint(event.clientX, event.clientY)?.closest?.('[data-position]')
    );
    if (!element || !this.nodes.contains(element)) return null;
    return this.drawing.positions.find((p) => p.name === element.dataset.position)?.id ?? null;
  }

  down(event) {
    if (event.button !== 0 || !this.drawing) return;
    event.preventDefault();
    const node = event.target.closest?.('[data-position]');
    const edge = event.target.closest?.('[data-edge-from]');
    const id = node ? this.drawing.positions.find((p) => p.name === node.dataset.position)?.id : null;
    const from = edge ? this.drawing.positions.find((p) => p.name === edge.dataset.edgeFrom)?.id : null;
    this.gesture = {
      id,
      move: edge ? { from, index: Number(edge.dataset.edgeIndex) } : null,
      x: event.clientX,
      y: event.clientY,
      moved: false,
    };
    this.svg.setPointerCapture?.(event.pointerId);
    // Read before the focus moves: leaving a field of the inspector may rename a position.
    this.svg.focus({ preventScroll: true });
  }

  move(event) {
    const g = this.gesture;
    if (!g) return;
    if (!g.moved && Math.hypot(event.clientX - g.x, event.clientY - g.y) < CLICK_SLOP) return;
    g.moved = true;
    if (g.id == null) return;
    const at = this.point(event);
    const from = this.drawing.positions.find((p) => p.id === g.id);
    if (this.tool === 'move') {
      // Only the dragged position and its moves are drawn again; the model changes on release.
      const moved = {
        ...this.drawing,
        positions: this.drawing.positions.map((p) => (p.id === g.id ? { ...p, x: at.x, y: at.y } : p)),
      };
      const keep = this.drawing;
      this.render(moved);
      this.drawing = keep;
      g.place = at;
      return;
    }
    const target = this.positionAt(event);
    // Out of its position and back onto it is a move to itself (a loop); a wobble is a click.
    if (target !== g.id) g.left = true;
    for (const element of this.nodes.querySelectorAll('[data-target]')) element.removeAttribute('data-target');
    if (target != null && target !== g.id)
      this.nodes
        .querySelector(`[data-position="${CSS.escape(this.drawing.positions.find((p) => p.id === target).name)}"]`)
        ?.setAttribute('data-target', 'true');
    const [x1, y1] = towards(from.x, from.y, at.x, at.y, ARROW_STOP);
    Object.entries({ x1, y1, x2: at.x, y2: at.y }).forEach(([name, value]) =>
      this.band.setAttribute(name, String(value)),
    );
    this.band.setAttribute('visibility', 'visible');
  }

  up(event) {
    const g = this.gesture;
    if (!g) return;
    this.gesture = null;
    this.band.setAttribute('visibility', 'hidden');
    const at = this.point(event);
    if (!g.moved) {
      if (g.id != null) this.handlers.select({ id: g.id });
      else if (g.move) this.handlers.select(g.move);
      else this.handlers.add(at.x, at.y);
      return;
    }
    if (g.id == null) return;
    if (this.tool === 'move') {
      if (g.place) this.handlers.place(g.id, g.place.x, g.place.y);
      return;
    }
    const target = this.positionAt(event);
    if (target === g.id && g.left) this.handlers.connect(g.id, g.id);
    else if (target === g.id) this.handlers.select({ id: g.id });
    else if (target != null) this.handlers.connect(g.id, target);
    else this.handlers.connectNew(g.id, at.x, at.y);
  }

  cancel() {
    if (!this.gesture) return;
    this.gesture = null;
    this.band.setAttribute('visibility', 'hidden');
    this.render(this.drawing);
  }

  /** Enter or space on a focused position selects it. */
  key(event) {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const node = event.target.closest?.('[data-position]');
    if (!node) return;
    event.preventDefault();
    const id = this.drawing.positions.find((p) => p.name === node.dataset.position)?.id;
    if (id != null) this.handlers.select({ id });
  }

  /** Gives the keyboard focus back to a position after a redraw. */
  focusPosition(name) {
    this.nodes.querySelector(`[data-position="${CSS.escape(name)}"]`)?.focus({ preventScroll: true });
  }

  /** The drawing as a standalone SVG ({text, width, height}, export/svg.js), nothing selected. */
  exportSvg() {
    const options = this.options;
    this.render(this.drawing, { ...options, selected: null });
    try {
      return standaloneSvg(this.svg, this.content, getComputedStyle(this.svg).backgroundColor || 'white');
    } finally {
      this.render(this.drawing, options);
    }
  }

  clear() {
    this.cancel();
    this.drawing = null;
    replaceChildren(this.edges);
    replaceChildren(this.nodes);
  }
}

/** The point `distance` from (x0, y0) towards (x1, y1). */
function towards(x0, y0, x1, y1, distance) {
  const length = Math.hypot(x1 - x0, y1 - y0) || 1;
  return [x0 + ((x1 - x0) * distance) / length, y0 + ((y1 - y0) * distance) / length];
}

/** A straight move between two outlines, shifted sideways by `offset` (a move each way); a
 * move going down starts below its position's name. */
function linePath(from, to, offset) {
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  const nx = (-(to.y - from.y) / length) * offset;
  const ny = ((to.x - from.x) / length) * offset;
  const down = Math.max(0, (to.y - from.y) / length);
  const [x0, y0] = towards(from.x + nx, from.y + ny, to.x + nx, to.y + ny, ARROW_STOP + NAME_ROOM * down * down);
  const [x1, y1] = towards(to.x + nx, to.y + ny, from.x + nx, from.y + ny, ARROW_STOP);
  return `M${x0} ${y0} L${x1} ${y1}`;
}

/** A move from a position to itself: a loop above it. */
function loopPath(p) {
  // Out to the right of the shape and back, as in the explorer's drawing (above it, the loop ran
  // off the top of the canvas and over the start's label).
  const r = NODE_SIZE / 2;
  return `M${p.x + r * 0.5} ${p.y - r * 0.5} C${p.x + r * 2.4} ${p.y - r * 1.5} ${p.x + r * 2.4} ${p.y + r * 1.5} ${p.x + r * 0.6} ${p.y + r * 0.55}`;
}

/** A value inside a drawn shape, its type smaller when the text is long. */
function valueText(y, value) {
  const text = showShortValue(value);
  return s('text', { class: valueClass(text), y, 'dominant-baseline': 'central', 'text-anchor': 'middle' }, text);
}
