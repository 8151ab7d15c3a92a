// Layered drawing of the positions reachable from the start, by dagre (Sugiyama-style ranking,
// crossing minimisation and coordinates): we only say how big each position is.
// Runs in the worker (big layouts never block the page) and in the benchmark.

import { Graph, layout } from '@dagrejs/dagre';
import { NODE_SIZE, nodeWidth } from './geometry.js';

const RANK_GAP = 56;
const NODE_GAP = 20;
const MARGIN = 24;

/**
 * Lays out the reachable part of a graph given in CSR form.
 * Returns {x, y (Float64Array by id, NaN = not drawn), width, height,
 *          edges: [{from, to, moves, points: [x0, y0, x1, y1, …]}]} — one edge per distinct
 * (from, to) pair; `moves` counts repeated moves.
 */
export function layoutGraph({ names, offsets, targets, reachable }) {
  const graph = new Graph({ multigraph: false });
  graph.setGraph({ rankdir: 'TB', nodesep: NODE_GAP, ranksep: RANK_GAP, marginx: MARGIN, marginy: MARGIN });
  graph.setDefaultEdgeLabel(() => ({}));
  const n = names.length;
  for (let v = 0; v < n; v++) {
    if (reachable[v]) graph.setNode(String(v), { width: nodeWidth(names[v]), height: NODE_SIZE + 14 });
  }
  const moves = new Map();
  for (let v = 0; v < n; v++) {
    if (!reachable[v]) continue;
    for (let i = offsets[v]; i < offsets[v + 1]; i++) {
      const key = `${v}>${targets[i]}`;
      if (moves.has(key)) moves.set(key, moves.get(key) + 1);
      else {
        moves.set(key, 1);
        graph.setEdge(String(v), String(targets[i]));
      }
    }
  }
  layout(graph);

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
    points: graph.edge(v, w).points.flatMap((p) => [p.x, p.y]),
  }));
  const { width, height } = graph.graph();
  return { x, y, width, height, edges };
}
