// The worker's side of play mode and the neighbourhood view: one solved game (a wasm
// Play: retrograde analysis, Knuth TAOCP 2.2.3 ex. 28, so cycles are fine) and at most one game
// against perfect play on it (www/play/session.js). The page asks in messages and gets plain
// objects back (www/worker/worker.js passes them through), so the page's thread never parses or solves
// a game, whatever its size. Pure logic over `engine` (the wasm Play, or the fake one of the node
// unit tests: test/unit/play-host.test.mjs).
//
//   node(id | name)          a position and its moves rated, plus its successors' own records
//                            (one level ahead, so a click in the neighbourhood view is instant)
//   open(play)               a game from the link's fields: {view, problem}
//   move(name, ply), act(undo | redo | restart | swap)   the game's view after it (unchanged
//                            when the move is not legal now or there is nothing to undo)
//
// A view is everything play/view.js draws: the current position, the user's moves rated, the
// status, the value history, the last mistake with its punishing line, the link's fields — and,
// when the user is to move, `next`: the view after each of their moves (with the computer's
// answer), so the page draws a move at once and the worker's own answer only confirms it.

import { Session } from './session.js';

/** Moves of the punishing line shown after a mistake. */
export const LINE_MOVES = 12;
/** A position's successors are sent with it (one level ahead) when it has at most this many. */
export const PREFETCH_SUCCESSORS = 64;
/** The most moves of one position sent to the page (a custom position may have millions). */
export const MAX_SENT_MOVES = 1000;
/** The views after the user's moves are sent ahead when there are at most this many moves and
 * they hold at most PREFETCH_ITEMS rows and moves in all (each view carries the whole value
 * history): the page's thread copies them in, which must stay quick. */
export const PREFETCH_MOVES = 64;
export const PREFETCH_ITEMS = 20000;

export class PlayHost {
  /** engine: a solved game (wasm Play or alike); game, params: the preset id and its parameters,
   * and describe(game, params, name): the engine's board of a position (the wasm API's
   * describeBoard: {board} or null), for the VALUEs of the positions a board lists.
   * @param {WasmPlay} engine
   * @param {{game?: string, params?: any[], describe?: (game: string, params: any, name: string) => any}} [options] */
  constructor(engine, { game = 'custom', params = [], describe = () => null } = {}) {
    this.engine = engine;
    this.game = game;
    this.params = params;
    this.describe = describe;
    this.session = null;
    /** What the last user move said ({mistake, answered}); an action clears it. */
    this.feedback = null;
  }

  /** The start position's record (see `record`). */
  start() {
    return { positionCount: this.engine.positionCount ?? null, ...this.record(this.engine.start) };
  }

  /** A position ({id} or {name}) with its moves, then its successors' records (one level ahead
   * when there are at most PREFETCH_SUCCESSORS of them, as long as they hold at most
   * PREFETCH_ITEMS moves in all): [record, ...]. */
  node({ id, name }) {
    const v = id ?? this.find(name);
    const first = this.record(v);
    const records = [first];
    const targets = [...new Set(first.moves.map((m) => m.to))];
    if (targets.length > PREFETCH_SUCCESSORS) return records;
    let items = first.moves.length;
    for (const w of targets) {
      if (w === v) continue;
      const record = this.record(w);
      items += record.moves.length;
      if (items > PREFETCH_ITEMS) break;
      records.push(record);
    }
    return records;
  }

  /** {id, name, mover, endValue, value, outcome, remoteness, moves, moveCount, listed}: moves
   * rated for the mover (each with its target's mover and endValue, for play's drawing) (at most
   * MAX_SENT_MOVES of moveCount), listed the end values of the positions its board lists under it
   * ({name: VALUE}, or null). */
  record(v) {
    const engine = this.engine;
    const all = engine.moves(v);
    const moves = all.length > MAX_SENT_MOVES ? all.slice(0, MAX_SENT_MOVES) : all;
    return {
      ...this.position(v),
      moves: moves.map((m) => ({
        ...m,
        remoteness: m.remoteness ?? null,
        mover: engine.mover(m.to),
        endValue: engine.endValue(m.to) ?? null,
      })),
      moveCount: all.length,
      listed: this.listed(v),
    };
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

  /** The end values of the positions the board of v lists under it ({name: VALUE}), or null. */
  listed(v) {
    const names = this.describe(this.game, this.params, this.engine.name(v))?.board?.listed?.names;
    if (!names) return null;
    const values = {};
    for (const name of names) {
      const id = this.engine.find(name);
      values[name] = id == null ? null : (this.engine.endValue(id) ?? null);
    }
    return values;
  }

  /** A game from the link's play fields ({as, rng, moves, from}): {view, problem}; a link whose
   * moves cannot be replayed starts a new game and says why in `problem`. */
  open(play) {
    let problem = null;
    this.feedback = null;
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
    return { view: this.view(this.session, null), problem };
  }

  /** The user plays the move to `name` at move number `ply` (as the page saw the game; omitted:
   * now): the new view (with the mistake, if it was one), or null when that is not a legal move
   * now (a second key press on moves drawn before the first one's answer came). */
  move(name, ply = this.playing().ply) {
    const s = this.playing();
    if (ply === s.ply) {
      const feedback = this.play(s, name);
      if (feedback) this.feedback = feedback;
    }
    return this.view(s, this.feedback);
  }

  /** undo | redo | restart | swap: the game's view after it. */
  act(what) {
    const s = this.playing();
    if (what === 'redo') {
      // The move comes back with what was said of it (a mistake is called out again).
      const played = s.redo();
      if (played) this.feedback = this.feedbackOf(s, played);
      return this.view(s, this.feedback);
    }
    const done = { undo: () => s.undo(), restart: () => (s.restart(), true), swap: () => (s.swap(), true) }[what];
    if (!done) throw new Error(`unknown play action “${what}”`);
    if (done()) this.feedback = null;
    return this.view(s, this.feedback);
  }

  /** The user's move to `name` in session s, with the computer's answer: {mistake, answered}, or
   * null when it is not a legal move now. */
  play(s, name) {
    const played = s.playUser(name);
    return played && this.feedbackOf(s, played);
  }

  /** A move played (or played again) for the page: {mistake, answered} by name. */
  feedbackOf(s, played) {
    return {
      mistake: played.mistake && this.mistake(s, played.mistake),
      answered: played.answered.map((id) => this.engine.name(id)),
    };
  }

  playing() {
    if (!this.session) throw new Error('no game is being played');
    return this.session;
  }

  /** The mistake for the page: the position it was made at, the move, the moves that kept the
   * value, and perfect play from the position the mistake led to (as the computer plays it). */
  mistake(s, { from, move, kept, perfect, ply }) {
    const engine = this.engine;
    const line = Array.from(engine.line(move.to, s.rng, ply + 1, LINE_MOVES), (id) => engine.name(id));
    return {
      from: this.position(from),
      move: { ...move, remoteness: move.remoteness ?? null },
      kept: kept.map((m) => m.name),
      perfect: perfect.map((m) => m.name),
      line,
    };
  }

  /** Everything the page draws of game s; feedback: {mistake, answered} after a user move;
   * ahead: add the views after each of the user's moves. */
  view(s, feedback, ahead = true) {
    const current = this.record(s.current);
    const from = s.positions[0] === this.engine.start ? null : this.engine.name(s.positions[0]);
    return {
      current,
      result: s.result,
      userToMove: s.userToMove,
      over: s.over,
      // The computer came back to a position of its own run of moves: round for ever, a draw.
      endless: s.endless,
      ply: s.ply,
      canRedo: s.redoStack.length > 0,
      canUndo: s.canUndo,
      // On a cycle: the game has been here before.
      again: s.positions.indexOf(s.current) < s.positions.length - 1,
      history: s.history().map((row) => ({ ...row, remoteness: row.remoteness ?? null })),
      link: { as: s.as, rng: s.rng, moves: [...s.indices], from },
      feedback,
      next: ahead ? this.ahead(s) : null,
    };
  }

  /** {name: view} after each of the user's moves now (null when not their turn or too many). */
  ahead(s) {
    if (!s.userToMove) return null;
    const moves = s.moves();
    if (moves.length > PREFETCH_MOVES) return null;
    const next = {};
    let items = 0;
    for (const m of moves) {
      if (m.name in next) continue;
      const tried = s.clone();
      const view = this.view(tried, this.play(tried, m.name), false);
      items += view.history.length + view.current.moves.length;
      if (items > PREFETCH_ITEMS) return null;
      next[m.name] = view;
    }
    return next;
  }
}
