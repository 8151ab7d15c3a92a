// Practice mode's answers as people type them: lenient reading of values ("+3", "−1", "3.5",
// "1,000", "1e3", "1,5"), outcomes ("Paul wins in 3 moves", "paul 3", "Paul, 3", "P3", "draw") and yes/no ("y", "No"). A reply that
// cannot be read gets a sentence saying what form is expected (it is not counted). Pure: node
// unit tests check it.

import { short } from '../link/index.js';

/** What each kind of question expects, in words (shown beside the field and for a malformed reply). */
export const EXPECTED = Object.freeze({
  value: 'Type a number, like +3, −1 or 0.',
  outcome: 'Say who wins and in how many moves, like “Paul 3”, “Carole wins in 5” or “draw”.',
  yesno: 'Answer yes or no (y or n).',
});

/** Minus signs and dashes people type, and spaces of every kind, made plain. */
function plain(text) {
  return String(text)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2212\u2012\u2013\u2014\u2010\u2011\ufe63\uff0d]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/[.!]+$/, '')
    .trim();
}

const NUMBER = '[+-]?\\s*(?:(?:\\d+(?:,\\d{3})*(?:[.,]\\d*)?|[.,]\\d+)(?:e[+-]?\\d+)?|∞|inf|infinity)';
/** Digits in groups of three after a comma, "1,000" or "12,345,678": the commas group thousands
 * (a comma otherwise is a decimal point, "1,5"). */
const THOUSANDS = /^[1-9]\d{0,2}(?:,\d{3})+(?:\.\d*)?(?:e[+-]?\d+)?$/;

/** A number from plain text, or null; a stack entry as written on the page, "(min, 1)", too. */
function readNumber(text) {
  const entry = new RegExp(`^\\(?\\s*(?:max|min)\\s*,\\s*(${NUMBER})\\s*\\)?$`).exec(text);
  if (entry) return readNumber(entry[1]);
  const match = new RegExp(`^(?:(?:value|v|c|top)\\s*(?:=|:|is)?\\s*)?(${NUMBER})$`).exec(text);
  if (!match) return null;
  const raw = match[1].replace(/\s+/g, '');
  const sign = raw.startsWith('-') ? -1 : 1;
  const unsigned = raw.replace(/^[+-]/, '');
  const body = THOUSANDS.test(unsigned) ? unsigned.replaceAll(',', '') : unsigned.replace(',', '.');
  if (body === '∞' || body === 'inf' || body === 'infinity') return sign * Infinity;
  const value = Number(body);
  return Number.isFinite(value) ? sign * value : null;
}

const WINNERS = { paul: 'paul', p: 'paul', max: 'paul', carole: 'carole', carol: 'carole', c: 'carole', min: 'carole' };
const DRAWS = new Set([
  'draw',
  'a draw',
  'drawn',
  'd',
  'tie',
  'nobody',
  'no one',
  'nobody wins',
  "it's a draw",
  'it is a draw',
]);
const YES = new Set([
  'y',
  'yes',
  'yep',
  'yeah',
  'true',
  'joins',
  'it joins',
  'pruned',
  'cut',
  'a cut',
  'yes cut',
  'yes a cut',
  'yes pruned',
  'yes it joins',
]);
const NO = new Set([
  'n',
  'no',
  'nope',
  'false',
  'not pruned',
  'no cut',
  'not cut',
  'no pruning',
  'does not join',
  "doesn't join",
  'no it does not',
  'no it does not join',
]);

/** An outcome from plain text: {winner, moves} or null; as the page words it too ("a draw
 * (value 0)", "Paul wins, 3 moves", "Paul (3)"). */
function readOutcome(text) {
  const draw = text.replace(/\s*[,;:]?\s*\(?\s*value\s*[:=]?\s*0\s*\)?$/, '');
  if (DRAWS.has(draw)) return { winner: 'draw', moves: null };
  const match =
    /^(paul|carole|carol|max|min|p|c)\s*[,:;]?\s*(?:wins?|won)?\s*[,:;]?\s*(?:in|after)?\s*\(?\s*(\d{1,9})\s*(?:moves?|m)?\s*\)?$/.exec(
      text,
    );
  if (!match) return null;
  return { winner: WINNERS[match[1]], moves: Number(match[2]) };
}

/**
 * Reads a reply to a question of this kind ('value' | 'outcome' | 'yesno'):
 * {ok: true, answer} (a number, {winner, moves}, or true/false) or {ok: false, message} (what
 * form is expected; empty replies too).
 */
export function readAnswer(kind, reply) {
  const text = plain(reply ?? '');
  if (!(kind in EXPECTED)) return { ok: false, message: 'This question takes no answer.' };
  let answer = null;
  if (kind === 'value') {
    answer = readNumber(text);
    if (answer == null && DRAWS.has(text)) answer = 0;
  } else if (kind === 'outcome') {
    answer = readOutcome(text);
  } else {
    // "Yes, it joins", "no cut-off": commas and the ways of writing a cut-off do not matter.
    const words = text
      .replace(/[,;:]/g, ' ')
      .replace(/cut[- ]?off/g, 'cut')
      .replace(/\s+/g, ' ')
      .trim();
    if (YES.has(words)) answer = true;
    else if (NO.has(words)) answer = false;
  }
  if (answer == null) {
    const said = text === '' ? 'Nothing typed yet.' : `“${short(String(reply).trim())}” is not an answer I can read.`;
    return { ok: false, message: `${said} ${EXPECTED[kind]}` };
  }
  return { ok: true, answer };
}
