// The lab's experiment form: the six fields (as links spell them), Run and Cancel, and the
// error line that names the field at fault and marks it (aria-invalid). It only reads and shows
// parameters; whether and when an experiment runs is the view's decision.
//
// Testability contract: the buttons are named "Run" and "Cancel"; the fields keep their labels.

import { capitalise, h } from '../core/index.js';
import { count } from './format.js';
import { FIRST_MOVERS, LEAVES, MAX_N_ALPHABETA, MAX_N_FULL, MAX_RUNS, METHODS } from './params.js';

const LEAF_NAMES = { uniform: 'uniform on [−1, 1]', coin: 'coin: ±1', normal: 'standard normal' };
const METHOD_NAMES = {
  full: 'full (level by level)',
  stream: 'stream (O(n) memory)',
  alphabeta: 'alpha-beta (fewer leaves)',
};
const FIRST_NAMES = { paul: 'Paul', carole: 'Carole' };
/** The fields, in the order of the form and of a link. */
export const FIELDS = ['n', 'runs', 'seed', 'leaves', 'method', 'first'];

export class LabForm {
  /** onRun(): Run was pressed (the values are valid or not: the view checks); onCancel(). */
  constructor({ onRun, onCancel }) {
    const field = (id, label, input, help) =>
      h(
        'div',
        { class: 'lab-field' },
        h('label', { for: id }, label),
        input,
        help ? h('small', { class: 'muted' }, help) : null,
      );
    const options = (values, names) => values.map((v) => h('option', { value: v }, names[v]));
    this.inputs = {
      n: h('input', {
        id: 'lab-n',
        name: 'n',
        type: 'text',
        inputmode: 'numeric',
        autocomplete: 'off',
        spellcheck: 'false',
        size: '7',
      }),
      runs: h('input', { id: 'lab-runs', name: 'runs', type: 'number', min: '1', max: String(MAX_RUNS), step: '1' }),
      seed: h('input', {
        id: 'lab-seed',
        name: 'seed',
        type: 'text',
        inputmode: 'numeric',
        autocomplete: 'off',
        spellcheck: 'false',
        size: '10',
      }),
      leaves: h('select', { id: 'lab-leaves', name: 'leaves' }, options(LEAVES, LEAF_NAMES)),
      method: h('select', { id: 'lab-method', name: 'method' }, options(METHODS, METHOD_NAMES)),
      first: h('select', { id: 'lab-first', name: 'first' }, options(FIRST_MOVERS, FIRST_NAMES)),
    };
    this.runButton = h('button', { type: 'submit', class: 'button primary', id: 'lab-run' }, 'Run');
    this.cancelButton = h(
      'button',
      { type: 'button', class: 'button', id: 'lab-cancel', disabled: true, onclick: onCancel },
      'Cancel',
    );
    this.element = h(
      'form',
      {
        class: 'lab-form',
        'aria-label': 'Experiment',
        novalidate: true,
        onsubmit: (event) => {
          event.preventDefault();
          onRun();
        },
      },
      field('lab-n', 'n (moves)', this.inputs.n, `a..b, up to ${MAX_N_FULL} (alpha-beta ${MAX_N_ALPHABETA})`),
      field('lab-runs', 'Runs per n', this.inputs.runs, `up to ${count(MAX_RUNS)}`),
      field('lab-seed', 'Random numbers', this.inputs.seed, 'same number, same games'),
      field('lab-leaves', 'Leaves', this.inputs.leaves),
      field('lab-method', 'Method', this.inputs.method),
      field('lab-first', 'First move', this.inputs.first, 'who picks the first bit'),
      h('div', { class: 'lab-buttons' }, this.runButton, this.cancelButton),
    );
    this.error = h('p', { class: 'lab-error', role: 'alert', hidden: true });
  }

  /** Shows params in the fields. */
  fill(params) {
    for (const key of FIELDS) this.inputs[key].value = params[key];
  }

  /** The fields as typed (trimmed), in link spelling. */
  read() {
    return Object.fromEntries(FIELDS.map((key) => [key, String(this.inputs[key].value).trim()]));
  }

  /** Shows a problem {param, message} (or clears it with null) and marks its field. */
  markError(problem) {
    for (const input of Object.values(this.inputs)) input.removeAttribute('aria-invalid');
    this.error.hidden = problem == null;
    this.error.textContent = problem ? capitalise(problem.message) : '';
    if (problem && this.inputs[problem.param]) this.inputs[problem.param].setAttribute('aria-invalid', 'true');
  }

  /** Run is offered while nothing runs, Cancel while something does. */
  setRunning(running) {
    this.runButton.disabled = running;
    this.cancelButton.disabled = !running;
  }
}
