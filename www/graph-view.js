// The graph view: one SVG drawing of the reachable positions, laid out by layout.js, and
// updated step by step. Paul's positions are up-triangles, Carole's down-triangles, end
// positions squares with their VALUE. Each position carries the testability contract:
// data-position (its name), data-color (white|gray|black) and data-value ("" until known).
// render() only touches what changed since the last frame.

import { s, replaceChildren } from './dom.js';
import { NODE_SIZE } from './geometry.js';
import { PanZoom } from './panzoom.js';
import { dataValue, showValue, showShortValue } from './numbers.js';

const COLOR_NAMES = ['white', 'gray', 'black'];
const R = NODE_SIZE / 2;
/** Shapes centred on (0, 0), fitting a NODE_SIZE square. */
const SHAPES = {
  paul: `M0 ${-R} L${R} ${R * 0.8} L${-R} ${R * 0.8} Z`,
  carole: `M0 ${R} L${R} ${-R * 0.8} L${-R} ${-R * 0.8} Z`,
  end: `M${-R * 0.78} ${-R * 0.78} H${R * 0.78} V${R * 0.78} H${-R * 0.78} Z`,
};
/** Where the value sits inside each shape (near its centroid). */
const VALUE_Y = { paul: R * 0.3, carole: -R * 0.25, end: 0 };
const NAME_Y = R + 12;

export class GraphView {
  constructor(container) {
    this.container = container;
    this.svg = s('svg', { class: 'graph', role: 'img', 'aria-label': 'Game graph' });
    this.svg.appendChild(defs());
    this.viewport = s('g', { class: 'viewport' });
    this.edgeLayer = s('g', { class: 'edges' });
    this.nodeLayer = s('g', { class: 'nodes' });
    this.viewport.append(this.edgeLayer, this.nodeLayer);
    this.svg.appendChild(this.viewport);
    container.appendChild(this.svg);
    this.panZoom = new PanZoom(this.svg, this.viewport);
    this.clear();
  }

  clear() {
    replaceChildren(this.edgeLayer);
    replaceChildren(this.nodeLayer);
    this.nodes = [];
    this.edges = [];
    this.edgeIndex = new Map();
  }

  /**
   * Draws a game. model: {names, movers, isEnd, endValues, layout, best: (v) => ids}.
   * Positions without coordinates (unreachable) are not drawn.
   */
  draw(model) {
    this.clear();
    const { names, movers, isEnd, layout } = model;
    for (const edge of layout.edges) {
      const element = s('path', { class: 'edge unseen', d: pathOf(edge.points), 'marker-end': 'url(#arrow)' });
      const record = { from: edge.from, to: edge.to, element, className: 'edge unseen', best: false };
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
      const player = isEnd[v] ? 'end' : movers[v] === 0 ? 'paul' : 'carole';
      const value = s('text', { class: 'value', y: VALUE_Y[player] });
      if (isEnd[v]) setValueText(value, model.endValues[v]);
      const who = isEnd[v] ? `end position, VALUE ${showValue(model.endValues[v])}` : player === 'paul' ? 'Paul (max) moves' : 'Carole (min) moves';
      const group = s(
        'g',
        {
          class: `node ${player} white`,
          transform: `translate(${layout.x[v]} ${layout.y[v] - 7})`,
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
      this.nodes[v] = { group, value, player, color: 0, shown: NaN, current: false, end: isEnd[v] };
      this.nodeLayer.appendChild(group);
    }
    this.layout = layout;
    this.followed = -1;
    const start = model.start ?? 0;
    this.panZoom.fit(layout.width, layout.height, { x: layout.x[start], y: layout.y[start] });
  }

  /**
   * Shows one step. frame: {colors, values, current (id or -1), currentEdge ({from, to} or null),
   * edgeKind(from, to) → 'unseen'|'tree'|'black'|'back', final (bool: best moves of every black
   * position are shown)}.
   */
  render(frame) {
    const { colors, values } = frame;
    for (let v = 0; v < this.nodes.length; v++) {
      const node = this.nodes[v];
      if (!node) continue;
      const color = colors[v];
      const value = values[v];
      const current = v === frame.current;
      if (color !== node.color || current !== node.current) {
        node.group.setAttribute('class', `node ${node.player} ${COLOR_NAMES[color]}${current ? ' current' : ''}`);
        node.group.setAttribute('data-color', COLOR_NAMES[color]);
        node.color = color;
        node.current = current;
      }
      if (!Object.is(value, node.shown)) {
        node.group.setAttribute('data-value', dataValue(value));
        if (!node.end) setValueText(node.value, value);
        node.shown = value;
      }
    }
    if (frame.current >= 0 && frame.current !== this.followed && this.nodes[frame.current]) {
      this.followed = frame.current;
      this.panZoom.follow(this.layout.x[frame.current], this.layout.y[frame.current]);
    }
    const currentKey = frame.currentEdge ? `${frame.currentEdge.from}>${frame.currentEdge.to}` : null;
    const current = currentKey == null ? -1 : this.edgeIndex.get(currentKey);
    this.edges.forEach((edge, i) => {
      const kind = frame.edgeKind(edge.from, edge.to);
      const best = edge.best && colors[edge.from] === 2;
      const className = `edge ${kind}${best ? ' best' : ''}${i === current ? ' current' : ''}`;
      if (className !== edge.className) {
        edge.element.setAttribute('class', className);
        edge.element.setAttribute('marker-end', `url(#arrow${best ? '-best' : i === current ? '-current' : ''})`);
        edge.className = className;
      }
    });
  }

  zoom(factor) {
    this.panZoom.zoom(factor);
  }

  /** Shows the whole drawing. */
  fit() {
    this.panZoom.fitWhole();
  }

  /** Re-frames after the view changed size. */
  refit() {
    this.panZoom.refit();
  }
}

/** A value inside a shape: short, and smaller type when it is still long ("+0.75"). */
function setValueText(element, value) {
  const text = showShortValue(value);
  element.textContent = text;
  element.setAttribute('class', text.length > 3 ? 'value long' : 'value');
}

function defs() {
  // Fixed-size arrowheads (user units), whatever the stroke width of the edge.
  const marker = (id, cls) =>
    s(
      'marker',
      { id, viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 10, markerHeight: 10, markerUnits: 'userSpaceOnUse', orient: 'auto-start-reverse' },
      s('path', { d: 'M0 0 L10 5 L0 10 Z', class: cls }),
    );
  return s('defs', {}, marker('arrow', 'arrowhead'), marker('arrow-best', 'arrowhead best'), marker('arrow-current', 'arrowhead current'));
}

function pathOf(points) {
  let d = `M${points[0]} ${points[1]}`;
  if (points.length === 4) return `${d} L${points[2]} ${points[3]}`;
  // dagre's bend points, smoothed with quadratic curves through their midpoints.
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
