// DFS-VISIT (CLRS ch. 22) with the minimax value rule, the lines the current event executes
// highlighted. Lines are named; their numbers on the page follow from their order.

import { h, replaceChildren } from './dom.js';
import { MOVER } from './codes.js';

/** [name, text, indent] per line, in the order shown (numbered from 1 on the page). */
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

/** [text, indent] per line. */
const LINES = PROGRAM.map(([, text, indent]) => [text, indent]);
/** A line's number on the page, by name. */
const LINE = Object.fromEntries(PROGRAM.map(([name], i) => [name, i + 1]));
const lines = (...names) => names.map((name) => LINE[name]);

/** What each edge kind runs, after the loop line. */
const EDGE_LINES = { tree: ['ifWhite', 'recurse'], black: ['ifBlack', 'reuse'], back: ['ifGray', 'cycle'] };

/** 1-based line numbers run by an event. */
export function linesFor(explorer, event) {
  if (!event) return lines('visit');
  switch (event.kind) {
    case 'discover':
      return lines('visit', 'discover');
    case 'edge':
      return lines('loop', ...(EDGE_LINES[event.edge] ?? EDGE_LINES.back));
    default: {
      const v = event.position;
      if (explorer.isEnd[v]) return lines('end', 'finish');
      return explorer.movers[v] === MOVER.paul ? lines('ifPaul', 'max', 'finish') : lines('ifCarole', 'min', 'finish');
    }
  }
}

export class Pseudocode {
  constructor(container) {
    this.items = LINES.map(([text, indent], i) =>
      h('li', { class: `indent-${indent}`, 'data-line': i + 1 }, h('code', {}, text)),
    );
    replaceChildren(container, h('ol', { class: 'code' }, this.items));
    this.lit = [];
  }

  highlight(lines) {
    for (const item of this.lit) item.classList.remove('lit');
    this.lit = lines.map((n) => this.items[n - 1]);
    for (const item of this.lit) item.classList.add('lit');
  }
}
