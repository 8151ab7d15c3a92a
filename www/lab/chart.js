// One uPlot chart in a card: created from a config function (called again when the theme or the
// chart's shape changes, so axis and line colours follow the CSS custom properties and, say, coin
// leaves get bars instead of steps), sized to its container (down to a 375-px phone), with its
// data set in one call, a live legend that reads the values under the cursor, and a PNG export
// of exactly what is drawn (the canvas, on the theme's background, with the title above).
//
// uPlot draws on a canvas and positions its parts with the CSSOM (element.style), so it works
// under the page's Content-Security-Policy (no inline <style>, unlike SVG-in-markup libraries).

import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const HEIGHT = 260;
const PHONE_HEIGHT = 220;

/** The theme's colours, read from the CSS custom properties. */
export function palette() {
  const css = getComputedStyle(document.documentElement);
  const v = (name) => css.getPropertyValue(name).trim();
  return {
    odd: v('--paul'),
    even: v('--carole'),
    theory: v('--text'),
    measured: v('--best'),
    extra: v('--back'),
    text: v('--text'),
    muted: v('--muted'),
    grid: v('--border'),
    fill: v('--edge'),
    background: v('--surface'),
  };
}

/** Axis options in the theme's colours. */
export function axis(colors, label, extra = {}) {
  return {
    label,
    stroke: colors.muted,
    grid: { stroke: colors.grid, width: 1 },
    ticks: { stroke: colors.grid, width: 1 },
    labelFont: '12px system-ui, sans-serif',
    font: '11px system-ui, sans-serif',
    ...extra,
  };
}

/** The legend's marker of a series: dashed for a dashed line. */
const markers = { dash: (u, i) => (u.series[i].dash ? 'dashed' : 'solid') };

export class Chart {
  /**
   * container: the element to draw in; title: for the PNG; build(colors, shape) → uPlot
   * options, where shape is a plain object the options depend on (the n range, the leaves).
   */
  constructor(container, title, build) {
    this.container = container;
    this.title = title;
    this.build = build;
    this.data = null;
    this.shape = '';
    this.plot = null;
    this.width = 0;
    new ResizeObserver(() => this.resize()).observe(container);
  }

  size() {
    const width = Math.max(200, Math.floor(this.container.clientWidth));
    return { width, height: width < 500 ? PHONE_HEIGHT : HEIGHT };
  }

  /**
   * Sets the data (uPlot's [xs, ys…]) and draws; a new shape (or series count) rebuilds the
   * chart from its options, since uPlot keeps the paths and scales it was made with.
   */
  set(data, shape = {}) {
    const key = JSON.stringify(shape);
    const rebuild = !this.plot || key !== this.shape || this.data?.length !== data.length;
    this.data = data;
    this.shape = key;
    if (rebuild) this.create();
    else this.plot.setData(data);
  }

  /** Removes the drawing (a new experiment starts empty). */
  clear() {
    this.plot?.destroy();
    this.plot = null;
    this.data = null;
  }

  create() {
    this.plot?.destroy();
    this.plot = null;
    if (!this.data) return;
    const { width, height } = this.size();
    this.width = width;
    const options = {
      width,
      height,
      legend: { show: true, live: true, markers },
      cursor: { drag: { x: false, y: false }, points: { size: 7 } },
      ...this.build(palette(), JSON.parse(this.shape)),
    };
    this.plot = new uPlot(options, this.data, this.container);
  }

  resize() {
    if (!this.plot) return;
    const { width, height } = this.size();
    if (width === this.width) return;
    this.width = width;
    this.plot.setSize({ width, height });
  }

  /** Redraws with the current theme's colours. */
  retheme() {
    if (this.plot) this.create();
  }

  /** The chart as a PNG Blob, on the theme's background, with its title (`title`: another). */
  png(title = this.title) {
    return new Promise((resolve, reject) => {
      if (!this.plot) return reject(new Error('nothing is drawn yet'));
      const source = this.plot.ctx.canvas;
      const colors = palette();
      const titleHeight = Math.round(28 * devicePixelRatio);
      const canvas = document.createElement('canvas');
      canvas.width = source.width;
      canvas.height = source.height + titleHeight;
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = colors.background || '#fff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.fillStyle = colors.text || '#000';
      ctx.font = `${Math.round(14 * devicePixelRatio)}px system-ui, sans-serif`;
      ctx.fillText(title, Math.round(8 * devicePixelRatio), Math.round(19 * devicePixelRatio));
      ctx.drawImage(source, 0, titleHeight);
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('the browser could not make a PNG'))),
        'image/png',
      );
    });
  }
}

export { uPlot };
