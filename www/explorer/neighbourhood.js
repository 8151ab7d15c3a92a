// The neighbourhood view of a game too big to draw: the current position with its
// board, value, outcome and remoteness (retrograde analysis, Knuth TAOCP 2.2.3 ex. 28), its
// successors with theirs, and the path from the start. Click a successor to walk on, Back (or a
// position of the path) to return. The game stays in the worker (www/play/host.js): each
// position is asked for with its successors' records one level ahead and kept here, so a click
// on a successor draws at once while the next level is asked for.
//
// Contract for tests: the section carries data-current (the position's name); each successor is
// a button with data-successor (its name), data-value and data-outcome.

import {
  busyStatus,
  counted,
  dataValue,
  h,
  MOVER_NAMES,
  notice,
  outcomeHint,
  outcomeWord,
  replaceChildren,
  showValue,
} from '../core/index.js';
import { challengeButton, movesByCell, renderBoard } from '../boards/index.js';
import { describeBoard } from '../engine/index.js';

/** Records kept at most (then only the path's are kept). */
const MAX_KEPT = 20000;

export class Neighbourhood {
  /** onPlay(name): play the game against perfect play from the position called `name`. The
   * section follows `store` (the page store): it is shown while the store walks the game (the
   * page shows it: www/app/regions.js), with the game solved for play by `worker` (the page's
   * WorkerClient). */
  constructor(root, onPlay, store, worker) {
    this.root = root;
    this.onPlay = onPlay;
    this.store = store;
    this.notice = notice;
    store.subscribe((state, action) => {
      if (action.type === 'clear') this.close();
      else if (action.type === 'walk' && state.walk) {
        const token = state.token;
        this.show(worker, state.view, () => token === store.state.token, { drawn: state.walk.drawn });
      }
    });
    this.drawn = false;
    this.ask = null;
    this.generation = 0;
  }

  /** While the worker solves the game: the section says so. */
  solving() {
    this.close();
    replaceChildren(
      this.root,
      h('h3', null, 'Neighbourhood'),
      busyStatus('Solving the game by retrograde analysis for the neighbourhood view…'),
    );
  }

  /** The game last loaded, solved for play in the worker (at once for a game too big to draw:
   * the worker solved it so when loading it), shown from its start. worker: the page's
   * WorkerClient; game, params: the preset id and parameters; current(): whether the page still
   * shows that game. */
  async show(worker, { game, params }, current, { drawn = false } = {}) {
    // Beside a whole drawing the walk is another way in, not the only one.
    this.drawn = drawn;
    this.solving();
    try {
      const { handle, start } = await worker.solveForPlay(() => {});
      if (!current()) return;
      this.open({ ask: (op, args) => worker.ask(handle, op, args), start, game, params });
    } catch (error) {
      if (error.superseded || !current()) return;
      this.close();
      this.store.dispatch({ type: 'walk', on: false });
      this.notice(`The neighbourhood view could not be shown: ${error.message}.`);
    }
  }

  /** ask(op, args): asks the worker's game solved for play; start: its start's record (with
   * moves); game, params: the preset id and parameters (for the board). */
  open({ ask, start, game, params }) {
    this.close();
    this.ask = ask;
    this.game = game;
    this.params = params;
    this.records = new Map([[start.id, start]]);
    this.path = [start.id];
    this.render();
    this.fetch(start.id);
  }

  close() {
    this.generation += 1;
    this.ask = null;
    this.records = null;
    replaceChildren(this.root);
    delete this.root.dataset.current;
  }

  /** Asks for position v with its successors (one level ahead) and keeps them; resolves true when
   * they came for the game still shown. */
  async fetch(v) {
    const generation = this.generation;
    let records;
    try {
      records = await this.ask('node', { id: v });
    } catch (error) {
      if (!error.superseded && generation === this.generation)
        this.notice(`The neighbourhood view could not go on: ${error.message}.`);
      return false;
    }
    if (generation !== this.generation) return false;
    if (this.records.size + records.length > MAX_KEPT)
      this.records = new Map(this.path.map((id) => [id, this.records.get(id)]));
    for (const record of records) this.records.set(record.id, record);
    return true;
  }

  async walk(to) {
    this.path.push(to);
    const known = this.records.get(to);
    if (known) this.render();
    // The next level ahead (and the position itself when it was not known yet).
    const fetched = await this.fetch(to);
    if (known || this.path.at(-1) !== to) return;
    if (fetched) this.render();
    // Never reached: the path goes back to what is drawn.
    else if (this.records) this.path.pop();
  }

  back(length = this.path.length - 1) {
    if (length < 1) return;
    this.path.length = length;
    this.render();
  }

  render() {
    const v = this.path.at(-1);
    const record = this.records.get(v);
    if (!record) return;
    const name = record.name;
    this.root.dataset.current = name;
    const describe = (r) => `${showValue(r.value)}, ${outcomeHint(r.outcome, r.remoteness)}`;
    const seen = new Set();
    const successors = record.moves.filter((m) => !seen.has(m.to) && seen.add(m.to));
    const end = record.endValue != null;
    const pathName = (id) => this.records.get(id)?.name ?? `#${id}`;
    // The board, its cells a click walks on (the engine says which cell each move is made on).
    const names = successors.map((m) => m.name);
    const drawn = describeBoard(this.game, this.params, name, names);
    replaceChildren(
      this.root,
      h('h3', null, 'Neighbourhood'),
      h(
        'p',
        { class: 'muted' },
        `${this.drawn ? 'Walk the game from its start, position by position.' : 'Too many positions to draw: walk the game from its start instead.'} Each position shows its value, who wins from it and in how many moves under perfect play (retrograde analysis).`,
      ),
      h(
        'nav',
        { class: 'nb-path', 'aria-label': 'Path from the start' },
        h(
          'button',
          { type: 'button', class: 'button', onclick: () => this.back(), disabled: this.path.length < 2 },
          'Back',
        ),
        ' ',
        this.path.map((id, i) =>
          i === this.path.length - 1
            ? h('strong', { class: 'move-name', 'aria-current': 'step' }, pathName(id))
            : [
                h(
                  'button',
                  { type: 'button', class: 'link-button move-name', onclick: () => this.back(i + 1) },
                  pathName(id),
                ),
                ' → ',
              ],
        ),
      ),
      h(
        'div',
        { class: 'nb-current' },
        renderBoard(drawn?.board, {
          label: `Board of ${name}`,
          over: end,
          targets: movesByCell(names, drawn?.moves),
          onMove: (to) => {
            const move = successors.find((m) => m.name === to);
            if (move) this.walk(move.to);
          },
          valueFor: (listed) => record.listed?.[listed] ?? undefined,
          name,
          mover: MOVER_NAMES[record.mover],
        }),
        h(
          'div',
          null,
          h(
            'p',
            null,
            h('strong', { class: 'move-name' }, name),
            ` — ${end ? 'an end' : `${MOVER_NAMES[record.mover]} to move`}: ${describe(record)}.`,
          ),
          end ? null : challengeButton(() => this.onPlay(name)),
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
                  {
                    type: 'button',
                    class: `button play-move outcome-${outcomeWord(m.outcome)}`,
                    'data-successor': m.name,
                    'data-value': dataValue(m.value),
                    'data-outcome': outcomeWord(m.outcome),
                    onclick: () => this.walk(m.to),
                  },
                  h('span', { class: 'move-name' }, m.name),
                  h(
                    'span',
                    { class: 'move-hint' },
                    ` ${showValue(m.value)} · ${outcomeHint(m.outcome, m.remoteness)}${m.perfect ? ' · best' : ''}`,
                  ),
                ),
              ),
            ),
          )
        : h('p', { class: 'muted' }, 'The game ends here.'),
      record.moveCount > record.moves.length
        ? h(
            'p',
            { class: 'muted' },
            `The first ${record.moves.length} of its ${counted(record.moveCount, 'move')} are shown.`,
          )
        : null,
    );
  }
}
