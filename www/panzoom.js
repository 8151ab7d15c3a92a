// Pan and zoom for the graph's SVG: drag (mouse, pen or one finger) pans, the wheel or two
// fingers zoom around the pointer, and fit() frames the whole drawing. The transform is applied
// to one <g>, at most once per animation frame.

const MIN_SCALE = 0.05;
const MAX_SCALE = 4;
const MAX_FIT_SCALE = 1.4;
const WHEEL_ZOOM_RATE = 0.0015;
const FIT_MARGIN = 12;
/** Below this scale names become hard to read: the first view zooms in to it and pans instead. */
const READABLE_SCALE = 0.7;
/** Keeps the followed position this far (px) from the edges of the view. */
const FOLLOW_MARGIN = 48;

export class PanZoom {
  constructor(svg, viewport) {
    this.svg = svg;
    this.viewport = viewport;
    this.x = 0;
    this.y = 0;
    this.scale = 1;
    this.content = { width: 1, height: 1 };
    this.pointers = new Map();
    this.frame = 0;
    svg.addEventListener('wheel', (e) => this.onWheel(e), { passive: false });
    svg.addEventListener('pointerdown', (e) => this.onDown(e));
    svg.addEventListener('pointermove', (e) => this.onMove(e));
    for (const type of ['pointerup', 'pointercancel', 'pointerleave']) {
      svg.addEventListener(type, (e) => this.pointers.delete(e.pointerId));
    }
  }

  /**
   * Frames a drawing of the given size. When the whole drawing would be too small to read, the
   * view stays readable and shows the top of the drawing around `focus` ({x, y}) instead, unless
   * `whole` asks for everything.
   */
  fit(width, height, focus = null, whole = false) {
    this.content = { width, height, focus };
    const box = this.svg.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const scale = Math.min(
      MAX_FIT_SCALE,
      (box.width - 2 * FIT_MARGIN) / Math.max(width, 1),
      (box.height - 2 * FIT_MARGIN) / Math.max(height, 1),
    );
    if (scale >= READABLE_SCALE || whole || !focus) {
      this.scale = clamp(scale, MIN_SCALE, MAX_SCALE);
      this.x = (box.width - width * this.scale) / 2;
      this.y = Math.max(FIT_MARGIN, (box.height - height * this.scale) / 2);
    } else {
      this.scale = READABLE_SCALE;
      this.x = box.width / 2 - focus.x * this.scale;
      this.y = FIT_MARGIN;
    }
    this.apply();
  }

  /** Shows the whole drawing, however small. */
  fitWhole() {
    this.fit(this.content.width, this.content.height, this.content.focus, true);
  }

  /** Re-frames after the view changed size. */
  refit() {
    this.fit(this.content.width, this.content.height, this.content.focus);
  }

  /** Pans (without zooming) so the drawing's point (x, y) is in view, if it is not. */
  follow(x, y) {
    const box = this.svg.getBoundingClientRect();
    const sx = this.x + x * this.scale;
    const sy = this.y + y * this.scale;
    const margin = Math.min(FOLLOW_MARGIN, box.width / 4, box.height / 4);
    if (sx >= margin && sx <= box.width - margin && sy >= margin && sy <= box.height - margin) return;
    this.x = box.width / 2 - x * this.scale;
    this.y = box.height / 2 - y * this.scale;
    this.apply();
  }

  /** Zooms by `factor` around the point (px, py) of the SVG (its centre by default). */
  zoom(factor, px, py) {
    const box = this.svg.getBoundingClientRect();
    px ??= box.width / 2;
    py ??= box.height / 2;
    const scale = clamp(this.scale * factor, MIN_SCALE, MAX_SCALE);
    const ratio = scale / this.scale;
    this.x = px - (px - this.x) * ratio;
    this.y = py - (py - this.y) * ratio;
    this.scale = scale;
    this.apply();
  }

  onWheel(event) {
    event.preventDefault();
    const box = this.svg.getBoundingClientRect();
    this.zoom(Math.exp(-event.deltaY * WHEEL_ZOOM_RATE), event.clientX - box.left, event.clientY - box.top);
  }

  onDown(event) {
    this.svg.setPointerCapture?.(event.pointerId);
    this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
  }

  onMove(event) {
    const last = this.pointers.get(event.pointerId);
    if (!last) return;
    const now = { x: event.clientX, y: event.clientY };
    if (this.pointers.size === 1) {
      this.x += now.x - last.x;
      this.y += now.y - last.y;
      this.apply();
    } else if (this.pointers.size === 2) {
      const other = [...this.pointers].find(([id]) => id !== event.pointerId)[1];
      const before = Math.hypot(last.x - other.x, last.y - other.y);
      const after = Math.hypot(now.x - other.x, now.y - other.y);
      const box = this.svg.getBoundingClientRect();
      if (before > 0) this.zoom(after / before, (now.x + other.x) / 2 - box.left, (now.y + other.y) / 2 - box.top);
    }
    this.pointers.set(event.pointerId, now);
  }

  apply() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.viewport.setAttribute('transform', `translate(${this.x} ${this.y}) scale(${this.scale})`);
    });
  }
}

function clamp(value, low, high) {
  return Math.min(high, Math.max(low, value));
}
