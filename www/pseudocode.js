// DFS-VISIT with seed 000's value rule, the lines the current event executes highlighted.

import { h, replaceChildren } from './dom.js';

/** [text, indent] per line; numbered from 1 on the page. */
export const LINES = [
  ['DFS-VISIT(u)', 0],
  ['time ← time + 1;  d[u] ← time;  color[u] ← GRAY', 1],
  ['for each w in Adj[u]', 1],
  ['if color[w] = WHITE:  DFS-VISIT(w)        ▹ tree edge', 2],
  ['if color[w] = BLACK:  reuse VALUE[w]     ▹ no new visit', 2],
  ['if color[w] = GRAY:   cycle — stop      ▹ back edge', 2],
  ['if Adj[u] is empty:  VALUE[u] is given      ▹ end position', 1],
  ['else if MOVE[u] = Paul:  VALUE[u] ← max of VALUE[w], w in Adj[u]', 1],
  ['else (Carole):  VALUE[u] ← min of VALUE[w], w in Adj[u]', 1],
  ['color[u] ← BLACK;  time ← time + 1;  f[u] ← time', 1],
];

/** 1-based line numbers run by an event. */
export function linesFor(explorer, event) {
  if (!event) return [1];
  switch (event.kind) {
    case 'discover':
      return [1, 2];
    case 'edge':
      return event.edge === 'tree' ? [3, 4] : event.edge === 'black' ? [3, 5] : [3, 6];
    default: {
      const v = event.position;
      if (explorer.isEnd[v]) return [7, 10];
      return [explorer.movers[v] === 0 ? 8 : 9, 10];
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
