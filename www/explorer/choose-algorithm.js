// What the explorer shows of a loaded game, decided without the page: which algorithm (a link
// keeps its own and says when it does not apply; a game chosen on the page keeps the algorithm
// shown when it applies, else takes the game's default, and the switch is said beside the
// picker), why a game is not animated, and why a game with a cycle is solved by retrograde
// analysis. Pure: the session (www/app/session.js) asks, the views say it.

import { capitalise, count, cycleWords } from '../core/index.js';

/** Games with more reachable positions than this are solved and summarised, not animated: the
 * drawing stays readable up to about 300 positions. */
export const ANIMATE_LIMIT = 300;
/** …and so are games with more moves than this (the layout's time grows with the moves)… */
export const ANIMATE_MOVES_LIMIT = 3000;
/** …and texts with more positions than this in all (this thread parses the text again). */
export const ANIMATE_TEXT_LIMIT = 20000;

/** What stops an algorithm that does not apply (only a cycle does: algorithms/index.js). */
const SWITCH_WHY = 'a game with a cycle';

/**
 * The algorithm a loaded game is shown with. info: the game ({cycle, reachable, moves}, what
 * applies() reads); asked: the view's algorithm (its module); compared: the two compared, or
 * null; left: the algorithm the page left because it did not apply, or null (a link and compare
 * mode keep theirs); fromLink: the view came from a link; fallback: the game's default.
 * Returns {algorithm, switched (said beside the picker, or null), switchedFrom (the id the page
 * left now, to come back to, or null)}.
 */
export function chooseAlgorithm({ info, asked, compared, left, fromLink, fallback }) {
  let algorithm = compared?.[0] ?? asked;
  // The algorithm the page left because it did not apply (DFS, when a cycle was typed) comes
  // back once it applies again (the cycle taken out), unless the user chose another since.
  if (left && !left.applies(info)) {
    const switched = algorithm.id !== left.id ? { back: true, to: left, why: 'this game has no cycle' } : null;
    return { algorithm: left, switched, switchedFrom: null };
  }
  if (left) {
    // Still a game the left algorithm cannot solve: the switch stands, and is still said.
    return { algorithm, switched: { from: left, to: algorithm, why: SWITCH_WHY }, switchedFrom: left.id };
  }
  if (!compared && !fromLink && algorithm.applies(info)) {
    const from = algorithm;
    algorithm = fallback;
    return { algorithm, switched: { from, to: algorithm, why: SWITCH_WHY }, switchedFrom: from.id };
  }
  return { algorithm, switched: null, switchedFrom: null };
}

/**
 * Why a game too big to draw is summarised: summary {reachable, moves, positions, cycle}; limits
 * {positions, moves} the algorithm shown animates; stopped: the algorithm's own refusal ({reason})
 * when it is small enough to draw whole but does not apply, or null. Returns {why (the sentence
 * for practice mode), sentence (the summary card's)}.
 */
export function notAnimatedWhy(summary, { limits, stopped }) {
  const why = stopped
    ? stopped.reason.replace(/\.$/, '')
    : summary.reachable > limits.positions
      ? `${count(summary.reachable)} positions are too many to animate (the limit is ${count(limits.positions)})`
      : summary.moves > limits.moves
        ? `${count(summary.moves)} moves are too many to animate (the limit is ${count(limits.moves)})`
        : `the text defines ${count(summary.positions)} positions, too many to animate (the limit is ${count(ANIMATE_TEXT_LIMIT)})`;
  const cycle =
    summary.cycle && !stopped
      ? `${capitalise(cycleWords(summary.cycle.names, summary.cycle.length))}, so retrograde analysis solved it instead of DFS. `
      : '';
  const smaller = stopped ? '' : ' Smaller parameters can be watched step by step.';
  return {
    why: `${capitalise(why)}.`,
    sentence: `${cycle}${capitalise(why)}: here is the solved result.${smaller}`,
  };
}

/** Under the controls of a game with a cycle: why retrograde analysis solves it. */
export function cycleSentence(cycle) {
  return `${capitalise(cycleWords(cycle.names, cycle.length))}: play can come back to where it was. DFS minimax (CLRS ch. 22) needs every successor finished before a position, which a cycle never allows. Retrograde analysis (Knuth, TAOCP 2.2.3 ex. 28) solves it, from the end positions backwards; a play that goes round for ever is a draw (value 0).`;
}
