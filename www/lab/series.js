// What the lab's five plots draw, from the runs and the exact theory: uPlot data arrays
// ([xs, ys…], null for a gap), the chart's shape (what its options depend on), and a caption in
// plain words with its formula apart. Pure: numbers in, arrays and strings out, so it is tested
// in node (test/unit/series.test.mjs); the view only hands the results to the charts.
//
// stats: Results.stats() ({n, count, mean, sd, se, meanLeaves, positive} per n); theory: the
// theory worker's {table, alphaBeta, minimal} or null while it computes; constants: the
// engine's labConstants() (p*, φ/2, φ, 3.5, maxN).

import { countAtMost, ecdfAt, fitLine, skewness } from './stats.js';
import { count, plain, signed } from './format.js';
import { counted } from '../core/index.js';

/** Bins of the histogram, and grid points per bin (the exact curves are drawn on the points). */
export const GRID_BINS = 48;
export const SUBSTEPS = 4;
/** The coin histogram's x range: the two bars at ±1 with room on both sides. */
export const COIN_RANGE = [-1.5, 1.5];

/** The x grid of the histogram and CDF of size n: around the law's bulk (uniform: inside [−1, 1]). */
export function gridFor(plan, theory, n) {
  if (plan.leaves === 'coin') {
    const [lo, hi] = COIN_RANGE;
    return Float64Array.from({ length: 121 }, (_, i) => lo + ((hi - lo) * i) / 120);
  }
  const i = n - plan.first;
  const { median, sd, q05, q95 } = theory.table;
  const spread = Math.max(4.5 * sd[i], 1.6 * (q95[i] - q05[i]));
  let lo = median[i] - spread;
  let hi = median[i] + spread;
  if (plan.leaves === 'uniform') {
    lo = Math.max(-1, lo);
    hi = Math.min(1, hi);
  }
  const points = GRID_BINS * SUBSTEPS + 1;
  return Float64Array.from({ length: points }, (_, k) => lo + ((hi - lo) * k) / (points - 1));
}

/** The fitted decay of the sd per move (log sd against n, weighted by runs); null for coins. */
export function fitSd(stats, plan) {
  if (plan.leaves === 'coin') return null;
  return fitLog(
    stats.filter((s) => s.n >= 4 && s.count >= 10 && s.sd > 0),
    (s) => s.sd,
  );
}

/** The fitted growth of the leaves read per move (log mean leaves against n). */
export function fitLeaves(stats) {
  return fitLog(
    stats.filter((s) => s.n >= 6 && s.count >= 1 && s.meanLeaves > 0),
    (s) => s.meanLeaves,
  );
}

function fitLog(use, y) {
  const fit = fitLine(
    use.map((s) => s.n),
    use.map((s) => Math.log(y(s))),
    use.map((s) => s.count),
  );
  return fit && { ...fit, from: use[0].n, to: use.at(-1).n };
}

const fitted = (fit, n) => (fit && n >= fit.from && n <= fit.to ? Math.exp(fit.intercept + fit.slope * n) : null);

/** The exact limit of the mean along odd or even n (from the theory table), or null. */
function limitOf(stats, theory, parity) {
  const i = stats.findIndex((s) => s.n % 2 === parity);
  return theory && i >= 0 ? theory.table.limit[i] : null;
}

/**
 * Mean ± 1 sd against n. Series: measured mean (odd, even), exact mean (odd, even), limits (odd,
 * even), then the bar ends (odd − sd, odd + sd, even − sd, even + sd): the bars are data, so the
 * y axis makes room for them.
 */
/** The fewest runs of an n its distribution is tested on (Kolmogorov–Smirnov) and described. */
export const KS_MIN_RUNS = 10;

export function meanSeries(stats, theory, constants, plan = null) {
  // Who moves last at odd n: the first mover (Paul unless the plan says Carole).
  const [oddLast, evenLast, oddSide, evenSide] =
    plan?.firstPlayer === 'carole' ? ['Carole', 'Paul', 'below', 'above'] : ['Paul', 'Carole', 'above', 'below'];
  const xs = stats.map((s) => s.n);
  const pick = (parity, f) => stats.map((s) => (s.n % 2 === parity && s.count > 0 ? f(s) : null));
  const bar = (parity, sign) => pick(parity, (s) => (s.count > 1 ? s.mean + sign * s.sd : null));
  const exact = (parity) => stats.map((s, i) => (theory && s.n % 2 === parity ? theory.table.mean[i] : null));
  const limit = (parity) => xs.map(() => limitOf(stats, theory, parity));
  const data = [
    xs,
    pick(1, (s) => s.mean),
    pick(0, (s) => s.mean),
    exact(1),
    exact(0),
    limit(1),
    limit(0),
    bar(1, -1),
    bar(1, 1),
    bar(0, -1),
    bar(0, 1),
  ];
  const limits = [1, 0].map((p) => limitOf(stats, theory, p)).filter((v) => v != null);
  const measured = stats.some((s) => s.count > 0);
  const moved = stats.some((s) => s.count > 0 && s.n > 0);
  return {
    data,
    caption: {
      text:
        measured && theory && !moved
          ? 'At n = 0 nobody moves: the dot is the average of a single leaf, its bar one standard deviation each way, and the line its exact average. Measure n ≥ 1 of both parities to see who moving last favours.'
          : measured && theory
            ? `Each dot is the average VALUE(e) of one n, its bar one standard deviation each way; the lines are the exact averages. Odd n (blue, ${oddLast} moves last) sit ${oddSide} 0, even n (orange, ${evenLast} moves last) ${evenSide}, and both settle on a limit (dashed: ${limits.map((v) => signed(v, 4)).join(' and ')}).`
            : 'Waiting for runs…',
      formula: `The mean tends to F⁻¹(${oddLast === 'Paul' ? '1 − p*' : 'p*'}) for odd n and to F⁻¹(${evenLast === 'Paul' ? '1 − p*' : 'p*'}) for even n, where F is the leaves’ distribution function and p* = (3 − √5)/2 ≈ ${plain(constants.pStar, 4)} (Pearl 1980).`,
    },
  };
}

/** Standard deviation against n (log scale): measured (odd, even), exact, fitted decay. */
export function sdSeries(stats, theory, fit, plan, constants) {
  const xs = stats.map((s) => s.n);
  const sd = (parity) => stats.map((s) => (s.n % 2 === parity && s.count > 1 && s.sd > 0 ? s.sd : null));
  const exact = stats.map((s, i) => (theory && theory.table.sd[i] > 0 ? theory.table.sd[i] : null));
  const ratio = plain(constants.spreadRatio, 3);
  let text;
  if (fit)
    text = `The spread shrinks by a factor ${plain(Math.exp(fit.slope), 3)} with each extra move here (fitted over n = ${fit.from}..${fit.to}); the theory says ${ratio}.`;
  else if (plan.leaves === 'coin')
    text = 'With coins VALUE(e) is ±1, and its spread falls to 0 faster than any straight line on this scale.';
  else text = 'The rate of decay is fitted once n ≥ 4 has 10 runs.';
  return {
    data: [xs, sd(1), sd(0), exact, xs.map((n) => fitted(fit, n))],
    caption: {
      text,
      formula: `sd ∝ (φ/2)^n with φ/2 = ${plain(constants.spreadRatio, 4)} = 1/√(4p*) (Pearl 1980); the fitted rate is e^b for the least-squares line log sd = a + b·n, weighted by runs.`,
    },
  };
}

/** Leaves evaluated against n (log scale): measured mean, 2^n, exact alpha-beta expectation, Knuth–Moore minimum, fitted growth. */
export function leavesSeries(stats, theory, fit, plan, constants) {
  const xs = stats.map((s) => s.n);
  const data = [
    xs,
    stats.map((s) => (s.count > 0 ? s.meanLeaves : null)),
    xs.map((n) => 2 ** n),
    xs.map((n) => (theory?.alphaBeta && plan.leaves !== 'coin' ? theory.alphaBeta[n] : null)),
    xs.map((n) => (theory ? theory.minimal[n] : null)),
    xs.map((n) => fitted(fit, n)),
  ];
  const growth = `${plain(constants.alphaBetaLeafFactor, 1)}·${plain(constants.alphaBetaBranching, 3)}^n`;
  let text;
  if (plan.method !== 'alphabeta')
    text = `The method “${plan.method}” reads every leaf: 2^n. Choose alpha-beta to see how few it needs, about ${growth}.`;
  else if (fit)
    text = `Alpha-beta read ${plain(Math.exp(fit.slope), 3)} times as many leaves for each extra move here (fitted over n = ${fit.from}..${fit.to}), not 2 times as reading every leaf does.`;
  else text = 'The rate of growth is fitted once n ≥ 6 has runs.';
  if (plan.method === 'alphabeta' && plan.leaves === 'coin')
    text +=
      ' With ±1 coins leaves tie, and alpha-beta cuts on a tie: it reads fewer leaves than Pearl’s expectation for continuous leaves, which is not drawn.';
  return {
    data,
    caption: {
      text,
      formula: `Alpha-beta’s expected leaves grow like φ^n, φ = ${plain(constants.alphaBetaBranching, 4)} (Pearl 1982), about ${growth}; no search can read fewer than 2^⌈n/2⌉ + 2^⌊n/2⌋ − 1 (Knuth & Moore 1975).`,
    },
  };
}

/**
 * What answers 3 and 4 need of size n's runs (values sorted ascending): {n, count, plus, skew,
 * ks}, or null when n has no statistics. ks is the theory worker's test (the exact CDF at every
 * run's value), kept when it is of n, of continuous leaves and of enough runs.
 */
export function chosenRuns({ n, values, stats, plan, ks = null }) {
  if (!stats.some((x) => x.n === n)) return null;
  const m = values.length;
  const tested = m >= KS_MIN_RUNS && plan.leaves !== 'coin' && ks?.n === n;
  return { n, count: m, plus: m - countAtMost(values, 0), skew: skewness(values), ks: tested ? ks : null };
}

/**
 * The n the answers speak of when nobody picked one: the largest n whose runs are all in (runs
 * come n by n, smallest first), else the largest with any run, else the largest of the plan.
 */
export function largestRunN(stats, plan) {
  const complete = stats.filter((s) => s.count >= plan.runs);
  const some = stats.filter((s) => s.count > 0);
  return (complete.at(-1) ?? some.at(-1))?.n ?? plan.last;
}

/**
 * The histogram and CDF of size n. values: its runs, sorted ascending; curves: the theory
 * worker's {xs, density, cdf, atoms} for n, or null while it computes. Returns
 * {histogram: {data, shape} | null, cdf: data | null, chosen: what the answers need, captions}.
 */
export function chosenSeries({ n, values, stats, theory, curves, plan, ks = null, state = 'running' }) {
  const coin = plan.leaves === 'coin';
  const m = values.length;
  const atMost = (x) => countAtMost(values, x);
  const s = stats.find((x) => x.n === n);
  const chosen = chosenRuns({ n, values, stats, plan, ks: curves ? ks : null });
  let histogram = null;
  if (coin) {
    const minus = m ? atMost(0) / m : null;
    const atoms = curves?.atoms ?? [];
    histogram = {
      data: [
        [-1, 1],
        [minus, m ? 1 - minus : null],
        [atoms[1] ?? null, atoms[3] ?? null],
      ],
      shape: { kind: 'coin' },
    };
  } else if (curves) {
    histogram = {
      data: [Array.from(curves.xs), binHeights(values, curves.xs), Array.from(curves.density)],
      shape: { kind: 'continuous' },
    };
  }
  let cdf = null;
  if (curves) {
    const xs = Array.from(curves.xs);
    cdf = [xs, xs.map((x) => (m ? ecdfAt(values, x) : null)), Array.from(curves.cdf)];
  }
  const outside = coin || !curves ? 0 : m - (atMost(curves.xs.at(-1)) - atMost(curves.xs[0]));
  const i = n - plan.first;
  const exact = theory
    ? ` Exact mean ${signed(theory.table.mean[i], 4)}, sd ${plain(Math.abs(theory.table.sd[i]), 4)}.`
    : '';
  return {
    histogram,
    cdf,
    chosen,
    captions: {
      histogram: {
        text:
          s && s.count
            ? `n = ${n}: ${counted(s.count, 'run')}${outside ? ` (${count(outside)} outside the range drawn)` : ''}. The bars show how often each VALUE(e) came up, the ${coin ? 'dots' : 'line'} what the exact law predicts.${exact}`
            : state === 'cancelled'
              ? `n = ${n}: no runs (the experiment was cancelled before it got there).`
              : `n = ${n}: waiting for runs…`,
        formula: coin
          ? 'With ±1 leaves VALUE(e) is ±1 too: P(VALUE(e) = +1) = 1 − P_n(½), where P_n applies p ↦ p² at Paul’s moves and p ↦ 1 − (1 − p)² at Carole’s, from the leaves up.'
          : 'The exact law: P(VALUE(e) ≤ x) = P_n(F(x)), F the leaves’ distribution function, P_n applying p ↦ p² at Paul’s moves and p ↦ 1 − (1 − p)² at Carole’s, from the leaves up (Pearl 1980).',
      },
      cdf: {
        text: chosen?.ks
          ? `The largest gap between the measured and the exact curve is ${plain(chosen.ks.d, 4)}, ${chosen.ks.d <= chosen.ks.critical ? 'below' : 'above'} the 5 % bound ${plain(chosen.ks.critical, 4)} for ${counted(chosen.ks.count, 'run')}${chosen.ks.d <= chosen.ks.critical ? ': the runs follow the exact law' : ''}.`
          : coin
            ? 'With coins the curve jumps at −1 and at +1.'
            : m >= KS_MIN_RUNS
              ? 'Measuring the gap between the curves…'
              : state === 'running'
                ? `The gap between the curves is measured once n has ${KS_MIN_RUNS} runs.`
                : `The gap between the curves is measured from ${KS_MIN_RUNS} runs of n on; this experiment has ${m}.`,
        formula:
          'Kolmogorov–Smirnov: D = max over x of |measured P(VALUE(e) ≤ x) − exact P(VALUE(e) ≤ x)|; at the 5 % level the runs fit the law when D ≤ 1.358/√runs.',
      },
    },
  };
}

/**
 * Histogram heights as a density on the grid xs (GRID_BINS bins of SUBSTEPS points, so the
 * exact curve is drawn finer than the bars): every point of a bin carries the bin's height.
 */
export function binHeights(values, xs) {
  const m = values.length;
  const heights = new Array(xs.length).fill(0);
  const width = xs[SUBSTEPS] - xs[0];
  const below = (x) => countAtMost(values, x);
  for (let b = 0; b < GRID_BINS; b++) {
    const inBin = below(xs[(b + 1) * SUBSTEPS]) - below(xs[b * SUBSTEPS]);
    for (let k = 0; k < SUBSTEPS; k++) heights[b * SUBSTEPS + k] = m ? inBin / m / width : 0;
  }
  heights[xs.length - 1] = heights[xs.length - 2];
  return heights;
}
