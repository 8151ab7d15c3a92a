// Practice mode's questions: from a run's event
// stream, the list of decisive steps to stop before, each with its right answer and the rule
// that gives it, in the algorithm's own words. Pure: no DOM, no wasm; node unit tests check it.
//
// A question is asked at step `step` (the drawing shows the first `step` events; the decisive
// event is events[step]) about one position (`position`, its name: #app's data-asked; `node`,
// its tree node for the tree algorithms):
//   DFS minimax (CLRS ch. 22)         the value of the position turning black (with 2+ moves)
//   retrograde (TAOCP 2.2.3 ex. 28)   who wins from the position being labelled, in how many moves
//   attractor (the olympiad notes)    does the position whose move is examined join W(i+1) now?
//   stack traversal (Shen 11.3)       the stack's top entry after a step right; c after a step down
//   alpha-beta (Knuth and Moore 1975) the value a position returns; after each return, whether
//                                     the parent's remaining children are pruned (α ≥ β)
// `kind` says how the answer is read (practice-answers.js): 'value' (a number), 'outcome' ({winner:
// 'paul' | 'carole' | 'draw', moves}) or 'yesno' (true/false). `conceal` lists what the page hides
// while the question is open because it would give the answer away ('state': the first state
// panel, 'narration', 'window': alpha-beta's α β on the tree).

import {
  capitalise,
  counted,
  MOVER,
  MOVER_NAMES,
  MOVER_RULES,
  nameWord,
  NODE_KIND,
  readShown,
  showShortValue,
  showValue,
} from '../core/index.js';

/** Successor values listed in a rule, at most. */
const MAX_LISTED = 8;

/** The questions of a run of the algorithm `id` ('dfs', 'retrograde', …), in step order, at most
 * one per step. */
export function questionsFor(id, run) {
  const make = BUILDERS[id];
  if (!make) return [];
  const questions = make(run);
  // One question per step (the link's step names it).
  return questions.filter((q, i) => i === 0 || q.step > questions[i - 1].step);
}

/** The index of the question a link's step reopens: the first at or after it (questions.length:
 * past the last one). */
export function questionAt(questions, step) {
  const i = questions.findIndex((q) => q.step >= step);
  return i < 0 ? questions.length : i;
}

/** Whether a parsed answer (practice-answers.js) is the question's right answer. */
export function isRight(question, answer) {
  const right = question.answer;
  switch (question.kind) {
    case 'value':
      return sameValue(answer, right);
    case 'outcome':
      return answer.winner === right.winner && (right.winner === 'draw' || answer.moves === right.moves);
    default:
      return answer === right;
  }
}

/** A reply is the value: exactly, or as the page shows it (the panels, the rules; a drawn
 * position's two decimals) — and a value the page rounds (a random leaf's) may be rounded to two
 * decimals or more (0.7448 for 0.7447868…, as well as 0.74 and 0.745). Never a value of another
 * sign: 0 is not +0.0001. */
function sameValue(reply, value) {
  if (!Number.isFinite(reply) || !Number.isFinite(value)) return reply === value;
  if (reply === value) return true;
  const shown = [readShown(showValue(value)), readShown(showShortValue(value))];
  if (shown[0] !== value) shown.push(...ROUNDINGS.map((d) => Number(value.toFixed(d))));
  return shown.some((v) => v === reply && Math.sign(v) === Math.sign(value));
}

/** The decimals a rounded value may be given with in a reply (the page shows two or three). */
const ROUNDINGS = [2, 3, 4, 5, 6, 7, 8];

/** "max(+3, −1) = +3", long lists cut. */
function ruleOf(rule, values, result) {
  const shown = values.map(showValue);
  const listed = shown.length > MAX_LISTED ? `${shown.slice(0, MAX_LISTED).join(', ')}, …` : shown.join(', ');
  return `${rule}(${listed}) = ${showValue(result)}`;
}

/** "a max position (Paul moves)": the value rule of a mover, in words. */
function moverRule(mover) {
  return mover === MOVER.paul
    ? 'a max position (Paul moves) takes the largest value of its successors'
    : 'a min position (Carole moves) takes the smallest value of its successors';
}

/** DFS: before each inner position turns black, its value. */
function dfsQuestions(run) {
  const { names, movers } = run;
  const name = (v) => nameWord(names[v]);
  const values = new Map();
  const questions = [];
  run.events.forEach((event, i) => {
    if (event.kind !== 'finish') return;
    const v = event.position;
    const successors = run.successors(v);
    // A position with one successor leaves nothing to choose: not asked.
    if (successors.length > 1) {
      const known = successors.map((w) => values.get(w));
      const mover = movers[v];
      questions.push({
        step: i,
        position: names[v],
        kind: 'value',
        prompt: `${name(v)} turns black next: all its successors are finished. What is its value?`,
        answer: event.value,
        answerWords: showValue(event.value),
        rule: `${capitalise(moverRule(mover))}: ${ruleOf(MOVER_RULES[mover], known, event.value)}.`,
        conceal: ['state'],
      });
    }
    values.set(v, event.value);
  });
  return questions;
}

/** "Paul wins in 3", "a draw". */
export function outcomeAnswerWords(answer) {
  if (answer.winner === 'draw') return 'a draw';
  return `${answer.winner === 'paul' ? 'Paul' : 'Carole'} wins in ${answer.moves}`;
}

const winnerOf = (value) => (value > 0 ? 'paul' : value < 0 ? 'carole' : 'draw');

/** Retrograde analysis: before each inner position is labelled, who wins from it and in how
 * many moves (the first draw only: the others follow the same rule). */
function retrogradeQuestions(run) {
  const { names, movers, isEnd } = run;
  const name = (v) => nameWord(names[v]);
  const remoteness = new Map();
  const questions = [];
  let drawAsked = false;
  run.events.forEach((event, i) => {
    if (event.kind !== 'label') return;
    const x = event.position;
    const { how, from: y } = run.context[i];
    const ask = !isEnd[x] && (how === 'mover' || how === 'counter' || (how === 'draw' && !drawAsked));
    if (ask) {
      const answer = { winner: winnerOf(event.value), moves: event.remoteness ?? null };
      const winner = MOVER_NAMES[event.value > 0 ? MOVER.paul : MOVER.carole];
      const mover = MOVER_NAMES[movers[x]];
      const ry = remoteness.get(y);
      const worth = run.unit ? '' : ` (value ${showValue(event.value)})`;
      let rule;
      if (how === 'mover') {
        const target =
          ry === 0 ? `${name(y)}, an end position ${winner} has won` : `${name(y)}, which ${winner} wins in ${ry}`;
        rule = `${name(x)} is ${mover}’s position and ${mover} can move to ${target}: one winning move is enough, and the winner hurries, so ${winner} wins from ${name(x)} in ${ry} + 1 = ${event.remoteness}${worth}.`;
      } else if (how === 'counter') {
        rule = `The counter c(${name(x)}) reached 0: every move of ${mover}’s from ${name(x)} leads to a position ${winner} wins, so ${mover} is forced. The loser delays: ${name(y)} was labelled last, the farthest, ${winner} wins from it in ${ry}, so from ${name(x)} in ${ry} + 1 = ${event.remoteness}${worth}.`;
      } else {
        drawAsked = true;
        rule = `The queue ran empty and ${name(x)} was never labelled: no move of ${mover}’s leads to a position ${mover} wins, and ${mover} is never forced into a loss, so play can go on for ever: a draw (value 0).`;
      }
      questions.push({
        step: i,
        position: names[x],
        kind: 'outcome',
        prompt: `${name(x)} is labelled next. Who wins from ${name(x)}, and in how many moves — or is it a draw?`,
        answer,
        answerWords: outcomeAnswerWords(answer) + worth,
        rule,
        // The step before a forced position is labelled says whom its moves all lead to: hidden.
        conceal: how === 'counter' ? ['narration'] : [],
      });
    }
    if (event.remoteness != null) remoteness.set(x, event.remoteness);
  });
  return questions;
}

/** Attractor layers: before each examined move x → y (y just joined W), does x join now? */
function attractorQuestions(run) {
  const { names, movers, who } = run;
  const name = (v) => nameWord(names[v]);
  const questions = [];
  run.events.forEach((event, i) => {
    if (event.kind !== 'notify') return;
    const x = event.position;
    const k = run.layerAt[i];
    const next = run.events[i + 1];
    const joins = next?.kind === 'join' && next.position === x;
    let rule;
    if (movers[x] === who.mover) {
      rule = `${who.name} moves at ${name(x)}: one move into W${k - 1} is enough, so ${name(x)} joins W${k}.`;
    } else if (joins) {
      rule = `${who.other} moves at ${name(x)} and good(${name(x)}) becomes ${event.good} = deg(${name(x)}): every move of ${who.other}’s leads into W, so ${name(x)} joins W${k}.`;
    } else {
      rule = `${who.other} moves at ${name(x)} and good(${name(x)}) becomes only ${event.good} of ${counted(event.degree, 'move')}: ${who.other} can still avoid W, so ${name(x)} does not join (an opponent’s position joins only when all its moves lead into W).`;
    }
    questions.push({
      step: i,
      position: names[x],
      kind: 'yesno',
      prompt: `The move ${name(x)} → ${name(event.from)} is examined next (${name(event.from)} is in W${k - 1}). Does ${name(x)} join W${k} now?`,
      answer: joins,
      answerWords: joins ? 'yes' : 'no',
      rule,
      conceal: [],
    });
  });
  return questions;
}

/** Shen's stack traversal: the top entry after a step right, c after a step down. */
function stackQuestions(run) {
  const questions = [];
  const name = (v) => nameWord(run.nodeName(v));
  run.events.forEach((event, i) => {
    const context = run.context[i];
    const rule = MOVER_RULES[context.topKind];
    if (event.kind === 'right') {
      questions.push({
        step: i,
        position: run.tree.names[context.topNode],
        node: context.topNode,
        kind: 'value',
        prompt: `The Robot steps right from ${name(event.from)} to ${name(event.to)} next. What is the stack’s top entry, ${name(context.topNode)}’s (${rule}, ?), after the step?`,
        answer: event.best,
        answerWords: showValue(event.best),
        rule: `Stepping right, the top entry takes c in: top ← ${rule}(top, c) = ${rule}(${showValue(context.topBest)}, ${showValue(context.c)}) = ${showValue(event.best)}, the ${rule} of ${name(context.topNode)}’s children so far.`,
        conceal: [],
      });
    } else if (event.kind === 'down') {
      questions.push({
        step: i,
        position: run.tree.names[event.to],
        node: event.to,
        kind: 'value',
        prompt: `The Robot steps down from ${name(event.from)} to its parent ${name(event.to)} next. What is c after the step?`,
        answer: event.value,
        answerWords: showValue(event.value),
        rule: `Stepping down, c ← ${rule}(top, c) = ${rule}(${showValue(context.topBest)}, ${showValue(context.c)}) = ${showValue(event.value)}, and the top entry is popped: c is now the value of ${name(event.to)}.`,
        conceal: [],
      });
    }
  });
  return questions;
}

/** Alpha-beta: the value each inner node returns; after each return into a node with children
 * left, whether they are pruned. */
function alphabetaQuestions(run) {
  const { tree } = run;
  const name = (v) => nameWord(run.nodeName(v));
  const returned = new Map(); // node → values its children returned so far
  const questions = [];
  run.events.forEach((event, i) => {
    if (event.kind !== 'return') return;
    const v = event.node;
    const p = event.toParent;
    // A node with one child leaves nothing to choose: not asked.
    if (run.childrenOf(v).length > 1) {
      const kind = tree.kinds[v];
      const values = returned.get(v) ?? [];
      const pruned = run.events[i - 1]?.kind === 'cutoff' ? ' (its other children were pruned)' : '';
      questions.push({
        step: i,
        position: tree.names[v],
        node: v,
        kind: 'value',
        prompt:
          p == null
            ? `The search returns from the root ${name(v)} next. What is its value?`
            : `${name(v)} returns its value to ${name(p)} next. What value does it return?`,
        answer: event.value,
        answerWords: showValue(event.value),
        rule: `${capitalise(moverRule(kind).replace('successors', 'children searched'))}${pruned}: ${ruleOf(MOVER_RULES[kind], values, event.value)}.`,
        conceal: ['state', 'narration', 'window'],
      });
    }
    if (p == null) return;
    const values = [...(returned.get(p) ?? []), event.value];
    returned.set(p, values);
    const siblings = run.childrenOf(p);
    if (siblings[siblings.length - 1] === v) return;
    const max = tree.kinds[p] === NODE_KIND.paul;
    const best = max ? Math.max(...values) : Math.min(...values);
    const alpha = max ? Math.max(run.entryAlpha[p], best) : run.entryAlpha[p];
    const beta = max ? run.entryBeta[p] : Math.min(run.entryBeta[p], best);
    const next = run.events[i + 1];
    const cut = next?.kind === 'cutoff' && next.node === p;
    const window = max
      ? `α = max(α, ${showValue(best)}) = ${showValue(alpha)}, β = ${showValue(beta)}`
      : `β = min(β, ${showValue(best)}) = ${showValue(beta)}, α = ${showValue(alpha)}`;
    const rule = cut
      ? `${window}: α ≥ β, a cut-off. ${max ? 'Carole' : 'Paul'} already has a better choice above ${name(p)}, so its remaining children cannot change the root’s value: they are pruned.`
      : `${window}: α < β, no cut-off; the search goes on to ${name(p)}’s next child.`;
    questions.push({
      step: i + 1,
      position: tree.names[p],
      node: p,
      kind: 'yesno',
      prompt: `${name(v)} returned ${showValue(event.value)} to ${name(p)}. Are ${name(p)}’s remaining children pruned now?`,
      answer: cut,
      answerWords: cut ? 'yes' : 'no',
      rule,
      conceal: [],
    });
  });
  return questions;
}

const BUILDERS = {
  dfs: dfsQuestions,
  retrograde: retrogradeQuestions,
  attractor: attractorQuestions,
  stack: stackQuestions,
  alphabeta: alphabetaQuestions,
};
