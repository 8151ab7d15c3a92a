// An algorithm's pseudocode, the lines the current event executes highlighted. A program is a
// list of [key, text, indent] lines; the page numbers them by their order, and an algorithm
// names the lines it runs by key (never by number), so editing a program moves no highlight.

import { h, replaceChildren } from '../core/index.js';

export class Pseudocode {
  constructor(container) {
    this.container = container;
    this.program = null;
    this.lit = [];
  }

  /** Shows `program` ([key, text, indent] per line); nothing to do if it is shown already. */
  load(program) {
    if (program === this.program) return;
    this.program = program;
    this.items = new Map(
      program.map(([key, text, indent], i) => [
        key,
        h('li', { class: `indent-${indent}`, 'data-line': i + 1, 'data-key': key }, h('code', {}, ...withAside(text))),
      ]),
    );
    replaceChildren(this.container, h('ol', { class: 'code' }, [...this.items.values()]));
    this.lit = [];
  }

  /** Highlights the lines named by `keys` (unknown keys are ignored). */
  highlight(keys) {
    for (const item of this.lit) item.classList.remove('lit');
    this.lit = keys.map((key) => this.items?.get(key)).filter(Boolean);
    for (const item of this.lit) item.classList.add('lit');
  }
}

/** A line's text and its comment after ▹ (a note, or the source's own words), the comment set in
 * a muted span so the line's code reads first. */
function withAside(text) {
  const at = text.indexOf('▹');
  return at < 0 ? [text] : [text.slice(0, at), h('span', { class: 'code-aside' }, text.slice(at))];
}
