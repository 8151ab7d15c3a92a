// The play mode on the page: the board, the user's legal moves as buttons (and on the board),
// the computer's answer at once, hints, mistakes called out with the move that kept the value
// and the line that punishes it, the value history, undo/redo/restart/swap sides, keys.
//
// Testability contract (issue 9): #app carries data-mode="play", data-current (the position's
// name) and data-result (paul | carole | draw) once the game is over; each legal move of the
// user is an enabled element with data-move (the successor's name) and, with hints on,
// data-move-value and data-move-outcome.

import { h, replaceChildren } from '../dom.js';
import { Session, outcomeHint, outcomeWord } from './session.js';
import { renderHistory } from './history.js';
import { boardOf } from '../board/model.js';
import { renderBoard } from '../board/render.js';
import { MOVER_NAMES } from '../codes.js';
import { dataValue, showValue } from '../numbers.js';

/** Moves of the punishing line shown after a mistake. */
const LINE_MOVES = 12;

export class PlayView {
  /** root: the play section; app: #app; onChange(play): the play state changed (for the link);
   * notice(message): a message above the page. */
  constructor(root, app, onChange, notice) {
    this.root = root;
    this.notice = notice;
    this.app = app;
    this.onChange = onChange;
    this.engine = null;
    this.session = null;
    this.feedback = null;
    document.addEventListener('keydown', (event) => this.key(event));
  }

  /** Starts (or resumes, from the link's moves) a game: engine is a wasm Play (owned from now
   * on), game the preset id or 'custom', params its [[name, value]], play the link's fields. */
  open({ engine, game, params, play }) {
    this.close();
    this.engine = engine;
    this.game = game;
    this.params = params;
    this.hints = play.hints;
    this.feedback = null;
    let problem = null;
    try {
      this.session = new Session(engine, play);
    } catch (error) {
      problem = error.message;
      this.session = new Session(engine, { ...play, moves: [] });
    }
    this.root.hidden = false;
    this.app.dataset.mode = 'play';
    this.render(problem ? `The link's moves could not be replayed (${problem}): a new game starts.` : null);
    this.changed();
    return problem;
  }

  close() {
    this.engine?.free();
    this.engine = null;
    this.session = null;
    this.root.hidden = true;
    replaceChildren(this.root);
    delete this.app.dataset.mode;
    delete this.app.dataset.current;
    delete this.app.dataset.result;
  }

  get active() {
    return this.session != null;
  }

  /** The play fields for the link. */
  state() {
    const s = this.session;
    const from = s.positions[0] === this.engine.start ? null : this.engine.name(s.positions[0]);
    return { as: s.as, hints: this.hints, rng: s.rng, moves: [...s.indices], from };
  }

  changed() {
    this.onChange(this.state());
  }

  play(name) {
    const played = this.session.playUser(name);
    if (!played) return;
    this.feedback = { mistake: played.mistake, answered: played.answered.map((id) => this.engine.name(id)) };
    this.render();
    this.changed();
  }

  act(what) {
    const s = this.session;
    const done = { undo: () => s.undo(), redo: () => s.redo(), restart: () => (s.restart(), true), swap: () => (s.swap(), true) }[what]();
    if (!done) return;
    this.feedback = null;
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
    if (!this.active || this.root.hidden || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest?.('input, textarea, select, [contenteditable]')) return;
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
    const s = this.session;
    const engine = this.engine;
    const current = s.current;
    const name = engine.name(current);
    this.app.dataset.current = name;
    const result = s.result;
    if (result) this.app.dataset.result = result;
    else delete this.app.dataset.result;

    const userSide = s.as === 'paul' ? 'Paul' : 'Carole';
    const computerSide = s.as === 'paul' ? 'Carole' : 'Paul';
    const moves = s.userToMove ? s.moves() : [];
    const boardMoves = moves.map((m) => ({ name: m.name, board: boardOf(this.game, this.params, m.name, MOVER_NAMES[engine.mover(m.to)]) }));
    const board = renderBoard(boardOf(this.game, this.params, name, MOVER_NAMES[engine.mover(current)]), {
      moves: boardMoves,
      onMove: (to) => this.play(to),
      leafValue: (leaf) => {
        const id = engine.find(leaf);
        return id == null ? undefined : engine.endValue(id);
      },
      label: `Board of ${name}`,
      over: s.over,
    });

    const controls = h(
      'div',
      { class: 'play-controls', role: 'group', 'aria-label': 'Game' },
      h('button', { type: 'button', class: 'button', onclick: () => this.act('undo'), disabled: s.ply === 0 }, 'Undo'),
      h('button', { type: 'button', class: 'button', onclick: () => this.act('redo'), disabled: s.redoStack.length === 0 }, 'Redo'),
      h('button', { type: 'button', class: 'button', onclick: () => this.act('restart') }, 'Restart'),
      h('button', { type: 'button', class: 'button', onclick: () => this.act('swap') }, `Swap sides (play ${computerSide})`),
      h('label', { class: 'play-hints' }, h('input', { type: 'checkbox', checked: this.hints, onchange: (e) => this.setHints(e.target.checked) }), ' Hints'),
    );

    const status = h('p', { class: 'play-status', role: 'status', 'aria-live': 'polite' }, this.statusText(result, userSide, computerSide));

    const moveList = h(
      'div',
      { class: 'play-moves', role: 'group', 'aria-label': 'Your moves' },
      moves.map((m, i) => {
        const attributes = { type: 'button', class: `button play-move${this.hints ? ` outcome-${outcomeWord(m.outcome)}` : ''}`, 'data-move': m.name, onclick: () => this.play(m.name) };
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
          this.hints ? h('span', { class: 'move-hint' }, ` ${showValue(m.value)} · ${outcomeHint(m.outcome, m.remoteness)}`) : null,
        );
      }),
    );

    replaceChildren(
      this.root,
      h('div', { class: 'play-head' }, h('p', null, `You play ${userSide} against perfect play: the fastest win, otherwise a draw, otherwise the slowest loss.`), controls),
      problem ? h('p', { class: 'notice-inline', role: 'alert' }, problem) : null,
      h(
        'div',
        { class: 'play-body' },
        h('div', { class: 'play-main' }, board, status, moveList, this.feedbackBox()),
        h('div', { class: 'play-side' }, renderHistory(s.history(), this.notice)),
      ),
    );
  }

  statusText(result, userSide, computerSide) {
    const s = this.session;
    const answered = this.feedback?.answered?.length ? `${computerSide} answered ${this.feedback.answered.join(', then ')}. ` : '';
    if (result) {
      const words = result === 'draw' ? 'a draw' : `${result === 'paul' ? 'Paul' : 'Carole'} wins`;
      const you = result === 'draw' ? '' : result === s.as ? ' You won.' : ` ${computerSide} won.`;
      return `${answered}Game over after ${s.ply} move${s.ply === 1 ? '' : 's'}: ${words}.${you}`;
    }
    if (s.userToMove) {
      const hint = this.hints ? ` This position: ${outcomeHint(this.engine.outcome(s.current), this.engine.remoteness(s.current))}.` : '';
      // On a cycle: play that goes round for ever is a draw (value 0), so the game need not end.
      const again = s.positions.indexOf(s.current) < s.positions.length - 1 ? ' The game has been here before: going round for ever counts as a draw.' : '';
      return `${answered}Your move, ${userSide}.${hint}${again}`;
    }
    return `${answered}${computerSide} cannot move on.`;
  }

  /** The mistake just made, with the move that kept the value and the punishing line. */
  feedbackBox() {
    const mistake = this.feedback?.mistake;
    if (!mistake || !this.hints) return null;
    const engine = this.engine;
    const before = engine.value(mistake.from);
    const kept = mistake.kept.map((m) => m.name);
    // The line from the position the mistake led to, as the computer will play it.
    const line = Array.from(engine.line(mistake.move.to, this.session.rng, mistake.ply + 1, LINE_MOVES), (id) => engine.name(id));
    return h(
      'div',
      { class: 'play-mistake', role: 'note', 'data-mistake': mistake.move.name },
      h(
        'p',
        null,
        `That move threw value away: ${engine.name(mistake.from)} was worth ${showValue(before)} (${outcomeHint(engine.outcome(mistake.from), engine.remoteness(mistake.from))}), `,
        `${mistake.move.name} is worth ${showValue(mistake.move.value)} (${outcomeHint(mistake.move.outcome, mistake.move.remoteness)}). `,
        `${kept.length === 1 ? 'The move that kept it' : 'Moves that kept it'}: `,
        h('strong', null, kept.join(', ')),
        '.',
      ),
      line.length ? h('p', null, 'How perfect play punishes it: ', h('span', { class: 'play-line' }, [mistake.move.name, ...line].join(' → ')), line.length === LINE_MOVES ? ' …' : '') : null,
    );
  }
}
