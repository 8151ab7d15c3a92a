// DFS-VISIT with seed 000's value rule, the lines the current event executes highlighted.

import { h, replaceChildren } from './dom.js';

/** [text, indent] per line; numbered from 1 on the page. */
export const LINES = [
  ['DFS-VISIT(u)', 0],
  ['color[u] ← GRAY;  d[u] ← ++time', 1],
  ['for each w in Adj[u]', 1],
  ['if color[w] = WHITE', 2],
  ['DFS-VISIT(w)        ▹ tree edge', 3],
  ['else if color[w] = BLACK', 2],
  ['reuse VALUE[w]      ▹ known', 3],
  ['else                ▹ w is GRAY', 2],
  ['cycle: not a DAG, stop', 3],
  ['if Adj[u] is empty: VALUE[u] is given', 1],
  ['else if MOVE[u] = Paul', 1],
  ['VALUE[u] ← max of VALUE[Adj[u]]', 2],
  ['else                ▹ Carole', 1],
  ['VALUE[u] ← min of VALUE[Adj[u]]', 2],
  ['color[u] ← BLACK;  f[u] ← ++time', 1],
];

/** 1-based line numbers run by an event. */
export function linesFor(explorer, event) {
  if (!event) return [1];
  switch (event.kind) {
    case 'discover':
      return [1, 2];
    case 'edge':
      return event.edge === 'tree' ? [3, 4, 5] : event.edge === 'black' ? [3, 6, 7] : [3, 8, 9];
    default: {
      const v = event.position;
      if (explorer.isEnd[v]) return [10, 15];
      return explorer.movers[v] === 0 ? [11, 12, 15] : [13, 14, 15];
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
