// Words about games, shared by every view that writes them: who wins from an outcome code (the
// play view, its history, the neighbourhood view), a cycle's sentence (the algorithms that refuse
// a game with a cycle, the summary; the worker shortens the cycle it sends), and a game text's
// name (its title on the page and in the user's kept games).

import { OUTCOME, OUTCOME_NAMES } from './codes.js';
import { count, counted, showValue } from './numbers.js';

/** Most positions of a cycle named in a sentence. */
export const MAX_CYCLE_NAMES = 6;

/** The names a sentence shows of a cycle (ids, first repeated last; nameOf(id) → its name): its
 * first MAX_CYCLE_NAMES and its last, so a 10^6-position ring sends a few names, not a million. */
export function shortCycle(ids, nameOf) {
  const shown = ids.length > MAX_CYCLE_NAMES + 1 ? [...ids.slice(0, MAX_CYCLE_NAMES), ids[ids.length - 1]] : ids;
  return shown.map(nameOf);
}

/** "the graph has a cycle (A → B → A)": from the names of a cycle, the first repeated last;
 * `length` (positions on the cycle) when the worker sent only the first names and the last. */
export function cycleWords(names, length = names.length - 1) {
  const last = names[names.length - 1];
  const shown = length > MAX_CYCLE_NAMES ? [...names.slice(0, MAX_CYCLE_NAMES - 1), '…', last] : names;
  const positions = length > MAX_CYCLE_NAMES ? `, ${count(length)} positions` : '';
  return `the graph has a cycle (${shown.join(' → ')}${positions})`;
}

/** Whether `value` is a real number, as the Sequence game's random leaves are: such a game names
 * no winner ("Paul wins in 3" over a value of 0.37 misleads), only the value best play makes. */
export function realValue(value) {
  return Number.isFinite(value) && !Number.isInteger(value);
}

/** Words for who wins after a move: "Paul wins in 3", "Carole wins in 1", "draw"; at an end "Carole
 * has won". With a real `value` (realValue), beside it: "made in 3 moves"; at an end "the end". */
export function outcomeHint(outcome, remoteness, value = NaN) {
  if (realValue(value)) {
    if (remoteness === 0) return 'the end';
    return remoteness == null ? 'with best play' : `made in ${counted(remoteness, 'move')}`;
  }
  if (outcome === OUTCOME.draw) return 'draw';
  const who = outcome === OUTCOME.paul ? 'Paul' : 'Carole';
  if (remoteness === 0) return `${who} has won`;
  return remoteness == null ? `${who} wins` : `${who} wins in ${count(remoteness)}`;
}

/** A position's value in a sentence of its own: "best play makes the value 0.37 in 3 moves" (a
 * real value), otherwise as outcomeHint says who wins. */
export function valueWords(outcome, remoteness, value) {
  if (!realValue(value)) return outcomeHint(outcome, remoteness);
  const made = `best play makes the value ${showValue(value)}`;
  if (remoteness === 0) return `the game ended at the value ${showValue(value)}`;
  return remoteness == null ? made : `${made} in ${counted(remoteness, 'move')}`;
}

/** The outcome code as the contract writes it (data-move-outcome, data-result). */
export function outcomeWord(outcome) {
  return outcome === OUTCOME.paul ? 'paul' : outcome === OUTCOME.carole ? 'carole' : 'draw';
}

/** data-outcome words: by OUTCOME code (unknown and unreachable: ""), or from a value's sign. */
export const OUTCOME_WORDS = Object.freeze({
  ofCode: (code) => OUTCOME_NAMES[code] ?? '',
  ofValue: (value) => (Number.isNaN(value) ? '' : value > 0 ? 'paul' : value < 0 ? 'carole' : 'draw'),
});

/** A game name is cut to this many characters. */
const MAX_NAME_CHARS = 60;
/** Comments the page writes itself (draw mode's coordinates) name nothing. */
const MACHINE_COMMENT = /^drawn at:/;

/** A game text's name: its first comment line (of the first 2,000 characters; at most 60
 * characters), or null when it has none. */
export function gameName(text) {
  // A line ends at \n, \r\n or a lone \r, as in the editor and the engine.
  for (const [, comment] of text.slice(0, 2000).matchAll(/^[ \t]*#[ \t]*(\S[^\r\n]*)/gm)) {
    if (MACHINE_COMMENT.test(comment)) continue;
    const name = comment.trim();
    return name.length > MAX_NAME_CHARS ? `${name.slice(0, MAX_NAME_CHARS - 1)}…` : name;
  }
  return null;
}
