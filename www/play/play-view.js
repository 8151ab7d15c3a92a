// The play mode on the page: the board, the user's legal moves as buttons (and on the board),
// the computer's answer at once, hints, mistakes called out with the move that kept the value
// and the line that punishes it, the value history, undo/redo/restart/swap sides, keys.
// The game itself is played in the worker (www/play/host.js, asked through the WorkerClient):
// each action is one message there and one view back, drawn here, so a game of any size the
// worker can solve is played without this thread ever holding it. A view comes with the views
// after each of the user's moves: a move is drawn at once from those, and the worker's answer,
// the same view, only confirms it (the worker answers in order, so its last answer is the game).
//
// Testability contract: #app carries data-mode="play", data-current (the position's
// name) and data-result (paul | carole | draw) once the game is over; each legal move of the
// user is an enabled element with data-move (the successor's name) and, with hints on,
// data-move-value and data-move-outcome.

import {
  announcer,
  busyStatus,
  dataValue,
  fatal,
  h,
  MOVER_NAMES,
  notice,
  outcomeHint,
  realValue,
  valueWords,
  outcomeWord,
  plural,
  replaceChildren,
  setBusy,
  showValue,
  typingIn,
} from '../core/index.js';
import { LINE_MOVES } from './host.js';
import { renderHistory } from './move-history.js';
import { movesByCell, renderBoard } from '../boards/index.js';
import { describeBoard } from '../engine/index.js';
import { PlayDrawing } from './play-drawing.js';

export class PlayView {
  /** root: the play section; store: the page store (followed: a `play` action opens the game
   * loaded, `clear` and the lab shown close it; the play state goes into the view, for the link);
   * marks: sets the root's data attributes (the store's marks); worker: the page's WorkerClient.
   * The section is shown by the page (www/app/regions.js) while the store's section is play's. */
  constructor({ root, store, marks, worker }) {
    this.root = root;
    this.store = store;
    this.notice = notice;
    this.marks = marks;
    this.worker = worker;
    this.ask = null;
    this.shown = null;
    /** @type {PlayDrawing | null} */
    this.drawing = null;
    this.generation = 0;
    document.addEventListener('keydown', (event) => this.key(event));
    // What a screen reader is told after each move (the section itself is rebuilt).
    this.say = announcer(root);
    store.subscribe((state, action) => this.follow(state, action));
  }

  /** The store's actions that open or close a game of play. */
  follow(state, action) {
    if (action.type === 'play') this.start(state, action.explorer);
    else if (action.type === 'clear' || (action.type === 'page' && action.page === 'lab')) this.close();
  }

  /** Plays the view just loaded (`state`: the store's, `explorer`: the link offered instead while
   * it is solved); the store is told `played` once the game is shown, unless another load came. */
  async start(state, explorer) {
    const token = state.token;
    let finished;
    try {
      finished = await this.load(this.worker, state.view, explorer, () => token === state.token, setBusy, state.result);
    } catch (error) {
      return fatal(error);
    }
    if (finished) this.store.dispatch({ type: 'played' });
  }

  /**
   * Play mode's start: the worker (the page's WorkerClient) solves the game last loaded for play
   * — the section shows each phase, onPhase(phase) is told it; explorer: the link offered
   * instead — then the game opens from the link's moves (view.play). current(): whether the page
   * still wants this game; loaded: the page's load result, drawn beside the board when it is
   * small enough (PlayDrawing). Resolves true when the page is to finish loading (the game is
   * shown, or a notice says why not), false when superseded; an engine panic is thrown.
   */
  async load(worker, { game, params, play }, explorer, current, onPhase, loaded = null) {
    try {
      this.waiting('Solving for play', explorer);
      const { handle } = await worker.solveForPlay((phase) => {
        if (!current()) return;
        onPhase(phase);
        this.waiting(phase, explorer);
      });
      if (!current()) return false;
      const drawing = await PlayDrawing.of(loaded);
      if (!current()) return false;
      const problem = await this.open({ ask: (op, args) => worker.ask(handle, op, args), game, params, play, drawing });
      if (!current()) return false;
      if (problem) this.notice(`The link's moves could not be replayed: ${problem}. A new game starts.`);
    } catch (error) {
      if (error.superseded || !current()) return false;
      this.close();
      if (error.panic) throw error;
      this.notice(`This game cannot be played: ${error.message}.`);
    }
    return true;
  }

  /** Starts (or resumes, from the link's moves) a game: ask(op, args) asks the worker's game
   * solved for play (a promise), game the preset id or 'custom', params its [[name, value]], play
   * the link's fields, drawing its PlayDrawing (or null). Resolves with the reason the link's moves
   * could not be replayed, or null; rejects when the game is gone (superseded) or the worker failed. */
  async open({ ask, game, params, play, drawing = null }) {
    this.close();
    const generation = this.generation;
    this.ask = ask;
    this.drawing = drawing;
    this.game = game;
    this.params = params;
    this.hints = play.hints;
    const { view, problem } = await ask('open', { play });
    if (generation !== this.generation) throw Object.assign(new Error('superseded'), { superseded: true });
    this.shown = view;
    this.marks.set({ mode: 'play' });
    this.render(problem ? `The link's moves could not be replayed (${problem}): a new game starts.` : null);
    this.changed();
    return problem;
  }

  /** While the worker solves the game for play: the section says so, with the phase, and offers
   * the explorer of the same game instead (`stop`: its link; leaving stops the solve). */
  waiting(phase, stop) {
    replaceChildren(
      this.root,
      h(
        'div',
        { class: 'play-head' },
        busyStatus(`${phase}…`),
        h('a', { class: 'button', href: stop }, 'Stop: show the explorer'),
      ),
    );
  }

  close() {
    this.generation += 1;
    this.drawing?.close();
    this.drawing = null;
    this.ask = null;
    this.shown = null;
    replaceChildren(this.root);
    if (this.marks.get('mode') === 'play') this.marks.set({ mode: undefined });
    this.marks.set({ current: undefined, result: undefined });
  }

  get active() {
    return this.shown != null;
  }

  /** The play fields for the link. */
  state() {
    return { ...this.shown.link, hints: this.hints };
  }

  changed() {
    this.store.dispatch({ type: 'edit', fields: { play: this.state() }, link: 'now' });
  }

  play(name) {
    const ply = this.shown.ply;
    const ahead = this.shown.next?.[name];
    if (ahead) this.show(ahead);
    this.send('move', { name, ply });
  }

  act(what) {
    this.send('act', { what });
  }

  /** Asks the worker to play or act and draws the view it answers with, unless that is the view
   * drawn already (a move drawn ahead). */
  async send(op, args) {
    const generation = this.generation;
    let view;
    try {
      view = await this.ask(op, args);
    } catch (error) {
      if (!error.superseded && generation === this.generation)
        this.notice(`The game could not go on: ${error.message}.`);
      return;
    }
    if (generation !== this.generation) return;
    if (sameGame(view, this.shown)) {
      // The same game: keep what is drawn, take the views ahead.
      this.shown = view;
      return;
    }
    this.show(view);
  }

  show(view) {
    this.shown = view;
    this.render();
    this.changed();
  }

  setHints(on) {
    this.hints = on;
    this.render();
    this.changed();
  }

  /** Digits 1–9 play that move; arrows move the focus along the move buttons. */
  key(event) {
    if (!this.active || event.altKey || event.ctrlKey || event.metaKey) return;
    if (typingIn(event)) return;
    const buttons = [...this.root.querySelectorAll('.play-moves [data-move]')];
    if (/^[1-9]$/.test(event.key)) {
      const button = buttons[Number(event.key) - 1];
      if (button) {
        event.preventDefault();
        this.play(button.dataset.move);
      }
      return;
    }
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step && buttons.length) {
      event.preventDefault();
      const at = buttons.indexOf(document.activeElement);
      const next = at < 0 ? (step > 0 ? 0 : buttons.length - 1) : (at + step + buttons.length) % buttons.length;
      buttons[next].focus();
    }
  }

  render(problem = null) {
    // A move made from the keyboard (a move button or a board square) rebuilds them all: the
    // focus goes back to the first move of the same kind once the user is to move again, not to
    // the page's start (where the next Tab would land on Undo). Kept while the computer answers.
    // The same for Undo, Redo, Restart and Swap: the focus comes back to the button pressed, or to
    // the first move when that button is now disabled.
    const active = document.activeElement;
    /** @type {HTMLElement} */
    const from =
      active && this.root.contains(active)
        ? active.closest('[data-move], [data-board-move], .play-controls button')
        : null;
    if (from?.matches('.play-controls button'))
      this.refocus = `.play-controls [data-control="${from.dataset.control}"]:not(:disabled), .play-moves [data-move]`;
    else if (from) this.refocus = from.hasAttribute('data-move') ? '.play-moves [data-move]' : '[data-board-move]';
    else if (active && active !== document.body) this.refocus = null;
    const s = this.shown;
    const current = s.current;
    const name = current.name;
    this.marks.set({ current: name });
    const result = s.result;
    this.marks.set({ result: result || undefined });

    const userSide = s.link.as === 'paul' ? 'Paul' : 'Carole';
    const computerSide = s.link.as === 'paul' ? 'Carole' : 'Paul';
    const moves = s.userToMove ? current.moves : [];
    const names = moves.map((m) => m.name);
    const drawn = describeBoard(this.game, this.params, name, names);
    const board = renderBoard(drawn?.board, {
      targets: movesByCell(names, drawn?.moves),
      onMove: (to) => this.play(to),
      valueFor: (listed) => current.listed?.[listed] ?? undefined,
      label: `Board of ${name}`,
      over: s.over,
      name,
      mover: MOVER_NAMES[current.mover],
    });

    const controls = h(
      'div',
      { class: 'play-controls', role: 'group', 'aria-label': 'Game' },
      h(
        'button',
        {
          type: 'button',
          class: 'button',
          'data-control': 'undo',
          onclick: () => this.act('undo'),
          disabled: !s.canUndo,
        },
        'Undo',
      ),
      h(
        'button',
        {
          type: 'button',
          class: 'button',
          'data-control': 'redo',
          onclick: () => this.act('redo'),
          disabled: !s.canRedo,
        },
        'Redo',
      ),
      h(
        'button',
        { type: 'button', class: 'button', 'data-control': 'restart', onclick: () => this.act('restart') },
        'Restart',
      ),
      h(
        'button',
        { type: 'button', class: 'button', 'data-control': 'swap', onclick: () => this.act('swap') },
        `Swap sides (play ${computerSide})`,
      ),
      h(
        'label',
        { class: 'play-hints' },
        h('input', { type: 'checkbox', checked: this.hints, onchange: (e) => this.setHints(e.target.checked) }),
        ' Hints',
      ),
    );

    const said = this.statusText(result, userSide, computerSide);
    const status = h('p', { class: 'play-status' }, said);
    this.say(said);

    const moveList = h(
      'div',
      { class: 'play-moves', role: 'group', 'aria-label': 'Your moves' },
      moves.map((m, i) => {
        const attributes = {
          type: 'button',
          class: `button play-move${this.hints ? ` outcome-${outcomeWord(m.outcome)}` : ''}`,
          'data-move': m.name,
          onclick: () => this.play(m.name),
        };
        if (this.hints) {
          attributes['data-move-value'] = dataValue(m.value);
          attributes['data-move-outcome'] = outcomeWord(m.outcome);
        }
        return h(
          'button',
          attributes,
          h('kbd', null, i < 9 ? String(i + 1) : ''),
          ' ',
          h('span', { class: 'move-name' }, m.name),
          this.hints
            ? h(
                'span',
                { class: 'move-hint' },
                ` ${showValue(m.value)} · ${outcomeHint(m.outcome, m.remoteness, m.value)}`,
              )
            : null,
        );
      }),
    );

    replaceChildren(
      this.root,
      h(
        'div',
        { class: 'play-head' },
        h(
          'p',
          null,
          `You play ${userSide} against perfect play: the fastest win, otherwise a draw, otherwise the slowest loss.`,
        ),
        controls,
      ),
      problem ? h('p', { class: 'notice-inline', role: 'alert' }, problem) : null,
      h(
        'div',
        { class: 'play-body' },
        h('div', { class: 'play-main' }, board, status, moveList, this.feedbackBox()),
        h('div', { class: 'play-side' }, this.drawing?.element, renderHistory(s.history, this.notice)),
      ),
    );
    this.drawing?.show(current, s.history);
    if (this.refocus) this.root.querySelector(this.refocus)?.focus();
  }

  statusText(result, userSide, computerSide) {
    const s = this.shown;
    const answered = s.feedback?.answered?.length
      ? `${computerSide} answered ${s.feedback.answered.join(', then ')}. `
      : '';
    if (result) {
      const winner = result === 'draw' ? 'a draw' : `${result === 'paul' ? 'Paul' : 'Carole'} wins`;
      // A game of real values ends at a value, not a winner's name alone.
      const words = realValue(s.current.value) ? `the value ${showValue(s.current.value)}, ${winner}` : winner;
      const you = result === 'draw' ? '' : result === s.link.as ? ' You won.' : ' You lost.';
      const round = s.endless
        ? ` ${computerSide} is back at ${s.current.name} and would go round for ever without you moving: a play that never ends is a draw.`
        : '';
      return `${answered}Game over after ${plural(s.ply, 'move')}: ${words}.${round}${you}`;
    }
    if (s.userToMove) {
      const hint = this.hints
        ? ` This position: ${valueWords(s.current.outcome, s.current.remoteness, s.current.value)}.`
        : '';
      // On a cycle: play that goes round for ever is a draw (value 0), so the game need not end.
      const again = s.again ? ' The game has been here before: going round for ever counts as a draw.' : '';
      return `${answered}Your move, ${userSide}.${hint}${again}`;
    }
    return `${answered}${computerSide} cannot move on.`;
  }

  /** The mistake just made, with the moves that kept the value and the punishing line. */
  feedbackBox() {
    const mistake = this.shown.feedback?.mistake;
    if (!mistake || !this.hints) return null;
    const { from, kept, line } = mistake;
    // Perfect play's choice among them, when it is not all of them (the fastest win, say).
    const picks =
      mistake.perfect?.length && mistake.perfect.length < kept.length
        ? ` (perfect play picks ${mistake.perfect.join(', ')})`
        : '';
    return h(
      'div',
      { class: 'play-mistake', role: 'note', 'data-mistake': mistake.move.name },
      h(
        'p',
        null,
        `That move threw value away: ${from.name} was worth ${showValue(from.value)} (${outcomeHint(from.outcome, from.remoteness, from.value)}), `,
        `${mistake.move.name} is worth ${showValue(mistake.move.value)} (${outcomeHint(mistake.move.outcome, mistake.move.remoteness, mistake.move.value)}). `,
        `${kept.length === 1 ? 'The move that kept it' : 'Moves that kept it'}: `,
        h('strong', null, kept.join(', ')),
        `${picks}.`,
      ),
      line.length
        ? h(
            'p',
            null,
            'How perfect play punishes it: ',
            h('span', { class: 'play-line' }, [mistake.move.name, ...line].join(' → ')),
            line.length === LINE_MOVES ? ' …' : '',
          )
        : null,
    );
  }
}

/** Whether two views show the same game at the same point with the same words. */
function sameGame(a, b) {
  const link = (v) => `${v.link.as} ${v.link.rng} ${v.link.from} ${v.link.moves.join('.')}`;
  const said = (v) => (v.feedback ? `${v.feedback.mistake?.move.name ?? ''} ${v.feedback.answered.join(' ')}` : null);
  return a.ply === b.ply && a.canRedo === b.canRedo && link(a) === link(b) && said(a) === said(b);
}
