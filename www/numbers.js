// How values are written: on screen with a sign and a real minus (+1, −0.25, 0), in data
// attributes as plain JavaScript numbers ("-0.25") so tests and tools can read them back.

const MAX_DECIMALS = 3;
/** The real minus sign, used wherever a number is shown. */
export const MINUS = '\u2212';

/** "+1", "−0.25", "0", "−∞"; "" for NaN (unknown). */
export function showValue(value) {
  if (Number.isNaN(value)) return '';
  if (value === Infinity) return '+∞';
  if (value === -Infinity) return `${MINUS}∞`;
  const rounded = Number(value.toFixed(MAX_DECIMALS));
  const text = String(Math.abs(rounded));
  if (rounded > 0) return `+${text}`;
  if (rounded < 0) return `${MINUS}${text}`;
  return '0';
}

/** The same, to two decimals at most, for the inside of a drawn position ("+0.75"). */
export function showShortValue(value) {
  if (!Number.isFinite(value)) return showValue(value);
  return showValue(Number(value.toFixed(2)));
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

/** "1,234" (rounded to a whole number: rates and estimates are counted too). */
export function count(n) {
  return Math.round(n).toLocaleString('en-US');
}

/** The sentence with its first letter in capitals (messages are written to follow a colon). */
export function capitalise(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "1 error", "3 errors": the count and the word, plural unless the count is one. */
export function plural(n, word) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
