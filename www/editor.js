// The custom-game editor: a textarea in the game's text format, a gutter with line numbers that
// marks each line with an error, and the list of errors. What the user types is kept in local
// storage (and, by main.js, in the link), so it is never lost.

import { h, replaceChildren } from './dom.js';

const STORAGE_KEY = 'gamegraph.custom-text';
// What the user had typed before an example or a built-in game's text replaced it.
const PREVIOUS_KEY = 'gamegraph.custom-text.previous';
const RESTORE = 'previous';
const TYPING_PAUSE_MS = 250;
/** Beyond this many lines the gutter stops numbering (the error list still names every line). */
const MAX_GUTTER_LINES = 20000;

export const EXAMPLES = [
  {
    title: 'Nim with piles 1,1',
    text: `# Nim with piles 1,1, Paul to move. Whoever cannot move loses:
# Paul stuck at P00 pays 1 (VALUE -1).
start P11
P11 max : C01 C10
C01 min : P00
C10 min : P00
P00 = -1
`,
  },
  {
    title: 'A DAG where a value is reused',
    text: `# D is reached from B and from C: the second time it is already black,
# so DFS reuses its value instead of exploring it again.
A max : B C
B min : E D
C min : D F
D = -2
E = 3
F = 5
`,
  },
  {
    title: 'A cycle (needs retrograde analysis)',
    text: `# B and C can move back and forth forever: an infinite play is a draw (0).
A max : B Win
B min : C Lose
C max : B Lose
Win = 1
Lose = -1
`,
  },
  {
    title: 'Paul moves, then Carole',
    text: `# Paul (max) moves first, then Carole (min); end positions pay Paul.
s paul : a b
a carole : c d
b carole : d e
c = 3
d = -1
e = 2
`,
  },
];

export class Editor {
  /** onChange(text) is called after the user pauses typing. */
  constructor({ textarea, gutter, errors, examples }, onChange) {
    this.textarea = textarea;
    this.gutter = gutter;
    this.errorList = errors;
    this.onChange = onChange;
    this.timer = 0;
    this.lineCount = 0;
    this.marked = new Map();

    this.examples = examples;
    this.previous = readStorage(PREVIOUS_KEY);
    this.renderExamples();
    examples.addEventListener('change', () => {
      const choice = examples.value;
      examples.value = '';
      if (choice === RESTORE && this.previous != null) this.replace(this.previous, true);
      else if (choice !== '' && EXAMPLES[Number(choice)]) this.replace(EXAMPLES[Number(choice)].text, true);
    });
    textarea.addEventListener('input', () => {
      this.store();
      this.renumber();
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.onChange(this.textarea.value), TYPING_PAUSE_MS);
    });
    textarea.addEventListener('scroll', () => {
      this.gutter.scrollTop = this.textarea.scrollTop;
    });
  }

  /** The text kept from the last visit, or the first example. */
  static savedText() {
    try {
      return localStorage.getItem(STORAGE_KEY) ?? EXAMPLES[0].text;
    } catch {
      return EXAMPLES[0].text;
    }
  }

  get text() {
    return this.textarea.value;
  }

  /** The examples menu, with "Restore my previous text" when there is one. */
  renderExamples() {
    replaceChildren(
      this.examples,
      h('option', { value: '' }, 'Load an example…'),
      EXAMPLES.map((example, i) => h('option', { value: String(i) }, example.title)),
      this.previous != null ? h('option', { value: RESTORE }, 'Restore my previous text') : null,
    );
  }

  /** Shows a text in place of the current one. What the user had typed (not an example, not
   * empty) is kept first, so it can be restored from the examples menu: nothing typed is lost. */
  replace(text, notify = false) {
    const current = this.textarea.value;
    if (current.trim() && current !== text && !EXAMPLES.some((example) => example.text === current)) {
      this.previous = current;
      try {
        localStorage.setItem(PREVIOUS_KEY, current);
      } catch {
        // Storage full or disabled: the previous text stays restorable until the page closes.
      }
      this.renderExamples();
    }
    this.setText(text, notify);
  }

  /** Shows a text; with notify, as if typed (parsed and stored). */
  setText(text, notify = false) {
    if (this.textarea.value !== text) this.textarea.value = text;
    this.renumber();
    if (notify) {
      this.store();
      this.onChange(text);
    }
  }

  store() {
    try {
      localStorage.setItem(STORAGE_KEY, this.textarea.value);
    } catch {
      // Storage full or disabled: the link still carries the text.
    }
  }

  renumber() {
    const lines = Math.min(MAX_GUTTER_LINES, this.textarea.value.split('\n').length);
    if (lines === this.lineCount) return;
    const numbers = [];
    for (let i = 1; i <= lines; i++) numbers.push(h('div', { 'data-line': i }, String(i)));
    replaceChildren(this.gutter, numbers);
    this.lineCount = lines;
    this.marked.clear();
  }

  /** Marks errors: [{line, column, message}] (empty: the text is a valid game). */
  showErrors(errors, more = 0) {
    for (const element of this.marked.values()) {
      element.classList.remove('error');
      element.removeAttribute('title');
    }
    this.marked.clear();
    for (const error of errors) {
      const element = this.gutter.children[error.line - 1];
      if (!element) continue;
      element.classList.add('error');
      element.title = error.message;
      this.marked.set(error.line, element);
    }
    this.textarea.setAttribute('aria-invalid', errors.length > 0 ? 'true' : 'false');
    if (errors.length === 0) {
      replaceChildren(this.errorList);
      this.errorList.hidden = true;
      return;
    }
    this.errorList.hidden = false;
    replaceChildren(
      this.errorList,
      errors.map((error) =>
        h(
          'li',
          { 'data-line': error.line },
          h('button', { type: 'button', class: 'link', onclick: () => this.goToLine(error.line) }, `line ${error.line}`),
          `, column ${error.column}: ${error.message}`,
        ),
      ),
      more > 0 ? h('li', {}, `… and ${more} more errors`) : null,
    );
  }

  /** Selects a line of the text. */
  goToLine(line) {
    const lines = this.textarea.value.split('\n');
    let start = 0;
    for (let i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
    this.textarea.focus();
    this.textarea.setSelectionRange(start, start + (lines[line - 1]?.length ?? 0));
  }
}

function readStorage(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
