// DFS minimax (CLRS ch. 22, DFS-VISIT with the minimax value rule): the registry's module for
// the depth-first explorer. See ./index.js for the interface every algorithm module follows.

import { Explorer } from './dfs-explorer.js';
import { StackPanel, TimesPanel } from './dfs-panels.js';
import {
  cycleWords,
  MOVER,
  MOVER_NAMES as PLAYER,
  MOVER_RULES as RULE,
  outcomeWords,
  showValue,
  nameWord,
} from '../core/index.js';
import { countSteps } from './event-rows.js';
import { entry } from './catalog.js';
import { readEventsInTasks } from '../engine/index.js';

const MAX_LISTED_VALUES = 6;

/** [key, text, indent] per line, in the order shown (numbered from 1 on the page). */
const PROGRAM = [
  ['visit', 'DFS-VISIT(u)', 0],
  ['discover', 'color[u] ← GRAY;  d[u] ← ++time', 1],
  ['loop', 'for each w in Adj[u]', 1],
  ['ifWhite', 'if color[w] = WHITE', 2],
  ['recurse', 'DFS-VISIT(w)        ▹ tree edge', 3],
  ['ifBlack', 'else if color[w] = BLACK', 2],
  ['reuse', 'reuse VALUE[w]      ▹ known', 3],
  ['ifGray', 'else                ▹ w is GRAY', 2],
  ['cycle', 'cycle: not a DAG, stop', 3],
  ['end', 'if Adj[u] is empty: VALUE[u] is given', 1],
  ['ifPaul', 'else if MOVE[u] = Paul', 1],
  ['max', 'VALUE[u] ← max of VALUE[Adj[u]]', 2],
  ['ifCarole', 'else                ▹ Carole', 1],
  ['min', 'VALUE[u] ← min of VALUE[Adj[u]]', 2],
  ['finish', 'color[u] ← BLACK;  f[u] ← ++time', 1],
];

/** What each edge kind runs, after the loop line. */
const EDGE_LINES = { tree: ['ifWhite', 'recurse'], black: ['ifBlack', 'reuse'], back: ['ifGray', 'cycle'] };

/** The pseudocode lines (keys) an event runs. */
export function lines(run, event) {
  if (!event) return ['visit'];
  switch (event.kind) {
    case 'discover':
      return ['visit', 'discover'];
    case 'edge':
      return ['loop', ...(EDGE_LINES[event.edge] ?? EDGE_LINES.back)];
    default: {
      const v = event.position;
      if (run.isEnd[v]) return ['end', 'finish'];
      return run.movers[v] === MOVER.paul ? ['ifPaul', 'max', 'finish'] : ['ifCarole', 'min', 'finish'];
    }
  }
}

/** The sentence for a frame of a DFS run: what the last event did and why. */
export function sentence(run, frame) {
  const { names } = run;
  const event = frame.event;
  const name = (v) => nameWord(names[v]);
  if (!event) {
    return `Step 0: nothing is visited yet. DFS-VISIT starts from ${name(run.start)}; press Step forward (→).`;
  }
  if (event.kind === 'discover') {
    const v = event.position;
    if (run.isEnd[v]) {
      return `${name(v)} turns gray (discovered at time ${event.time}): an end position, its VALUE ${showValue(run.endValues[v])} is given.`;
    }
    const mover = run.movers[v];
    return `${name(v)} turns gray (discovered at time ${event.time}): ${PLAYER[mover]} moves here, so its value will be the ${RULE[mover]} of its successors.`;
  }
  if (event.kind === 'edge') {
    const from = name(event.from);
    const to = name(event.to);
    if (event.edge === 'tree') return `Edge ${from} → ${to}: ${to} is white, so DFS visits it next (tree edge).`;
    if (event.edge === 'black') {
      return `Edge ${from} → ${to}: ${to} is already black, its value ${showValue(frame.values[event.to])} is reused.`;
    }
    return `Edge ${from} → ${to}: ${to} is gray (still on the stack), so the graph has a cycle: DFS minimax needs a DAG.`;
  }
  // finish
  const v = event.position;
  const done = frame.step === run.steps && v === run.start;
  let text;
  if (run.isEnd[v]) {
    text = `${name(v)} turns black (finished at time ${event.time}): an end position, VALUE = ${showValue(event.value)}.`;
  } else {
    const successorValues = run.successors(v).map((w) => showValue(frame.values[w]));
    const shown =
      successorValues.length > MAX_LISTED_VALUES
        ? `${successorValues.slice(0, MAX_LISTED_VALUES).join(', ')}, … ${successorValues.length} values`
        : successorValues.join(', ');
    const best = event.best == null ? '' : `; best move ${name(v)} → ${name(event.best)}`;
    text = `${name(v)} turns black (finished at time ${event.time}): value = ${RULE[run.movers[v]]}(${shown}) = ${showValue(event.value)}${best}.`;
  }
  if (done) text += ` Done: the game's value is ${showValue(event.value)}, ${outcomeWords(event.value)}.`;
  return text;
}

export default {
  ...entry('dfs'),
  programTitle: 'DFS-VISIT with values',
  program: PROGRAM,
  applies(info) {
    if (!info.cycle) return null;
    return {
      reason: `DFS minimax (CLRS ch. 22) needs every successor finished before a position, and ${cycleWords(info.cycle.names, info.cycle.length)}: play can come back to where it was.`,
      instead: 'retrograde',
    };
  },
  open(game) {
    const solution = game.solve('dfs');
    try {
      return new Explorer(game, game.trace('dfs'), solution);
    } finally {
      solution.free();
    }
  },
  async openInTasks(game) {
    const trace = game.trace('dfs');
    const events = await readEventsInTasks(trace);
    const solution = game.solve('dfs');
    try {
      return new Explorer(game, trace, solution, events);
    } finally {
      solution.free();
    }
  },
  lines: (run, frame) => lines(run, frame.event),
  sentence,
  panels: [
    { title: 'Stack', note: '(top first)', make: (container) => new StackPanel(container) },
    { title: 'Times and values', make: (container) => new TimesPanel(container) },
  ],
  /** The counts of the compare table at a frame. */
  counts: (run, frame) =>
    countSteps(
      run,
      frame,
      (i) => run.events[i].kind === 'edge',
      (i) => run.events[i].kind === 'discover',
    ),
  claims(run) {
    const { values } = run.frameAt(run.steps);
    const map = new Map();
    values.forEach((value, v) => {
      if (!Number.isNaN(value)) map.set(run.names[v], value);
    });
    return { values: map };
  },
};
