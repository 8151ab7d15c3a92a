// A. Shen's stack traversal of the game tree ("Programming: theorems and problems", 11.3,
// problem 11.3.2): a Robot walks the tree without recursion, moving up-left to the first child
// (вверх_налево), right to the next sibling (вправо), down to the parent (вниз), and processing
// leaves (обработать). The stack holds, for every node under the Robot, its type (max or min) and
// the max/min of its children left of the Robot's branch (−∞/+∞ while there is none); c holds
// the value of the node just finished. In Shen's book the tree grows upwards, hence "up" to a
// child and "down" to the parent. See ./index.js for the module interface.

import {
  count,
  cycleWords,
  h,
  MOVER,
  MOVER_NAMES as PLAYER,
  MOVER_RULES as RULE,
  outcomeWords,
  replaceChildren,
  showValue,
  nameWord,
} from '../core/index.js';
import { TREE_COLOR_WORDS, TREE_EDGE_WORDS, TreeRun } from './tree-run.js';
import { entry } from './catalog.js';

/** [key, text, indent] per line, numbered from 1 on the page. */
const PROGRAM = [
  ['invariant', '{all left of the Robot processed}  ▹ Shen’s {ОЛ}', 0],
  ['loop', 'repeat', 0],
  ['whileUp', 'while there is a child  ▹ есть_сверху', 1],
  ['upLeft', 'push (type, −∞|+∞); up to the first child  ▹ вверх_налево', 2],
  ['process', 'process the leaf: c ← its VALUE  ▹ обработать', 1],
  ['whileStack', 'while the stack is not empty  ▹ {ОЛН: left and above processed}', 1],
  ['ifRight', 'if there is a next sibling  ▹ есть_справа', 2],
  ['right', 'top ← max|min(top, c); right to it  ▹ вправо', 3],
  ['again', 'back to repeat  ▹ {ОЛ}', 3],
  ['down', 'else c ← max|min(top, c); pop; down to the parent  ▹ вниз', 2],
  ['done', 'stack empty: c = value of the game', 0],
];

/** The stack and c before each event, as the sentences need them: {topNode, topKind, topBest, c}. */
export function stackContext(events) {
  const stack = [];
  let c = null;
  return events.map((event) => {
    const top = stack[stack.length - 1];
    const context = { topNode: top?.node ?? -1, topKind: top?.kind ?? -1, topBest: top?.best ?? NaN, c };
    switch (event.kind) {
      case 'up-left':
        stack.push({ node: event.from, kind: event.mover, best: event.mover === MOVER.paul ? -Infinity : Infinity });
        c = null;
        break;
      case 'process':
        c = event.value;
        break;
      case 'right':
        top.best = event.best;
        c = null;
        break;
      case 'down':
        stack.pop();
        c = event.value;
        break;
      default:
        break;
    }
    return context;
  });
}

/** The program's keys an event runs; the last one also ends the traversal. */
export function lines(run, frame) {
  const event = frame.event;
  if (!event) return ['invariant'];
  const last = frame.step === run.steps ? ['done'] : [];
  switch (event.kind) {
    case 'up-left':
      return ['whileUp', 'upLeft'];
    case 'process':
      return ['process', ...last];
    case 'right':
      return ['ifRight', 'right', 'again'];
    default:
      return ['down', ...last];
  }
}

/** The step in words. */
export function sentence(run, frame) {
  const event = frame.event;
  const name = (v) => nameWord(run.nodeName(v));
  if (!event) {
    return `Step 0: the Robot stands on the root ${name(0)} with an empty stack; nothing is processed yet. Press Step forward (→).`;
  }
  const context = run.context[frame.step - 1];
  switch (event.kind) {
    case 'up-left': {
      const mover = event.mover;
      return `Up-left (Shen: вверх_налево) from ${name(event.from)} to its first child ${name(event.to)}: push (${RULE[mover]}, ${showValue(mover === MOVER.paul ? -Infinity : Infinity)}), since ${PLAYER[mover]} moves at ${name(event.from)} and none of its children is valued yet.`;
    }
    case 'process': {
      const text = `Process (Shen: обработать) the leaf ${name(event.node)}: c = ${showValue(event.value)}, its VALUE.`;
      return frame.step === run.steps ? `${text} ${done(run, event.value)}` : text;
    }
    case 'right': {
      const rule = RULE[context.topKind];
      return `Right (Shen: вправо) from ${name(event.from)} to its next sibling ${name(event.to)}: the top entry, ${name(context.topNode)}'s, becomes ${rule}(${showValue(context.topBest)}, c = ${showValue(context.c)}) = ${showValue(event.best)}, the ${rule} of ${name(context.topNode)}'s children so far.`;
    }
    default: {
      const rule = RULE[context.topKind];
      const text = `Down (Shen: вниз) from ${name(event.from)} to its parent ${name(event.to)}: pop (${rule}, ${showValue(context.topBest)}); c = ${rule}(${showValue(context.topBest)}, ${showValue(context.c)}) = ${showValue(event.value)}, the value of ${name(event.to)}.`;
      return frame.step === run.steps ? `${text} ${done(run, event.value)}` : text;
    }
  }
}

function done(run, value) {
  return `Done: the stack is empty and c = ${showValue(value)} is the value of the game, ${outcomeWords(value)}.`;
}

/** The stack, top first, each entry (max|min, best so far) with its node; then c. */
class ShenStackPanel {
  constructor(container) {
    this.container = container;
  }

  render(run, frame) {
    const { stackNodes, stackKinds, stackBest, c } = frame;
    const items = [];
    for (let i = stackNodes.length - 1; i >= 0; i--) {
      items.push(
        h(
          'li',
          { class: i === stackNodes.length - 1 ? 'top' : '', 'data-node': stackNodes[i] },
          h('span', { class: 'stack-name' }, run.nodeName(stackNodes[i])),
          h('span', {}, `(${RULE[stackKinds[i]]}, ${showValue(stackBest[i])})`),
        ),
      );
    }
    const list = items.length
      ? h('ol', { class: 'stack', 'aria-label': 'Shen’s stack, top first' }, items)
      : h('p', { class: 'muted' }, frame.step === 0 ? 'empty: the Robot is at the root' : 'empty');
    const cLine = h(
      'p',
      { class: 'c-line' },
      'c = ',
      h('strong', {}, c == null ? 'unused' : showValue(c)),
      c == null ? ' (going up)' : '',
    );
    replaceChildren(this.container, list, cLine, h('p', { class: 'muted' }, `Robot on ${run.nodeName(frame.current)}`));
  }

  clear() {
    replaceChildren(this.container);
  }
}

/** How far the Robot has come: moves made of 2N − 1, leaves processed of all. */
class RobotPanel {
  constructor(container) {
    this.container = container;
  }

  render(run, frame) {
    const n = run.tree.nodeCount;
    replaceChildren(
      this.container,
      h(
        'dl',
        { class: 'counts' },
        h('dt', {}, 'Robot moves'),
        h('dd', {}, `${count(frame.step)} of ${count(run.steps)} (2 × ${count(n)} tree positions − 1)`),
        h('dt', {}, 'Leaves processed'),
        h('dd', {}, `${count(frame.leaves)} of ${count(run.leafCount)}`),
      ),
    );
  }

  clear() {
    replaceChildren(this.container);
  }
}

export default {
  ...entry('stack'),
  colorWords: TREE_COLOR_WORDS,
  edgeWords: TREE_EDGE_WORDS,
  programTitle: 'Tree traversal with a stack (Shen’s Robot, 11.3.2)',
  program: PROGRAM,
  applies(info) {
    if (!info.cycle) return null;
    return {
      reason: `The stack traversal (Shen 11.3) walks a finite tree, and ${cycleWords(info.cycle.names, info.cycle.length)}: the game is not a finite tree, a play can go on for ever.`,
      instead: 'retrograde',
    };
  },
  open(game) {
    const run = /** @type {TreeRun & { context?: object[] }} */ (new TreeRun(game, 'stack', 'given'));
    run.context = stackContext(run.events);
    return run;
  },
  lines,
  sentence,
  panels: [
    { title: 'Stack', note: '(top first)', make: (container) => new ShenStackPanel(container) },
    { title: 'The Robot', make: (container) => new RobotPanel(container) },
  ],
  counts: (run, frame) => run.counts(frame),
  claims: (run) => run.claims(false),
};
