// Choosing what to explore: a built-in game (from the core's preset registry) with its
// parameters editable, one of the quick picks, or a custom game. A parameter with a fixed set of
// values is a <select>; a typed one is applied after a pause, and a rejected value only marks
// its field (the page keeps showing the last good game).

import { h, replaceChildren } from '../core/index.js';

/** One-click starting points (ids and parameters of the core's registry). */
export const QUICK_PICKS = [
  { label: 'Nim 1,2,3', game: 'nim', params: [['piles', '1,2,3']] },
  { label: 'Nim 1,1', game: 'nim', params: [['piles', '1,1']] },
  { label: 'Nim 3,5,7', game: 'nim', params: [['piles', '3,5,7']] },
  {
    label: 'Sequence n=3',
    game: 'sequence',
    params: [
      ['n', '3'],
      ['seed', '1'],
    ],
  },
  {
    label: 'Sequence n=4',
    game: 'sequence',
    params: [
      ['n', '4'],
      ['seed', '1'],
    ],
  },
  {
    label: 'Sequence n=5',
    game: 'sequence',
    params: [
      ['n', '5'],
      ['seed', '1'],
    ],
  },
  { label: 'Tic-tac-toe mid-game', game: 'tictactoe', params: [['board', 'XO.OX....']] },
  // Small, with cycles: the mouse can run round the wall and the cat after it.
  { label: 'Cat and mouse 3×3 (a cycle)', game: 'catmouse', params: [['board', 'M../.#./C.H']] },
];
/** Parameters whose values are a fixed list (the engine's spellings: src/games/params.rs and
 * each game's help line). */
const FIXED_CHOICES = {
  first: ['paul', 'carole'],
  leaves: ['uniform', 'coin', 'normal'],
};
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
        h(
          'button',
          { type: 'button', class: 'chip', onclick: () => this.onChoose({ game: pick.game, params: pick.params }) },
          pick.label,
        ),
      ),
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.submit();
    });
  }

  /** The chooser follows the page store: the game opened, its parameters as the engine read
   * them, and the field a rejected game marks. */
  follow(store) {
    store.subscribe((state, action) => {
      switch (action.type) {
        case 'open':
          // A link or a fallback shows every field as it is (a rejected link leaves nothing behind).
          return this.show(state.view, state.origin === 'link' || state.origin === 'fallback');
        case 'params':
          this.markParam(null);
          return this.show(state.view, action.reset);
        case 'rejected':
          if (state.paramError) return this.markParam(state.paramError.name, state.paramError.message);
          // Not a field's fault: the fields go back to the game shown.
          return this.show(state.view, true);
        case 'failed':
          return this.markParam(state.paramError?.name ?? null);
      }
    });
  }

  defaults(id) {
    return this.presets.find((p) => p.id === id).params.map((p) => [p.name, p.default]);
  }

  /** Reflects a view: the selected game and its parameter fields (`reset`: all of them). */
  show(view, reset = false) {
    this.select.value = view.game;
    const preset = this.presets.find((p) => p.id === view.game);
    if (!preset) {
      this.shownGame = null;
      this.shownValues = null;
      replaceChildren(this.form);
      this.description.textContent = 'Type a game in the text format: one position per line.';
      return;
    }
    this.description.textContent = preset.description;
    const values = new Map(view.params);
    const valueOf = (param) => values.get(param.name) ?? param.default;
    // What the fields then say stands for the game shown: its values, and the text typed in a
    // field with the focus (kept as typed: "1, 2, 4" is the game the engine spells "1,2,4").
    const remember = () => {
      this.shownValues = new Map(
        preset.params.map((param) => [
          param.name,
          new Set([fieldText(param.name, valueOf(param)), this.field(param.name)?.value.trim()]),
        ]),
      );
    };
    // Same game: update the fields in place, so typing in one keeps its focus (unless `reset`:
    // every field then shows what is shown, e.g. after a rejected link).
    if (this.shownGame === view.game) {
      for (const param of preset.params) {
        const field = this.field(param.name);
        if (field && (reset || field !== document.activeElement)) setFieldValue(field, valueOf(param));
      }
      remember();
      return;
    }
    this.shownGame = view.game;
    this.help = new Map(preset.params.map((param) => [param.name, param.help]));
    const fields = preset.params.map((param) => {
      const id = `param-${param.name}`;
      const common = { id, name: param.name, 'aria-describedby': `${id}-help` };
      const choices = FIXED_CHOICES[param.name];
      let field;
      if (choices) {
        field = h(
          'select',
          common,
          choices.map((choice) => h('option', { value: choice }, choice)),
        );
        setFieldValue(field, valueOf(param));
        field.addEventListener('change', () => this.submit());
      } else {
        field = h('input', { ...common, value: valueOf(param), autocomplete: 'off', spellcheck: 'false' });
        field.addEventListener('input', () => {
          clearTimeout(this.timer);
          this.timer = setTimeout(() => this.submit(), PARAM_PAUSE_MS);
        });
      }
      return h(
        'div',
        { class: 'field' },
        h('label', { for: id }, param.name),
        field,
        h('small', { id: `${id}-help`, class: 'muted' }, param.help),
      );
    });
    replaceChildren(this.form, fields);
    remember();
  }

  field(name) {
    return [...this.form.elements].find((element) => element.name === name) ?? null;
  }

  /** Marks the parameter a preset error names (or none), with the error under it instead of
   * its help. */
  markParam(name, message = null) {
    for (const field of this.form.elements) {
      const invalid = field.name === name;
      field.setAttribute('aria-invalid', invalid ? 'true' : 'false');
      const help = this.form.querySelector(`#param-${CSS.escape(field.name)}-help`);
      if (help) {
        help.textContent = invalid && message ? message : (this.help?.get(field.name) ?? '');
        help.classList.toggle('field-error', invalid && Boolean(message));
      }
    }
  }

  submit() {
    clearTimeout(this.timer);
    const params = [...this.form.elements]
      .filter((field) => field.name)
      .map((field) => [field.name, field.value.trim()]);
    // Only a changed value loads the game again: a space typed after a value would otherwise go
    // back to step 0 and add a history entry for the same game.
    const unchanged =
      this.select.value === this.shownGame && params.every(([name, value]) => this.shownValues?.get(name)?.has(value));
    if (unchanged) return;
    this.onChoose({ game: this.select.value, params });
  }
}

/** A parameter's value as its field shows it (a select: the engine's spelling, any case). */
function fieldText(name, value) {
  return FIXED_CHOICES[name] ? String(value).toLowerCase() : String(value);
}

/** Shows a value in an input or a select. */
function setFieldValue(field, value) {
  field.value = fieldText(field.name, value);
}
