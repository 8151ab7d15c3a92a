// Crossings of a drawing as seen: every move drawn as the polyline through its points, and each
// pair of segments of two moves that cross at a point inside both counted once (moves meeting at
// a position touch there, they do not cross); loops are left out. The same measure for any layout, ours or
// another library's, whatever layers it used: bench-crossings compares layouts by it.
// Segments are swept top to bottom, so only those whose heights overlap are compared.

/**
 * @param {{ from: number, to: number, points: ArrayLike<number> }[]} edges  points: x0, y0, x1, y1, …
 * @returns {number}
 */
export function drawnCrossings(edges) {
  /** @type {{ e: number, x0: number, y0: number, x1: number, y1: number, top: number, bottom: number }[]} */
  const segments = [];
  edges.forEach(({ from, to, points }, e) => {
    if (from === to) return;
    for (let i = 0; i + 3 < points.length; i += 2) {
      const [x0, y0, x1, y1] = [points[i], points[i + 1], points[i + 2], points[i + 3]];
      segments.push({ e, x0, y0, x1, y1, top: Math.min(y0, y1), bottom: Math.max(y0, y1) });
    }
  });
  segments.sort((a, b) => a.top - b.top);
  let crossings = 0;
  for (let i = 0; i < segments.length; i++) {
    const a = segments[i];
    for (let j = i + 1; j < segments.length && segments[j].top <= a.bottom; j++) {
      const b = segments[j];
      if (a.e !== b.e && properlyCross(a, b)) crossings += 1;
    }
  }
  return crossings;
}

/** The side of (x, y) from the line through (x0, y0) → (x1, y1): −1, 0 or 1. */
function side(x0, y0, x1, y1, x, y) {
  return Math.sign((x1 - x0) * (y - y0) - (y1 - y0) * (x - x0));
}

/** Two segments cross at one point inside both (touching or overlapping does not count). */
export function properlyCross(a, b) {
  const s1 = side(a.x0, a.y0, a.x1, a.y1, b.x0, b.y0);
  const s2 = side(a.x0, a.y0, a.x1, a.y1, b.x1, b.y1);
  const s3 = side(b.x0, b.y0, b.x1, b.y1, a.x0, a.y0);
  const s4 = side(b.x0, b.y0, b.x1, b.y1, a.x1, a.y1);
  return s1 * s2 < 0 && s3 * s4 < 0;
}
