// Fewer crossings in a layered drawing: the "transpose" step of Gansner, Koutsofios, North and
// Vo, "A technique for drawing directed graphs" (IEEE TSE 1993, §3.1).
//
// dagre orders each layer by the median/barycenter heuristic, but leaves out the paper's second
// step: after the sweeps, walk every layer and swap two neighbours whenever that lowers the
// crossings of their edges with the layers above and below, until a pass changes nothing. On our
// game graphs (many positions sharing successors) it removes a good share of what the sweeps
// leave (numbers in BENCHMARKS.md, "The page").
//
// Works on any layered graph given as `layers` (arrays of node keys, left to right) and
// `up(v)` / `down(v)` (v's neighbours one layer up / down, repeats allowed): dagre's internal
// graph in layout.js, plain objects in the unit tests.

/** A pass over every layer is Θ(Σ deg(u)·deg(v)) over neighbouring pairs; a few suffice. */
export const MAX_TRANSPOSE_PASSES = 12;

/** Crossings between the edges of u and those of v towards one neighbouring layer, u left of v. */
function pairCrossings(uNeighbours, vNeighbours, position) {
  let crossings = 0;
  for (const a of uNeighbours) {
    const pa = position.get(a);
    for (const b of vNeighbours) if (pa > position.get(b)) crossings += 1;
  }
  return crossings;
}

/**
 * Crossings of all edges between consecutive layers (edges given by `down`): for each pair of
 * layers, the inversions among the lower ends once the edges are sorted by their upper ends, counted
 * with a Fenwick tree in Θ(E log V) (Barth, Jünger and Mutzel, "Simple and efficient bilayer
 * cross counting", 2004).
 */
export function countCrossings(layers, down) {
  const position = positionsOf(layers);
  let total = 0;
  for (let r = 0; r + 1 < layers.length; r++) {
    const width = layers[r + 1].length;
    const tree = new Uint32Array(width + 1);
    let seen = 0;
    for (const v of layers[r]) {
      // Edges from one upper node, by lower end: ties at the upper end never cross each other.
      const ends = down(v)
        .map((w) => position.get(w))
        .filter((p) => p !== undefined)
        .sort((a, b) => a - b);
      for (const p of ends) {
        // Edges already placed (further left above) whose lower end is right of p cross this one.
        let atMost = 0;
        for (let i = p + 1; i > 0; i -= i & -i) atMost += tree[i];
        total += seen - atMost;
      }
      for (const p of ends) {
        for (let i = p + 1; i <= width; i += i & -i) tree[i] += 1;
        seen += 1;
      }
    }
  }
  return total;
}

function positionsOf(layers) {
  const position = new Map();
  for (const layer of layers) layer.forEach((v, i) => position.set(v, i));
  return position;
}

/**
 * Swaps neighbours within layers while that lowers crossings (in place). Returns the number of
 * swaps made. Strictly lowering: a swap that only ties is not made, so the passes end. `work.left`
 * counts down the edge pairs compared; no new pass starts once it is spent.
 */
export function transpose(layers, up, down, work = { left: Infinity }) {
  const position = positionsOf(layers);
  let swaps = 0;
  for (let pass = 0; pass < MAX_TRANSPOSE_PASSES && work.left > 0; pass++) {
    let improved = false;
    for (const layer of layers) {
      for (let i = 0; i + 1 < layer.length; i++) {
        const u = layer[i];
        const v = layer[i + 1];
        work.left -= 2 * (up(u).length * up(v).length + down(u).length * down(v).length);
        const before = pairCrossings(up(u), up(v), position) + pairCrossings(down(u), down(v), position);
        const after = pairCrossings(up(v), up(u), position) + pairCrossings(down(v), down(u), position);
        if (after < before) {
          layer[i] = v;
          layer[i + 1] = u;
          position.set(v, i);
          position.set(u, i + 1);
          swaps += 1;
          improved = true;
        }
      }
    }
    if (!improved) break;
  }
  return swaps;
}

/** Sweeps of the weighted-median step tried after dagre's own; the paper uses 24 iterations. */
export const MEDIAN_SWEEPS = 24;
/** Edge pairs compared, at most, by the transposes of one layout: a deterministic work bound (not a
 * clock), so dense graphs get fewer sweeps and the same drawing on every machine, and the worker's
 * layout stays within a small factor of dagre's own time (BENCHMARKS.md, "The page"). */
export const WORK_BUDGET = 4_000_000;

/** The median of a node's neighbour positions (−1 when it has none: it keeps its place). */
function medianValue(neighbours, position) {
  const ps = neighbours
    .map((w) => position.get(w))
    .filter((p) => p !== undefined)
    .sort((a, b) => a - b);
  if (ps.length === 0) return -1;
  const m = ps.length >> 1;
  if (ps.length % 2 === 1) return ps[m];
  if (ps.length === 2) return (ps[0] + ps[1]) / 2;
  const left = ps[m - 1] - ps[0];
  const right = ps[ps.length - 1] - ps[m];
  return left + right === 0 ? (ps[m - 1] + ps[m]) / 2 : (ps[m - 1] * right + ps[m] * left) / (left + right);
}

/** Reorders one layer by the median of its neighbours in the fixed layer; nodes without any stay. */
function medianSort(layer, neighbours, position) {
  const fixed = [];
  const movable = [];
  layer.forEach((v, i) => {
    const m = medianValue(neighbours(v), position);
    if (m < 0) fixed.push([i, v]);
    else movable.push([m, i, v]);
  });
  movable.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const result = new Array(layer.length);
  for (const [i, v] of fixed) result[i] = v;
  let k = 0;
  for (let i = 0; i < result.length; i++) if (result[i] === undefined) result[i] = movable[k++][2];
  result.forEach((v, i) => {
    layer[i] = v;
    position.set(v, i);
  });
}

/**
 * Gansner et al.'s ordering loop from the given order: alternate down and up median sweeps, each
 * followed by transpose, keeping the best order seen, within `work` (see WORK_BUDGET). Rewrites
 * `layers` to the best one and returns its crossings.
 */
export function improveOrder(layers, up, down, work = { left: WORK_BUDGET }) {
  transpose(layers, up, down, work);
  let best = layers.map((layer) => [...layer]);
  let bestCount = countCrossings(layers, down);
  const position = positionsOf(layers);
  for (let i = 0; i < MEDIAN_SWEEPS && bestCount > 0 && work.left > 0; i++) {
    if (i % 2 === 0) for (let r = 1; r < layers.length; r++) medianSort(layers[r], up, position);
    else for (let r = layers.length - 2; r >= 0; r--) medianSort(layers[r], down, position);
    transpose(layers, up, down, work);
    layers.forEach((layer) => layer.forEach((v, j) => position.set(v, j)));
    const count = countCrossings(layers, down);
    if (count < bestCount) {
      bestCount = count;
      best = layers.map((layer) => [...layer]);
    }
  }
  best.forEach((layer, r) => layer.forEach((v, j) => (layers[r][j] = v)));
  return bestCount;
}
