// Pan and zoom for the graph's SVG: drag (mouse, pen or one finger) pans, the wheel or two
// fingers zoom around the pointer. The transform is applied to one <g>, at most once per
// animation frame; moveTo() glides there (eased) instead of jumping. What to show is the
// camera's choice (camera.js); this module only moves, and tells it when the user did.

const MIN_SCALE = 0.05;
const MAX_SCALE = 4;
const WHEEL_ZOOM_RATE = 0.0015;
/** How long a camera move takes (ms)… */
const GLIDE_MS = 320;
/** …and one that starts while another is under way (steps coming fast): the camera keeps up. */
const QUICK_GLIDE_MS = 120;
/** One frame at 60 Hz (ms). */
const FRAME_MS = 16;

export class PanZoom {
  /** onUser(): the user panned or zoomed; onScale(scale): the scale changed.
   * @param svg the drawing's <svg>
   * @param viewport its <g> that pans and zooms
   * @param {{ onUser?: () => void, onScale?: (scale: number) => void }} [options] */
  constructor(svg, viewport, { onUser = () => {}, onScale = () => {} } = {}) {
    this.svg = svg;
    this.viewport = viewport;
    this.onUser = onUser;
    this.onScale = onScale;
    this.x = 0;
    this.y = 0;
    this.scale = 1;
    this.glide = null;
    this.pointers = new Map();
    this.frame = 0;
    svg.addEventListener('wheel', (e) => this.onWheel(e), { passive: false });
    svg.addEventListener('pointerdown', (e) => this.onDown(e));
    svg.addEventListener('pointermove', (e) => this.onMove(e));
    for (const type of ['pointerup', 'pointercancel', 'pointerleave']) {
      svg.addEventListener(type, (e) => this.pointers.delete(e.pointerId));
    }
  }

  /** The SVG's size on screen (px). */
  box() {
    const { width, height } = this.svg.getBoundingClientRect();
    return { width, height };
  }

  /** How much of the SVG is hidden (px): above the window's top edge, and at its bottom under the
   * controls a phone docks at the bottom of the window (`.dock`, sticky) or below the window. */
  covered() {
    const box = this.svg.getBoundingClientRect();
    const dock = document.querySelector('.dock');
    const docked = dock && getComputedStyle(dock).position === 'sticky' ? dock.getBoundingClientRect().top : Infinity;
    const bottom = Math.max(0, box.bottom - Math.min(window.innerHeight, docked));
    return { top: Math.min(box.height, Math.max(0, -box.top)), bottom: Math.min(box.height, bottom) };
  }

  /** Where the camera is going (or is): {x, y, scale}. */
  target() {
    return this.glide ? { ...this.glide.to } : { x: this.x, y: this.y, scale: this.scale };
  }

  /** Moves to a transform: at once, or gliding there (a new move starts from where it is). */
  moveTo({ x, y, scale }, animate) {
    scale = clamp(scale, MIN_SCALE, MAX_SCALE);
    if (!animate || matchMedia('(prefers-reduced-motion: reduce)').matches) {
      this.glide = null;
      this.set(x, y, scale);
      return;
    }
    const duration = this.glide ? QUICK_GLIDE_MS : GLIDE_MS;
    // The first frame of the glide is drawn now, with the step that asked for it (a frame's
    // time ago as its start): the camera never trails the drawing by a frame.
    const now = performance.now();
    this.glide = {
      from: { x: this.x, y: this.y, scale: this.scale },
      to: { x, y, scale },
      start: now - FRAME_MS,
      duration,
    };
    this.draw(now);
    this.apply();
  }

  /** Zooms by `factor` around the point (px, py) of the SVG (its centre by default): the user's. */
  zoom(factor, px, py) {
    this.glide = null;
    const box = this.box();
    px ??= box.width / 2;
    py ??= box.height / 2;
    const scale = clamp(this.scale * factor, MIN_SCALE, MAX_SCALE);
    const ratio = scale / this.scale;
    this.set(px - (px - this.x) * ratio, py - (py - this.y) * ratio, scale);
    this.onUser();
  }

  set(x, y, scale) {
    const scaled = scale !== this.scale;
    this.x = x;
    this.y = y;
    this.scale = scale;
    if (scaled) this.onScale(scale);
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
      if (now.x !== last.x || now.y !== last.y) {
        this.glide = null;
        this.set(this.x + now.x - last.x, this.y + now.y - last.y, this.scale);
        this.onUser();
      }
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
    this.frame = requestAnimationFrame((now) => {
      this.frame = 0;
      this.draw(now);
      if (this.glide) this.apply();
    });
  }

  /** Sets the transform for time `now` (a glide's point then, ending it when it is there). */
  draw(now) {
    if (this.glide) {
      const { from, to, start, duration } = this.glide;
      // (A frame's time may precede the move's start by a little: never glide backwards.)
      const t = clamp((now - start) / duration, 0, 1);
      // Ease-out: fast at first, so a camera sent somewhere new every frame (playing at full
      // speed) still keeps up instead of restarting from rest each time.
      const e = 1 - (1 - t) ** 3;
      // The scale glides geometrically, so zooming feels even.
      const scale = from.scale * (to.scale / from.scale) ** e;
      const scaled = scale !== this.scale;
      this.x = from.x + (to.x - from.x) * e;
      this.y = from.y + (to.y - from.y) * e;
      this.scale = scale;
      if (scaled) this.onScale(scale);
      if (t >= 1) this.glide = null;
    }
    this.viewport.setAttribute('transform', `translate(${this.x} ${this.y}) scale(${this.scale})`);
  }
}

function clamp(value, low, high) {
  return Math.min(high, Math.max(low, value));
}
