// Labels that never overlap: an occupancy grid over the screen (buckets of BUCKET px, each holding
// the rectangles that touch it) answers "is this rectangle free?" in time proportional to the
// rectangles nearby, so thousands of candidate names can be tried per redraw. Labels are placed in
// priority order (the focus, the move looked at and the path first): a later one that would touch
// an earlier one is left out, or, for a label that must show, tried at the next place around its
// mark. Pure: no canvas here (the caller measures and draws).

/** Bucket side of the grid (px). */
const BUCKET = 32;
/** Room kept between two labels (px). */
export const LABEL_ROOM = 2;

export class LabelGrid {
  /** A grid over a width × height screen (px). */
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.columns = Math.max(1, Math.ceil(width / BUCKET));
    this.rows = Math.max(1, Math.ceil(height / BUCKET));
    this.buckets = new Map();
    this.placed = [];
  }

  /** The buckets a rectangle touches, clipped to the grid (none when it is off screen). */
  *bucketsOf({ x, y, width, height }) {
    const c0 = Math.max(0, Math.floor(x / BUCKET));
    const c1 = Math.min(this.columns - 1, Math.floor((x + width) / BUCKET));
    const r0 = Math.max(0, Math.floor(y / BUCKET));
    const r1 = Math.min(this.rows - 1, Math.floor((y + height) / BUCKET));
    for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) yield r * this.columns + c;
  }

  /** Whether the rectangle (with LABEL_ROOM around it) touches no rectangle placed. */
  free(rect) {
    for (const key of this.bucketsOf(rect)) {
      for (const other of this.buckets.get(key) ?? []) if (overlaps(rect, other)) return false;
    }
    return true;
  }

  /** Marks the rectangle as taken (a mark, or a label drawn). */
  take(rect) {
    this.placed.push(rect);
    for (const key of this.bucketsOf(rect)) {
      const list = this.buckets.get(key);
      if (list) list.push(rect);
      else this.buckets.set(key, [rect]);
    }
  }

  /** Whether the rectangle is wholly on the screen. */
  inside({ x, y, width, height }) {
    return x >= 0 && y >= 0 && x + width <= this.width && y + height <= this.height;
  }

  /** Places the first free one of `candidates` (rectangles) wholly on the screen, taking it; null
   * when none is. */
  place(candidates) {
    for (const rect of candidates) {
      if (this.inside(rect) && this.free(rect)) {
        this.take(rect);
        return rect;
      }
    }
    return null;
  }
}

/** Whether two rectangles come closer than LABEL_ROOM. */
export function overlaps(a, b) {
  return (
    a.x < b.x + b.width + LABEL_ROOM &&
    b.x < a.x + a.width + LABEL_ROOM &&
    a.y < b.y + b.height + LABEL_ROOM &&
    b.y < a.y + a.height + LABEL_ROOM
  );
}

/**
 * Where a label width × height may go around a mark centred at (cx, cy) of radius r: under it
 * first, then above, right, left; `far` adds rings further out (for labels that must show).
 */
export function candidatesAround(cx, cy, r, width, height, far = false) {
  const spots = [];
  const rings = far ? 4 : 1;
  for (let ring = 0; ring < rings; ring++) {
    const gap = 2 + ring * (height + LABEL_ROOM * 2);
    spots.push(
      { x: cx - width / 2, y: cy + r + gap, width, height },
      { x: cx - width / 2, y: cy - r - gap - height, width, height },
      { x: cx + r + gap, y: cy - height / 2, width, height },
      { x: cx - r - gap - width, y: cy - height / 2, width, height },
    );
  }
  return spots;
}
