// The lab's five plots (issue 4): their uPlot options and the data they draw, from the runs
// (Results) and the exact theory. Colours: odd n (Paul moves last) blue, even n (Carole moves
// last) orange — Okabe–Ito, safe for colour-blind readers — and every series is also told
// apart by its marker or dash and named in the legend under each plot.

import { Chart, axis, uPlot } from './chart.js';

const DASH = [6, 4];
const DOT = [2, 4];

/** A series drawn as points only. */
function points(label, stroke, size = 6) {
  return { label, stroke, width: 0, paths: () => null, points: { show: true, size, stroke, fill: stroke, width: 1 } };
}

function line(label, stroke, dash = undefined, width = 1.5) {
  return { label, stroke, width, dash, spanGaps: true, points: { show: false } };
}

/** Draws vertical whiskers (mean ± sd) for series pairs: whiskers = [{series, lo, hi, color}]. */
function whiskerPlugin(getWhiskers) {
  return {
    hooks: {
      draw: [
        (u) => {
          const ctx = u.ctx;
          ctx.save();
          ctx.lineWidth = Math.max(1, devicePixelRatio);
          ctx.setLineDash([]);
          for (const w of getWhiskers()) {
            ctx.strokeStyle = w.color;
            for (let i = 0; i < w.x.length; i++) {
              if (!Number.isFinite(w.lo[i]) || !Number.isFinite(w.hi[i])) continue;
              const x = u.valToPos(w.x[i], 'x', true);
              const y0 = u.valToPos(w.lo[i], 'y', true);
              const y1 = u.valToPos(w.hi[i], 'y', true);
              ctx.beginPath();
              ctx.moveTo(x, y0);
              ctx.lineTo(x, y1);
              ctx.moveTo(x - 4, y0);
              ctx.lineTo(x + 4, y0);
              ctx.moveTo(x - 4, y1);
              ctx.lineTo(x + 4, y1);
              ctx.stroke();
            }
          }
          ctx.restore();
        },
      ],
    },
  };
}

const SUPERSCRIPT = { '-': '⁻', 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };
/** Log-axis ticks as powers of ten ("10⁹"), short enough for a phone. */
const powerTicks = (u, ticks) =>
  ticks.map((v) => {
    const k = Math.round(Math.log10(v));
    return k >= 0 && k <= 3 ? String(10 ** k) : `10${String(k).split('').map((c) => SUPERSCRIPT[c]).join('')}`;
  });
/** Log-axis splits: the powers of ten in range, every second or third when there are many. */
const decades = (u, axisIndex, min, max) => {
  const lo = Math.ceil(Math.log10(min) - 1e-9);
  const hi = Math.floor(Math.log10(max) + 1e-9);
  const step = Math.max(1, Math.ceil((hi - lo + 1) / 6));
  const out = [];
  for (let k = lo; k <= hi; k += step) out.push(10 ** k);
  return out;
};
const logAxis = { values: powerTicks, splits: decades };

const intX = (first, last) => ({ x: { time: false, range: [first - 0.5, last + 0.5] } });
const nAxis = (c) => axis(c, 'n (moves)', { incrs: [1, 2, 5, 10] });

export function histogramChart(el) {
  const chart = new Chart(el, 'VALUE(e) for one n: histogram and exact law', (c) => {
    const coin = chart.kind === 'coin';
    return {
      scales: { x: { time: false }, y: { range: (u, min, max) => [0, max > 0 ? max * 1.08 : 1] } },
      axes: [axis(c, 'VALUE(e)'), axis(c, coin ? 'probability' : 'density')],
      series: [
        {},
        coin
          ? { label: 'measured', stroke: c.fill, fill: `${c.fill}88`, width: 1, paths: uPlot.paths.bars({ size: [0.25, 60] }), points: { show: false } }
          : { label: 'measured', stroke: c.fill, fill: `${c.fill}55`, width: 1, paths: uPlot.paths.stepped({ align: 1 }), points: { show: false } },
        coin ? points('exact', c.theory, 9) : line('exact', c.theory, undefined, 2),
      ],
    };
  });
  return chart;
}

export function meanChart(el) {
  const chart = new Chart(el, 'Mean ± 1 sd of VALUE(e) against n', (c) => ({
    scales: { ...intX(chart.first, chart.last), y: { time: false } },
    axes: [nAxis(c), axis(c, 'VALUE(e)')],
    series: [{}, points('odd n, measured', c.odd, 7), points('even n, measured', c.even, 7), line('odd n, exact', c.odd), line('even n, exact', c.even), line('limit, odd n', c.odd, DASH, 1), line('limit, even n', c.even, DASH, 1)],
    plugins: [whiskerPlugin(() => chart.whiskers ?? [])],
  }));
  return chart;
}

export function sdChart(el) {
  const chart = new Chart(el, 'Standard deviation of VALUE(e) against n (log scale)', (c) => ({
    scales: { ...intX(chart.first, chart.last), y: { distr: 3 } },
    axes: [nAxis(c), axis(c, 'sd (log scale)', logAxis)],
    series: [{}, points('odd n, measured', c.odd, 7), points('even n, measured', c.even, 7), line('exact', c.theory, undefined, 1.5), line('fitted decay', c.measured, DASH, 2)],
  }));
  return chart;
}

export function cdfChart(el) {
  const chart = new Chart(el, 'Empirical CDF against the exact CDF for one n', (c) => ({
    scales: { x: { time: false }, y: { range: [0, 1] } },
    axes: [axis(c, 'x'), axis(c, 'P(VALUE(e) ≤ x)')],
    series: [{}, { label: 'measured', stroke: c.measured, width: 2.5, paths: uPlot.paths.stepped({ align: 1 }), points: { show: false } }, line('exact', c.theory, DASH, 1.5)],
  }));
  return chart;
}

export function leavesChart(el) {
  const chart = new Chart(el, 'Leaves evaluated against n (log scale)', (c) => ({
    scales: { ...intX(chart.first, chart.last), y: { distr: 3 } },
    axes: [nAxis(c), axis(c, 'leaves (log scale)', logAxis)],
    series: [{}, points('measured (mean per tree)', c.measured, 7), line('2^n (every leaf)', c.theory, undefined, 1.5), line('exact expected, alpha-beta', c.odd, DASH, 2), line('Knuth–Moore minimum', c.even, DOT, 2), line('fitted growth', c.extra, DASH, 1.5)],
  }));
  return chart;
}

/** The legend entries of each chart (text beside a swatch; the view renders them). */
export const LEGENDS = {
  histogram: [['measured', 'fill'], ['exact density (coins: exact probabilities, dots)', 'theory']],
  mean: [['odd n (Paul moves last): measured mean, bar = ±1 sd; line = exact', 'odd'], ['even n (Carole moves last)', 'even'], ['dashed: the limits', 'muted']],
  sd: [['odd n, measured', 'odd'], ['even n, measured', 'even'], ['exact', 'theory'], ['dashed: fitted decay', 'measured']],
  cdf: [['measured (steps)', 'measured'], ['exact (dashed)', 'theory']],
  leaves: [['measured mean', 'measured'], ['2^n: every leaf', 'theory'], ['exact expected count (dashed)', 'odd'], ['Knuth–Moore minimum (dotted)', 'even'], ['fitted growth (dashed)', 'extra']],
};
