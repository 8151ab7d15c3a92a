// The solved summary, shown instead of an animation for games too big to draw and beside the
// retrograde result for games with cycles: the start's value, best first moves, counts, times.

import { h, replaceChildren } from '../core/dom.js';
import { count, outcomeWords, showValue } from '../core/numbers.js';
import { NO_REMOTENESS } from '../core/codes.js';

const MAX_BEST_SHOWN = 8;

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

function ms(value) {
  return value == null ? '–' : value < 10 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`;
}

/** Fills `container` with the summary of a worker result; `reason` says why there is no
 * animation; `heading` (default true) repeats the game's title. */
export function renderSummary(container, result, reason, heading = true) {
  const s = result.summary;
  const best = s.bestFirst.length === 0 ? 'none (the start is an end position)' : s.bestFirst.slice(0, MAX_BEST_SHOWN).join(', ') + (s.bestFirst.length > MAX_BEST_SHOWN ? ', …' : '');
  const rows = [
    ['Value of the start', `${showValue(s.startValue)} (${outcomeWords(s.startValue)})`],
    ['Starts at', s.start],
    [s.bestFirst.length > 1 ? 'Best first moves' : 'Best first move', best],
    ['Positions', `${count(s.positions)}${s.unreachable ? ` (${count(s.unreachable)} unreachable from the start)` : ''}`],
    ['Moves', count(s.moves)],
    ['Solved by', s.algorithm === 'dfs' ? 'DFS minimax' : 'retrograde analysis'],
    ['Time', `parse ${ms(s.parseMs)}, solve ${ms(s.solveMs)}`],
  ];
  if (s.startRemoteness != null && s.startRemoteness !== NO_REMOTENESS) {
    rows.splice(1, 0, ['Moves to the end', `${count(s.startRemoteness)} under best play`]);
  }
  if (s.algorithm === 'retrograde') {
    const [paul, carole, draws] = s.outcomeCounts;
    rows.push(['Outcomes', `Paul wins from ${count(paul)}, Carole from ${count(carole)}, draw from ${count(draws)}`]);
  }
  replaceChildren(
    container,
    heading ? h('h2', {}, result.title) : null,
    reason ? h('p', { class: 'muted' }, reason) : null,
    h('dl', { class: 'summary-list', 'data-start-value': String(s.startValue) }, rows.map(([term, detail]) => [h('dt', {}, term), h('dd', {}, detail)])),
  );
}
