// The neighbourhood view of a game too big to draw (issue 9): the current position with its
// board, value, outcome and remoteness (retrograde analysis, Knuth TAOCP 2.2.3 ex. 28), its
// successors with theirs, and the path from the start. Click a successor to walk on, Back (or a
// position of the path) to return. The game is a wasm Play (www/play), owned by this view.
//
// Contract for tests: the section carries data-current (the position's name); each successor is
// a button with data-successor (its name), data-value and data-outcome.

import { h, replaceChildren } from './dom.js';
import { boardOf } from './board/model.js';
import { renderBoard } from './board/render.js';
import { MOVER_NAMES } from './codes.js';
import { dataValue, showValue } from './numbers.js';
import { outcomeHint, outcomeWord } from './play/session.js';

export class Neighbourhood {
  /** onPlay(name): play the game against perfect play from the position called `name`. */
  constructor(root, onPlay) {
    this.root = root;
    this.onPlay = onPlay;
    this.engine = null;
  }

  /** engine: a wasm Play; game, params: the preset id and parameters (for the board). */
  open({ engine, game, params }) {
    this.close();
    this.engine = engine;
    this.game = game;
    this.params = params;
    this.path = [engine.start];
    this.root.hidden = false;
    this.render();
  }

  close() {
    this.engine?.free();
    this.engine = null;
    this.root.hidden = true;
    replaceChildren(this.root);
    delete this.root.dataset.current;
  }

  walk(to) {
    this.path.push(to);
    this.render();
  }

  back(length = this.path.length - 1) {
    if (length < 1) return;
    this.path.length = length;
    this.render();
  }

  render() {
    const engine = this.engine;
    const v = this.path.at(-1);
    const name = engine.name(v);
    this.root.dataset.current = name;
    const describe = (id) => `${showValue(engine.value(id))}, ${outcomeHint(engine.outcome(id), engine.remoteness(id))}`;
    const moves = engine.moves(v);
    const seen = new Set();
    const successors = moves.filter((m) => !seen.has(m.to) && seen.add(m.to));
    const end = engine.endValue(v) != null;
    replaceChildren(
      this.root,
      h('h3', null, 'Neighbourhood'),
      h('p', { class: 'muted' }, 'Too many positions to draw: walk the game from its start instead. Each position shows its value, who wins from it and in how many moves under perfect play (retrograde analysis).'),
      h(
        'nav',
        { class: 'nb-path', 'aria-label': 'Path from the start' },
        h('button', { type: 'button', class: 'button', onclick: () => this.back(), disabled: this.path.length < 2 }, 'Back'),
        ' ',
        this.path.map((id, i) =>
          i === this.path.length - 1
            ? h('strong', { class: 'move-name', 'aria-current': 'step' }, engine.name(id))
            : [h('button', { type: 'button', class: 'link-button move-name', onclick: () => this.back(i + 1) }, engine.name(id)), ' → '],
        ),
      ),
      h(
        'div',
        { class: 'nb-current' },
        renderBoard(boardOf(this.game, this.params, name, MOVER_NAMES[engine.mover(v)]), {
          label: `Board of ${name}`,
          over: end,
          moves: successors.map((m) => ({ name: m.name, board: boardOf(this.game, this.params, m.name) })),
          onMove: (to) => this.walk(engine.find(to)),
          leafValue: (leaf) => {
            const id = engine.find(leaf);
            return id == null ? undefined : engine.endValue(id);
          },
        }),
        h(
          'div',
          null,
          h('p', null, h('strong', { class: 'move-name' }, name), ` — ${end ? 'an end' : `${MOVER_NAMES[engine.mover(v)]} to move`}: ${describe(v)}.`),
          end ? null : h('button', { type: 'button', class: 'button', title: 'Play this position against perfect play', onclick: () => this.onPlay(name) }, 'Challenge the computer from here'),
        ),
      ),
      successors.length
        ? h(
            'ul',
            { class: 'nb-successors', 'aria-label': 'Successors' },
            successors.map((m) =>
              h(
                'li',
                null,
                h(
                  'button',
                  { type: 'button', class: `button play-move outcome-${outcomeWord(m.outcome)}`, 'data-successor': m.name, 'data-value': dataValue(m.value), 'data-outcome': outcomeWord(m.outcome), onclick: () => this.walk(m.to) },
                  h('span', { class: 'move-name' }, m.name),
                  h('span', { class: 'move-hint' }, ` ${showValue(m.value)} · ${outcomeHint(m.outcome, m.remoteness)}${m.perfect ? ' · best' : ''}`),
                ),
              ),
            ),
          )
        : h('p', { class: 'muted' }, 'The game ends here.'),
    );
  }
}
