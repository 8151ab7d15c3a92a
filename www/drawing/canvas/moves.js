// The whole drawing's bottom canvas and its picture: every move as a line (drawn once per view
// change, never per step), and the PNG of the view as seen (the canvases stacked on a background).
// The lines are rasterised here (line-raster.js) a slice of MOVES_BUDGET_MS at a time, then put on
// the canvas at once, from the task after the view change's: thousands of lines stroked by the
// canvas were one long task of the main thread. Until a new picture is put, the canvas keeps the last one (no blank frames while panning).

import { nextTask, Slicer } from '../../core/index.js';
import { paintCoverage, rasterLine, rgbOf } from './line-raster.js';

/** Milliseconds of line drawing per task. */
const MOVES_BUDGET_MS = 6;
/** Lines or pixels done between two looks at the clock. */
const CLOCK_EVERY = 256;

/** Paints a WholeView's moves canvas, the latest view change winning over one still in slices. */
export class MovesPainter {
  constructor() {
    this.generation = 0;
  }

  /** Forgets a picture still being made. */
  cancel() {
    this.generation += 1;
  }

  /** Draws every move of `view` (a WholeView) as a straight line between the centres of its
   * ends; resolves once drawn (or superseded). The first slice waits for a task of its own: the
   * view change that asks for it (an animation frame) has the marks and the overlay to draw, and
   * the first picture of a game also its canvases to make. */
  async draw(view) {
    const generation = ++this.generation;
    await nextTask();
    if (generation !== this.generation) return;
    const canvas = view.canvases.moves;
    const { width, height } = canvas;
    const { n, offsets, targets, wx } = view.model;
    const { sx, sy, pixelRatio: ratio } = view;
    const colour = rgbOf(view.palette.edge);
    // Far out the lines are many to a pixel: fainter, so the marks stay readable.
    const alpha = Math.min(0.7, Math.max(0.05, view.panZoom.scale * 0.5));
    const cover = new Uint8Array(width * height);
    const slicer = new Slicer(MOVES_BUDGET_MS);
    const superseded = async () => {
      await slicer.next();
      return generation !== this.generation;
    };
    let work = 0;
    for (let v = 0; v < n; v++) {
      if (Number.isNaN(wx[v])) continue;
      for (let i = offsets[v]; i < offsets[v + 1]; i++) {
        const w = targets[i];
        // (A pixel's centre is half a pixel in from its corner.)
        if (w !== v)
          rasterLine(
            cover,
            width,
            height,
            sx[v] * ratio - 0.5,
            sy[v] * ratio - 0.5,
            sx[w] * ratio - 0.5,
            sy[w] * ratio - 0.5,
          );
      }
      work += offsets[v + 1] - offsets[v];
      if (work >= CLOCK_EVERY) {
        work = 0;
        if (slicer.due() && (await superseded())) return;
      }
    }
    const image = new ImageData(width, height);
    const pixels = new Uint32Array(image.data.buffer);
    const rows = Math.max(1, Math.floor((CLOCK_EVERY * 64) / Math.max(1, width)));
    for (let y = 0; y < height; y += rows) {
      paintCoverage(cover, pixels, colour, alpha, y * width, Math.min(height, y + rows) * width);
      if (slicer.due() && (await superseded())) return;
    }
    canvas.getContext('2d').putImageData(image, 0, 0);
  }
}

/** The canvases drawn one over the other on `background`, as a PNG: a promise of a Blob. */
export function canvasesToPng(canvases, background) {
  const picture = document.createElement('canvas');
  picture.width = canvases[0].width;
  picture.height = canvases[0].height;
  const ctx = picture.getContext('2d');
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, picture.width, picture.height);
  for (const canvas of canvases) ctx.drawImage(canvas, 0, 0);
  return new Promise((resolve, reject) =>
    picture.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the browser could not make the PNG'))),
      'image/png',
    ),
  );
}
