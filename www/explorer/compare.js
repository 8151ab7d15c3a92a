// Compare mode (a link's compare=a,b): two algorithms on the same game, side by side (stacked on a
// phone), each pane with its own drawing and sentence (data-pane="<alg>" holds its positions); one
// set of controls drives both by fraction of their traces. Under the controls (so that they keep
// the screen), each pane's state, a table of each one's steps, moves examined, leaves evaluated,
// positions visited and time, and a line saying whether they agree on every position both compute
// (the values, or who forces a win). A subscriber of the page store: each step shown is drawn
// in both panes.

import { count, h, replaceChildren, showValue, wordNodes } from '../core/index.js';
import { backgroundOf, sideBySide } from '../export/index.js';

/** Most differing positions named in the agreement line. */
const MAX_NAMED = 3;

export class Compare {
  /** host: the element the panes go in; more: the one under the controls (states, table,
   * agreement); makeView(algorithm, container, run, layout) → a view with the run drawn
   * (graph-view.js, tree-view.js); guard: www/engine/wasm.js's (wasm calls under it; passed in, so node can
   * import this module); store: the page store, followed (its panes are drawn when two
   * algorithms are compared, and each step in both). */
  constructor({ host, more, makeView, guard, store }) {
    this.host = host;
    this.more = more;
    this.makeView = makeView;
    this.guard = guard;
    this.panes = [];
    // The first pane's {algorithm, run, frame} at the step drawn (the side panels follow it).
    this.first = null;
    store.subscribe((state, action) => {
      if (action.type === 'comparing') this.open(state.panes, state.result.layout);
      else if (action.type === 'clear') this.clear();
      else if (action.type === 'step' && state.comparing && !action.frame) this.render(action.step, state.steps);
    });
  }

  /** Draws the panes of two algorithms compared (the store's: www/explorer/compare-runs.js);
   * layout: the worker's layout of the game. */
  open(panes, layout) {
    this.clear();
    const row = h('div', { class: 'panes' });
    const states = h('div', { class: 'panes' });
    this.panes = panes.map(({ algorithm, run, said, ms }) => {
      const graph = h('div', { class: 'graph-box pane-graph' });
      const sentence = h('p', { class: 'narration pane-narration' }, said);
      const state = h('div', { class: 'pane-state' });
      const element = h(
        'section',
        { class: 'pane', 'data-pane': algorithm.id, 'data-step': '0', 'aria-label': algorithm.label },
        h('h3', { class: 'pane-title' }, algorithm.label, ' ', h('span', { class: 'muted' }, `(${algorithm.source})`)),
        graph,
        sentence,
      );
      row.append(element);
      states.append(
        h(
          'section',
          { class: 'pane', 'data-state-of': algorithm.id, 'aria-label': `${algorithm.label}: state` },
          h(
            'h3',
            { class: 'pane-title' },
            algorithm.label,
            ' ',
            h('span', { class: 'muted' }, algorithm.panels[0]?.title ?? ''),
          ),
          state,
        ),
      );
      return {
        algorithm,
        element,
        sentence,
        run,
        ms,
        // The pane's sentence (names marked: core/name-words.js), also said in the phone's dock.
        said,
        view: run ? this.makeView(algorithm, graph, run, layout) : null,
        panel: run ? (algorithm.panels[0]?.make(state) ?? null) : null,
      };
    });
    this.tableBody = h('tbody');
    const { agree, words } = agreement(this.panes);
    this.agreement = h('p', { class: 'compare-agreement', role: 'status', 'data-agree': String(agree) }, words);
    const head = ['algorithm', 'steps', 'moves examined', 'leaves evaluated', 'positions visited', 'time'];
    replaceChildren(this.host, row);
    replaceChildren(
      this.more,
      states,
      // On a phone the table scrolls sideways rather than squeezing the names one letter a line.
      h(
        'div',
        { class: 'compare-table-wrap' },
        h(
          'table',
          { class: 'times compare-table', 'aria-label': 'The two algorithms compared' },
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              head.map((words) => h('th', { scope: 'col' }, words)),
            ),
          ),
          this.tableBody,
        ),
      ),
      this.agreement,
    );
  }

  /** Shows step k of the longer trace (`steps` long), and the same fraction of the other;
   * returns the first pane's {algorithm, run, frame} (for the side panels), or null. */
  render(k, steps) {
    let first = null;
    this.first = null;
    const rows = [];
    for (const pane of this.panes) {
      const { run, algorithm } = pane;
      if (!run) {
        rows.push(h('tr', {}, h('th', { scope: 'row' }, algorithm.label), h('td', { colspan: 5 }, 'does not apply')));
        continue;
      }
      const step = steps === 0 ? 0 : Math.round((k * run.steps) / steps);
      const frame = this.guard(() => run.frameAt(step));
      pane.view.render(frame);
      pane.said = algorithm.sentence(run, frame);
      replaceChildren(pane.sentence, wordNodes(pane.said));
      pane.panel?.render(run, frame);
      pane.element.dataset.step = String(frame.step);
      pane.element.dataset.steps = String(run.steps);
      first ??= { algorithm, run, frame };
      const counts = algorithm.counts(run, frame);
      const cell = (n) => h('td', {}, n == null ? '–' : count(n));
      rows.push(
        h(
          'tr',
          { 'data-alg': algorithm.id },
          h('th', { scope: 'row' }, algorithm.label),
          h('td', {}, `${count(frame.step)} / ${count(run.steps)}`),
          cell(counts.moves),
          cell(counts.leaves),
          cell(counts.visited),
          h('td', {}, `${pane.ms < 10 ? pane.ms.toFixed(1) : Math.round(pane.ms)} ms`),
        ),
      );
    }
    replaceChildren(this.tableBody, rows);
    this.first = first;
    return first;
  }

  refit() {
    for (const pane of this.panes) pane.view?.refit();
  }

  /** The panes' drawings as they look now, side by side under their algorithms' names, as one
   * standalone SVG ({text, width, height}); null when no pane has a drawing. */
  exportSvg() {
    const drawings = [];
    for (const pane of this.panes) {
      const drawing = pane.view?.exportSvg();
      if (drawing) drawings.push({ ...drawing, title: pane.algorithm.label });
    }
    if (drawings.length === 0) return null;
    return sideBySide(drawings, { background: backgroundOf(this.host), ink: getComputedStyle(this.host).color });
  }

  /** Nothing compared (the store frees the panes' runs). */
  clear() {
    for (const pane of this.panes) pane.panel?.clear();
    this.panes = [];
    this.first = null;
    replaceChildren(this.host);
    replaceChildren(this.more);
  }
}

/**
 * Whether the two panes agree on every position both compute, and the sentence that says so
 * ("They agree on every position both compute (N positions)") or where they differ: {agree,
 * words}. Each run's claims (algorithm.claims(run)): {values: Map name → value} or {wins:
 * {player, positions: Map name → bool}}; two value maps agree on equal values, a value and a win
 * on its sign. Only one run: nothing to compare, nothing disagrees.
 */
export function agreement(panes) {
  const [a, b] = panes;
  if (!a?.run || !b?.run)
    return { agree: true, words: 'Only one of the two applies to this game: nothing to compare.' };
  const { compared, differ } = compareClaims(a.algorithm.claims(a.run), b.algorithm.claims(b.run));
  const [la, lb] = [a.algorithm.label, b.algorithm.label];
  if (differ.length === 0)
    return {
      agree: true,
      words: `${la} and ${lb} agree on every position both compute (${count(compared)} position${compared === 1 ? '' : 's'}).`,
    };
  const named = differ.slice(0, MAX_NAMED).map(([name, x, y]) => `${name} (${x} against ${y})`);
  return {
    agree: false,
    words: `${la} and ${lb} differ at ${count(differ.length)} of ${count(compared)} positions: ${named.join(', ')}${differ.length > MAX_NAMED ? ', …' : ''}. This is a bug: please report it.`,
  };
}

/** {compared, differ: [[name, a's words, b's words]]} of two claims. */
export function compareClaims(ca, cb) {
  const differ = [];
  let compared = 0;
  const say = (claim, name) =>
    claim.values
      ? showValue(claim.values.get(name))
      : claim.wins.positions.get(name)
        ? `${claim.wins.player} wins`
        : `${claim.wins.player} cannot force a win`;
  const names = (claim) => (claim.values ?? claim.wins.positions).keys();
  const other = cb.values ?? cb.wins.positions;
  for (const name of names(ca)) {
    if (!other.has(name)) continue;
    let same;
    if (ca.values && cb.values)
      same = Object.is(ca.values.get(name), cb.values.get(name)) || ca.values.get(name) === cb.values.get(name);
    else if (ca.wins && cb.wins)
      same = ca.wins.player !== cb.wins.player || ca.wins.positions.get(name) === cb.wins.positions.get(name);
    else {
      const [values, wins] = ca.values ? [ca.values, cb.wins] : [cb.values, ca.wins];
      const value = values.get(name);
      same = (wins.player === 'paul' ? value > 0 : value < 0) === wins.positions.get(name);
    }
    compared += 1;
    if (!same) differ.push([name, say(ca, name), say(cb, name)]);
  }
  return { compared, differ };
}
