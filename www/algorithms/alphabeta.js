// Alpha-beta pruning (Knuth and Moore, "An analysis of alpha-beta pruning", 1975) over the game
// tree, walked as A. Shen's stack traversal (11.3) with a window (α, β) added to every stack
// entry: α is what Paul is already sure of on the path above, β what Carole is. When a node's
// best value so far leaves the window (α ≥ β), its remaining children cannot change the root's
// value and are pruned unvisited. With children searched best first, a uniform tree of
// branching b and depth d evaluates exactly b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves, Knuth and Moore's
// minimum; the move order option shows how ordering changes the count. See ./index.js for the
// module interface.

import {
  count,
  counted,
  cycleWords,
  h,
  MOVER,
  MOVER_NAMES as PLAYER,
  MOVER_RULES as RULE,
  NODE_KIND,
  outcomeWords,
  replaceChildren,
  showValue,
  nameWord,
} from '../core/index.js';
import { TREE_COLOR_WORDS, TREE_EDGE_WORDS, TreeRun } from './tree-run.js';
import { entry, ORDER_WORDS } from './catalog.js';

/** Pruned children named in a sentence, at most. */
const MAX_PRUNED_NAMED = 4;

const PROGRAM = [
  ['start', '(α, β) ← (−∞, +∞) at the root', 0],
  ['loop', 'repeat', 0],
  ['whileUp', 'while there is a child  ▹ есть_сверху', 1],
  ['upLeft', 'push (type, −∞|+∞, α, β); up to the first child  ▹ вверх_налево', 2],
  ['process', 'evaluate the leaf: c ← its VALUE  ▹ обработать', 1],
  ['whileStack', 'while the stack is not empty', 1],
  ['take', 'best ← max|min(best, c)', 2],
  ['raiseAlpha', 'if max: α ← max(α, best)', 2],
  ['lowerBeta', 'if min: β ← min(β, best)', 2],
  ['cut', 'if α ≥ β: prune the rest  ▹ cut-off', 2],
  ['right', 'else if there is a next sibling: right to it, repeat  ▹ вправо', 2],
  ['down', 'c ← best; pop; down to the parent  ▹ вниз', 2],
  ['done', 'stack empty: c = value of the game', 0],
];

/** The program's keys an event runs. */
export function lines(run, frame) {
  const event = frame.event;
  if (!event) return ['start'];
  const i = frame.step - 1;
  switch (event.kind) {
    case 'enter': {
      if (event.node === 0) return ['start'];
      return run.events[i - 1]?.kind === 'enter' ? ['whileUp', 'upLeft'] : ['right'];
    }
    case 'leaf':
      return ['process'];
    case 'cutoff':
      return ['cut'];
    default: {
      const inner = !run.isLeaf(event.node);
      if (event.toParent == null) return inner ? ['down', 'done'] : ['done'];
      const window = run.tree.kinds[event.toParent] === NODE_KIND.paul ? 'raiseAlpha' : 'lowerBeta';
      return [...(inner ? ['down'] : []), 'whileStack', 'take', window];
    }
  }
}

/** "(α, β) = (−2, +∞)" */
function windowWords(alpha, beta) {
  return `(α, β) = (${showValue(alpha)}, ${showValue(beta)})`;
}

/** The step in words: the cut-off condition spelled out. */
export function sentence(run, frame) {
  const event = frame.event;
  const name = (v) => nameWord(run.nodeName(v));
  if (!event) {
    return `Step 0: nothing is searched yet. Alpha-beta starts at the root ${name(0)} with the window (α, β) = (−∞, +∞); children are searched ${ORDER_WORDS[run.order]}. Press Step forward (→).`;
  }
  switch (event.kind) {
    case 'enter': {
      const window = windowWords(event.alpha, event.beta);
      if (event.node === 0) return `Enter the root ${name(0)} with ${window}: nothing is known yet.`;
      const parent = run.tree.parents[event.node];
      const first = run.events[frame.step - 2]?.kind === 'enter';
      return first
        ? `Up-left (Shen: вверх_налево) to ${name(event.node)}, the first child of ${name(parent)}, with ${name(parent)}'s window ${window}.`
        : `Right (Shen: вправо) to ${name(event.node)}, the next child of ${name(parent)}, with ${name(parent)}'s window ${window}.`;
    }
    case 'leaf':
      return `Evaluate (Shen: обработать) the leaf ${name(event.node)}: c = ${showValue(event.value)}. Leaves evaluated: ${count(frame.leaves)} of ${count(run.leafCount)} in the whole tree.`;
    case 'cutoff': {
      const v = event.node;
      const pruned = event.pruned.map(name);
      const listed =
        pruned.length > MAX_PRUNED_NAMED
          ? `${pruned.slice(0, MAX_PRUNED_NAMED).join(', ')} and ${pruned.length - MAX_PRUNED_NAMED} more`
          : pruned.join(', ');
      const children = `${name(v)}'s remaining ${pruned.length === 1 ? 'child' : 'children'} ${listed} ${pruned.length === 1 ? 'is' : 'are'} pruned`;
      if (run.tree.kinds[v] === NODE_KIND.carole) {
        return `Cut-off: at ${name(v)} the value so far ${showValue(event.value)} ≤ α = ${showValue(event.alpha)}: Paul already has better, ${children}.`;
      }
      return `Cut-off: at ${name(v)} the value so far ${showValue(event.value)} ≥ β = ${showValue(event.beta)}: Carole already has better, ${children}.`;
    }
    default: {
      const v = event.node;
      if (event.toParent == null) {
        return `Done: ${name(v)}'s value is ${showValue(event.value)}, ${outcomeWords(event.value)}; ${leafWords(run, frame.leaves)}.`;
      }
      const p = event.toParent;
      const mover = run.tree.kinds[p];
      const best = frame.values[p];
      // The bound moves only when the best so far passes it (α = max(α, best), β = min(β, best)).
      const bound =
        mover === MOVER.paul
          ? best >= frame.alphas[p]
            ? `so α = ${showValue(frame.alphas[p])}`
            : `below α, which stays ${showValue(frame.alphas[p])}`
          : best <= frame.betas[p]
            ? `so β = ${showValue(frame.betas[p])}`
            : `above β, which stays ${showValue(frame.betas[p])}`;
      return `${name(v)} returns ${showValue(event.value)} to ${name(p)} (${PLAYER[mover]}, ${RULE[mover]}): ${name(p)}'s best so far is ${showValue(best)}, ${bound}.`;
    }
  }
}

/** "3 leaves evaluated of 4 in the whole tree (Knuth–Moore minimum 3)" */
function leafWords(run, leaves) {
  const minimum = run.uniform
    ? ` (the Knuth–Moore minimum for this uniform tree, b = ${run.uniform.branching}, d = ${run.uniform.depth}: ${count(run.uniform.minimum)})`
    : '';
  return `${counted(leaves, 'leaf', 'leaves')} evaluated of ${count(run.leafCount)} in the whole tree${minimum}`;
}

/** The current path, deepest first: each node's best so far and its window. */
class PathPanel {
  constructor(container) {
    this.container = container;
  }

  render(run, frame) {
    const { path, values, alphas, betas } = frame;
    if (path.length === 0) {
      replaceChildren(
        this.container,
        h('p', { class: 'muted' }, frame.step === 0 ? 'empty: nothing entered yet' : 'empty: the search is over'),
      );
      return;
    }
    const rows = [];
    for (let i = path.length - 1; i >= 0; i--) {
      const v = path[i];
      const kind = run.tree.kinds[v];
      const best =
        kind === NODE_KIND.end ? showValue(values[v]) || '?' : `${RULE[kind]} so far ${showValue(values[v])}`;
      rows.push(
        h(
          'tr',
          { class: i === path.length - 1 ? 'current' : '', 'data-node': v },
          h('th', { scope: 'row' }, run.nodeName(v)),
          h('td', {}, best),
          h('td', {}, showValue(alphas[v])),
          h('td', {}, showValue(betas[v])),
        ),
      );
    }
    replaceChildren(
      this.container,
      h(
        'table',
        { class: 'times', 'aria-label': 'The current path, deepest first' },
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            h('th', { scope: 'col' }, 'position'),
            h('th', { scope: 'col' }, 'value'),
            h('th', { scope: 'col' }, 'α'),
            h('th', { scope: 'col' }, 'β'),
          ),
        ),
        h('tbody', {}, rows),
      ),
    );
  }

  clear() {
    replaceChildren(this.container);
  }
}

/** Leaves evaluated so far, against the whole tree and the Knuth–Moore minimum. */
class LeavesPanel {
  constructor(container) {
    this.container = container;
  }

  render(run, frame) {
    const rows = [
      ['Evaluated so far', count(frame.leaves)],
      ['Whole tree (no pruning)', count(run.leafCount)],
      [
        'Knuth–Moore minimum',
        run.uniform
          ? `${count(run.uniform.minimum)} = ${run.uniform.branching}^⌈${run.uniform.depth}/2⌉ + ${run.uniform.branching}^⌊${run.uniform.depth}/2⌋ − 1`
          : 'only for uniform trees',
      ],
      ['Move order', ORDER_WORDS[run.order]],
    ];
    const fill = h('span', {});
    // Through the CSSOM: the page's CSP forbids style attributes.
    fill.style.width = `${((100 * frame.leaves) / Math.max(1, run.leafCount)).toFixed(1)}%`;
    const bar = h(
      'div',
      { class: 'leaf-bar', role: 'img', 'aria-label': `${frame.leaves} of ${run.leafCount} leaves evaluated` },
      fill,
    );
    replaceChildren(
      this.container,
      h(
        'dl',
        { class: 'counts', 'data-leaves': frame.leaves },
        rows.map(([term, value]) => [h('dt', {}, term), h('dd', {}, value)]),
      ),
      bar,
    );
  }

  clear() {
    replaceChildren(this.container);
  }
}

export default {
  ...entry('alphabeta'),
  colorWords: { ...TREE_COLOR_WORDS, black: 'finished: its value, or a bound where a cut-off left it' },
  edgeWords: { ...TREE_EDGE_WORDS, pruned: 'dashed, grey: cut off (pruned), never visited' },
  programTitle: 'Alpha-beta (α-β pruning), walked with a stack',
  program: PROGRAM,
  applies(info) {
    if (!info.cycle) return null;
    return {
      reason: `Alpha-beta searches a finite tree, and ${cycleWords(info.cycle.names, info.cycle.length)}: the game is not a finite tree, a play can go on for ever.`,
      instead: 'retrograde',
    };
  },
  open(game, options) {
    return new TreeRun(game, 'alphabeta', options?.order ?? 'given');
  },
  lines,
  sentence,
  panels: [
    { title: 'Path', note: '(deepest first)', make: (container) => new PathPanel(container) },
    { title: 'Leaves evaluated', make: (container) => new LeavesPanel(container) },
  ],
  counts: (run, frame) => run.counts(frame),
  claims: (run) => run.claims(true),
};
