// Layered drawing of a game's positions, for the graph view: the engine's layout (src/layout/,
// through the wasm export layoutGraph) — every move pointing down, cycles turned round, long moves
// through one bend per layer they cross, crossings cut by median sweeps and transposes, each
// position a box as wide as its name — turned into the edges the view draws.
// Runs wherever a wasm module is at hand: the worker's, the page's own (play's drawing around a
// position), Draw mode's whole engine, the benchmark's and the unit tests'.

import { NODE_SIZE, nodeWidth } from './geometry.js';

/** A position's box: its shape and the name under it. */
const NODE_HEIGHT = NODE_SIZE + 14;

/** What the engine's layoutGraph returns (src/wasm/layout.rs).
 * @typedef {{ x: Float64Array, y: Float64Array, width: number, height: number, from: Uint32Array,
 *   to: Uint32Array, moves: Uint32Array, pointOffsets: Uint32Array, points: Float64Array,
 *   bowed: number, crossingsAfter: number }} Laid */

/**
 * Lays out the reachable part of a graph given in CSR form, with `engine`, a wasm module.
 * Returns {x, y (Float64Array by id, NaN = not drawn), width, height, edges: [{from, to, moves,
 * points: [x0, y0, x1, y1, …]}], bowed (long moves drawn bowed, outside the ordering), crossings
 * (between neighbouring layers, a long move counted at each layer it crosses)} — one edge per
 * distinct (from, to) pair; `moves` counts repeated moves.
 * @param {{ names: ArrayLike<string>, offsets: Uint32Array, targets: Uint32Array, reachable: Uint8Array }} graph
 * @param {{ layoutGraph: Wasm['layoutGraph'] }} engine
 */
export function layoutGraph({ names, offsets, targets, reachable }, engine) {
  const widths = Float64Array.from({ length: names.length }, (_, v) => nodeWidth(names[v]));
  const laid = /** @type {Laid} */ (engine.layoutGraph(offsets, targets, reachable, widths, NODE_HEIGHT, NODE_SIZE));
  const { from, to, moves, pointOffsets, points } = laid;
  const edges = Array.from(from, (v, e) => ({
    from: v,
    to: to[e],
    moves: moves[e],
    points: Array.from(points.subarray(2 * pointOffsets[e], 2 * pointOffsets[e + 1])),
  }));
  return {
    x: laid.x,
    y: laid.y,
    width: laid.width,
    height: laid.height,
    edges,
    bowed: laid.bowed,
    crossings: laid.crossingsAfter,
  };
}
