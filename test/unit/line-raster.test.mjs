// The whole drawing's line rasteriser (www/drawing/canvas/line-raster.js) against a naive one:
// every pixel a line passes through is covered, nothing far from it is, and clipping keeps what
// is inside.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clipSegment, paintCoverage, rasterLine } from '../../www/drawing/canvas/line-raster.js';
import { random as seededRandom } from './seeded-random.mjs';

const W = 40;
const H = 30;

/** Distance from pixel (px, py) to the segment. */
function distance(px, py, [x0, y0, x1, y1]) {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const t = dx === 0 && dy === 0 ? 0 : Math.max(0, Math.min(1, ((px - x0) * dx + (py - y0) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (x0 + t * dx), py - (y0 + t * dy));
}

test('the fixture of the comment: a line from (0,0) to (4,1)', () => {
  const cover = new Uint8Array(5 * 2);
  rasterLine(cover, 5, 2, 0, 0, 4, 1);
  assert.deepEqual([...cover], [255, 191, 128, 64, 0, 0, 64, 128, 191, 255]);
});

test('random lines: the pixels near a line are covered, no pixel far from it is', () => {
  const random = seededRandom(29);
  for (let k = 0; k < 300; k++) {
    // Ends up to half the buffer outside it: clipping is exercised too.
    const line = [random() * 2 * W - W / 2, random() * 2 * H - H / 2, random() * 2 * W - W / 2, random() * 2 * H - H / 2];
    const cover = new Uint8Array(W * H);
    rasterLine(cover, W, H, ...line);
    const clipped = clipSegment(...line, W - 1, H - 1);
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const d = distance(x, y, line);
        const c = cover[y * W + x];
        if (d >= 1.5) assert.equal(c, 0, `pixel ${x},${y} is ${d} from ${line} but covered`);
        // A pixel the line passes through the middle of, inside the buffer's clipped part.
        if (clipped && distance(x, y, clipped) < 0.25) assert.ok(c >= 128, `pixel ${x},${y} on ${line} covered ${c}`);
      }
    }
  }
});

test('clipping: a segment wholly outside is none; one inside stays as it is', () => {
  assert.equal(clipSegment(-5, -5, -1, 10, 10, 10), null);
  assert.equal(clipSegment(11, 0, 20, 5, 10, 10), null);
  assert.deepEqual(clipSegment(1, 2, 3, 4, 10, 10), [1, 2, 3, 4]);
  assert.deepEqual(clipSegment(-10, 5, 20, 5, 10, 10), [0, 5, 10, 5]);
});

test('coverage painted as one colour, its alpha in proportion', () => {
  const cover = Uint8Array.from([0, 255, 128]);
  const pixels = new Uint32Array(3);
  paintCoverage(cover, pixels, [1, 2, 3], 0.5);
  const bytes = new Uint8Array(pixels.buffer);
  assert.deepEqual([...bytes], [0, 0, 0, 0, 1, 2, 3, 128, 1, 2, 3, 64]);
});
