// "What the data says": the six questions of the Sequence game's project (the Indian Computing
// Olympiad notes "Solving finite games"), each answered by sentences computed from the
// runs on screen (with 95 % margins), the exact theory beside them, and the closed-form limits
// once the data supports them. Pure: data in, sentences out (the view renders them as text).

import { Z95, wilson } from './stats.js';
import { count, plain, prob, signed, withMargin } from './format.js';
import { counted } from '../core/index.js';
import { KS_MIN_RUNS } from './series.js';

/** Runs of one size that the surprise question prefers, to say who wins there. */
const WINNER_RUNS = 30;

const LEAF_WORDS = {
  uniform: { law: 'uniform on [−1, 1]', sd: 1 / Math.sqrt(3), limit: '∓(√5 − 2)' },
  normal: { law: 'standard normal', sd: 1, limit: '∓Φ⁻¹(1 − p*)' },
  coin: { law: '±1 coins', sd: 1, limit: '∓1' },
};

/** The measured sizes with at least `min` runs. */
function measured(stats, min = 2) {
  return stats.filter((s) => s.count >= min && Number.isFinite(s.mean));
}

function exactAt(theory, plan, n, key) {
  return theory?.table?.[key]?.[n - plan.first];
}

/**
 * data: {plan, stats, theory, constants (the engine's labConstants), chosen: {n, count, plus,
 * ks, skew} | null, sdFit, leavesFit, cancelled (the run was cancelled: no more runs come), over
 * (the run is done or cancelled: no more runs come)}.
 * Returns [{key, question, answer, exact}] (strings), in the project's order; an answer may add
 * `formula` (the notation behind it, shown on request).
 */
export function answers(data) {
  const { plan, stats, cancelled = false } = data;
  const have = measured(stats);
  if (have.length === 0) {
    // One run per size gives a mean but no margin: nothing can be told from noise.
    const single = plan?.runs === 1 && stats.some((s) => s.count === 1);
    const waiting = single
      ? 'One run per size cannot say anything beyond noise (there is no margin of error): set Runs to 100 or more and run again.'
      : cancelled
        ? 'Cancelled before enough runs were done: press Run to start again.'
        : 'Waiting for runs…';
    return QUESTIONS.map(([key, question]) => ({ key, question, answer: waiting, exact: '' }));
  }
  return [
    { key: 'last', question: QUESTIONS[0][1], ...lastMover(data, have) },
    { key: 'first', question: QUESTIONS[1][1], ...firstMover(data, have) },
    { key: 'variance', question: QUESTIONS[2][1], ...variance(data) },
    { key: 'distribution', question: QUESTIONS[3][1], ...distribution(data) },
    { key: 'limit', question: QUESTIONS[4][1], ...limit(data, have) },
    { key: 'surprise', question: QUESTIONS[5][1], ...surprise(data, have) },
  ];
}

export const QUESTIONS = [
  ['last', '1. Is there an advantage to playing last?'],
  ['first', '2. Is there an advantage to playing first?'],
  ['variance', '3. Is there much variance in the results?'],
  ['distribution', '4. Is there a distribution to the results?'],
  ['limit', '5. What is the limiting behaviour as n → ∞?'],
  ['surprise', '6. What else is surprising?'],
];

/** What n = 0 alone (a lone leaf: nobody moves) can say about the questions on moves. */
const NOBODY_MOVES =
  'At n = 0 nobody moves: VALUE(e) is the lone leaf itself, so who moves first or last, and large n, cannot show yet.';

function meanText(s) {
  return `n = ${s.n}: ${withMargin(s.mean, Z95 * s.se)}`;
}

/** Sign of a mean beyond its 95 % margin: +1, −1 or 0 (not clear). */
function clearSign(s) {
  if (!(s.count > 2) || !(s.se > 0)) return s.count > 2 && s.mean !== 0 && s.sd === 0 ? Math.sign(s.mean) : 0;
  return Math.abs(s.mean) > Z95 * s.se ? Math.sign(s.mean) : 0;
}

/** Who moves first in the plan's games, and the parities at which each player moves last. */
function movers(plan) {
  const carole = plan?.firstPlayer === 'carole';
  return {
    first: carole ? 'Carole' : 'Paul',
    // n % 2 at which Paul moves last (odd n when he moves first), and at which Carole does.
    paulLast: carole ? 0 : 1,
    caroleLast: carole ? 1 : 0,
  };
}

const PARITY = ['even', 'odd'];

/** The signs of the limits, even n first: ∓ when Paul moves first, ± when Carole does. */
function signs(plan) {
  return movers(plan).caroleLast === 0 ? '∓' : '±';
}

function lastMover({ plan, theory }, have) {
  const { paulLast, caroleLast } = movers(plan);
  const [paulWord, caroleWord] = [PARITY[paulLast], PARITY[caroleLast]];
  const paulSizes = have.filter((s) => s.n % 2 === paulLast && s.n > 0);
  const caroleSizes = have.filter((s) => s.n % 2 === caroleLast && s.n > 0);
  const paulPlus = paulSizes.filter((s) => clearSign(s) > 0);
  const caroleMinus = caroleSizes.filter((s) => clearSign(s) < 0);
  const expectedSign = (s) => (s.n % 2 === paulLast ? 1 : -1);
  const contrary = have.filter((s) => s.n > 0 && clearSign(s) !== 0 && clearSign(s) !== expectedSign(s));
  const lastPaul = paulSizes.at(-1);
  const lastCarole = caroleSizes.at(-1);
  let answer;
  if (contrary.length === 0 && paulPlus.length > 0 && caroleMinus.length > 0) {
    answer =
      `Yes: whoever moves last is ahead. For ${paulWord} n Paul moves last, and the mean VALUE(e) is clearly above 0 at ${paulPlus.length} of ${counted(paulSizes.length, `${paulWord} size`)}` +
      `${lastPaul ? ` (${meanText(lastPaul)})` : ''}; for ${caroleWord} n Carole moves last, and it is clearly below 0 at ${caroleMinus.length} of ${counted(caroleSizes.length, `${caroleWord} size`)}` +
      `${lastCarole ? ` (${meanText(lastCarole)})` : ''}. The parity of n decides the sign. (Margins are 95 % confidence, ±1.96 standard errors.)`;
  } else if (contrary.length > 0) {
    answer = `Not what theory says at ${contrary.map((s) => `n = ${s.n}`).join(', ')}: the sign there is the other one beyond the margin (${contrary.map(meanText).join('; ')}). More runs will tell.`;
  } else if (have.every((s) => s.n === 0)) {
    answer = `${NOBODY_MOVES} Run sizes n ≥ 1 of both parities (say n = 1..20) to see who is ahead.`;
  } else if (paulPlus.length > 0 || caroleMinus.length > 0) {
    // One parity is clear, the other not measured or not clear yet.
    const [parity, other, mover, side, clear, sizes] =
      paulPlus.length > 0
        ? [paulWord, caroleSizes, 'Paul', 'above', paulPlus, paulSizes]
        : [caroleWord, paulSizes, 'Carole', 'below', caroleMinus, caroleSizes];
    answer =
      `It looks like it: for ${parity} n ${mover} moves last, and the mean VALUE(e) is clearly ${side} 0 at ${clear.length} of ${counted(sizes.length, `${parity} size`)} (${meanText(sizes.at(-1))}). ` +
      (other.length > 0
        ? `At the other parity the means are still within their margins of 0 (${meanText(other.at(-1))}): more runs will tell whether the sign follows who moves last.`
        : `Run sizes of both parities (say n = 1..20) to see whether the sign follows who moves last.`);
  } else {
    answer = `Not clear yet: the means are within their margins of 0 at most sizes (${have.slice(-2).map(meanText).join('; ')}). Measure more runs or more sizes (both parities).`;
  }
  const exactPaul = lastPaul && exactAt(theory, plan, lastPaul.n, 'mean');
  const exactCarole = lastCarole && exactAt(theory, plan, lastCarole.n, 'mean');
  const examples = [
    lastPaul ? `n = ${lastPaul.n}: ${signed(exactPaul, 4)}` : '',
    lastCarole ? `n = ${lastCarole.n}: ${signed(exactCarole, 4)}` : '',
  ].filter(Boolean);
  const atLeast = (parity) => (parity === 0 ? ' ≥ 2' : '');
  const exact = theory
    ? `Exact: the mean is positive for every ${paulWord} n${atLeast(paulLast)} and negative for every ${caroleWord} n${atLeast(caroleLast)}${examples.length ? ` (${examples.join(', ')})` : ''} — Nau's "last player theorem".`
    : '';
  return { answer, exact };
}

function firstMover({ plan, theory }, have) {
  const { first } = movers(plan);
  const [pronoun, behindSign] = first === 'Paul' ? ['he', -1] : ['she', 1];
  // Pair each even n with the next odd n: both start with the same player, they differ in who ends.
  const byN = new Map(have.map((s) => [s.n, s]));
  const pairs = have.filter((s) => s.n % 2 === 0 && s.n > 0 && byN.has(s.n + 1)).map((s) => [s, byN.get(s.n + 1)]);
  // The first mover moves last at odd n: the even sizes are where the first mover is behind.
  const evenLosses = have.filter((s) => s.n % 2 === 0 && s.n > 0 && clearSign(s) === behindSign);
  let answer;
  if (pairs.length > 0) {
    const [a, b] = pairs.at(-1);
    const average = (a.mean + b.mean) / 2;
    const se = Math.sqrt(a.se ** 2 + b.se ** 2) / 2;
    const margin = Z95 * se;
    // Small: a quarter of the larger mean's size, or less (the parity effect dwarfs it).
    const small = Math.abs(average) < 0.25 * Math.max(Math.abs(a.mean), Math.abs(b.mean));
    const verdict = Math.abs(average) <= margin ? 'No' : small ? 'Hardly' : 'Not clear yet';
    const behind =
      evenLosses.length > 0
        ? `${pronoun} is clearly behind at ${evenLosses.length} even size${evenLosses.length > 1 ? 's' : ''}`
        : `the even sizes do not clearly favour ${pronoun === 'he' ? 'him' : 'her'}`;
    const pair = `Average an even n with the next odd one (same first mover, opposite last mover): n = ${a.n} and ${b.n} give ${withMargin(average, margin)}`;
    answer =
      verdict === 'Not clear yet'
        ? `Not clear yet: ${first} moves first at every n, and ${behind}. ${pair}, not small beside the means themselves (${meanText(a)}; ${meanText(b)}): more runs, or larger n, will tell.`
        : `${verdict}: ${first} moves first at every n, yet ${behind}. ${pair}, ${verdict === 'No' ? 'no different from 0' : 'not 0, but small beside each mean'} — moving first is worth little; moving last is what counts.`;
  } else {
    answer = 'Run both an even n and the next odd n (say n = 1..20) to compare: the same player moves first in both.';
  }
  let exact = '';
  if (theory && pairs.length > 0) {
    const [a, b] = pairs.at(-1);
    const average = (exactAt(theory, plan, a.n, 'mean') + exactAt(theory, plan, b.n, 'mean')) / 2;
    exact = `Exact: (E[VALUE] at n = ${a.n} + at n = ${b.n}) / 2 = ${signed(average, 4)}; the two limits are symmetric, ∓ the same number, so this tends to 0.`;
  }
  return { answer, exact };
}

/** What a question about the chosen n says while it has fewer than `needed` runs: they are
 * coming; or they never will (`over`: the experiment is done, or `cancelled`). */
function tooFewRuns(n, needed, { cancelled, over }) {
  if (cancelled)
    return {
      answer: `The experiment was cancelled before n = ${n ?? '?'} had ${needed} runs: choose another n for answers 3 and 4, or press Run to start again.`,
      exact: '',
    };
  if (over)
    return {
      answer: `This needs at least ${needed} runs of the chosen n, and the experiment had fewer: set Runs per n to ${needed} or more and run it again.`,
      exact: '',
    };
  return {
    answer:
      needed > 3 ? `Waiting for at least ${needed} runs of the chosen n…` : 'Waiting for more runs of the chosen n…',
    exact: '',
  };
}

function variance({ plan, theory, constants, stats, chosen, sdFit, cancelled = false, over = cancelled }) {
  const words = LEAF_WORDS[plan.leaves];
  const s = chosen && stats.find((t) => t.n === chosen.n);
  if (!s || s.count < 3) return tooFewRuns(chosen?.n, 3, { cancelled, over });
  const kurtosis = exactAt(theory, plan, s.n, 'kurtosis');
  // The delta method (as the engine's Summary::standard_errors): σ √((κ − 1)/runs) / 2.
  const sdSe = Number.isFinite(kurtosis)
    ? (s.sd * Math.sqrt(Math.max(0, (kurtosis - 1) / s.count))) / 2
    : s.sd / Math.sqrt(2 * (s.count - 1));
  let answer = `At n = ${s.n}, over ${counted(s.count, 'run')}, the standard deviation of VALUE(e) is ${withMargin(s.sd, Z95 * sdSe, false)}, against ${plain(words.sd, 3)} for a single leaf (${words.law}).`;
  if (plan.leaves === 'coin') answer = coinSpread(s, words);
  if (sdFit) {
    const ratio = Math.exp(sdFit.slope);
    const margin = ratio * Z95 * sdFit.slopeSe;
    answer += ` Little variance for large n, and less each move: fitted over n = ${sdFit.from}..${sdFit.to}, the spread shrinks by a factor ${withMargin(ratio, margin, false)} per move.`;
  }
  let exact = '';
  if (theory) {
    exact = `Exact: sd = ${plain(exactAt(theory, plan, s.n, 'sd'), 5)} at n = ${s.n}`;
    exact +=
      plan.leaves === 'coin'
        ? '; coins: the sd is 2√(p(1 − p)), p = P(VALUE(e) = +1), and goes to 0 doubly exponentially.'
        : `; the spread shrinks by φ/2 = ${plain(constants.spreadRatio, 4)} per move (Pearl 1980).`;
  }
  return { answer, exact };
}

/**
 * The spread of ±1 values, from how often +1 came up: sd = 2√(p(1 − p)), with the range it takes
 * over p's Wilson interval (the delta method gives a margin of 0 at p = ½, where the sd is at its
 * largest, and at p = 0 or 1).
 */
function coinSpread(s, words) {
  const spread = (p) => 2 * Math.sqrt(Math.max(0, p * (1 - p)));
  const p = s.positive / s.count;
  const [lo, hi] = wilson(s.positive, s.count);
  const low = Math.min(spread(lo), spread(hi));
  const high = lo <= 0.5 && hi >= 0.5 ? 1 : Math.max(spread(lo), spread(hi));
  return (
    `At n = ${s.n}, over ${counted(s.count, 'run')}, VALUE(e) was +1 in ${count(s.positive)} of them (${prob(p)}, 95 % interval ${prob(lo)}–${prob(hi)}), ` +
    `so its standard deviation 2√(p(1 − p)) is ${plain(spread(p), 4)}, between ${plain(low, 3)} and ${plain(high, 3)} at 95 %; against ${plain(words.sd, 3)} for a single leaf (${words.law}).`
  );
}

function distribution({ plan, theory, chosen, cancelled = false, over = cancelled }) {
  if (!chosen || chosen.count < KS_MIN_RUNS) return tooFewRuns(chosen?.n, KS_MIN_RUNS, { cancelled, over });
  const n = chosen.n;
  let answer;
  if (plan.leaves === 'coin') {
    const plus = chosen.plus;
    const [lo, hi] = wilson(plus, chosen.count);
    answer = `With coins VALUE(e) is ±1 too: at n = ${n}, +1 in ${count(plus)} of ${counted(chosen.count, 'run')} (${prob(plus / chosen.count)}, 95 % interval ${prob(lo)}–${prob(hi)}).`;
  } else if (chosen.ks) {
    const gap = `The largest gap between the measured and exact CDFs is ${plain(chosen.ks.d, 4)}`;
    const bound = `the 5 % Kolmogorov–Smirnov bound ${plain(chosen.ks.critical, 4)} for ${counted(chosen.ks.count, 'run')}`;
    // With no move VALUE(e) is one leaf: its law is the leaves' own (normal leaves: normal).
    const law =
      n === 0
        ? `the leaves’ own law (${LEAF_WORDS[plan.leaves].law}): with no move VALUE(e) is one leaf`
        : 'the exact law, worked out from the leaves up';
    const shape = n === 0 && plan.leaves === 'normal' ? 'a normal curve itself' : 'not a normal curve';
    answer =
      chosen.ks.d <= chosen.ks.critical
        ? `Yes, a definite one, ${shape}: at n = ${n} the histogram follows ${law}. ${gap}, below ${bound} — the data cannot tell the two apart.`
        : `There is a definite law, worked out from the leaves up, but at n = ${n} these runs depart from it: ${gap}, above ${bound}. That happens by chance once in 20 runs of the test; if it stays above with more runs, something is off.`;
    answer += ` Its skewness is ${signed(chosen.skew, 2)} (a normal curve has 0).`;
  } else {
    answer = 'Computing the exact law and the test against it…';
  }
  const coin = plan.leaves === 'coin';
  const exact = !theory
    ? ''
    : coin
      ? `Exact: VALUE(e) = +1 with probability ${prob(exactAt(theory, plan, n, 'probPaulWins'))}.`
      : `Exact: skewness ${signed(exactAt(theory, plan, n, 'skewness'), 2)}, median ${signed(exactAt(theory, plan, n, 'median'), 4)}.`;
  const formula = coin
    ? 'P(VALUE(e) = +1) = 1 − P_n(½), where P_n applies p ↦ p² at Paul’s levels and p ↦ 1 − (1 − p)² at Carole’s, from the leaves up.'
    : 'P(VALUE(e) ≤ x) = P_n(F(x)), F the leaves’ distribution function, where P_n applies p ↦ p² at Paul’s levels and p ↦ 1 − (1 − p)² at Carole’s, from the leaves up.';
  return { answer, exact, formula };
}

function limit({ plan, theory, constants }, have) {
  const words = LEAF_WORDS[plan.leaves];
  const lastEven = have.filter((s) => s.n % 2 === 0 && s.n > 0).at(-1);
  const lastOdd = have.filter((s) => s.n % 2 === 1).at(-1);
  const parts = [lastEven, lastOdd].filter(Boolean).map(meanText);
  let answer =
    parts.length > 0
      ? `The largest sizes measured: ${parts.join('; ')}.`
      : `${NOBODY_MOVES} Run larger sizes (20 or more, both parities) to see where VALUE(e) goes.`;
  let supported = false;
  if (theory && lastEven && lastOdd) {
    const limits = [lastEven, lastOdd].map((s) => ({
      s,
      limit: exactAt(theory, plan, s.n, 'limit'),
      sd: exactAt(theory, plan, s.n, 'sd'),
    }));
    // The data supports the limit when each mean is within its margin plus the exact distance
    // still left at that n, and the spread is already small beside the limit.
    supported =
      limits.every(
        ({ s, limit }) =>
          Math.abs(s.mean - limit) <= Z95 * s.se + Math.abs(exactAt(theory, plan, s.n, 'mean') - limit) + 1e-12,
      ) && limits.every(({ sd, limit }) => sd < 0.25 * Math.abs(limit));
    if (supported) {
      answer += ` VALUE(e) settles on two values: ${signed(limits.find((l) => l.s.n % 2 === 0).limit, 4)} for even n and ${signed(limits.find((l) => l.s.n % 2 === 1).limit, 4)} for odd n, with the spread around them going to 0.`;
    } else {
      answer +=
        ' The means move towards two values of opposite sign, one per parity; measure larger n (20 or more) to pin them down.';
    }
  }
  let exact = '';
  // The number itself is the engine's (the theory table), the formula ours.
  const last = lastEven ?? lastOdd;
  if (theory && last) {
    // The even sizes' limit is Carole's (below 0) when Paul moves first, Paul's when Carole does.
    const even = movers(plan).caroleLast === 0 ? -1 : 1;
    const at = Math.abs(exactAt(theory, plan, last.n, 'limit'));
    exact = `Exact (Pearl 1980): VALUE(e) tends to ${signed(even * at, 4)} for even n and ${signed(-even * at, 4)} for odd n.`;
    if (supported && plan.leaves === 'uniform') exact += ` The data agrees: the limits are ${signs(plan)}(√5 − 2).`;
  }
  const [evenP, oddP] = movers(plan).caroleLast === 0 ? ['p*', '1 − p*'] : ['1 − p*', 'p*'];
  const formula = `The limits are F⁻¹(${evenP}) for even n and F⁻¹(${oddP}) for odd n, F the leaves’ distribution function and p* = (3 − √5)/2 = 1/φ² ≈ ${plain(constants.pStar, 6)}, the repelling fixed point of two levels p ↦ (2p − p²)²; for ${words.law}: ${words.limit.replace('∓', signs(plan))}.`;
  return { answer, exact, formula };
}

function surprise({ plan, theory, constants, leavesFit }, have) {
  const lines = [];
  // The largest size of each parity with runs enough to tell a winner (a cancelled run's last
  // sizes may have only a few), else the largest measured.
  const largest = (parity) => {
    const sizes = have.filter((s) => s.n % 2 === parity && s.n > 0);
    return sizes.filter((s) => s.count >= WINNER_RUNS).at(-1) ?? sizes.at(-1);
  };
  const lastEven = largest(0);
  const lastOdd = largest(1);
  const exactParts = [];
  // How far each size's winner is from a coin toss: 'certain' (the 95 % interval beyond 90 %
  // for the player who moves last), 'leans' (beyond 50 % for them), else 'open'.
  const leanings = [];
  for (const s of [lastEven, lastOdd].filter(Boolean)) {
    const [lo, hi] = wilson(s.positive, s.count);
    lines.push(
      `at n = ${s.n} Paul won ${count(s.positive)} of ${counted(s.count, 'game')} (95 % interval ${prob(lo)}–${prob(hi)})`,
    );
    const [low, high] = s.n % 2 === 1 ? [lo, hi] : [1 - hi, 1 - lo];
    leanings.push(low > 0.9 ? 'certain' : low > 0.5 ? 'leans' : high < 0.5 ? 'contrary' : 'open');
    if (theory) exactParts.push(`P(Paul wins) at n = ${s.n}: ${prob(exactAt(theory, plan, s.n, 'probPaulWins'))}`);
  }
  const both = leanings.length === 2;
  let answer;
  if (lines.length === 0) answer = `${NOBODY_MOVES} Run larger sizes (say n = 1..20) to see who wins.`;
  else if (both && leanings.every((l) => l === 'certain'))
    answer = `The leaves are symmetric about 0, yet the winner is almost certain, and it flips with parity: ${lines.join('; ')}.`;
  else if (both && leanings.every((l) => l === 'certain' || l === 'leans'))
    answer = `The leaves are symmetric about 0, yet whoever moves last wins most games, and the winner flips with parity: ${lines.join('; ')}. Larger n makes the winner ever more certain.`;
  else
    answer = `The leaves are symmetric about 0; who wins is not yet clearly tied to who moves last at the sizes measured: ${lines.join('; ')}. Measure both parities, larger n (20 or more) and more runs.`;
  let exact = exactParts.length ? `Exact: ${exactParts.join('; ')}.` : '';
  if (leavesFit && plan.method === 'alphabeta') {
    const rate = Math.exp(leavesFit.slope);
    const margin = rate * Z95 * leavesFit.slopeSe;
    const phi = constants.alphaBetaBranching;
    const against =
      plan.leaves === 'coin'
        ? `below the golden ratio φ = ${plain(phi, 3)} that holds for continuous leaves: ±1 coins tie, and alpha-beta cuts on a tie`
        : Math.abs(rate - phi) <= margin
          ? `the golden ratio φ = ${plain(phi, 3)}, not 2`
          : `not 2, though not yet the golden ratio φ = ${plain(phi, 3)} of large n either: over small sizes the rate is still settling`;
    answer += ` And alpha-beta reads far fewer leaves than the 2^n a full search needs: their number grows by ${withMargin(rate, margin, false)} per move (fitted over n = ${leavesFit.from}..${leavesFit.to}) — ${against}.`;
    if (theory)
      exact += ` Pearl (1982): the growth rate is φ = ${plain(constants.alphaBetaBranching, 4)} for random continuous leaves (√2 with perfect ordering, Knuth & Moore 1975).`;
  } else if (plan.method !== 'alphabeta') {
    answer += ' (Choose the method alpha-beta to see a second surprise: the leaves it needs grow like φ^n, not 2^n.)';
  }
  return { answer, exact };
}
