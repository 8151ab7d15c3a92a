// "Find a position": a text field over the drawing. Typing a name offers the drawn positions'
// names that contain it (a datalist of at most SUGGESTIONS); Enter or picking one centres the
// drawing on that position and makes it the focus (data-focus="true") until the next step, and
// the board card shows its board. A name that is no position's gets a sentence saying so. The
// status line beside the field also tells what a position is (name, mover, value, outcome) while
// the pointer or the keyboard focus is on one, in any drawing.

import { h, replaceChildren } from '../core/index.js';
import { elementWords } from '../drawing/index.js';

/** Names offered as the user types, at most. */
export const SUGGESTIONS = 20;

/**
 * Up to `limit` names of `names` containing `typed` (case-insensitive): those starting with it
 * first, each group in id order.
 */
export function suggest(names, typed, limit = SUGGESTIONS) {
  const want = typed.trim().toLowerCase();
  if (!want) return [];
  const starts = [];
  const inside = [];
  for (const name of names) {
    const at = name.toLowerCase().indexOf(want);
    if (at === 0) starts.push(name);
    else if (at > 0 && inside.length < limit) inside.push(name);
    if (starts.length >= limit) break;
  }
  return starts.concat(inside).slice(0, limit);
}

/**
 * The id of the position `typed` names in `names`: the exact name, else the one name equal to it
 * but for case, else the one name containing it; {id} or {error: a sentence}.
 */
export function resolveName(names, typed) {
  const want = typed.trim();
  if (!want) return { error: 'Type the name of a position to find it.' };
  const exact = names.indexOf(want);
  if (exact >= 0) return { id: exact };
  const lower = want.toLowerCase();
  const near = [];
  for (let v = 0; v < names.length && near.length < 2; v++) if (names[v].toLowerCase() === lower) near.push(v);
  if (near.length === 1) return { id: near[0] };
  const containing = suggest(names, want, 2);
  if (containing.length === 1) return { id: names.indexOf(containing[0]) };
  const example = names.length ? ` (names look like ${names[0]})` : '';
  return containing.length
    ? { error: `Several positions' names contain “${want}”: pick one from the list.` }
    : { error: `No position of this game is called “${want}”${example}.` };
}

export class FindPosition {
  // The constructor's parts (Object.assign), declared for the checker.
  /** @type {HTMLInputElement} */ input;
  /** @type {HTMLElement} */ list;
  /** @type {HTMLElement} */ line;
  /** @type {{ names: () => string[] | null, find: (id: number) => string | null }} */ page;

  /**
   * input: the text field; list: its datalist; line: the status line; graph: the drawing's box.
   * page: {names() → the drawn game's names or null, find(id) → whether the drawing shows it}.
   */
  constructor({ input, list, line, graph }, page) {
    Object.assign(this, { input, list, line, page });
    input.addEventListener('input', () => this.offer());
    input.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      this.find();
    });
    // Picking a suggestion from the list ends as a change of the field's value.
    input.addEventListener('change', () => {
      if (this.page.names()?.includes(input.value)) this.find();
    });
    const tell = (event) => {
      const node = /** @type {HTMLElement} */ (event.target).closest?.('[data-position]');
      if (node instanceof HTMLElement || node instanceof SVGElement) this.say(elementWords(node));
    };
    graph.addEventListener('pointerover', tell);
    graph.addEventListener('focusin', tell);
    graph.addEventListener('position-words', (event) => {
      const words = /** @type {CustomEvent} */ (event).detail;
      if (words) this.say(words);
    });
  }

  /** The datalist offers the names containing what is typed. */
  offer() {
    const names = this.page.names() ?? [];
    replaceChildren(
      this.list,
      suggest(names, this.input.value).map((name) => h('option', { value: name })),
    );
  }

  /** Finds the position typed: the drawing centres it, or the line says why not. */
  find() {
    const names = this.page.names();
    if (!names) return this.say('There is no drawing to find a position in yet.');
    const found = resolveName(names, this.input.value);
    if ('error' in found) return this.say(found.error);
    this.input.value = names[found.id];
    const shown = this.page.find(found.id);
    this.say(shown ? `Found ${shown}.` : `${names[found.id]} is not in the drawing shown.`);
  }

  say(text) {
    this.line.textContent = text;
    // The line is cut to its width on screen: the whole of it on hover.
    this.line.title = text;
  }
}
