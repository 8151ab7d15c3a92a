// DFS minimax's state panels (algorithms/dfs.js), beside the graph: the DFS stack (with each
// frame's running max/min) and the discovery and finish times, redrawn once per frame.

import { h, MOVER_RULES, replaceChildren, showValue } from '../core/index.js';

const MAX_TIME_ROWS = 400;

export class StackPanel {
  constructor(container) {
    this.container = container;
    this.list = null;
  }

  clear() {
    this.list = null;
    replaceChildren(this.container);
  }

  /** The stack, top first: a step pushes or pops one item, so only the items that changed are
   * touched (the whole list rebuilt per step was a large part of a step's work in a big game). */
  render(explorer, frame) {
    const { stack, partial } = frame;
    if (stack.length === 0) {
      this.list = null;
      replaceChildren(
        this.container,
        h('p', { class: 'muted' }, frame.step === 0 ? 'empty: nothing visited yet' : 'empty: every visit is finished'),
      );
      return;
    }
    if (!this.list || this.explorer !== explorer) {
      this.explorer = explorer;
      this.list = h('ol', { class: 'stack', 'aria-label': 'DFS stack, top first' });
      // By depth, the bottom first (the list shows the top first).
      this.items = [];
      replaceChildren(this.container, this.list);
    }
    while (this.items.length > stack.length) this.items.pop().li.remove();
    while (this.items.length < stack.length) {
      const item = { name: h('span', { class: 'stack-name' }), rule: h('span', { class: 'muted' }), shown: {} };
      item.li = h('li', {}, item.name, item.rule);
      this.list.prepend(item.li);
      this.items.push(item);
    }
    stack.forEach((v, i) => {
      const item = this.items[i];
      const rule = explorer.isEnd[v] ? 'end' : `${MOVER_RULES[explorer.movers[v]]} so far ${showValue(partial[i])}`;
      const top = i === stack.length - 1 ? 'top' : '';
      if (item.shown.name !== explorer.names[v]) item.name.textContent = item.shown.name = explorer.names[v];
      if (item.shown.rule !== rule) item.rule.textContent = item.shown.rule = rule;
      if (item.shown.top !== top) item.li.className = item.shown.top = top;
    });
  }
}

export class TimesPanel {
  constructor(container) {
    this.container = container;
    this.explorer = null;
  }

  /**
   * One row per position, in discovery order (fixed by the trace), made when first shown and
   * hidden when stepping back: stepping only shows rows and fills cells that changed, never
   * rebuilding the table.
   */
  load(explorer) {
    this.explorer = explorer;
    const order = [];
    for (const event of explorer.events) if (event.kind === 'discover') order.push(event.position);
    this.order = order.slice(0, MAX_TIME_ROWS);
    // discoveredBy[k]: how many positions are discovered after k events.
    this.discoveredBy = new Uint32Array(explorer.steps + 1);
    explorer.events.forEach((event, i) => {
      this.discoveredBy[i + 1] = this.discoveredBy[i] + (event.kind === 'discover' ? 1 : 0);
    });
    // Rows are made as positions are discovered (a big game's 400 rows at once were a long task).
    this.rows = [];
    this.tbody = h('tbody', {});
    this.shown = 0;
    this.current = null;
    this.empty = h('p', { class: 'muted' }, 'no position discovered yet');
    const more =
      order.length > MAX_TIME_ROWS
        ? h('p', { class: 'muted' }, `(the first ${MAX_TIME_ROWS} of ${order.length} positions)`)
        : null;
    replaceChildren(
      this.container,
      this.empty,
      h(
        'table',
        { class: 'times' },
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            h('th', { scope: 'col' }, 'position'),
            h('th', { scope: 'col', title: 'discovery time' }, 'd'),
            h('th', { scope: 'col', title: 'finish time' }, 'f'),
            h('th', { scope: 'col' }, 'value'),
          ),
        ),
        this.tbody,
      ),
      more,
    );
  }

  /** The row of position v, hidden until shown. */
  addRow(explorer, v) {
    const cells = { f: h('td', {}, '–'), value: h('td', {}, '?') };
    const row = h(
      'tr',
      { hidden: true },
      h('th', { scope: 'row' }, explorer.names[v]),
      h('td', {}, ''),
      cells.f,
      cells.value,
    );
    this.rows.push({ v, row, d: row.children[1], ...cells, shownD: -1, finished: 0, shownValue: NaN });
    this.tbody.appendChild(row);
  }

  clear() {
    this.explorer = null;
    replaceChildren(this.container);
  }

  render(explorer, frame) {
    if (explorer !== this.explorer) this.load(explorer);
    const { discovered, finished, values } = frame;
    const shown = Math.min(this.order.length, this.discoveredBy[frame.step]);
    while (this.rows.length < shown) this.addRow(explorer, this.order[this.rows.length]);
    for (let i = Math.min(shown, this.shown); i < Math.max(shown, this.shown); i++)
      this.rows[i].row.hidden = i >= shown;
    this.shown = shown;
    this.empty.hidden = shown > 0;
    for (let i = 0; i < shown; i++) {
      const r = this.rows[i];
      if (r.shownD !== discovered[r.v]) r.d.textContent = String((r.shownD = discovered[r.v]));
      if (finished[r.v] !== r.finished) {
        r.finished = finished[r.v];
        r.f.textContent = r.finished ? String(r.finished) : '–';
      }
      if (!Object.is(values[r.v], r.shownValue)) {
        r.shownValue = values[r.v];
        r.value.textContent = showValue(r.shownValue) || '?';
      }
    }
    const current = this.rows.find((r) => r.v === frame.current) ?? null;
    if (current !== this.current) {
      this.current?.row.classList.remove('current');
      current?.row.classList.add('current');
      this.current = current;
    }
  }
}
