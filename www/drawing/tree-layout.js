// Tidy drawing of a game tree: the Reingold–Tilford layout ("Tidier drawings of trees", 1981, in
// Buchheim, Jünger and Leipert's linear-time form) from d3-hierarchy. Each depth is a row, a
// parent is centred over its children, subtrees never overlap and identical subtrees are drawn
// alike. Children stay in search order, left to right, as the Robot meets them. Pure: arrays in,
// coordinates out (node unit tests call it directly).

import { hierarchy, tree } from 'd3-hierarchy';
import { NODE_SIZE, nodeWidth } from './geometry.js';

/** Vertical distance between two depths (drawing units): the shape, its name and α/β. */
export const TREE_ROW = NODE_SIZE + 58;
/** Space around the drawing (drawing units). */
const PAD = 30;
/** Space between two neighbouring boxes (drawing units). */
const GAP = 10;

/**
 * Coordinates of every node. tree: {childOffsets, children, names} (names by node). Returns
 * {x, y: Float64Array by node, column (the distance between neighbours), width, height}, the root at the top centre, all inside
 * [0, width] × [0, height].
 */
export function layoutTree({ childOffsets, children, names }) {
  const n = childOffsets.length - 1;
  // The widest name sets the column: boxes of one width make a tidy, even row.
  let column = NODE_SIZE;
  for (let v = 0; v < n; v++) column = Math.max(column, nodeWidth(names[v]));
  const kids = (v) => Array.from(children.subarray(childOffsets[v], childOffsets[v + 1]));
  // d3's hierarchy and tree walk with explicit queues: no recursion over the tree's depth.
  const root = hierarchy(0, (v) => (childOffsets[v + 1] > childOffsets[v] ? kids(v) : null));
  tree()
    .nodeSize([column + GAP, TREE_ROW])
    .separation((a, b) => (a.parent === b.parent ? 1 : 1.25))(root);
  let left = Infinity;
  let right = -Infinity;
  let bottom = 0;
  root.each((node) => {
    left = Math.min(left, node.x);
    right = Math.max(right, node.x);
    bottom = Math.max(bottom, node.y);
  });
  const x = new Float64Array(n).fill(NaN);
  const y = new Float64Array(n).fill(NaN);
  const margin = PAD + column / 2;
  root.each((node) => {
    x[node.data] = node.x - left + margin;
    y[node.data] = node.y + PAD + NODE_SIZE / 2;
  });
  return { x, y, column: column + GAP, width: right - left + 2 * margin, height: bottom + 2 * PAD + NODE_SIZE + 24 };
}
