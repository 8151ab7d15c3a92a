//! How tangled a drawing is, as Draw mode draws it (each move a straight segment between two
//! positions' centres): moves that cross, and positions that sit on a move that is not theirs.
//! Pure geometry (no DOM), used to place new positions clear of the others and to measure what
//! "Arrange" does. Pairs are compared directly: a drawing is drawn by hand (at most DRAW_LIMIT
//! positions), so a few tens of thousands of pairs at most.

/** A position this close to a move's segment (drawing units) sits on it: a shape's half-size,
 * with a little room. */
export const ON_MOVE = 26;

/** The moves of a drawing as segments between placed positions: [{from, to, x0, y0, x1, y1}]
 * (a move to itself is left out: it is drawn as a loop beside its position). */
export function segments(drawing) {
  const at = new Map(drawing.positions.filter((p) => p.x != null).map((p) => [p.id, p]));
  const found = [];
  for (const p of drawing.positions) {
    if (!at.has(p.id)) continue;
    for (const to of new Set(p.moves)) {
      const q = at.get(to);
      if (q && q !== p) found.push({ from: p.id, to, x0: p.x, y0: p.y, x1: q.x, y1: q.y });
    }
  }
  return found;
}

/** Distance from (x, y) to the segment (x0, y0)–(x1, y1). */
export function distanceToSegment(x, y, x0, y0, x1, y1) {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / length2));
  return Math.hypot(x - (x0 + t * dx), y - (y0 + t * dy));
}

/** Whether two segments cross at a point inside both (touching ends do not count). */
export function cross(a, b) {
  const side = (ax, ay, bx, by, cx, cy) => Math.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));
  const d1 = side(a.x0, a.y0, a.x1, a.y1, b.x0, b.y0);
  const d2 = side(a.x0, a.y0, a.x1, a.y1, b.x1, b.y1);
  const d3 = side(b.x0, b.y0, b.x1, b.y1, a.x0, a.y0);
  const d4 = side(b.x0, b.y0, b.x1, b.y1, a.x1, a.y1);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** {crossings: pairs of moves that cross (moves sharing a position are not counted), onMoves:
 * (position, move) pairs where the position sits on a move it is not an end of}. */
export function tangles(drawing) {
  const moves = segments(drawing);
  let crossings = 0;
  for (let i = 0; i < moves.length; i++) {
    for (let j = i + 1; j < moves.length; j++) {
      const a = moves[i];
      const b = moves[j];
      const shared = a.from === b.from || a.from === b.to || a.to === b.from || a.to === b.to;
      if (!shared && cross(a, b)) crossings += 1;
    }
  }
  let onMoves = 0;
  for (const p of drawing.positions) {
    if (p.x == null) continue;
    for (const m of moves) {
      if (m.from !== p.id && m.to !== p.id && distanceToSegment(p.x, p.y, m.x0, m.y0, m.x1, m.y1) < ON_MOVE)
        onMoves += 1;
    }
  }
  return { crossings, onMoves };
}
