// Choosing what to explore: a built-in game (from the core's preset registry) with its
// parameters editable, one of the quick picks the issue names, or a custom game.

import { h, replaceChildren } from './dom.js';

/** One-click starting points (ids and parameters of the core's registry). */
export const QUICK_PICKS = [
  { label: 'Nim 1,2,3', game: 'nim', params: [['piles', '1,2,3']] },
  { label: 'Nim 1,1', game: 'nim', params: [['piles', '1,1']] },
  { label: 'Nim 3,5,7', game: 'nim', params: [['piles', '3,5,7']] },
  { label: 'Sequence n=3', game: 'sequence', params: [['n', '3'], ['seed', '1']] },
  { label: 'Sequence n=4', game: 'sequence', params: [['n', '4'], ['seed', '1']] },
  { label: 'Sequence n=5', game: 'sequence', params: [['n', '5'], ['seed', '1']] },
  { label: 'Tic-tac-toe mid-game', game: 'tictactoe', params: [['board', 'XO.OX....']] },
];
const CUSTOM = 'custom';
const PARAM_PAUSE_MS = 500;

export class Chooser {
  /** presets: the registry's list; onChoose(view) with view {game, params, text?}. */
  constructor({ select, form, picks, description }, presets, onChoose) {
    this.select = select;
    this.form = form;
    this.description = description;
    this.presets = presets;
    this.onChoose = onChoose;
    this.timer = 0;

    replaceChildren(
      select,
      presets.map((p) => h('option', { value: p.id }, p.title)),
      h('option', { value: CUSTOM }, 'Custom game (type your own)'),
    );
    select.addEventListener('change', () => {
      const game = select.value;
      const view = game === CUSTOM ? { game, params: [] } : { game, params: this.defaults(game) };
      this.onChoose(view);
    });
    const known = new Set(presets.map((p) => p.id));
    replaceChildren(
      picks,
      QUICK_PICKS.filter((pick) => known.has(pick.game)).map((pick) =>
        h('button', { type: 'button', class: 'chip', onclick: () => this.onChoose({ game: pick.game, params: pick.params }) }, pick.label),
      ),
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.submit();
    });
  }

  defaults(id) {
    return this.presets.find((p) => p.id === id).params.map((p) => [p.name, p.default]);
  }

  /** Reflects a view: the selected game and its parameter fields. */
  show(view) {
    this.select.value = view.game;
    const preset = this.presets.find((p) => p.id === view.game);
    if (!preset) {
      this.shownGame = null;
      replaceChildren(this.form);
      this.description.textContent = 'Type a game in the text format: one position per line.';
      return;
    }
    this.description.textContent = preset.description;
    const values = new Map(view.params);
    // Same game: update the fields in place, so typing in one keeps its focus.
    if (this.shownGame === view.game) {
      for (const input of this.form.querySelectorAll('input')) {
        if (input !== document.activeElement && values.has(input.name)) input.value = values.get(input.name);
      }
      return;
    }
    this.shownGame = view.game;
    const fields = preset.params.map((param) => {
      const id = `param-${param.name}`;
      const input = h('input', {
        id,
        name: param.name,
        value: values.get(param.name) ?? param.default,
        autocomplete: 'off',
        spellcheck: 'false',
        'aria-describedby': `${id}-help`,
      });
      input.addEventListener('input', () => {
        clearTimeout(this.timer);
        this.timer = setTimeout(() => this.submit(), PARAM_PAUSE_MS);
      });
      return h(
        'div',
        { class: 'field' },
        h('label', { for: id }, param.name),
        input,
        h('small', { id: `${id}-help`, class: 'muted' }, param.help),
      );
    });
    replaceChildren(this.form, fields);
  }

  /** Marks the parameter a preset error names (or none). */
  markParam(name) {
    for (const input of this.form.querySelectorAll('input')) {
      input.setAttribute('aria-invalid', input.name === name ? 'true' : 'false');
    }
  }

  submit() {
    clearTimeout(this.timer);
    const params = [...this.form.querySelectorAll('input')].map((input) => [input.name, input.value.trim()]);
    this.onChoose({ game: this.select.value, params });
  }
}
