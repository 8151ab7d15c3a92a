// The graph view: one SVG drawing of the reachable positions, laid out by layout.js, and
// updated step by step. Paul's positions are up-triangles, Carole's down-triangles, end
// positions squares with their VALUE. Each position carries the testability contract:
// data-position (its name), data-color (white|gray|black), data-value ("" until known) and, on
// the one position being looked at, data-focus="true"; an algorithm's frame may add its own
// data-* attributes (data-outcome, data-remoteness, data-layer), a short badge beside each
// position (a counter, a layer) and a class per position (its outcome, its layer ring). render() only touches what changed since
// the last frame; the camera (camera.js) keeps that position and its path in view. Names stay
// legible at any zoom: drawn at a fixed size on screen, and hidden (but for the positions in
// play and the one under the pointer) when the zoom would make them overlap.

import { COLOR, COLOR_NAMES, dataValue, MOVER, replaceChildren, s, showShortValue, showValue } from '../core/index.js';
import { NODE_SIZE, CHAR_WIDTH, nameScreenPx, nodeWidth, scaleLabels } from './geometry.js';
import { arrowhead } from './arrowhead.js';
import { CameraView } from './camera-view.js';
import { exportDrawing } from '../export/index.js';

const R = NODE_SIZE / 2;
/** Shapes centred on (0, 0), fitting a NODE_SIZE square (the tree view draws the same). */
export const SHAPES = {
  paul: `M0 ${-R} L${R} ${R * 0.8} L${-R} ${R * 0.8} Z`,
  carole: `M0 ${R} L${R} ${-R * 0.8} L${-R} ${-R * 0.8} Z`,
  end: `M${-R * 0.78} ${-R * 0.78} H${R * 0.78} V${R * 0.78} H${-R * 0.78} Z`,
};
/** Where the value sits inside each shape (near its centroid). */
export const VALUE_Y = { paul: R * 0.3, carole: -R * 0.25, end: 0 };
export const NAME_Y = R + 12;
/** Shapes are drawn this far above the centre of their layout box (the name goes under). */
const SHAPE_LIFT = 7;
/** Arrowheads stop this far from a shape's centre: on its outline, not on its name. */
const ARROW_STOP = R + 3;
/** Names are drawn at nameScreenPx() on screen at least, at this size in the drawing when the
 * zoom allows (px at scale 1, the layout's). */
const NAME_PX = 12;
/** Room between two names that counts as not overlapping (drawing units). */
const NAME_ROOM = 16;
export class GraphView extends CameraView {
  constructor(container) {
    const svg = s('svg', { class: 'graph', role: 'img', 'aria-label': 'Game graph' }, defs());
    super(container, svg, (scale) => this.scaleNames(scale));
    this.nameScale = 0;
    this.clear();
  }

  clear() {
    replaceChildren(this.edgeLayer);
    replaceChildren(this.nodeLayer);
    this.nodes = [];
    this.edges = [];
    this.edgeIndex = new Map();
    this.focused = -1;
    this.found = -1;
    this.targeted = -1;
    this.bestLine = null;
    this.svg.classList.remove('best-line-only');
  }

  /**
   * Draws a game. model: {names, movers, isEnd, endValues, layout, best: (v) => ids}.
   * Positions without coordinates (unreachable) are not drawn.
   */
  draw(model) {
    this.clear();
    const { names, movers, isEnd, layout } = model;
    this.start = model.start ?? 0;
    this.bestLine = principalVariation(this.start, model.best, (v) => !Number.isNaN(layout.x[v]));
    for (const edge of layout.edges) {
      const element = s('path', {
        class: 'edge unseen',
        d: pathOf(stopAtShape(edge.points, layout.x[edge.to], layout.y[edge.to] - SHAPE_LIFT)),
        'marker-end': 'url(#arrow)',
      });
      const onLine = this.bestLine?.edges.has(`${edge.from}>${edge.to}`) ? ' on-best-line' : '';
      element.setAttribute('class', `edge unseen${onLine}`);
      const record = { from: edge.from, to: edge.to, element, className: `edge unseen${onLine}`, best: false };
      if (edge.moves > 1) {
        const [mx, my] = middle(edge.points);
        record.label = s('text', { class: 'edge-moves', x: mx + 6, y: my }, `×${edge.moves}`);
      }
      this.edgeIndex.set(`${edge.from}>${edge.to}`, this.edges.length);
      this.edges.push(record);
      this.edgeLayer.append(element, record.label ?? '');
    }
    for (const edge of this.edges) {
      edge.best = model.best(edge.from).includes(edge.to);
    }
    this.nodes = new Array(names.length).fill(null);
    for (let v = 0; v < names.length; v++) {
      if (Number.isNaN(layout.x[v])) continue;
      const player = isEnd[v] ? 'end' : movers[v] === MOVER.paul ? 'paul' : 'carole';
      const value = s('text', { class: 'value', y: VALUE_Y[player] });
      if (isEnd[v]) setValueText(value, model.endValues[v]);
      const who = isEnd[v]
        ? `end position, VALUE ${showValue(model.endValues[v])}`
        : player === 'paul'
          ? 'Paul (max) moves'
          : 'Carole (min) moves';
      const group = s(
        'g',
        {
          class: `node ${player} white${this.bestLine?.nodes.has(v) ? ' on-best-line' : ''}`,
          transform: `translate(${layout.x[v]} ${layout.y[v] - SHAPE_LIFT})`,
          'data-position': names[v],
          'data-color': 'white',
          'data-value': '',
          'data-player': player,
        },
        s('title', {}, `${names[v]}: ${who}`),
        s('path', { class: 'shape', d: SHAPES[player] }),
        value,
        s('text', { class: 'name', y: NAME_Y }, names[v]),
      );
      const badge = s('text', { class: 'badge', x: R + 2, y: -R + 4 });
      group.appendChild(badge);
      this.nodes[v] = {
        group,
        value,
        badge,
        player,
        color: COLOR.white,
        shown: NaN,
        current: false,
        end: isEnd[v],
        tag: '',
        badgeText: '',
        attrs: {},
      };
      this.nodeLayer.appendChild(group);
    }
    this.layout = layout;
    // Below this scale, names at a readable size would run into each other.
    this.nameScale = 0;
    for (let v = 0; v < names.length; v++) {
      if (!this.nodes[v]) continue;
      const needed = (names[v].length * CHAR_WIDTH) / NAME_PX / (nodeWidth(names[v]) + NAME_ROOM);
      this.nameScale = Math.max(this.nameScale, needed);
    }
    this.camera.load(layout.width, layout.height, { x: layout.x[this.start], y: layout.y[this.start] });
    this.scaleNames(this.panZoom.target().scale);
  }

  /** Names drawn nameScreenPx() tall on screen at least; hidden when they would overlap
   * (nameScale: the scale below which a name 1 px tall on screen would). */
  scaleNames(scale) {
    const size = Math.max(NAME_PX, nameScreenPx() / scale);
    this.svg.style.setProperty('--name-size', `${size.toFixed(2)}px`);
    this.svg.classList.toggle('names-hidden', scale < this.nameScale * nameScreenPx());
    scaleLabels(this.svg, scale);
  }

  /** The names' least size changed (geometry.js setNameMinimum): drawn again at it. */
  relabel() {
    this.scaleNames(this.panZoom.target().scale);
  }

  /**
   * The whole drawing as it looks now, as a standalone SVG ({text, width, height}), or null when
   * nothing is drawn. Every name is shown at its drawing size (the zoom's hiding is for the screen).
   */
  exportSvg() {
    return this.nodes.length === 0 ? null : exportDrawing(this, NAME_PX);
  }

  /** Dims everything off the best line (the principal variation from the start), or not. */
  showBestLine(on) {
    this.svg.classList.toggle('best-line-only', on && this.bestLine != null);
  }

  /**
   * Shows one step. frame: {colors, values, current (id or -1), currentEdge ({from, to} or null),
   * edgeKind(from, to) → 'unseen'|'tree'|'black'|'back', final (bool: best moves of every black
   * position are shown), and optionally attrs ({name: [string per position]}, written as
   * data-<name>), badges ([string per position]) and tags ([class per position])}.
   */
  render(frame) {
    const { colors, values, attrs, badges, tags } = frame;
    // A position found (findPosition) stays the focus until the step changes.
    if (frame.step !== this.step) this.found = -1;
    this.step = frame.step;
    for (let v = 0; v < this.nodes.length; v++) {
      const node = this.nodes[v];
      if (!node) continue;
      const color = colors[v];
      const value = values[v];
      const current = v === frame.current;
      const tag = tags?.[v] ?? '';
      if (color !== node.color || current !== node.current || tag !== node.tag) {
        const onLine = this.bestLine?.nodes.has(v) ? ' on-best-line' : '';
        node.group.setAttribute(
          'class',
          `node ${node.player} ${COLOR_NAMES[color]}${tag ? ` ${tag}` : ''}${current ? ' current' : ''}${onLine}`,
        );
        node.group.setAttribute('data-color', COLOR_NAMES[color]);
        node.color = color;
        node.current = current;
        node.tag = tag;
      }
      if (attrs) {
        for (const name in attrs) {
          const text = attrs[name][v];
          if (text !== node.attrs[name]) {
            node.group.setAttribute(`data-${name}`, text);
            node.attrs[name] = text;
          }
        }
      }
      const badgeText = badges?.[v] ?? '';
      if (badgeText !== node.badgeText) {
        node.badge.textContent = badgeText;
        node.badgeText = badgeText;
      }
      if (!Object.is(value, node.shown)) {
        node.group.setAttribute('data-value', dataValue(value));
        if (!node.end) setValueText(node.value, value);
        node.shown = value;
      }
    }
    this.focus(frame);
    const currentKey = frame.currentEdge ? `${frame.currentEdge.from}>${frame.currentEdge.to}` : null;
    const current = currentKey == null ? -1 : this.edgeIndex.get(currentKey);
    this.edges.forEach((edge, i) => {
      const kind = frame.edgeKind(edge.from, edge.to);
      const best = edge.best && colors[edge.from] === COLOR.black;
      const onLine = this.bestLine?.edges.has(`${edge.from}>${edge.to}`) ? ' on-best-line' : '';
      const className = `edge ${kind}${best ? ' best' : ''}${i === current ? ' current' : ''}${onLine}`;
      if (className !== edge.className) {
        edge.element.setAttribute('class', className);
        edge.element.setAttribute('marker-end', `url(#arrow${best ? '-best' : i === current ? '-current' : ''})`);
        edge.className = className;
      }
    });
  }

  /**
   * Marks the position being looked at (data-focus; the start before the first step) and asks
   * the camera to keep it, the move's target and the path back to the start in view.
   */
  focus(frame) {
    const focus =
      this.found >= 0 ? this.found : frame.current >= 0 && this.nodes[frame.current] ? frame.current : this.start;
    this.setFocus(focus);
    // The move's other end is in play too: the sentence names it, so its name shows.
    const target = frame.currentEdge
      ? frame.currentEdge.to === focus
        ? frame.currentEdge.from
        : frame.currentEdge.to
      : -1;
    if (target !== this.targeted) {
      this.nodes[this.targeted]?.group.removeAttribute('data-target');
      this.nodes[target]?.group.setAttribute('data-target', 'true');
      this.targeted = target;
    }
    const ids = [focus];
    if (frame.currentEdge) ids.push(frame.currentEdge.to);
    const stack = frame.stack ?? [];
    for (let i = stack.length - 1; i >= 0; i--) ids.push(stack[i]);
    ids.push(this.start);
    if (this.found >= 0) return;
    const points = [];
    for (const v of ids) if (this.nodes[v]) points.push({ x: this.layout.x[v], y: this.layout.y[v] });
    // The position and the move looked at always; the path back to the start as it fits.
    this.camera.follow(points, true, frame.currentEdge ? 2 : 1);
  }

  /** Moves data-focus to position v. */
  setFocus(v) {
    if (v === this.focused) return;
    this.nodes[this.focused]?.group.removeAttribute('data-focus');
    this.nodes[v]?.group.setAttribute('data-focus', 'true');
    this.focused = v;
  }

  /** Centres the view on position v and makes it the focus until the next step (Find a
   * position); false when v is not drawn. */
  findPosition(v) {
    if (!this.nodes[v]) return false;
    this.found = v;
    this.setFocus(v);
    this.camera.centre({ x: this.layout.x[v], y: this.layout.y[v] });
    return true;
  }
}

/**
 * The best line: from the start, the first best move at each position until an end position
 * (or a position seen before, in a game with cycles). null when the start has no best move.
 */
function principalVariation(start, best, drawn) {
  const line = { nodes: new Set([start]), edges: new Set() };
  let v = start;
  for (;;) {
    const next = best(v)[0];
    if (next == null || !drawn(next)) break;
    line.edges.add(`${v}>${next}`);
    if (line.nodes.has(next)) break;
    line.nodes.add(next);
    v = next;
  }
  return line.edges.size ? line : null;
}

/** An edge's points, the last one pulled back to the outline of the shape centred at (cx, cy). */
function stopAtShape(points, cx, cy) {
  const n = points.length;
  const [px, py] = [points[n - 4], points[n - 3]];
  const dx = cx - px;
  const dy = cy - py;
  const length = Math.hypot(dx, dy);
  if (length <= ARROW_STOP) return points;
  const out = points.slice();
  out[n - 2] = cx - (dx / length) * ARROW_STOP;
  out[n - 1] = cy - (dy / length) * ARROW_STOP;
  return out;
}

/** A value inside a shape: short, and smaller type when it is still long ("+0.75"). */
export function setValueText(element, value) {
  const text = showShortValue(value);
  element.textContent = text;
  element.setAttribute('class', valueClass(text));
}

/** The class of a value drawn inside a shape: smaller type for a longer text ("+1.0000"). */
export function valueClass(text) {
  return text.length > 5 ? 'value longer' : text.length > 3 ? 'value long' : 'value';
}

function defs() {
  return s(
    'defs',
    {},
    arrowhead('arrow', 'arrowhead'),
    arrowhead('arrow-best', 'arrowhead best'),
    arrowhead('arrow-current', 'arrowhead current'),
  );
}

function pathOf(points) {
  let d = `M${points[0]} ${points[1]}`;
  if (points.length === 4) return `${d} L${points[2]} ${points[3]}`;
  // The layout's bends (one per layer a long move crosses), smoothed with quadratic curves
  // through their midpoints.
  for (let i = 2; i + 3 < points.length; i += 2) {
    const mx = (points[i] + points[i + 2]) / 2;
    const my = (points[i + 1] + points[i + 3]) / 2;
    d += ` Q${points[i]} ${points[i + 1]} ${mx} ${my}`;
  }
  const n = points.length;
  return `${d} L${points[n - 2]} ${points[n - 1]}`;
}

function middle(points) {
  const i = Math.floor(points.length / 4) * 2;
  return [points[i], points[i + 1]];
}
