//! Where Draw mode puts positions. A drawing with no place for any position yet (a game opened,
//! typed or linked without `# drawn at:` lines) is laid out in layers as the explorer draws a
//! game: www/drawing/'s layoutGraph (the engine's layered layout, Sugiyama et al. 1981, with the
//! crossings cut by median sweeps and transposes). Positions new to a drawing already placed
//! (named in the text typed beside it) go, breadth first from the start, below the position a
//! move reaches them from, in the first spot clear of the other positions and of the moves drawn
//! (spotFor). "Arrange" lays the whole drawing out in layers again (arrange).

import { layoutGraph } from '../drawing/index.js';
import { extrasGuard } from '../engine/index.js';
import { byIdOf, startOf } from './drawing-model.js';
import { ON_MOVE, cross, distanceToSegment, segments } from './tangles.js';

/** Rows of new positions are this far apart, and their columns a little less (drawing units). */
export const GAP = 90;
const COLUMN = 72;
/** The drawing's top-left corner. */
const MARGIN = 50;
/** A new position goes at least this far from every other. */
const CLEAR = 60;
/** Spots tried for a new position: this many rows down, this many columns each side. */
const ROWS = 4;
const SIDEWAYS = 6;
/** The layered layout's columns are widened this much: the drawing's names sit under the
 * shapes, and a hand-drawn game has room. */
const ARRANGE_X = 1.25;

/** Each position's place in a layered layout of the whole drawing: Map id → [x, y]. */
export function arrangedPlaces(drawing) {
  const { positions } = drawing;
  const index = new Map(positions.map((p, v) => [p.id, v]));
  const offsets = new Uint32Array(positions.length + 1);
  const targets = [];
  positions.forEach((p, v) => {
    for (const to of p.moves) if (index.has(to)) targets.push(index.get(to));
    offsets[v + 1] = targets.length;
  });
  const graph = {
    names: positions.map((p) => p.name),
    offsets,
    targets: Uint32Array.from(targets),
    reachable: new Uint8Array(positions.length).fill(1),
  };
  const layout = extrasGuard((wasm) => layoutGraph(graph, wasm));
  const left = Math.min(...layout.x);
  const top = Math.min(...layout.y);
  return new Map(
    positions.map((p, v) => [
      p.id,
      [Math.round(MARGIN + (layout.x[v] - left) * ARRANGE_X), Math.round(MARGIN + layout.y[v] - top)],
    ]),
  );
}

/** The drawing laid out in layers (a new drawing: an edit that can be undone). */
export function arrange(drawing) {
  const next = structuredClone(drawing);
  if (next.positions.length === 0) return next;
  const places = arrangedPlaces(next);
  for (const p of next.positions) [p.x, p.y] = places.get(p.id);
  straighten(next);
  return next;
}

/** Sideways shifts tried for a position that sits on a move (in columns). */
const SHIFTS = [0.5, -0.5, 1, -1, 1.5, -1.5, 2, -2];
/** Rounds of straightening (each moves a position only when that untangles it). */
const STRAIGHTEN_ROUNDS = 3;

/** The layered layout routes a long move around the positions between its ends; drawn straight,
 * it may run over one. Such a position is moved sideways in its layer (in place) to the nearest
 * spot, clear of the others, where it and its moves are less tangled. */
function straighten(drawing) {
  const placed = drawing.positions;
  for (let round = 0; round < STRAIGHTEN_ROUNDS; round++) {
    let moved = false;
    for (const p of placed) {
      const here = tangleOf(drawing, p);
      if (here === 0) continue;
      const x = p.x;
      let best = { tangle: here, x };
      for (const shift of SHIFTS) {
        p.x = x + shift * COLUMN;
        if (placed.some((q) => q !== p && Math.hypot(q.x - p.x, q.y - p.y) < CLEAR)) continue;
        const tangle = tangleOf(drawing, p);
        if (tangle < best.tangle) best = { tangle, x: p.x };
      }
      p.x = best.x;
      moved ||= best.x !== x;
    }
    if (!moved) break;
  }
  // Shifted left of the margin: the whole drawing moves right.
  const left = Math.min(...placed.map((p) => p.x));
  for (const p of placed) p.x = Math.round(p.x - left + MARGIN);
}

/** A crossing weighs as two positions on moves: shifting one position takes it off a move, while
 * a crossing may need two shifts, so a shift that swaps the one for the other is no gain. */
const CROSSING_WEIGHT = 2;

/** How tangled position p is: the moves it sits on, the positions on its own moves, and the
 * crossings of its moves with the others (CROSSING_WEIGHT each). */
function tangleOf(drawing, p) {
  const moves = segments(drawing);
  const own = moves.filter((m) => m.from === p.id || m.to === p.id);
  let count = 0;
  for (const m of moves) {
    if (m.from !== p.id && m.to !== p.id && distanceToSegment(p.x, p.y, m.x0, m.y0, m.x1, m.y1) < ON_MOVE) count += 1;
  }
  for (const m of own) {
    for (const q of drawing.positions) {
      if (q.id !== m.from && q.id !== m.to && distanceToSegment(q.x, q.y, m.x0, m.y0, m.x1, m.y1) < ON_MOVE) count += 1;
    }
    for (const o of moves) {
      const shared = o.from === m.from || o.from === m.to || o.to === m.from || o.to === m.to;
      if (!shared && cross(m, o)) count += CROSSING_WEIGHT;
    }
  }
  return count;
}

/** Places the positions that have no coordinates (in place; returns the drawing): all of them in
 * layers when none has a place, else each one by spotFor, breadth first from the start (a queue,
 * no recursion), so a position is placed after the one a move reaches it from. */
export function layOut(drawing) {
  const unplaced = drawing.positions.filter((p) => p.x == null);
  if (unplaced.length === 0) return drawing;
  if (unplaced.length === drawing.positions.length) {
    const places = arrangedPlaces(drawing);
    for (const p of drawing.positions) [p.x, p.y] = places.get(p.id);
    return drawing;
  }
  const order = [];
  const seen = new Set();
  const start = startOf(drawing);
  if (start != null) {
    seen.add(start);
    order.push(start);
  }
  for (let head = 0; head < order.length; head++) {
    for (const next of byIdOf(drawing, order[head])?.moves ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        order.push(next);
      }
    }
  }
  for (const p of drawing.positions) if (!seen.has(p.id)) order.push(p.id);
  for (const id of order) {
    const p = byIdOf(drawing, id);
    if (p.x == null) [p.x, p.y] = spotFor(drawing, p);
  }
  return drawing;
}

/**
 * Where a new position goes: below the first placed position with a move to it (else below the
 * whole drawing, on the left), in the first of the spots a row or more down, straight below
 * first, then a column to either side, that is clear — no position within CLEAR, on no move,
 * and the move to it on no other position. When no spot is clear, the least crowded one.
 */
export function spotFor(drawing, position) {
  const placed = drawing.positions.filter((p) => p.x != null && p !== position);
  const parent = placed.find((p) => p.moves.includes(position.id));
  const bottom = Math.max(MARGIN - GAP, ...placed.map((p) => p.y));
  const [baseX, baseY] = parent ? [parent.x, parent.y] : [MARGIN, bottom];
  const moves = segments(drawing);
  let best = null;
  for (let row = 1; row <= ROWS; row++) {
    for (let k = 0; k <= 2 * SIDEWAYS; k++) {
      const side = k % 2 === 1 ? (k + 1) / 2 : -k / 2;
      const x = baseX + side * COLUMN;
      const y = baseY + row * GAP;
      if (x < MARGIN) continue;
      const crowding = crowdingAt(x, y, placed, moves, parent);
      if (crowding === 0) return [Math.round(x), Math.round(y)];
      if (!best || crowding < best.crowding) best = { crowding, x, y };
    }
  }
  return [Math.round(best?.x ?? MARGIN), Math.round(best?.y ?? bottom + GAP)];
}

/** How many things a position at (x, y) would sit on or be sat on by: positions too near, moves
 * it would sit on, positions the move from `parent` to it would run over. */
function crowdingAt(x, y, placed, moves, parent) {
  let count = 0;
  for (const q of placed) {
    if (Math.hypot(q.x - x, q.y - y) < CLEAR) count += 1;
    if (parent && q !== parent && distanceToSegment(q.x, q.y, parent.x, parent.y, x, y) < ON_MOVE) count += 1;
  }
  for (const m of moves) if (distanceToSegment(x, y, m.x0, m.y0, m.x1, m.y1) < ON_MOVE) count += 1;
  return count;
}
