// The whole drawing's minimap: the layout in small in a corner of the view (every position a dot,
// the moves left out), with the rectangle the view shows. A click or a drag on it moves the view
// there (WholeView.centreOn); it follows every redraw of the view (onRedraw). Drawn once per
// drawing plus the rectangle per view change: nothing per step.

import { h, nextTask } from '../../core/index.js';
import { rgbOf } from './line-raster.js';
import { seenRect } from './view-math.js';

/** The minimap's longest side on screen (px). */
const SIDE = 160;

export class Minimap {
  /** A minimap over `view` (a WholeView), in its element. */
  constructor(view) {
    this.view = view;
    this.canvas = h('canvas', {
      class: 'whole-minimap',
      role: 'img',
      'aria-label': 'Minimap: click or drag to move the view',
      hidden: true,
    });
    view.element.appendChild(this.canvas);
    this.dots = null;
    const move = (event) => {
      event.stopPropagation();
      if (event.type !== 'pointerdown' && !(event.buttons & 1)) return;
      const box = this.canvas.getBoundingClientRect();
      const { scale } = this;
      this.view.centreOn((event.clientX - box.left) / scale, (event.clientY - box.top) / scale);
    };
    this.canvas.addEventListener('pointerdown', (event) => {
      this.canvas.setPointerCapture?.(event.pointerId);
      move(event);
    });
    this.canvas.addEventListener('pointermove', move);
    // Not a wheel zoom or a pan of the view underneath.
    this.canvas.addEventListener('wheel', (event) => event.stopPropagation());
    view.onRedraw(() => this.redraw());
  }

  redraw() {
    this.canvas.hidden = !this.paint();
  }

  /** Paints the minimap; false when there is nothing to show yet (no drawing, or its dots are
   * still being made). */
  paint() {
    const { model, world } = this.view;
    if (!model || !this.view.ready()) {
      this.dots = null;
      return false;
    }
    const scale = SIDE / Math.max(world.width, world.height);
    const width = Math.max(1, Math.round(world.width * scale));
    const height = Math.max(1, Math.round(world.height * scale));
    const ratio = window.devicePixelRatio || 1;
    const muted = this.view.palette.muted;
    if (this.dots?.model !== model || this.dots.width !== width || this.dots.muted !== muted) {
      // The dots once per drawing (and theme), in a task of their own (the first picture of a big
      // game is a long enough task): kept as an image, the rectangle drawn over it.
      const wanted = { model, width, height, ratio, muted };
      this.wanted = wanted;
      nextTask().then(() => {
        if (this.wanted !== wanted || this.view.model !== model) return;
        this.dots = { model, width, muted, image: dotsImage(wanted, scale) };
        this.redraw();
      });
      return false;
    }
    this.scale = scale;
    if (this.canvas.width !== Math.round(width * ratio) || this.canvas.height !== Math.round(height * ratio)) {
      this.canvas.width = Math.round(width * ratio);
      this.canvas.height = Math.round(height * ratio);
      this.canvas.style.width = `${width}px`;
      this.canvas.style.height = `${height}px`;
    }
    const ctx = this.canvas.getContext('2d');
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = this.view.palette.surface;
    ctx.fillRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.drawImage(this.dots.image, 0, 0);
    const seen = seenRect(this.view.panZoom, this.view.width, this.view.height);
    ctx.setTransform(ratio * scale, 0, 0, ratio * scale, 0, 0);
    ctx.strokeStyle = this.view.palette.current;
    ctx.lineWidth = 2 / scale;
    ctx.strokeRect(seen.x0, seen.y0, seen.x1 - seen.x0, seen.y1 - seen.y0);
    return true;
  }
}

/** A canvas of the positions of `model` as dots of colour `muted`, at `scale` (minimap px per
 * drawing unit): written as pixels, since thousands of rectangles filled by the canvas took longer
 * than the rest of the view's redraw. */
function dotsImage({ model, width, height, ratio, muted }, scale) {
  const dots = document.createElement('canvas');
  dots.width = Math.round(width * ratio);
  dots.height = Math.round(height * ratio);
  const image = new ImageData(dots.width, dots.height);
  const pixels = new Uint32Array(image.data.buffer);
  const [r, g, b] = rgbOf(muted);
  const colour = ((255 << 24) | (b << 16) | (g << 8) | r) >>> 0;
  const dot = Math.max(1, Math.round(1.5 * ratio));
  for (let v = 0; v < model.n; v++) {
    if (Number.isNaN(model.wx[v])) continue;
    const x0 = Math.round(model.wx[v] * scale * ratio - dot / 2);
    const y0 = Math.round(model.wy[v] * scale * ratio - dot / 2);
    for (let y = Math.max(0, y0); y < Math.min(dots.height, y0 + dot); y++)
      for (let x = Math.max(0, x0); x < Math.min(dots.width, x0 + dot); x++) pixels[y * dots.width + x] = colour;
  }
  dots.getContext('2d').putImageData(image, 0, 0);
  return dots;
}
