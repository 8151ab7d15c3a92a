//! Draw mode's inspector: the fields of what is selected in the drawing. For a position: its
//! name, who moves there (Paul = max, Carole = min, or nobody: an end position), an end
//! position's VALUE (what Carole pays Paul), "Make it the start", "Delete position"; for a move:
//! "Delete move". It only reports the user's choices (handlers); mode.js edits the model.

import { h, replaceChildren } from '../core/index.js';
import { byIdOf } from './drawing-model.js';

const KIND_OPTIONS = [
  ['max', 'Paul (max)'],
  ['min', 'Carole (min)'],
  ['end', 'nobody: an end position'],
];

export class Inspector {
  /** handlers: {rename(id, name), kind(id, kind), value(id, value), start(id), remove()}. */
  constructor(container, handlers) {
    this.container = container;
    this.handlers = handlers;
  }

  /** Shows the fields of `selected` ({id} or {from, index} or null) in `drawing`; `startId` is
   * the start; `message` a sentence about the last change (a refused name or value). */
  show(drawing, selected, startId, message = null) {
    const say = message ? h('p', { class: 'draw-say', role: 'alert' }, message) : null;
    if (selected?.id != null) {
      const p = byIdOf(drawing, selected.id);
      if (p) return replaceChildren(this.container, this.position(p, p.id === startId), say);
    }
    if (selected?.from != null) {
      const from = byIdOf(drawing, selected.from);
      const to = from ? byIdOf(drawing, from.moves[selected.index]) : null;
      if (to) {
        return replaceChildren(
          this.container,
          h('h3', {}, `Move ${from.name} → ${to.name}`),
          h('p', { class: 'muted' }, `${from.name}'s move number ${selected.index + 1}.`),
          h('button', { type: 'button', class: 'button', onclick: () => this.handlers.remove() }, 'Delete move'),
          say,
        );
      }
    }
    replaceChildren(
      this.container,
      h('h3', {}, 'Nothing selected'),
      h('p', { class: 'muted' }, 'Click a position or a move to change it here.'),
      say,
    );
  }

  position(p, isStart) {
    const name = h('input', {
      id: 'draw-name',
      type: 'text',
      value: p.name,
      autocomplete: 'off',
      spellcheck: 'false',
      'aria-describedby': 'draw-name-help',
    });
    name.addEventListener('change', () => this.handlers.rename(p.id, name.value.trim()));
    const kind = h(
      'select',
      { id: 'draw-kind' },
      KIND_OPTIONS.map(([value, words]) => h('option', { value }, words)),
      p.kind == null ? h('option', { value: '' }, 'not set yet') : null,
    );
    kind.value = p.kind ?? '';
    kind.addEventListener('change', () => {
      if (kind.value) this.handlers.kind(p.id, kind.value);
    });
    let value = null;
    if (p.kind === 'end') {
      value = h('input', {
        id: 'draw-value',
        type: 'text',
        inputmode: 'decimal',
        value: p.value ?? '0',
        autocomplete: 'off',
        'aria-describedby': 'draw-value-help',
      });
      value.addEventListener('change', () => this.handlers.value(p.id, value.value));
    }
    return [
      h('h3', {}, `Position ${p.name}`),
      h(
        'div',
        { class: 'draw-field' },
        h('label', { for: 'draw-name' }, 'Position name'),
        name,
        h('span', { id: 'draw-name-help', class: 'muted' }, 'no spaces, #, : or ='),
      ),
      h('div', { class: 'draw-field' }, h('label', { for: 'draw-kind' }, 'Who moves'), kind),
      p.kind === 'max' || p.kind === 'min'
        ? h(
            'p',
            { class: 'muted' },
            p.kind === 'max'
              ? 'Paul picks the move with the largest value.'
              : 'Carole picks the move with the smallest value.',
          )
        : null,
      value
        ? h(
            'div',
            { class: 'draw-field' },
            h('label', { for: 'draw-value' }, 'End value'),
            value,
            h(
              'span',
              { id: 'draw-value-help', class: 'muted' },
              'what Carole pays Paul: above 0 Paul wins, below 0 Carole wins, 0 a draw',
            ),
          )
        : null,
      h(
        'div',
        { class: 'draw-buttons' },
        h(
          'button',
          { type: 'button', class: 'button', disabled: isStart, onclick: () => this.handlers.start(p.id) },
          isStart ? 'This is the start' : 'Make it the start',
        ),
        h('button', { type: 'button', class: 'button', onclick: () => this.handlers.remove() }, 'Delete position'),
      ),
    ];
  }
}
