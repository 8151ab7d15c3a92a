// Numbers in the lab's sentences: signs with a real minus, significant digits that fit the
// uncertainty, thousands separators.

import { count, MINUS } from '../core/index.js';

export { count };

/** x with `digits` decimals and a sign: "+0.236", "−0.0012". */
export function signed(x, digits = 3) {
  if (!Number.isFinite(x)) return '—';
  const text = Math.abs(x).toFixed(digits);
  if (Number(text) === 0) return text;
  return `${x < 0 ? MINUS : '+'}${text}`;
}

/** x without a forced plus sign. */
export function plain(x, digits = 3) {
  if (!Number.isFinite(x)) return '—';
  const text = Math.abs(x).toFixed(digits);
  return Number(text) !== 0 && x < 0 ? `${MINUS}${text}` : text;
}

/** Decimals that show a number next to its margin: two significant digits of the margin. */
export function decimalsFor(margin) {
  if (!(margin > 0) || !Number.isFinite(margin)) return 4;
  return Math.min(8, Math.max(1, 1 - Math.floor(Math.log10(margin))));
}

/** "−0.2335 ± 0.0033": a value with its 95 % margin. */
export function withMargin(x, margin, sign = true) {
  const digits = decimalsFor(margin);
  return `${sign ? signed(x, digits) : plain(x, digits)} ± ${plain(margin, digits)}`;
}

/** A probability that may be tiny: "0.25", "3.1e−9". */
export function prob(p) {
  if (!Number.isFinite(p)) return '—';
  if (p === 0) return '0';
  if (p >= 0.001) return p.toPrecision(3).replace(/\.?0+$/, '');
  return p.toExponential(1).replace('-', MINUS);
}

/** "1.2 M", "340 k" for large counts. */
export function compact(n) {
  if (n >= 1e9) return `${(n / 1e9).toFixed(2)} G`;
  if (n >= 1e6) return `${(n / 1e6).toFixed(1)} M`;
  if (n >= 1e4) return `${(n / 1e3).toFixed(0)} k`;
  return count(n);
}

/** "3 s", "2 min 5 s", "1 h 3 min". */
export function duration(seconds) {
  if (!Number.isFinite(seconds)) return '—';
  // Tenths under 10 s (a run of 0.4 s is not "0 s").
  if (seconds < 9.95) return `${Math.max(0, seconds).toFixed(1)} s`;
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  // Hours up to two days; then days, then years (an estimate of 12,721 h is 530 days).
  if (s < 2 * DAY) return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
  if (s < 2 * YEAR) return `${count(s / DAY)} days`;
  return `${count(s / YEAR)} years`;
}

const DAY = 24 * 3600;
const YEAR = 365.25 * DAY;

const SUPERSCRIPT = { '-': '⁻', 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };

/**
 * A log-axis tick as a power of ten, short enough for a phone: "1", "100", "10⁻²", "10¹²";
 * null for a tick the axis leaves out (uPlot passes null for filtered ticks).
 */
export function powerOfTen(v) {
  if (!(v > 0) || !Number.isFinite(v)) return null;
  const k = Math.round(Math.log10(v));
  if (k >= 0 && k <= 3) return String(10 ** k);
  return `10${String(k).replace(/./g, (c) => SUPERSCRIPT[c])}`;
}
