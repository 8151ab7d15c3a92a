// Which position is at a point: a uniform grid over the drawing (buckets one cell square), built
// once per drawing by counting sort, so a hit test or a query of the rectangle on screen reads
// only the buckets it covers. Pure.

export class SpatialIndex {
  /** Indexes the points (xs[v], ys[v]) that are not NaN, in buckets `size` wide (drawing units). */
  constructor(xs, ys, size) {
    this.size = size;
    this.xs = xs;
    this.ys = ys;
    let maxX = 0;
    let maxY = 0;
    for (let v = 0; v < xs.length; v++) {
      if (Number.isNaN(xs[v])) continue;
      maxX = Math.max(maxX, xs[v]);
      maxY = Math.max(maxY, ys[v]);
    }
    this.columns = Math.floor(maxX / size) + 1;
    this.rows = Math.floor(maxY / size) + 1;
    const buckets = this.columns * this.rows;
    this.starts = new Uint32Array(buckets + 1);
    const bucketOf = new Int32Array(xs.length).fill(-1);
    for (let v = 0; v < xs.length; v++) {
      if (Number.isNaN(xs[v])) continue;
      bucketOf[v] = this.bucket(xs[v], ys[v]);
      this.starts[bucketOf[v] + 1] += 1;
    }
    for (let b = 0; b < buckets; b++) this.starts[b + 1] += this.starts[b];
    this.items = new Uint32Array(this.starts[buckets]);
    const fill = this.starts.slice(0, buckets);
    for (let v = 0; v < xs.length; v++) if (bucketOf[v] >= 0) this.items[fill[bucketOf[v]]++] = v;
  }

  bucket(x, y) {
    const c = Math.min(this.columns - 1, Math.max(0, Math.floor(x / this.size)));
    const r = Math.min(this.rows - 1, Math.max(0, Math.floor(y / this.size)));
    return r * this.columns + c;
  }

  /** Calls visit(v) for every point in the rectangle [x0, x1] × [y0, y1] (and a few near it). */
  query(x0, y0, x1, y1, visit) {
    const c0 = Math.max(0, Math.floor(x0 / this.size));
    const c1 = Math.min(this.columns - 1, Math.floor(x1 / this.size));
    const r0 = Math.max(0, Math.floor(y0 / this.size));
    const r1 = Math.min(this.rows - 1, Math.floor(y1 / this.size));
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const b = r * this.columns + c;
        for (let i = this.starts[b]; i < this.starts[b + 1]; i++) visit(this.items[i]);
      }
    }
  }

  /** The point nearest (x, y) within `radius`, or -1. */
  nearest(x, y, radius) {
    let best = -1;
    let bestDistance = radius * radius;
    this.query(x - radius, y - radius, x + radius, y + radius, (v) => {
      const d = (this.xs[v] - x) ** 2 + (this.ys[v] - y) ** 2;
      if (d <= bestDistance) {
        bestDistance = d;
        best = v;
      }
    });
    return best;
  }
}
