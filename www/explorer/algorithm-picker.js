// The Algorithm picker beside the drawing: the <select> of algorithms (in the registry's order,
// www/algorithms/index.js), the "Compare with" choices, a <select> per parameter of the
// algorithms shown (the attractor's player), the "does not apply" offer, the legend's words, the
// pseudocode's program and the two state panel cards the algorithm fills. The view's algorithm
// part ({alg | compare, and their parameters}) is read and settled by the pure functions below.

import { byId, h, replaceChildren } from '../core/index.js';
import { algorithmById, ALGORITHMS } from '../algorithms/index.js';

/** The legend's words for the fills (an algorithm's `colorWords` replace them). */
const DFS_COLOR_WORDS = Object.freeze({
  white: 'not seen yet',
  gray: 'on the stack (being explored)',
  black: 'finished, value known',
});
/** The legend's words for the kinds of edges (an algorithm's `edgeWords` replace them; null
 * leaves that kind out: it is not drawn by that algorithm). */
const DFS_EDGE_WORDS = Object.freeze({
  tree: 'tree edge: leads to a white position',
  black: 'dashed: to a black position, value reused',
  pruned: null,
  best: 'thick: a best move',
  current: 'the move being looked at',
});
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
   * view(): the view shown (a parameter's choice is written into it); shown(): the algorithm
   * shown; switchTo(id, compared): shows the game with algorithm `id` (compared with the pair
   * `compared`, or not: null); pseudocode: the Pseudocode card.
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
    byId('alg-note-offer').addEventListener('click', (event) =>
      switchTo(/** @type {HTMLElement} */ (event.currentTarget).dataset.alg),
    );
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
    // What the three fills mean for this algorithm (the legend's DFS words otherwise); compared,
    // for each pane where the two differ.
    const second = compared ? algorithmById(compared) : null;
    const otherFills = second ? { ...DFS_COLOR_WORDS, ...second.colorWords } : {};
    for (const [color, words] of Object.entries({ ...DFS_COLOR_WORDS, ...algorithm.colorWords })) {
      const both =
        second && otherFills[color] !== words
          ? `${words} (${algorithm.label}); ${otherFills[color]} (${second.label})`
          : words;
      byId(`legend-${color}`).textContent = `${color}: ${both}`;
    }
    // Compared, a kind of edge either pane draws stays in the legend.
    const other = second ? { ...DFS_EDGE_WORDS, ...second.edgeWords } : {};
    for (const [kind, own] of Object.entries({ ...DFS_EDGE_WORDS, ...algorithm.edgeWords })) {
      const words = own ?? other[kind] ?? null;
      const item = byId(`legend-edge-${kind}`);
      item.hidden = words == null;
      item.querySelector('span').textContent = words ?? '';
    }
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
      select.addEventListener('change', () => {
        const view = this.view();
        view[name] = select.value;
        this.switchTo(algorithms[0].id, view.compare ?? null);
      });
      return [
        h('label', { for: `alg-param-${name}` }, param.label ?? name),
        Object.assign(select, { id: `alg-param-${name}` }),
      ];
    });
    replaceChildren(box, selects);
  }

  /** The algorithm does not apply to this game: say why, and offer the one that does. */
  offerInstead({ reason, instead }) {
    const other = algorithmById(instead);
    // The engine's own sentences already say which to use ("…; use DFS minimax, which…").
    const named = other && reason.toLowerCase().includes(other.label.toLowerCase());
    byId('alg-note-text').textContent =
      other && !named ? `${reason} ${other.label} (${other.source}) applies instead.` : reason;
    const offer = byId('alg-note-offer');
    offer.hidden = !other;
    offer.dataset.alg = other?.id ?? '';
    offer.textContent = other ? `Show ${other.label}` : '';
    byId('alg-note').hidden = false;
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
