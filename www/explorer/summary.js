// The solved summary, shown instead of an animation for games too big to draw and beside the
// retrograde result for games with cycles: the start's value, best first moves, counts, times.

import { count, h, NO_REMOTENESS, outcomeWords, replaceChildren, showValue } from '../core/index.js';

const MAX_BEST_SHOWN = 8;

function ms(value) {
  return value == null ? '–' : value < 10 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`;
}

/** Who solved the game for the summary; when it is not the algorithm the picker shows, the row
 * says so, so that the two never seem to disagree. */
export function solvedBy(solver, shown) {
  const words = solver === 'dfs' ? 'DFS minimax' : 'retrograde analysis';
  if (!shown || shown.id === solver) return words;
  return `${words}, the page's own check of every game (the algorithm chosen above is ${shown.label})`;
}

/** Fills `container` with the summary of a worker result; `reason` says why there is no
 * animation; `heading` (default true) repeats the game's title; `shown`: the algorithm the
 * picker shows, or null. */
export function renderSummary(container, result, reason, heading = true, shown = null) {
  const s = result.summary;
  const best =
    s.bestFirst.length === 0
      ? 'none (the start is an end position)'
      : s.bestFirst.slice(0, MAX_BEST_SHOWN).join(', ') + (s.bestFirst.length > MAX_BEST_SHOWN ? ', …' : '');
  const rows = [
    ['Value of the start', `${showValue(s.startValue)} (${outcomeWords(s.startValue)})`],
    ['Starts at', s.start],
    [s.bestFirst.length > 1 ? 'Best first moves' : 'Best first move', best],
    [
      'Positions',
      `${count(s.positions)}${s.unreachable ? ` (${count(s.unreachable)} unreachable from the start)` : ''}`,
    ],
    ['Moves', count(s.moves)],
    ['Solved by', solvedBy(s.algorithm, shown)],
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
    h(
      'dl',
      { class: 'summary-list', 'data-start-value': String(s.startValue) },
      rows.map(([term, detail]) => [h('dt', {}, term), h('dd', {}, detail)]),
    ),
  );
}
