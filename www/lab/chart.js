// One uPlot chart in a card: created from a config function (called again when the theme or the
// chart's shape changes, so axis and line colours follow the CSS custom properties and, say, coin
// leaves get bars instead of steps), sized to its container (down to a 375-px phone), with its
// data set in one call, a live legend that reads the values under the cursor (and each series'
// last value away from it: legend.js), and a PNG export of exactly what is drawn (the canvas, on
// the theme's background, with the title above and the legend below).
//
// uPlot draws on a canvas and positions its parts with the CSSOM (element.style), so it works
// under the page's Content-Security-Policy (no inline <style>, unlike SVG-in-markup libraries).

import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { lastIndices, legendRows } from './legend.js';

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

/** Away from the cursor the legend shows each series' last value, not "—". */
const lastValues = {
  hooks: {
    ready: showLast,
    setData: showLast,
    setLegend: showLast,
  },
};

function showLast(u) {
  if (u.cursor.idx == null && u.data?.[0]?.length) u.setLegend({ idxs: lastIndices(u.data) }, false);
}

/** The legend entries a PNG carries: [{text, color, dash}] of the shown series, x first. */
function legendItems(u) {
  const value = (i) => u.legend.values?.[i]?._ ?? '—';
  const items = [];
  u.series.forEach((s, i) => {
    if (s.show === false || s.class === 'lab-data-only' || !s.label) return;
    const color = i === 0 ? null : typeof s.stroke === 'function' ? s.stroke(u, i) : s.stroke;
    items.push({ text: `${s.label}: ${value(i)}`, color, dash: s.dash });
  });
  return items;
}

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
    options.plugins = [...(options.plugins ?? []), lastValues];
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

  /** The chart as a PNG Blob, on the theme's background, with its title (`title`: another)
   * above and its legend (the values it shows) below. */
  png(title = this.title) {
    return new Promise((resolve, reject) => {
      if (!this.plot) return reject(new Error('nothing is drawn yet'));
      const source = this.plot.ctx.canvas;
      const colors = palette();
      const px = (x) => Math.round(x * devicePixelRatio);
      const titleHeight = px(28);
      const lineHeight = px(20);
      const font = `${px(13)}px system-ui, sans-serif`;
      const measuring = document.createElement('canvas').getContext('2d');
      measuring.font = font;
      const rows = legendRows(legendItems(this.plot), source.width - px(16), (t) => measuring.measureText(t).width, {
        marker: px(18),
        gap: px(16),
      });
      const canvas = document.createElement('canvas');
      canvas.width = source.width;
      canvas.height = source.height + titleHeight + rows.length * lineHeight + px(8);
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = colors.background || '#fff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.fillStyle = colors.text || '#000';
      ctx.font = `${px(14)}px system-ui, sans-serif`;
      ctx.fillText(title, px(8), px(19));
      ctx.drawImage(source, 0, titleHeight);
      ctx.font = font;
      rows.forEach((row, r) => {
        const y = source.height + titleHeight + r * lineHeight + px(14);
        for (const { item, x } of row) {
          const left = px(8) + x;
          if (item.color) {
            ctx.strokeStyle = item.color;
            ctx.lineWidth = px(2);
            ctx.setLineDash(item.dash ? item.dash.map(px) : []);
            ctx.beginPath();
            ctx.moveTo(left, y - px(4));
            ctx.lineTo(left + px(12), y - px(4));
            ctx.stroke();
          }
          ctx.fillStyle = colors.text || '#000';
          ctx.fillText(item.text, left + px(18), y);
        }
      });
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('the browser could not make a PNG'))),
        'image/png',
      );
    });
  }
}

export { uPlot };
