// How values are written: on screen with a sign and a real minus (+1, −0.25, 0), in data
// attributes as plain JavaScript numbers ("-0.25") so tests and tools can read them back.

/** Decimals a value is shown with when it has more (a random leaf's 0.4994964827160603). */
const MAX_DECIMALS = 3;
/** A value written with at most this many decimals (0.0001, 1.0001: what people type) is shown
 * exactly, so two values that differ are never shown the same; inside a drawn position, fewer. */
const EXACT_DECIMALS = 8;
const EXACT_SHORT_DECIMALS = 4;
/** Significant digits of a value too small for its decimals (never "0" for one that is not). */
const SMALL_DIGITS = 3;
/** The real minus sign, used wherever a number is shown. */
export const MINUS = '\u2212';

/** "+1", "−0.25", "+0.0001", "0", "−∞"; "" for NaN (unknown). */
export function showValue(value) {
  return signed(value, MAX_DECIMALS, EXACT_DECIMALS);
}

/** The same, to two decimals at most where it has more, for the inside of a drawn position
 * ("+0.75"). */
export function showShortValue(value) {
  return signed(value, 2, EXACT_SHORT_DECIMALS);
}

/** A number read back from showValue's text ("−0.25" → -0.25). */
export function readShown(text) {
  return Number(text.replace(MINUS, '-'));
}

/** A value with its sign: exactly when it has at most `exact` decimals, else rounded to
 * `decimals` — or, when that rounds it to 0, to SMALL_DIGITS significant digits. */
function signed(value, decimals, exact) {
  if (Number.isNaN(value)) return '';
  if (value === Infinity) return '+∞';
  if (value === -Infinity) return `${MINUS}∞`;
  if (value === 0) return '0';
  const typed = typedDecimals(value);
  let text;
  if (typed <= exact) {
    text = String(Math.abs(value));
  } else {
    let shown = Number(value.toFixed(decimals));
    if (shown === 0) shown = Number(value.toPrecision(SMALL_DIGITS));
    // A typed value with more decimals than fit (1.00001 in a drawn position) keeps its last
    // decimals' zeros, "+1.0000": never shown as the round number it is not.
    text =
      shown !== value && typed <= EXACT_DECIMALS && Math.abs(shown) >= 1e-4
        ? Math.abs(value).toFixed(exact)
        : String(Math.abs(shown));
  }
  return value > 0 ? `+${text}` : `${MINUS}${text}`;
}

/** How many decimals a value was written with (it reads back exactly), or Infinity past
 * EXACT_DECIMALS (a random leaf's, rounded as any). */
function typedDecimals(value) {
  for (let d = 0; d <= EXACT_DECIMALS; d++) if (Number(value.toFixed(d)) === value) return d;
  return Infinity;
}

/** The exact number for data-value: "" while unknown. */
export function dataValue(value) {
  return Number.isNaN(value) ? '' : String(value);
}

/** Who wins from a value (the sign of what Carole pays Paul). */
export function outcomeWords(value) {
  if (Number.isNaN(value)) return 'unknown';
  if (value > 0) return 'Paul wins';
  if (value < 0) return 'Carole wins';
  return 'a draw';
}

/** Where a comma goes in a whole number's digits: before each group of three from the right. */
const DIGIT_GROUPS = /\B(?=(\d{3})+$)/g;

/** "1,234" (rounded to a whole number: rates and estimates are counted too). The digits are
 * grouped here, not by `toLocaleString`: a page's first call of it loads the browser's number
 * formats, a task of 40–100 ms (in the middle of showing a game opened from a link). */
export function count(n) {
  const whole = Math.round(n);
  // 0, not "-0"; past 2^53 (or ±∞, NaN) the browser's own grouping.
  if (whole === 0) return '0';
  if (!Number.isSafeInteger(whole)) return whole.toLocaleString('en-US');
  return String(whole).replace(DIGIT_GROUPS, ',');
}

/** The sentence with its first letter in capitals (messages are written to follow a colon). */
export function capitalise(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "1 run", "1,000 runs" (counted: count's digit groups), the word plural unless the count is
 * one; `words` for a plural that is not word + s ("leaf", "leaves"). */
export function counted(n, word, words = `${word}s`) {
  return `${count(n)} ${Math.round(n) === 1 ? word : words}`;
}

/** "1 error", "3 errors": the count and the word, plural unless the count is one. */
export function plural(n, word) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
