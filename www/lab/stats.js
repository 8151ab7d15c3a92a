// Small statistics for the lab's answers: confidence margins, weighted line fits (for decay and
// growth rates), a binomial interval, and the distance between an empirical and an exact CDF.

/** The 95 % two-sided normal quantile. */
export const Z95 = 1.959963984540054;

/** Weighted least squares y = a + b x: {intercept, slope, slopeSe}; null with fewer than 3 points. */
export function fitLine(xs, ys, weights = xs.map(() => 1)) {
  const m = xs.length;
  if (m < 3) return null;
  let sw = 0,
    sx = 0,
    sy = 0;
  for (let i = 0; i < m; i++) {
    sw += weights[i];
    sx += weights[i] * xs[i];
    sy += weights[i] * ys[i];
  }
  const mx = sx / sw,
    my = sy / sw;
  let sxx = 0,
    sxy = 0;
  for (let i = 0; i < m; i++) {
    sxx += weights[i] * (xs[i] - mx) ** 2;
    sxy += weights[i] * (xs[i] - mx) * (ys[i] - my);
  }
  const slope = sxy / sxx;
  const intercept = my - slope * mx;
  let rss = 0;
  for (let i = 0; i < m; i++) rss += weights[i] * (ys[i] - intercept - slope * xs[i]) ** 2;
  // The scatter about the line sets the error (weights are only relative).
  const slopeSe = Math.sqrt(rss / (m - 2) / sxx);
  return { intercept, slope, slopeSe };
}

/** Wilson's 95 % interval for k successes in m trials: [low, high]. */
export function wilson(k, m) {
  if (m === 0) return [0, 1];
  const p = k / m,
    z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * m)) / (1 + z2 / m);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / m + z2 / (4 * m * m))) / (1 + z2 / m);
  return [k === 0 ? 0 : Math.max(0, centre - half), k === m ? 1 : Math.min(1, centre + half)];
}

/** Sample skewness of values (NaN below three). */
export function skewness(values) {
  const m = values.length;
  if (m < 3) return NaN;
  let mean = 0;
  for (const x of values) mean += x;
  mean /= m;
  let m2 = 0,
    m3 = 0;
  for (const x of values) {
    const d = x - mean;
    m2 += d * d;
    m3 += d * d * d;
  }
  m2 /= m;
  m3 /= m;
  return m2 > 0 ? m3 / m2 ** 1.5 : NaN;
}

/** Sorted copy. */
export function sorted(values) {
  return Float64Array.from(values).sort();
}

/** How many of the sample (sorted ascending) are ≤ x: a binary search. */
export function countAtMost(sortedValues, x) {
  let lo = 0,
    hi = sortedValues.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sortedValues[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** P(X ≤ x) of the sample (sorted ascending); NaN for an empty sample. */
export function ecdfAt(sortedValues, x) {
  return sortedValues.length ? countAtMost(sortedValues, x) / sortedValues.length : NaN;
}

/**
 * The Kolmogorov–Smirnov distance D = sup over x of |measured − exact P(X ≤ x)| between a sample
 * (sorted ascending) and a continuous law, given cdf[i] = the exact P(X ≤ sortedValues[i]): the
 * supremum is reached at a sample value, just before or at its step (equal values make one
 * step). With the 5 % critical value 1.358/√m and the sample size m. Read on a grid of points
 * instead, D came out too small (a gap between grid points is not seen), in favour of "fits".
 */
export function ksDistance(sortedValues, cdf) {
  const m = sortedValues.length;
  let d = 0;
  for (let i = 0; i < m;) {
    let j = i + 1;
    while (j < m && sortedValues[j] === sortedValues[i]) j++;
    d = Math.max(d, j / m - cdf[i], cdf[i] - i / m);
    i = j;
  }
  return { d, critical: 1.358 / Math.sqrt(m), count: m };
}
