//! What the graph view shows. On load the whole drawing is fitted (unless it would be too small
//! to make out, then a readable view around the start). While stepping, the camera keeps in view
//! the position being looked at, the move being looked at and the path back to the start (the
//! stack), in that order of priority: it pans the least it can, zooms out only when they do not
//! fit (for a move's far end only down to a readable scale), comes back to the first scale when
//! they do, and never leaves part of the box empty that the drawing could fill. On a phone only
//! the part of the box above the docked controls counts. Moves glide (panzoom.js). Once the user pans or zooms, their view wins
//! until they press ⤢ (fit) or start playing again.

/** Margin kept free around the drawing and around the points followed (px). */
const MARGIN = 14;
/** Room around a followed position's centre (drawing units): its shape and its name. */
const POINT_PAD = 40;
/** The fit on load is used only from this scale up; below it the view reads the start region. */
const MIN_FIT_SCALE = 0.3;
/** The scale of that readable view. */
const READABLE_SCALE = 0.8;
/** The most the fit on load enlarges a small drawing. */
const MAX_FIT_SCALE = 1.4;
/** Following never zooms out below this fraction of the first scale… */
const MIN_FOLLOW_RATIO = 0.5;
/** …nor, to show a move's far end, below this one: past it the position alone is kept in view. */
const MIN_MOVE_RATIO = 0.35;
/** The part of the box seen (not under the docked controls) counts only when at least this tall (px). */
const MIN_SEEN = 80;

export class Camera {
  constructor(panZoom) {
    this.panZoom = panZoom;
    this.content = null;
    this.userMoved = false;
    this.points = [];
  }

  /** A new drawing: bounds {width, height} (drawing units) and where it starts ({x, y}). */
  load(width, height, start) {
    this.content = { width, height, start };
    this.userMoved = false;
    this.points = [];
    this.primary = 1;
    this.base = null;
    this.frameFirst(false);
  }

  /** The user panned or zoomed: stop following until fit() or resume(). */
  userControl() {
    this.userMoved = true;
  }

  /** Follow again (play was pressed). */
  resume() {
    if (!this.userMoved) return;
    this.userMoved = false;
    this.follow(this.points, true, this.primary);
  }

  /** ⤢: the whole drawing, however small, and follow again from there. */
  fit() {
    if (!this.content) return;
    this.userMoved = false;
    const { width, height } = this.content;
    const box = this.panZoom.box();
    const seen = this.seen(box);
    const scale = Math.min(
      MAX_FIT_SCALE,
      (box.width - 2 * MARGIN) / width,
      (box.height - seen.top - seen.bottom - 2 * MARGIN) / height,
    );
    this.base = scale;
    this.panZoom.moveTo(this.clampToContent({ x: 0, y: 0, scale }, box, seen), true);
  }

  /** How much of the box is hidden at its top and bottom (the docked controls on a phone): none
   * when too little of it would be left to count. */
  seen(box) {
    const cover = this.panZoom.covered?.() ?? NOT_COVERED;
    return box.height - cover.top - cover.bottom >= MIN_SEEN ? cover : NOT_COVERED;
  }

  /** The box changed size: frame again, at once. */
  refit() {
    if (!this.content) return;
    if (this.userMoved) return;
    this.base = null;
    this.frameFirst(false);
    if (this.points.length) this.follow(this.points, false, this.primary);
  }

  frameFirst(animate) {
    const box = this.panZoom.box();
    if (box.width === 0 || box.height === 0) return;
    const { width, height, start } = this.content;
    const whole = Math.min(MAX_FIT_SCALE, (box.width - 2 * MARGIN) / width, (box.height - 2 * MARGIN) / height);
    if (whole >= MIN_FIT_SCALE) {
      this.base = whole;
      this.panZoom.moveTo(this.clampToContent({ x: 0, y: 0, scale: whole }, box), animate);
      return;
    }
    this.base = READABLE_SCALE;
    const view = {
      x: box.width / 2 - start.x * READABLE_SCALE,
      y: MARGIN - (start.y - POINT_PAD) * READABLE_SCALE,
      scale: READABLE_SCALE,
    };
    this.panZoom.moveTo(this.clampToContent(view, box), animate);
  }

  /**
   * Keeps `points` ([{x, y}], most important first) in view, gliding when `animate`. The first
   * `primary` points (the position and the move looked at) are always shown, zooming out as far
   * as they need; the others (the path back to the start) join while the scale stays readable.
   */
  follow(points, animate = true, primary = 1) {
    this.points = points;
    this.primary = primary;
    if (!this.content || this.userMoved || points.length === 0) return;
    const box = this.panZoom.box();
    if (box.width === 0 || box.height === 0) return;
    if (this.base == null) this.frameFirst(false);
    // Only the part of the box the user sees counts: on a phone the docked controls (and the
    // practice question) cover its bottom.
    const seen = this.seen(box);
    const room = { width: box.width, height: box.height - seen.top - seen.bottom };
    let kept = Math.min(primary, points.length);
    let bounds = boundsOf(points, kept);
    let scale = Math.min(this.base, fitScale(bounds, room));
    // A move to a far position (retrograde analysis walks moves backwards across the drawing)
    // would shrink everything to specks: the position looked at alone, at a readable scale.
    while (kept > 1 && scale < this.base * MIN_MOVE_RATIO) {
      kept -= 1;
      bounds = boundsOf(points, kept);
      scale = Math.min(this.base, fitScale(bounds, room));
    }
    const low = Math.min(scale, this.base * MIN_FOLLOW_RATIO);
    while (kept < points.length) {
      const wider = boundsOf(points, kept + 1);
      const needed = Math.min(this.base, fitScale(wider, room));
      if (needed < low) break;
      kept += 1;
      bounds = wider;
      scale = needed;
    }
    // Pan the least that brings the bounds inside the part seen (less the margins).
    const now = this.panZoom.target();
    const ratio = scale / now.scale;
    const cx = box.width / 2;
    const cy = box.height / 2;
    let x = cx - (cx - now.x) * ratio;
    let y = cy - (cy - now.y) * ratio;
    x += shift(x + bounds.left * scale, x + bounds.right * scale, MARGIN, box.width - MARGIN);
    y += shift(y + bounds.top * scale, y + bounds.bottom * scale, MARGIN + seen.top, box.height - MARGIN - seen.bottom);
    const view = this.clampToContent({ x, y, scale }, box, seen);
    if (Math.abs(view.x - now.x) < 0.5 && Math.abs(view.y - now.y) < 0.5 && Math.abs(view.scale - now.scale) < 1e-4)
      return;
    this.panZoom.moveTo(view, animate);
  }

  /** Centres `point` ({x, y}, drawing units) at the scale followed (Find a position), as far as
   * the drawing's edges allow. */
  centre(point) {
    if (!this.content) return;
    const box = this.panZoom.box();
    if (box.width === 0 || box.height === 0) return;
    const scale = Math.max(this.panZoom.target().scale, this.base ?? READABLE_SCALE);
    const view = { x: box.width / 2 - point.x * scale, y: box.height / 2 - point.y * scale, scale };
    this.panZoom.moveTo(this.clampToContent(view, box, this.seen(box)), true);
  }

  /**
   * No empty part of the box the drawing could fill: a drawing narrower (or shorter) than the box
   * is centred; a larger one never leaves a gap beyond its edge.
   */
  clampToContent({ x, y, scale }, box, seen = NOT_COVERED) {
    const { width, height } = this.content;
    const seenHeight = box.height - seen.top - seen.bottom;
    return {
      x: clampAxis(x, width * scale, box.width),
      y: seen.top + clampAxis(y - seen.top, height * scale, seenHeight),
      scale,
    };
  }
}

/** Nothing of the box hidden. */
const NOT_COVERED = Object.freeze({ top: 0, bottom: 0 });

function clampAxis(offset, size, room) {
  if (size + 2 * MARGIN <= room) return (room - size) / 2;
  return Math.min(MARGIN, Math.max(room - MARGIN - size, offset));
}

/** How far to move [low, high] to lie inside [min, max] (centred when it cannot). */
function shift(low, high, min, max) {
  if (high - low > max - min) return (min + max) / 2 - (low + high) / 2;
  if (low < min) return min - low;
  if (high > max) return max - high;
  return 0;
}

function boundsOf(points, count) {
  let left = Infinity;
  let right = -Infinity;
  let top = Infinity;
  let bottom = -Infinity;
  for (let i = 0; i < count; i++) {
    const { x, y } = points[i];
    left = Math.min(left, x - POINT_PAD);
    right = Math.max(right, x + POINT_PAD);
    top = Math.min(top, y - POINT_PAD);
    bottom = Math.max(bottom, y + POINT_PAD);
  }
  return { left, right, top, bottom };
}

function fitScale(bounds, box) {
  return Math.min(
    (box.width - 2 * MARGIN) / (bounds.right - bounds.left),
    (box.height - 2 * MARGIN) / (bounds.bottom - bounds.top),
  );
}
