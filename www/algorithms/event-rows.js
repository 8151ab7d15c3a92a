// What the graph algorithms' side panels and compare table share: a table with one row per event
// of one kind (retrograde's labels, the attractor's joins), each row made and shown as the steps
// reach it, and the counting of moves examined and positions visited up to a step.

import { h, replaceChildren } from '../core/index.js';

/** Most rows a panel lists: a long trace keeps its first ones (the table is for reading). */
export const MAX_EVENT_ROWS = 400;

/**
 * A table of the events of one kind, in the order they happened.
 * spec: {kind, empty (text while there is none), columns: [{label, title?}], cells(run, event) →
 * [the first column's text, the other cells' texts…]}.
 */
export class EventRowsPanel {
  constructor(container, spec) {
    this.container = container;
    this.spec = spec;
    this.run = null;
  }

  clear() {
    this.run = null;
    replaceChildren(this.container);
  }

  load(run) {
    const { kind, empty, columns } = this.spec;
    this.run = run;
    // before[k]: how many events of the kind come before step k.
    this.before = new Uint32Array(run.steps + 1);
    /** The events listed (the first MAX_EVENT_ROWS of the kind); their rows are made as the steps
     * reach them, so that opening a big game does not build hundreds of rows in one task. */
    this.listed = [];
    run.events.forEach((event, i) => {
      this.before[i + 1] = this.before[i] + (event.kind === kind ? 1 : 0);
      if (event.kind === kind && this.listed.length < MAX_EVENT_ROWS) this.listed.push(event);
    });
    this.rows = [];
    this.shown = 0;
    this.empty = h('p', { class: 'muted' }, empty);
    this.body = h('tbody', {});
    const head = columns.map(({ label, title }) => h('th', { scope: 'col', title }, label));
    replaceChildren(
      this.container,
      this.empty,
      h('table', { class: 'times' }, h('thead', {}, h('tr', {}, head)), this.body),
    );
  }

  /** The rows of the first `count` events listed made (hidden), those not made yet. */
  makeRows(count) {
    const made = [];
    while (this.rows.length < count) {
      const [head, ...rest] = this.spec.cells(this.run, this.listed[this.rows.length]);
      const row = h(
        'tr',
        { hidden: true },
        h('th', { scope: 'row' }, head),
        rest.map((text) => h('td', {}, text)),
      );
      this.rows.push(row);
      made.push(row);
    }
    if (made.length) this.body.append(...made);
  }

  render(run, frame) {
    if (run !== this.run) this.load(run);
    const shown = Math.min(this.listed.length, this.before[frame.step]);
    this.makeRows(shown);
    for (let i = Math.min(shown, this.shown); i < Math.max(shown, this.shown); i++) this.rows[i].hidden = i >= shown;
    this.shown = shown;
    this.empty.hidden = shown > 0;
  }
}

/**
 * The compare table's counts up to a frame: moves examined and positions visited, each an
 * event (index i) the algorithm says counts as one.
 */
export function countSteps(run, frame, isMove, isVisit) {
  let moves = 0;
  let visited = 0;
  for (let i = 0; i < frame.step; i++) {
    if (isMove(i)) moves += 1;
    if (isVisit(i)) visited += 1;
  }
  return { moves, visited, leaves: null };
}
