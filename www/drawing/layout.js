// Layered drawing of the positions reachable from the start, by dagre (ranking, crossing
// minimisation and coordinates): we only say how big each position is.
//
// dagre breaks every edge that spans several layers into a chain of dummy nodes, and its
// crossing minimisation slows down badly with them: Nim, where a move may take many matches,
// has thousands (Nim 3,5,7: 3.4 s for 376 positions). So on a DAG we first rank positions by
// their longest path from the start (every move then goes down at least one layer); when the
// long moves would cost more than DUMMY_BUDGET dummies, dagre lays out only the one-layer moves
// (which keep exactly that ranking, since each position has a predecessor one layer up) and
// the long moves are drawn afterwards as curves. Graphs with cycles go to dagre whole.
// Runs in the worker (big layouts never block the page) and in the benchmark.

import { Graph, layout } from '@dagrejs/dagre';
import { NODE_SIZE, nodeWidth } from './geometry.js';
import { countCrossings, improveOrder } from './crossings.js';

/** dagre's default ranker, network simplex, took minutes on dense game DAGs (Nim 1,2,3,4: 150 s
 * against 1 s): its cut values are recomputed over thousands of edges. The tight-tree ranker
 * (longest path, then a feasible tight tree) gives the same layers on our DAGs at a fraction. */
const RANKER = 'tight-tree';
/** Tight between layers, so a whole small game fits the box at a scale where its names can be
 * read (the moves between layers stay long enough to show their direction). */
const RANK_GAP = 24;
const NODE_GAP = 20;
/** Horizontal room of a long move's bends (its dummy positions) next to one another. */
const EDGE_GAP = 6;
const MARGIN = 16;
const NODE_HEIGHT = NODE_SIZE + 14;
/** Most dummy nodes we let dagre create before routing long moves ourselves. */
export const DUMMY_BUDGET = 1500;

/**
 * Longest-path layer of each reachable position (Kahn's topological order, no recursion), or
 * null when the reachable part has a cycle.
 */
function longestPathLayers(n, offsets, targets, reachable) {
  const indegree = new Uint32Array(n);
  for (let v = 0; v < n; v++) {
    if (!reachable[v]) continue;
    for (let i = offsets[v]; i < offsets[v + 1]; i++) indegree[targets[i]] += 1;
  }
  const layer = new Int32Array(n);
  const queue = [];
  for (let v = 0; v < n; v++) if (reachable[v] && indegree[v] === 0) queue.push(v);
  let seen = 0;
  for (let head = 0; head < queue.length; head++) {
    const v = queue[head];
    seen += 1;
    for (let i = offsets[v]; i < offsets[v + 1]; i++) {
      const w = targets[i];
      layer[w] = Math.max(layer[w], layer[v] + 1);
      if (--indegree[w] === 0) queue.push(w);
    }
  }
  let reachableCount = 0;
  for (let v = 0; v < n; v++) reachableCount += reachable[v];
  return seen === reachableCount ? layer : null;
}

/**
 * The order of each layer, on dagre's layered graph (every edge joins neighbouring layers, long
 * ones through dummy nodes): Gansner et al.'s loop of median sweeps and transposes
 * (crossings.js) from two starting orders, depth-first from the top layer down with each node's
 * successors taken left to right and right to left, keeping the one with fewer crossings.
 * dagre's own ordering (its barycenter sweeps) is used only when `transposeToo` is false (the
 * benchmark's comparison): from it the loop ended with no fewer crossings on the built-in games
 * (BENCHMARKS.md, "Crossings in the drawings"), and it was a third of a small game's layout time.
 * `report`, when given, receives the crossings after (the benchmark's measure).
 */
function orderLayers(transposeToo, report) {
  return (g, dagreOrder) => {
    // graphlib builds a fresh array on every predecessors() call: ask once per node.
    const ups = new Map(g.nodes().map((v) => [v, g.predecessors(v) ?? []]));
    const downs = new Map(g.nodes().map((v) => [v, g.successors(v) ?? []]));
    const up = (v) => ups.get(v);
    const down = (v) => downs.get(v);
    let best;
    if (transposeToo) {
      let bestCount = Infinity;
      for (const reversed of [false, true]) {
        const layers = depthFirstLayers(g, down, reversed);
        const count = improveOrder(layers, up, down);
        if (count < bestCount) [best, bestCount] = [layers, count];
      }
    } else {
      dagreOrder(g);
      best = [];
      for (const v of g.nodes()) {
        const { rank, order } = g.node(v);
        (best[rank] ??= [])[order] = v;
      }
      best = best.map((layer) => (layer ?? []).filter((v) => v !== undefined));
    }
    if (report) report.after = countCrossings(best, down);
    for (const layer of best) layer.forEach((v, i) => (g.node(v).order = i));
  };
}

/**
 * Layers in depth-first order (no recursion): the nodes by rank are the roots, each node is put at
 * the end of its layer when first reached, then its successors are visited, left to right or
 * (`reversed`) right to left.
 */
function depthFirstLayers(g, down, reversed) {
  const roots = g.nodes().sort((a, b) => g.node(a).rank - g.node(b).rank);
  const layers = [];
  const seen = new Set();
  for (const root of roots) {
    const stack = [root];
    while (stack.length) {
      const v = stack.pop();
      if (seen.has(v)) continue;
      seen.add(v);
      (layers[g.node(v).rank] ??= []).push(v);
      const next = down(v);
      // The stack takes them last first: pushed right to left, they are visited left to right.
      if (reversed) for (const w of next) stack.push(w);
      else for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]);
    }
  }
  return layers.map((layer) => layer ?? []);
}

/**
 * Lays out the reachable part of a graph given in CSR form.
 * Returns {x, y (Float64Array by id, NaN = not drawn), width, height, routed (count of long
 * moves drawn as curves), edges: [{from, to, moves, points: [x0, y0, x1, y1, …]}]} — one edge
 * per distinct (from, to) pair; `moves` counts repeated moves. Options (for the benchmark):
 * `transpose: false` keeps dagre's own order; `crossings: {}` receives {after}.
 * @param {{ names: ArrayLike<string>, offsets: Uint32Array, targets: Uint32Array, reachable: Uint8Array }} graph
 * @param {{ transpose?: boolean, crossings?: { before?: number, after?: number } }} [options]
 */
export function layoutGraph(
  { names, offsets, targets, reachable },
  { transpose: transposeToo = true, crossings } = {},
) {
  const n = names.length;
  const moves = new Map();
  const pairs = [];
  for (let v = 0; v < n; v++) {
    if (!reachable[v]) continue;
    for (let i = offsets[v]; i < offsets[v + 1]; i++) {
      const key = `${v}>${targets[i]}`;
      if (moves.has(key)) moves.set(key, moves.get(key) + 1);
      else {
        moves.set(key, 1);
        pairs.push([v, targets[i]]);
      }
    }
  }
  const layer = longestPathLayers(n, offsets, targets, reachable);
  let dummies = 0;
  if (layer) for (const [v, w] of pairs) dummies += layer[w] - layer[v] - 1;
  const routeLongMoves = layer != null && dummies > DUMMY_BUDGET;

  const graph = new Graph({ multigraph: false });
  graph.setGraph({
    ranker: RANKER,
    rankdir: 'TB',
    nodesep: NODE_GAP,
    edgesep: EDGE_GAP,
    ranksep: RANK_GAP,
    marginx: MARGIN,
    marginy: MARGIN,
  });
  graph.setDefaultEdgeLabel(() => ({}));
  for (let v = 0; v < n; v++) {
    if (reachable[v]) graph.setNode(String(v), { width: nodeWidth(names[v]), height: NODE_HEIGHT });
  }
  const routed = [];
  for (const [v, w] of pairs) {
    if (routeLongMoves && layer[w] - layer[v] > 1) routed.push([v, w]);
    else graph.setEdge(String(v), String(w));
  }
  layout(graph, { customOrder: orderLayers(transposeToo, crossings) });

  const x = new Float64Array(n).fill(NaN);
  const y = new Float64Array(n).fill(NaN);
  for (const id of graph.nodes()) {
    const node = graph.node(id);
    x[Number(id)] = node.x;
    y[Number(id)] = node.y;
  }
  const edges = graph.edges().map(({ v, w }) => ({
    from: Number(v),
    to: Number(w),
    moves: moves.get(`${v}>${w}`),
    // A move to itself: a loop out to the right of the shape and back (dagre's own points for
    // one drew a stray line and a hook).
    points: v === w ? loopPoints(x[Number(v)], y[Number(v)]) : graph.edge(v, w).points.flatMap((p) => [p.x, p.y]),
  }));
  for (const [v, w] of routed) {
    // From the bottom of v to the top of w, bowed sideways so it does not run along a column.
    const x0 = x[v];
    const y0 = y[v] + NODE_HEIGHT / 2;
    const x1 = x[w];
    const y1 = y[w] - NODE_HEIGHT / 2;
    const bow = Math.max(NODE_SIZE, Math.abs(y1 - y0) * 0.15) * (x1 >= x0 ? 1 : -1);
    edges.push({
      from: v,
      to: w,
      moves: moves.get(`${v}>${w}`),
      points: [x0, y0, (x0 + x1) / 2 + bow, (y0 + y1) / 2, x1, y1],
    });
  }
  const { width, height } = graph.graph();
  return { x, y, width, height, edges, routed: routed.length };
}

/** A loop's points beside a position centred at (x, y): out of its upper right, round, and back
 * into its lower right (the drawing stops the arrow at the shape). */
function loopPoints(x, y) {
  const r = NODE_SIZE / 2;
  return [
    x + r * 0.4,
    y - r * 0.6,
    x + r * 1.6,
    y - r * 1.3,
    x + r * 2.1,
    y,
    x + r * 1.6,
    y + r * 1.1,
    x + r * 0.5,
    y + r * 0.3,
  ];
}
