// Beside the graph: the DFS stack (with each frame's running max/min) and the discovery and
// finish times, redrawn once per frame.

import { h, replaceChildren } from './dom.js';
import { showValue } from './numbers.js';

const PLAYER_RULE = ['max', 'min'];
const MAX_TIME_ROWS = 400;

export class StackPanel {
  constructor(container) {
    this.container = container;
  }

  render(explorer, frame) {
    const { stack, partial } = frame;
    if (stack.length === 0) {
      replaceChildren(this.container, h('p', { class: 'muted' }, frame.step === 0 ? 'empty: nothing visited yet' : 'empty: every visit is finished'));
      return;
    }
    const items = [];
    for (let i = stack.length - 1; i >= 0; i--) {
      const v = stack[i];
      const rule = explorer.isEnd[v] ? 'end' : `${PLAYER_RULE[explorer.movers[v]]} so far ${showValue(partial[i])}`;
      items.push(
        h('li', { class: i === stack.length - 1 ? 'top' : '' }, h('span', { class: 'stack-name' }, explorer.names[v]), h('span', { class: 'muted' }, rule)),
      );
    }
    replaceChildren(this.container, h('ol', { class: 'stack', 'aria-label': 'DFS stack, top first' }, items));
  }
}

export class TimesPanel {
  constructor(container) {
    this.container = container;
  }

  render(explorer, frame) {
    const { discovered, finished, values } = frame;
    const seen = [];
    for (let v = 0; v < discovered.length; v++) if (discovered[v] > 0) seen.push(v);
    seen.sort((a, b) => discovered[a] - discovered[b]);
    if (seen.length === 0) {
      replaceChildren(this.container, h('p', { class: 'muted' }, 'no position discovered yet'));
      return;
    }
    const rows = seen.slice(0, MAX_TIME_ROWS).map((v) =>
      h(
        'tr',
        { class: v === frame.current ? 'current' : '' },
        h('th', { scope: 'row' }, explorer.names[v]),
        h('td', {}, String(discovered[v])),
        h('td', {}, finished[v] ? String(finished[v]) : '–'),
        h('td', {}, showValue(values[v]) || '?'),
      ),
    );
    const more = seen.length > MAX_TIME_ROWS ? h('p', { class: 'muted' }, `… and ${seen.length - MAX_TIME_ROWS} more`) : null;
    replaceChildren(
      this.container,
      h(
        'table',
        { class: 'times' },
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'position'), h('th', { scope: 'col', title: 'discovery time' }, 'd'), h('th', { scope: 'col', title: 'finish time' }, 'f'), h('th', { scope: 'col' }, 'value'))),
        h('tbody', {}, rows),
      ),
      more,
    );
  }
}
