// The Algorithm picker beside the drawing: the <select> of algorithms (in the registry's order,
// www/algorithms/index.js), the "Compare with" choices, a <select> per parameter of the
// algorithms shown (the attractor's player), the "does not apply" offer, the sentence saying why
// the page switched algorithm by itself, the pseudocode's program and the two state panel cards
// the algorithm fills (the legend follows the store: legend.js). The view's algorithm
// part ({alg | compare, and their parameters}) is read and settled by the pure functions below.

import { byId, h, replaceChildren } from '../core/index.js';
import { algorithmById, ALGORITHMS } from '../algorithms/index.js';

/** The view's fields that are not an algorithm's parameters. */
const VIEW_FIELDS = ['game', 'params', 'text', 'alg', 'step', 'compare', 'practice', 'present', 'embed'];

/** The algorithm part of a view ({alg, and its parameters}), carried to the next game. */
export function algorithmOf(view) {
  const ids = view?.compare ?? (view?.alg ? [view.alg] : []);
  const carried = view?.compare ? { alg: null, compare: view.compare } : { alg: view?.alg ?? null };
  // Practice mode stays on for the next game or algorithm.
  if (view?.practice) carried.practice = true;
  for (const id of ids)
    for (const name of Object.keys(algorithmById(id)?.params ?? {})) if (view[name] != null) carried[name] = view[name];
  return carried;
}

/** The view with the parameters of `ids` (their defaults when unset) and no other algorithm's. */
export function settleParams(view, ids) {
  const params = Object.assign({}, ...ids.map((id) => algorithmById(id)?.params ?? {}));
  const settled = { ...view };
  for (const name of Object.keys(settled)) {
    if (!VIEW_FIELDS.includes(name) && !(name in params)) delete settled[name];
  }
  for (const [name, param] of Object.entries(params)) settled[name] ??= param.default;
  return settled;
}

/** The algorithm's parameters as the view sets them (else their defaults). */
export function algorithmOptions(algorithm, view) {
  return Object.fromEntries(
    Object.entries(algorithm.params ?? {}).map(([name, param]) => [name, view[name] ?? param.default]),
  );
}

export class AlgorithmPicker {
  /**
   * view(): the view shown; shown(): the algorithm shown; switchTo(id, compared, fields): shows
   * the game with algorithm `id` (compared with the pair `compared`, or not: null), the view's
   * `fields` changed (a parameter chosen); pseudocode: the Pseudocode card.
   */
  constructor({ view, shown, switchTo, pseudocode }) {
    this.view = view;
    this.switchTo = switchTo;
    this.pseudocode = pseudocode;
    /** The two state panel cards beside the graph, filled by the algorithm shown. */
    this.panels = [
      { container: 'stack', title: 'stack-title', note: 'stack-note', panel: null },
      { container: 'times', title: 'times-title', note: null, panel: null },
    ];
    const select = /** @type {HTMLSelectElement} */ (byId('alg-select'));
    replaceChildren(
      select,
      ALGORITHMS.map((algorithm) => h('option', { value: algorithm.id }, algorithm.label)),
    );
    select.addEventListener('change', () => switchTo(select.value));
    byId('alg-note-offer').addEventListener('click', () => switchTo(this.offered));
    byId('compare-select').addEventListener('change', (event) => {
      const other = /** @type {HTMLSelectElement} */ (event.currentTarget).value;
      const id = shown().id;
      switchTo(id, other ? [id, other] : null);
    });
  }

  /** The picker, the pseudocode and the state panels of an algorithm. */
  show(algorithm, compared = null) {
    /** @type {HTMLSelectElement} */ (byId('alg-select')).value = algorithm.id;
    this.renderCompareChoices(algorithm.id, compared);
    byId('alg-source').textContent = algorithm.source;
    this.renderParams(compared ? [algorithm, algorithmById(compared)] : [algorithm]);
    byId('pseudocode-title').textContent = algorithm.programTitle;
    this.pseudocode.load(algorithm.program);
    this.panels.forEach((slot, i) => {
      const spec = algorithm.panels[i];
      slot.panel?.clear();
      slot.panel = spec ? spec.make(byId(slot.container)) : null;
      /** @type {HTMLElement} */ (byId(slot.container).closest('.card')).hidden = !spec;
      byId(slot.title).textContent = spec?.title ?? '';
      if (slot.note) byId(slot.note).textContent = spec?.note ?? '';
    });
  }

  /** The "Compare with" choices: nothing, or any algorithm but the one shown. */
  renderCompareChoices(id, compared) {
    const options = [
      h('option', { value: '' }, 'nothing'),
      ...ALGORITHMS.filter((a) => a.id !== id).map((a) => h('option', { value: a.id }, a.label)),
    ];
    const select = /** @type {HTMLSelectElement} */ (byId('compare-select'));
    replaceChildren(select, options);
    select.value = compared ?? '';
  }

  /** A <select> per parameter of the algorithms shown (the attractor's player), or none. */
  renderParams(algorithms) {
    const box = byId('alg-params');
    const params = Object.assign({}, ...algorithms.map((algorithm) => algorithm.params ?? {}));
    const selects = Object.entries(params).map(([name, param]) => {
      const select = h(
        'select',
        { 'aria-label': param.label ?? name, 'data-param': name },
        param.values.map((value) => h('option', { value }, param.words?.[value] ?? value)),
      );
      select.value = this.view()[name] ?? param.default;
      select.addEventListener('change', () =>
        this.switchTo(algorithms[0].id, this.view().compare ?? null, { [name]: select.value }),
      );
      return [
        h('label', { for: `alg-param-${name}` }, param.label ?? name),
        Object.assign(select, { id: `alg-param-${name}` }),
      ];
    });
    replaceChildren(box, selects);
  }

  /** The algorithm does not apply to this game: say why, and offer the one that does.
   * `solvedBy`: the id of the algorithm whose solution is drawn instead (said, so that the
   * picker's choice and the values drawn never seem to disagree), or null. */
  offerInstead({ reason, instead }, solvedBy = null) {
    const other = algorithmById(instead);
    // The engine's own sentences already say which to use ("…; use DFS minimax, which…").
    const named = other && reason.toLowerCase().includes(other.label.toLowerCase());
    const solver = algorithmById(solvedBy);
    const drawn = solver ? ` The values drawn are ${midSentence(solver.label)}'s solution, without animation.` : '';
    byId('alg-note-text').textContent =
      (other && !named ? `${reason} ${other.label} (${other.source}) applies instead.` : reason) + drawn;
    const offer = byId('alg-note-offer');
    offer.hidden = !other;
    offer.dataset.alg = other?.id ?? '';
    /** The algorithm the note offers (its button shows it). */
    this.offered = other?.id ?? null;
    offer.textContent = other ? `Show ${other.label}` : '';
  }

  /** Beside the picker (shown in place of the algorithm's source): the page left algorithm
   * `from` for `to` by itself (a game chosen on the page that `from` cannot solve); `why` says
   * what in the game stops it. null: no switch. */
  saySwitched(switched) {
    byId('alg-switched').textContent = switched ? switchedSentence(switched) : '';
  }

  /** The picker follows the page store: the algorithm shown, the switch the page made, why the
   * algorithm does not apply, and the panels when there is nothing to step through. */
  follow(store) {
    store.subscribe((state, action) => {
      switch (action.type) {
        case 'algorithm':
          this.show(state.algorithm, state.view.compare?.[1]);
          return this.saySwitched(state.switched);
        case 'offer':
          if (state.offer) this.offerInstead(state.offer, state.offer.solvedBy);
          return;
        case 'clear':
          this.saySwitched(null);
          return this.resetPanels('no game to step through');
        case 'steps':
          if (state.steps === 0 && !state.run && !state.comparing) this.resetPanels('no animation for this game');
      }
    });
  }

  /** The state panels at a frame of a run. */
  renderPanels(run, frame) {
    for (const slot of this.panels) slot.panel?.render(run, frame);
  }

  /** The side panels when there is nothing to step through. */
  resetPanels(message) {
    this.pseudocode.highlight([]);
    for (const slot of this.panels) {
      slot.panel?.clear();
      replaceChildren(byId(slot.container), h('p', { class: 'muted' }, message));
    }
  }
}

/** An algorithm's label inside a sentence ('Retrograde analysis' → 'retrograde analysis'; an
 * acronym stays: 'DFS minimax'). */
export function midSentence(label) {
  return label.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase());
}

/** The one sentence said beside the picker when the page switched algorithm by itself: {from,
 * to: algorithm modules, why: what in the game stops `from` (a noun phrase)}, or {back: true, to,
 * why: what in the game lets `to` apply again}. */
export function switchedSentence({ from, to, why, back = false }) {
  return back
    ? `Back to ${midSentence(to.label)}: ${why}.`
    : `Switched to ${midSentence(to.label)}: ${from.label} cannot solve ${why}.`;
}
