// Lines drawn into a coverage buffer in plain JS, for the whole drawing's moves: a canvas stroke
// of 16,000 lines took over 100 ms of the main thread to rasterise in one go (software canvas),
// where this loop can stop and give way every few ms and costs about one step per pixel.
//
// Lines are antialiased by Xiaolin Wu's method (Wu, "An efficient antialiasing technique",
// SIGGRAPH 1991): along the major axis, each step covers the two pixels the line passes between,
// in proportion to how close it passes. A pixel keeps the largest coverage any line gives it, so
// crossing lines look like one stroked path (no darkening where many meet). Lines are first
// clipped to the buffer (Liang and Barsky, 1984), so a line mostly off screen costs only its
// part on it.
//
//   coverage of a line from (0,0) to (4,1), 255 = fully covered:
//     y=0: 255 191 128  64   0
//     y=1:   0  64 128 191 255

/**
 * Clips the segment (x0, y0)–(x1, y1) to [0, width] × [0, height]: [x0, y0, x1, y1], or null
 * when none of it is inside.
 */
export function clipSegment(x0, y0, x1, y1, width, height) {
  const dx = x1 - x0;
  const dy = y1 - y0;
  let t0 = 0;
  let t1 = 1;
  // Each side as p·t ≤ q (Liang–Barsky).
  const sides = [
    [-dx, x0],
    [dx, width - x0],
    [-dy, y0],
    [dy, height - y0],
  ];
  for (const [p, q] of sides) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) {
      if (t > t1) return null;
      if (t > t0) t0 = t;
    } else {
      if (t < t0) return null;
      if (t < t1) t1 = t;
    }
  }
  return [x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy];
}

/** Adds the line (x0, y0)–(x1, y1) (pixel centres at integer coordinates) to `cover`, a
 * width × height Uint8Array of coverage (0–255), row by row. */
export function rasterLine(cover, width, height, x0, y0, x1, y1) {
  const clipped = clipSegment(x0, y0, x1, y1, width - 1, height - 1);
  if (!clipped) return;
  let [ax, ay, bx, by] = clipped;
  const steep = Math.abs(by - ay) > Math.abs(bx - ax);
  if (steep) [ax, ay, bx, by] = [ay, ax, by, bx];
  if (ax > bx) [ax, ay, bx, by] = [bx, by, ax, ay];
  const gradient = bx === ax ? 0 : (by - ay) / (bx - ax);
  const first = Math.round(ax);
  const last = Math.round(bx);
  // Along the major axis (x here, y when steep): the two pixels across the line at each step.
  const put = (major, minor, amount) => {
    const [px, py] = steep ? [minor, major] : [major, minor];
    if (px < 0 || py < 0 || px >= width || py >= height) return;
    const i = py * width + px;
    const value = Math.round(amount * 255);
    if (value > cover[i]) cover[i] = value;
  };
  for (let major = first; major <= last; major++) {
    const minor = ay + gradient * (major - ax);
    const below = Math.floor(minor);
    const fraction = minor - below;
    put(major, below, 1 - fraction);
    put(major, below + 1, fraction);
  }
}

/**
 * Writes `cover` into `pixels` (the Uint32Array view of an ImageData of the same size) as the
 * colour [r, g, b] at `alpha` (0–1) times each pixel's coverage, for pixel indices [from, to).
 */
export function paintCoverage(cover, pixels, [r, g, b], alpha, from = 0, to = cover.length) {
  // ImageData is RGBA in memory: as a little-endian Uint32, A is the high byte.
  const colour = (b << 16) | (g << 8) | r;
  for (let i = from; i < to; i++) {
    const c = cover[i];
    pixels[i] = c === 0 ? 0 : ((Math.round(c * alpha) << 24) | colour) >>> 0;
  }
}

/** Colours read so far: CSS text → [r, g, b] (a canvas made per reading cost more than the rest). */
const colours = new Map();

/** [r, g, b] of a CSS colour, as a canvas reads it (in a page: it needs a canvas).
 * @returns {[number, number, number]} */
export function rgbOf(css) {
  if (!colours.has(css)) {
    const ctx = /** @type {OffscreenCanvasRenderingContext2D} */ (new OffscreenCanvas(1, 1).getContext('2d'));
    ctx.fillStyle = css;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
    colours.set(css, [r, g, b]);
  }
  return colours.get(css);
}
