// The tree view: the game unfolded into its tree (a position reached by two plays is drawn
// twice), laid out tidily (tree-layout.js, d3-hierarchy), for the tree algorithms: A. Shen's
// stack traversal (11.3) and alpha-beta. Shapes, colours and the camera are the graph view's:
// Paul's nodes up-triangles, Carole's down-triangles, leaves squares with their VALUE; not
// reached yet white, on the current path gray, finished black; the Robot's node ringed (the
// `current` colour); the child each finished node took its value from joined by a thick green
// edge and marked; nodes alpha-beta cut away dashed and faded, never filled or coloured; α and β
// written beside every node of the current path. Each node carries the testability contract:
// data-position (its position's name), data-node (its id in preorder), data-value ("" until
// known), data-outcome (paul|carole|draw once its value is known exactly; "" before, and for
// alpha-beta's bounds), data-state (unvisited|path|finished|pruned), data-pruned="true" when cut away,
// data-chosen="true" when its finished parent took its value, data-focus="true" on the Robot's,
// data-alpha/data-beta on the path (alpha-beta). render() only touches what changed.

import {
  dataValue,
  NO_NODE,
  NODE_KIND,
  NODE_STATE,
  OUTCOME_WORDS,
  replaceChildren,
  s,
  showValue,
} from '../core/index.js';
import { NODE_SIZE, CHAR_WIDTH, nameScreenPx, scaleLabels } from './geometry.js';
import { CameraView } from './camera-view.js';
import { layoutTree } from './tree-layout.js';
import { NAME_Y, SHAPES, VALUE_Y, setValueText } from './graph-view.js';
import { exportDrawing } from '../export/index.js';

const R = NODE_SIZE / 2;
/** α and β go under the name, two short lines. */
const WINDOW_Y = R + 27;
const KIND_CLASS = ['paul', 'carole', 'end'];
/** By NODE_STATE code: the class (the graph view's colours) and the data-state word. */
const STATE_CLASS = ['white', 'gray', 'black', 'pruned'];
const STATE_WORDS = ['unvisited', 'path', 'finished', 'pruned'];
/** Names are drawn this big in the drawing when the zoom allows (geometry.js nameScreenPx: on screen). */
const NAME_PX = 12;

export class TreeView extends CameraView {
  constructor(container) {
    const svg = s('svg', { class: 'tree-drawing', role: 'img', 'aria-label': 'Game tree' });
    super(container, svg, (scale) => this.scaleNames(scale));
    this.clear();
  }

  clear() {
    this.nameScale = 0;
    replaceChildren(this.edgeLayer);
    replaceChildren(this.nodeLayer);
    this.nodes = [];
    this.focused = -1;
    this.layout = null;
  }

  /** Removes the drawing from the page (the view is not used again). */
  remove() {
    this.svg.remove();
  }

  /**
   * Draws a tree. model: {names (position name by node), kinds (NODE_KIND by node), endValues,
   * parents (NO_NODE for the root), childOffsets, children}.
   */
  draw(model) {
    this.clear();
    const { names, kinds, endValues, parents } = model;
    const layout = layoutTree(model);
    this.layout = layout;
    this.parents = parents;
    for (let v = 0; v < names.length; v++) {
      const kind = KIND_CLASS[kinds[v]];
      const value = s('text', { class: 'value', y: VALUE_Y[kind] });
      if (kinds[v] === NODE_KIND.end) setValueText(value, endValues[v]);
      const who =
        kind === 'end'
          ? `leaf, VALUE ${showValue(endValues[v])}`
          : kind === 'paul'
            ? 'Paul (max) moves'
            : 'Carole (min) moves';
      const alpha = s('tspan', { x: 0 });
      const beta = s('tspan', { x: 0, dy: '1.15em' });
      const group = s(
        'g',
        {
          class: `node ${kind} white`,
          transform: `translate(${layout.x[v]} ${layout.y[v]})`,
          'data-position': names[v],
          'data-node': v,
          'data-value': '',
          'data-outcome': '',
          'data-state': 'unvisited',
          'data-player': kind,
        },
        s('title', {}, `${names[v]} (node ${v}): ${who}`),
        s('path', { class: 'shape', d: SHAPES[kind] }),
        value,
        s('text', { class: 'name', y: NAME_Y }, names[v]),
        s('text', { class: 'window', y: WINDOW_Y }, alpha, beta),
      );
      let edge = null;
      if (parents[v] !== NO_NODE) {
        const p = parents[v];
        edge = s('path', { class: 'edge unseen', d: edgePath(layout.x[p], layout.y[p], layout.x[v], layout.y[v]) });
        this.edgeLayer.appendChild(edge);
      }
      this.nodes.push({
        group,
        value,
        alpha,
        beta,
        edge,
        kind,
        state: -1,
        shown: NaN,
        outcome: '',
        chosen: false,
        current: false,
        window: '',
        edgeClass: 'edge unseen',
      });
      this.nodeLayer.appendChild(group);
    }
    // Below this scale, names at a readable size would run into their neighbours'.
    const longest = Math.max(...names.map((name) => name.length));
    this.nameScale = (longest * CHAR_WIDTH) / NAME_PX / layout.column;
    this.camera.load(layout.width, layout.height, { x: layout.x[0], y: layout.y[0] });
    this.scaleNames(this.panZoom.target().scale);
  }

  /** Names drawn nameScreenPx() tall on screen at least; hidden when they would overlap (but
   * on the path and under the pointer: the graph view's rules). */
  scaleNames(scale) {
    this.svg.style.setProperty('--name-size', `${Math.max(NAME_PX, nameScreenPx() / scale).toFixed(2)}px`);
    this.svg.classList.toggle('names-hidden', scale < this.nameScale * nameScreenPx());
    scaleLabels(this.svg, scale);
  }

  /** The names' least size changed (geometry.js setNameMinimum): drawn again at it. */
  relabel() {
    this.scaleNames(this.panZoom.target().scale);
  }

  /**
   * Shows one step. frame: {states (NODE_STATE by node), values (NaN: unknown), chosen (child id
   * or NO_NODE by node), current (the Robot's node), path (root first), alphas, betas (by node,
   * or null when the algorithm has no window), exact (v) → whether a finished node's value is
   * exact, not a bound}.
   */
  render(frame) {
    const { states, values, chosen, current, path, alphas, betas, exact } = frame;
    const onPath = new Set(path);
    for (let v = 0; v < this.nodes.length; v++) {
      const node = this.nodes[v];
      const state = states[v];
      const isCurrent = v === current;
      const p = this.parents[v];
      // Marked once the parent is finished (alpha-beta's choice on the path may still change).
      const isChosen = p !== NO_NODE && chosen[p] === v && states[p] === NODE_STATE.finished;
      if (state !== node.state || isCurrent !== node.current || isChosen !== node.chosen) {
        node.group.setAttribute(
          'class',
          `node ${node.kind} ${STATE_CLASS[state]}${isCurrent ? ' current' : ''}${isChosen ? ' chosen' : ''}`,
        );
        node.group.setAttribute('data-state', STATE_WORDS[state]);
        if (state === NODE_STATE.pruned) node.group.setAttribute('data-pruned', 'true');
        else node.group.removeAttribute('data-pruned');
        if (isChosen) node.group.setAttribute('data-chosen', 'true');
        else node.group.removeAttribute('data-chosen');
        node.state = state;
        node.current = isCurrent;
        node.chosen = isChosen;
      }
      // Finished nodes their value, leaves theirs once evaluated (a leaf's VALUE is drawn from
      // the start: it is given); a pruned node none.
      const value =
        state === NODE_STATE.finished || (node.kind === 'end' && state === NODE_STATE.path) ? values[v] : NaN;
      const outcome = state === NODE_STATE.finished && exact(v) ? OUTCOME_WORDS.ofValue(value) : '';
      if (!Object.is(value, node.shown) || outcome !== node.outcome) {
        node.group.setAttribute('data-value', dataValue(value));
        node.group.setAttribute('data-outcome', outcome);
        if (node.kind !== 'end') setValueText(node.value, value);
        node.shown = value;
        node.outcome = outcome;
      }
      const window = alphas && onPath.has(v) && !Number.isNaN(alphas[v]) ? [alphas[v], betas[v]] : null;
      const windowText = window ? `${showValue(window[0])} ${showValue(window[1])}` : '';
      if (windowText !== node.window) {
        node.alpha.textContent = window ? `α ${showValue(window[0])}` : '';
        node.beta.textContent = window ? `β ${showValue(window[1])}` : '';
        if (window) {
          node.group.setAttribute('data-alpha', String(window[0]));
          node.group.setAttribute('data-beta', String(window[1]));
        } else {
          node.group.removeAttribute('data-alpha');
          node.group.removeAttribute('data-beta');
        }
        node.window = windowText;
      }
      if (node.edge) {
        const seen = state === NODE_STATE.unvisited ? 'unseen' : state === NODE_STATE.pruned ? 'pruned' : 'tree';
        const edgeClass = `edge ${seen}${isChosen ? ' best' : ''}${isCurrent && state !== NODE_STATE.finished ? ' current' : ''}`;
        if (edgeClass !== node.edgeClass) {
          node.edge.setAttribute('class', edgeClass);
          node.edgeClass = edgeClass;
        }
      }
    }
    this.focus(current, path);
  }

  /** Marks the Robot's node (data-focus) and keeps it and the path up to the root in view. */
  focus(current, path) {
    if (current !== this.focused) {
      this.nodes[this.focused]?.group.removeAttribute('data-focus');
      this.nodes[current]?.group.setAttribute('data-focus', 'true');
      this.focused = current;
    }
    const points = [{ x: this.layout.x[current], y: this.layout.y[current] }];
    for (let i = path.length - 1; i >= 0; i--) points.push({ x: this.layout.x[path[i]], y: this.layout.y[path[i]] });
    this.camera.follow(points, true, 1);
  }

  /** The whole drawing as a standalone SVG text (Export), names at their drawing size. */
  exportSvg() {
    return this.nodes.length === 0 ? null : exportDrawing(this, NAME_PX);
  }

  /** Shows or hides the drawing (the page shows either the graph or the tree). */
  show(on) {
    this.svg.toggleAttribute('hidden', !on);
  }
}

/** From the bottom of the parent's shape to the top of the child's, a gentle S-curve. */
function edgePath(px, py, cx, cy) {
  const y0 = py + R * 0.8;
  const y1 = cy - R;
  const mid = (y0 + y1) / 2;
  return `M${px} ${y0} C${px} ${mid} ${cx} ${mid} ${cx} ${y1}`;
}
