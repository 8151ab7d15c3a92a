// Fewer crossings in a layered drawing: the ordering loop of Gansner, Koutsofios, North and Vo,
// "A technique for drawing directed graphs" (IEEE TSE 1993, §3.1): weighted-median sweeps, each
// followed by the "transpose" step — walk every layer and swap two neighbours whenever that lowers
// the crossings of their edges with the layers above and below, until a pass changes nothing —
// keeping the best order seen. dagre's own ordering leaves out the transpose step; on our game
// graphs (many positions sharing successors) the loop leaves fewer crossings (BENCHMARKS.md,
// "Crossings in the drawings").
//
// Works on any layered graph given as `layers` (arrays of node keys, left to right) and
// `up(v)` / `down(v)` (v's neighbours one layer up / down, repeats allowed): dagre's internal
// graph in layout.js, plain objects in the unit tests. Inside, nodes are numbered and their
// neighbours and positions held in typed arrays: the transposes compare every pair of edges of
// neighbouring nodes many times over, and looking positions up in a Map was most of the first
// screen's layout time.

/** A pass over every layer is Θ(Σ deg(u)·deg(v)) over neighbouring pairs; a few suffice. */
export const MAX_TRANSPOSE_PASSES = 12;

/** Sweeps of the weighted-median step after the first transpose; the paper uses 24 iterations. */
export const MEDIAN_SWEEPS = 24;
/** Edge pairs compared, at most, by the transposes of one ordering loop (a layout runs two, one
 * from each starting order: layout.js): a deterministic work bound (not a clock), so dense graphs
 * get fewer sweeps and the same drawing on every machine, and the worker's layout stays within a
 * small factor of dagre's own time (BENCHMARKS.md, "Crossings in the drawings"). */
export const WORK_BUDGET = 4_000_000;

/**
 * @typedef {object} Numbered
 * @property {any[]} keys         node i's key
 * @property {Int32Array[]} layers layers of node numbers, left to right
 * @property {Int32Array} pos     node i's place in its layer
 * @property {Adjacent} up
 * @property {Adjacent} down
 *
 * @typedef {object} Adjacent     neighbours in CSR form: node i's are at[from[i] .. from[i + 1]]
 * @property {Int32Array} from
 * @property {Int32Array} at
 * @property {Int32Array} listed  how many neighbours `up`/`down` listed, those outside the layers
 *                                included (they cross nothing but count as work)
 */

/** The layered graph numbered: nodes in layer order; neighbours outside the layers left out. */
function numbered(layers, up, down) {
  const keys = [];
  const index = new Map();
  for (const layer of layers) for (const v of layer) index.set(v, keys.push(v) - 1);
  const pos = new Int32Array(keys.length);
  const ids = layers.map((layer) => {
    const ids = new Int32Array(layer.length);
    layer.forEach((v, i) => {
      ids[i] = index.get(v);
      pos[ids[i]] = i;
    });
    return ids;
  });
  const adjacent = (of) => {
    const from = new Int32Array(keys.length + 1);
    const listed = new Int32Array(keys.length);
    const at = [];
    keys.forEach((v, i) => {
      const neighbours = of(v);
      listed[i] = neighbours.length;
      for (const w of neighbours) {
        const j = index.get(w);
        if (j !== undefined) at.push(j);
      }
      from[i + 1] = at.length;
    });
    return { from, at: Int32Array.from(at), listed };
  };
  return { keys, layers: ids, pos, up: adjacent(up), down: adjacent(down) };
}

/** Writes the numbered layers back into the caller's arrays of keys. */
function writeBack(graph, layers) {
  graph.layers.forEach((ids, r) => ids.forEach((id, j) => (layers[r][j] = graph.keys[id])));
}

/** Crossings between the edges of u and those of v towards one neighbouring layer, u left of v. */
function pairCrossings({ from, at }, u, v, pos) {
  let crossings = 0;
  for (let i = from[u]; i < from[u + 1]; i++) {
    const pa = pos[at[i]];
    for (let j = from[v]; j < from[v + 1]; j++) if (pa > pos[at[j]]) crossings += 1;
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
  return crossingsOf(numbered(layers, () => [], down));
}

/** @param {Numbered} graph */
function crossingsOf({ layers, pos, down: { from, at } }) {
  let total = 0;
  for (let r = 0; r + 1 < layers.length; r++) {
    const width = layers[r + 1].length;
    const tree = new Uint32Array(width + 1);
    let seen = 0;
    for (const v of layers[r]) {
      // Edges from one upper node, by lower end: ties at the upper end never cross each other.
      const ends = at
        .slice(from[v], from[v + 1])
        .map((w) => pos[w])
        .sort();
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

/**
 * Swaps neighbours within layers while that lowers crossings (in place). Returns the number of
 * swaps made. Strictly lowering: a swap that only ties is not made, so the passes end. `work.left`
 * counts down the edge pairs compared; no new pass starts once it is spent.
 */
export function transpose(layers, up, down, work = { left: Infinity }) {
  const graph = numbered(layers, up, down);
  const swaps = transposeNumbered(graph, work);
  writeBack(graph, layers);
  return swaps;
}

/** @param {Numbered} graph */
function transposeNumbered({ layers, pos, up, down }, work) {
  let swaps = 0;
  for (let pass = 0; pass < MAX_TRANSPOSE_PASSES && work.left > 0; pass++) {
    let improved = false;
    for (const layer of layers) {
      for (let i = 0; i + 1 < layer.length; i++) {
        const u = layer[i];
        const v = layer[i + 1];
        work.left -= 2 * (up.listed[u] * up.listed[v] + down.listed[u] * down.listed[v]);
        const before = pairCrossings(up, u, v, pos) + pairCrossings(down, u, v, pos);
        const after = pairCrossings(up, v, u, pos) + pairCrossings(down, v, u, pos);
        if (after < before) {
          layer[i] = v;
          layer[i + 1] = u;
          pos[v] = i;
          pos[u] = i + 1;
          swaps += 1;
          improved = true;
        }
      }
    }
    if (!improved) break;
  }
  return swaps;
}

/** The median of a node's neighbour positions (−1 when it has none: it keeps its place). */
function medianValue({ from, at }, v, pos) {
  const ps = at
    .slice(from[v], from[v + 1])
    .map((w) => pos[w])
    .sort();
  if (ps.length === 0) return -1;
  const m = ps.length >> 1;
  if (ps.length % 2 === 1) return ps[m];
  if (ps.length === 2) return (ps[0] + ps[1]) / 2;
  const left = ps[m - 1] - ps[0];
  const right = ps[ps.length - 1] - ps[m];
  return left + right === 0 ? (ps[m - 1] + ps[m]) / 2 : (ps[m - 1] * right + ps[m] * left) / (left + right);
}

/** Reorders one layer by the median of its neighbours in the fixed layer; nodes without any stay. */
function medianSort(layer, neighbours, pos) {
  const fixed = [];
  const movable = [];
  layer.forEach((v, i) => {
    const m = medianValue(neighbours, v, pos);
    if (m < 0) fixed.push([i, v]);
    else movable.push([m, i, v]);
  });
  movable.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const result = new Int32Array(layer.length).fill(-1);
  for (const [i, v] of fixed) result[i] = v;
  let k = 0;
  for (let i = 0; i < result.length; i++) if (result[i] < 0) result[i] = movable[k++][2];
  result.forEach((v, i) => {
    layer[i] = v;
    pos[v] = i;
  });
}

/**
 * Gansner et al.'s ordering loop from the given order: alternate down and up median sweeps, each
 * followed by transpose, keeping the best order seen, within `work` (see WORK_BUDGET). Rewrites
 * `layers` to the best one and returns its crossings.
 */
export function improveOrder(layers, up, down, work = { left: WORK_BUDGET }) {
  const graph = numbered(layers, up, down);
  const { layers: ids, pos } = graph;
  transposeNumbered(graph, work);
  let best = ids.map((layer) => layer.slice());
  let bestCount = crossingsOf(graph);
  for (let i = 0; i < MEDIAN_SWEEPS && bestCount > 0 && work.left > 0; i++) {
    if (i % 2 === 0) for (let r = 1; r < ids.length; r++) medianSort(ids[r], graph.up, pos);
    else for (let r = ids.length - 2; r >= 0; r--) medianSort(ids[r], graph.down, pos);
    transposeNumbered(graph, work);
    const count = crossingsOf(graph);
    if (count < bestCount) {
      bestCount = count;
      best = ids.map((layer) => layer.slice());
    }
  }
  writeBack({ keys: graph.keys, layers: best }, layers);
  return bestCount;
}
