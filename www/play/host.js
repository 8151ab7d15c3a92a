// The worker's side of play mode and the neighbourhood view (issue 9): one solved game (a wasm
// Play: retrograde analysis, Knuth TAOCP 2.2.3 ex. 28, so cycles are fine) and at most one game
// against perfect play on it (www/play/session.js). The page asks in messages and gets plain
// objects back (www/worker.js passes them through), so the page's thread never parses or solves
// a game, whatever its size. Pure logic over `engine` (the wasm Play, or the fake one of the node
// unit tests: test/unit/play-host.test.mjs).
//
//   node(id | name)          a position and its moves rated, plus its successors' own records
//                            (one level ahead, so a click in the neighbourhood view is instant)
//   open(play, board)        a game from the link's fields: {view, problem}
//   move(name) / undo() / redo() / restart() / swap()   the new view, or null when nothing changed
//
// A view is everything play/view.js draws: the current position, the user's moves rated, the
// status, the value history, the last mistake with its punishing line, and the link's fields.

import { Session } from './session.js';
import { boardOf, leavesUnder } from '../board/model.js';

/** Moves of the punishing line shown after a mistake. */
export const LINE_MOVES = 12;
/** A position's successors are sent with it (one level ahead) when it has at most this many. */
export const PREFETCH_SUCCESSORS = 64;
/** The most moves of one position sent to the page (a custom position may have millions). */
export const MAX_SENT_MOVES = 1000;

export class PlayHost {
  /** engine: a solved game (wasm Play or alike); game, params: the preset id and its parameters
   * (for a Sequence board's leaf values). */
  constructor(engine, { game = 'custom', params = [] } = {}) {
    this.engine = engine;
    this.game = game;
    this.params = params;
    this.session = null;
  }

  /** The start position's record (see `record`). */
  start() {
    return { positionCount: this.engine.positionCount ?? null, ...this.record(this.engine.start) };
  }

  /** A position ({id} or {name}) with its moves, then its successors' records (one level ahead
   * when there are at most PREFETCH_SUCCESSORS of them): [record, ...]. */
  node({ id, name }) {
    const v = id ?? this.find(name);
    const first = this.record(v);
    const records = [first];
    const targets = [...new Set(first.moves.map((m) => m.to))];
    if (targets.length <= PREFETCH_SUCCESSORS) for (const w of targets) if (w !== v) records.push(this.record(w));
    return records;
  }

  /** {id, name, mover, endValue, value, outcome, remoteness, moves, moveCount, leaves}: moves
   * rated for the mover (at most MAX_SENT_MOVES of moveCount), leaves the end values a Sequence
   * board shows below it ({name: VALUE}). */
  record(v) {
    const engine = this.engine;
    const all = engine.moves(v);
    const moves = all.length > MAX_SENT_MOVES ? all.slice(0, MAX_SENT_MOVES) : all;
    return { ...this.position(v), moves: moves.map((m) => ({ ...m, remoteness: m.remoteness ?? null, mover: engine.mover(m.to) })), moveCount: all.length, leaves: this.leaves(v) };
  }

  /** {id, name, mover, endValue, value, outcome, remoteness} (null for no end value or remoteness). */
  position(v) {
    const engine = this.engine;
    return {
      id: v,
      name: engine.name(v),
      mover: engine.mover(v),
      endValue: engine.endValue(v) ?? null,
      value: engine.value(v),
      outcome: engine.outcome(v),
      remoteness: engine.remoteness(v) ?? null,
    };
  }

  find(name) {
    const v = this.engine.find(name);
    if (v == null) throw new Error(`the game has no position “${name}”`);
    return v;
  }

  /** The end values a Sequence board shows under position v. */
  leaves(v) {
    const board = boardOf(this.game, this.params, this.engine.name(v));
    if (board.kind !== 'sequence') return null;
    const values = {};
    for (const leaf of leavesUnder(board.bits, board.n)) {
      const id = this.engine.find(leaf);
      values[leaf] = id == null ? null : (this.engine.endValue(id) ?? null);
    }
    return values;
  }

  /** A game from the link's play fields ({as, rng, moves, from}): {view, problem}; a link whose
   * moves cannot be replayed starts a new game and says why in `problem`. */
  open(play) {
    let problem = null;
    try {
      this.session = new Session(this.engine, play);
    } catch (error) {
      problem = error.message;
      // A new game from the link's position, or from the start when that position is the trouble.
      try {
        this.session = new Session(this.engine, { ...play, moves: [] });
      } catch {
        this.session = new Session(this.engine, { ...play, moves: [], from: null });
      }
    }
    return { view: this.view(null), problem };
  }

  /** The user plays the move to `name`: the new view (with the mistake, if it was one), or null
   * when that is not a legal move now (a click on a board drawn before the last answer). */
  move(name) {
    const played = this.playing().playUser(name);
    if (!played) return null;
    return this.view({ mistake: played.mistake && this.mistake(played.mistake), answered: played.answered.map((id) => this.engine.name(id)) });
  }

  /** undo | redo | restart | swap: the new view, or null when there was nothing to do. */
  act(what) {
    const s = this.playing();
    const done = { undo: () => s.undo(), redo: () => s.redo(), restart: () => (s.restart(), true), swap: () => (s.swap(), true) }[what];
    if (!done) throw new Error(`unknown play action “${what}”`);
    return done() ? this.view(null) : null;
  }

  playing() {
    if (!this.session) throw new Error('no game is being played');
    return this.session;
  }

  /** The mistake for the page: the position it was made at, the move, the moves that kept the
   * value, and perfect play from the position the mistake led to (as the computer plays it). */
  mistake({ from, move, kept, ply }) {
    const engine = this.engine;
    const line = Array.from(engine.line(move.to, this.session.rng, ply + 1, LINE_MOVES), (id) => engine.name(id));
    return { from: this.position(from), move: { ...move, remoteness: move.remoteness ?? null }, kept: kept.map((m) => m.name), line };
  }

  /** Everything the page draws of the game now; feedback: {mistake, answered} after a user move. */
  view(feedback) {
    const s = this.session;
    const current = this.record(s.current);
    const from = s.positions[0] === this.engine.start ? null : this.engine.name(s.positions[0]);
    return {
      current,
      result: s.result,
      userToMove: s.userToMove,
      over: s.over,
      ply: s.ply,
      canRedo: s.redoStack.length > 0,
      // On a cycle: the game has been here before.
      again: s.positions.indexOf(s.current) < s.positions.length - 1,
      history: s.history().map((row) => ({ ...row, remoteness: row.remoteness ?? null })),
      link: { as: s.as, rng: s.rng, moves: [...s.indices], from },
      feedback,
    };
  }
}
