// The lab's five plots: their uPlot options (the data they draw comes from series.js). Colours:
// odd n (Paul moves last when he moves first) blue, even n orange — Okabe–Ito, safe for
// colour-blind readers — and every series is also told apart by its marker or dash, and named in
// the live legend under each plot, which reads out the values under the cursor.

import { Chart, axis, uPlot } from './chart.js';
import { COIN_RANGE } from './series.js';
import { plain, powerOfTen } from './format.js';

const DASH = [6, 4];
const DOT = [2, 4];

/** The legend's readout of a value: 4 significant digits, "—" for none. */
const readout = (u, v) =>
  v == null || !Number.isFinite(v) ? '—' : Math.abs(v) >= 1e4 ? v.toExponential(3) : plain(v, Math.abs(v) >= 1 ? 2 : 4);
const nReadout = (u, v) => (v == null ? '—' : String(v));

/** A series drawn as points only. */
function points(label, stroke, size = 6) {
  return {
    label,
    stroke,
    width: 0,
    value: readout,
    paths: () => null,
    points: { show: true, size, stroke, fill: stroke, width: 1 },
  };
}

function line(label, stroke, dash = undefined, width = 1.5) {
  return { label, stroke, width, dash, value: readout, spanGaps: true, points: { show: false } };
}

/** A series that is data for a plugin (bar ends), not drawn itself and left out of the legend. */
function hidden(label, stroke) {
  return { ...points(label, stroke), points: { show: false }, class: 'lab-data-only' };
}

/** Pads a range by 8 % each way, so points and bars never touch the frame. */
const padded = (u, min, max) => {
  if (min == null || max == null) return [-1, 1];
  const pad = (max - min) * 0.08 || Math.abs(max) * 0.1 || 1;
  return [min - pad, max + pad];
};

/**
 * Draws vertical bars (mean ± sd) between pairs of series: pairs = [[lo, hi, color, owner]]
 * (series indices; a bar shows while its owner, the measured means, is shown in the legend). The
 * bars are clipped to the plotting area, so they never cross the axes.
 */
function barsPlugin(pairs) {
  return {
    hooks: {
      draw: [
        (u) => {
          const ctx = u.ctx;
          const { left, top, width, height } = u.bbox;
          ctx.save();
          ctx.beginPath();
          ctx.rect(left, top, width, height);
          ctx.clip();
          ctx.lineWidth = Math.max(1, devicePixelRatio);
          ctx.setLineDash([]);
          const cap = 4 * devicePixelRatio;
          for (const [lo, hi, color, owner] of pairs) {
            if (!u.series[owner].show) continue;
            ctx.strokeStyle = color;
            ctx.beginPath();
            for (let i = 0; i < u.data[0].length; i++) {
              const a = u.data[lo][i];
              const b = u.data[hi][i];
              if (a == null || b == null || !Number.isFinite(a) || !Number.isFinite(b)) continue;
              const x = u.valToPos(u.data[0][i], 'x', true);
              const y0 = u.valToPos(a, 'y', true);
              const y1 = u.valToPos(b, 'y', true);
              ctx.moveTo(x, y0);
              ctx.lineTo(x, y1);
              ctx.moveTo(x - cap, y0);
              ctx.lineTo(x + cap, y0);
              ctx.moveTo(x - cap, y1);
              ctx.lineTo(x + cap, y1);
            }
            ctx.stroke();
          }
          ctx.restore();
        },
      ],
    },
  };
}

/** Log-axis splits: the powers of ten in range, every second or third when there are many. */
const decades = (u, axisIndex, min, max) => {
  const lo = Math.ceil(Math.log10(min) - 1e-9);
  const hi = Math.floor(Math.log10(max) + 1e-9);
  const step = Math.max(1, Math.ceil((hi - lo + 1) / 6));
  const out = [];
  for (let k = lo; k <= hi; k += step) out.push(10 ** k);
  return out;
};
/** A log axis labelled in powers of ten (uPlot's own filter is off: every split is labelled). */
const logAxis = {
  values: (u, ticks) => ticks.map(powerOfTen),
  splits: decades,
  filter: (u, splits) => splits,
  size: 48,
};

const intX = (first, last) => ({ x: { time: false, range: [first - 0.5, last + 0.5] } });
const nAxis = (c) => axis(c, 'n (moves)', { incrs: [1, 2, 5, 10] });
const nSeries = { label: 'n', value: nReadout };

/** shape: {kind: 'coin' | 'continuous'}. */
export function histogramChart(el) {
  return new Chart(el, 'VALUE(e) for one n: histogram and exact law', (c, shape) => {
    const coin = shape.kind === 'coin';
    return {
      scales: {
        x: coin ? { time: false, range: COIN_RANGE } : { time: false },
        y: { range: (u, min, max) => [0, max > 0 ? max * 1.08 : 1] },
      },
      axes: [axis(c, 'VALUE(e)'), axis(c, coin ? 'probability' : 'density')],
      series: [
        { label: 'VALUE(e)', value: readout },
        coin
          ? {
              label: 'measured',
              stroke: c.fill,
              fill: `${c.fill}88`,
              width: 1,
              value: readout,
              paths: uPlot.paths.bars({ size: [0.25, 60] }),
              points: { show: false },
            }
          : {
              label: 'measured',
              stroke: c.fill,
              fill: `${c.fill}55`,
              width: 1,
              value: readout,
              paths: uPlot.paths.stepped({ align: 1 }),
              points: { show: false },
            },
        coin ? points('exact probability', c.theory, 9) : line('exact density', c.theory, undefined, 2),
      ],
    };
  });
}

/** shape: {first, last}; data: see series.js meanSeries (the last four series are the bar ends). */
export function meanChart(el) {
  return new Chart(el, 'Mean ± 1 sd of VALUE(e) against n', (c, shape) => ({
    scales: { ...intX(shape.first, shape.last), y: { time: false, range: padded } },
    axes: [nAxis(c), axis(c, 'VALUE(e)')],
    series: [
      nSeries,
      points('odd n, measured', c.odd, 7),
      points('even n, measured', c.even, 7),
      line('odd n, exact', c.odd),
      line('even n, exact', c.even),
      line('limit, odd n', c.odd, DASH, 1),
      line('limit, even n', c.even, DASH, 1),
      hidden('odd n, mean − sd', c.odd),
      hidden('odd n, mean + sd', c.odd),
      hidden('even n, mean − sd', c.even),
      hidden('even n, mean + sd', c.even),
    ],
    plugins: [
      barsPlugin([
        [7, 8, c.odd, 1],
        [9, 10, c.even, 2],
      ]),
    ],
  }));
}

/** shape: {first, last}. */
export function sdChart(el) {
  return new Chart(el, 'Standard deviation of VALUE(e) against n (log scale)', (c, shape) => ({
    scales: { ...intX(shape.first, shape.last), y: { distr: 3 } },
    axes: [nAxis(c), axis(c, 'sd (log scale)', logAxis)],
    series: [
      nSeries,
      points('odd n, measured', c.odd, 7),
      points('even n, measured', c.even, 7),
      line('exact', c.theory, undefined, 1.5),
      line('fitted decay', c.measured, DASH, 2),
    ],
  }));
}

export function cdfChart(el) {
  return new Chart(el, 'Empirical CDF against the exact CDF for one n', (c) => ({
    scales: { x: { time: false }, y: { range: [0, 1] } },
    axes: [axis(c, 'x'), axis(c, 'P(VALUE(e) ≤ x)')],
    series: [
      { label: 'x', value: readout },
      {
        label: 'measured',
        stroke: c.measured,
        width: 2.5,
        value: readout,
        paths: uPlot.paths.stepped({ align: 1 }),
        points: { show: false },
      },
      line('exact', c.theory, DASH, 1.5),
    ],
  }));
}

/** shape: {first, last}. */
export function leavesChart(el) {
  return new Chart(el, 'Leaves evaluated against n (log scale)', (c, shape) => ({
    scales: { ...intX(shape.first, shape.last), y: { distr: 3 } },
    axes: [nAxis(c), axis(c, 'leaves (log scale)', logAxis)],
    series: [
      nSeries,
      points('measured (mean per tree)', c.measured, 7),
      line('2^n (every leaf)', c.theory, undefined, 1.5),
      line('exact expected, alpha-beta', c.odd, DASH, 2),
      line('Knuth–Moore minimum', c.even, DOT, 2),
      line('fitted growth', c.extra, DASH, 1.5),
    ],
  }));
}
