// One game against perfect play: the positions so far, whose turn it is, the computer's answers,
// undo and redo. Pure logic over a solved game (`engine`: the wasm Play, or any object with
// start, moves(v), answer(v, seed, ply), value(v), outcome(v), remoteness(v), mover(v),
// name(v), find(name)), so node unit tests drive it with a fake one.
//
// The moves are kept as indices into each position's move list (what the link carries). The
// computer's move number `ply` (0 = the game's first move) keys its random choice among equal
// perfect moves, so the same seed and the same moves replay the same game.

import { MOVER, plural } from '../core/index.js';

/** The most moves a game keeps (a cyclic game can go on for ever). */
export const MAX_PLIES = 10000;

export class Session {
  /** play: {as, hints, rng, moves, from}; throws an Error naming the bad move or position. */
  constructor(engine, play) {
    this.engine = engine;
    this.as = play.as;
    this.rng = play.rng;
    let start = engine.start;
    if (play.from != null) {
      const found = engine.find(play.from);
      if (found == null) throw new Error(`the game has no position “${play.from}” to start from`);
      if (Number.isNaN(engine.value(found)))
        throw new Error(`the position “${play.from}” cannot be reached from the game's start`);
      start = found;
    }
    this.positions = [start];
    this.indices = [];
    this.redoStack = [];
    for (const [i, index] of play.moves.entries()) {
      const moves = engine.moves(this.current);
      if (!Number.isInteger(index) || index < 0 || index >= moves.length) {
        throw new Error(
          `move ${i + 1} of the link is number ${index + 1}, but ${engine.name(this.current)} has ${plural(moves.length, 'move')}`,
        );
      }
      this.push(index, moves[index].to);
    }
    this.answer();
  }

  get current() {
    return this.positions.at(-1);
  }

  get ply() {
    return this.indices.length;
  }

  /** The user's side as a mover code. */
  get userMover() {
    return this.as === 'paul' ? MOVER.paul : MOVER.carole;
  }

  /** The current position's moves ({to, name, value, outcome, remoteness, keepsValue, perfect}). */
  moves() {
    return this.engine.moves(this.current);
  }

  get over() {
    return this.moves().length === 0 || this.endless;
  }

  /**
   * The computer has come back to a position of its own run of moves since the user's last: it
   * moves alone there (the user is never to move), so it would go round for ever — a draw by the
   * game's rule for plays that never end (perfect play goes round only where that is worth 0).
   */
  get endless() {
    const p = this.positions;
    const last = p.length - 1;
    for (let i = last - 1; i >= 0 && this.engine.mover(p[i]) !== this.userMover; i--) {
      if (p[i] === p[last]) return true;
    }
    return false;
  }

  /** 'paul' | 'carole' | 'draw' once the game is over, else null. */
  get result() {
    if (!this.over) return null;
    if (this.endless) return 'draw';
    const value = this.engine.endValue(this.current) ?? this.engine.value(this.current);
    return value > 0 ? 'paul' : value < 0 ? 'carole' : 'draw';
  }

  /** Whether a move of the user's can be taken back (not the computer's opening alone). */
  get canUndo() {
    const p = this.positions;
    for (let i = 0; i < p.length - 1; i++) if (this.engine.mover(p[i]) === this.userMover) return true;
    return false;
  }

  get userToMove() {
    return !this.over && this.engine.mover(this.current) === this.userMover;
  }

  push(index, to) {
    if (this.indices.length >= MAX_PLIES) throw new Error(`a game keeps at most ${MAX_PLIES} moves`);
    this.indices.push(index);
    this.positions.push(to);
  }

  /** The user plays the move to `name` (a successor's name). Returns {mistake, answered} or
   * null when it is not a legal move now. A new move clears what redo could bring back. */
  playUser(name) {
    if (!this.userToMove) return null;
    const before = this.current;
    const moves = this.moves();
    const index = moves.findIndex((m) => m.name === name);
    if (index < 0) return null;
    const chosen = moves[index];
    const mistake = this.mistakeOf(before, chosen, moves);
    this.push(index, chosen.to);
    this.redoStack = [];
    const answered = this.answer();
    return { mistake, answered };
  }

  /** The move `chosen` among `moves` at `before`, now, as a mistake (null when it kept the
   * value): every move that kept it, and among them the ones perfect play picks (the fastest). */
  mistakeOf(before, chosen, moves) {
    if (chosen.keepsValue) return null;
    return {
      from: before,
      move: chosen,
      kept: moves.filter((m) => m.keepsValue),
      perfect: moves.filter((m) => m.perfect),
      ply: this.ply,
    };
  }

  /** The computer moves while it is its turn (at once; one move, since sides alternate only
   * when the game says so: a side may move twice in a row). Returns the moves made. */
  answer() {
    const made = [];
    while (!this.over && !this.userToMove && this.ply < MAX_PLIES) {
      const to = this.engine.answer(this.current, this.rng, this.ply);
      if (to == null) break;
      const index = this.moves().findIndex((m) => m.to === to);
      this.push(index, to);
      made.push(to);
    }
    return made;
  }

  /** Back to the user's previous turn (the computer's answers are taken back with it). */
  undo() {
    const taken = [];
    while (this.indices.length) {
      taken.push(this.indices.pop());
      this.positions.pop();
      if (this.userToMove) break;
    }
    if (!taken.length) return false;
    taken.reverse();
    if (!this.userToMove) {
      // Back at a start where the computer moves first: nothing of the user's to take back.
      for (const index of taken) this.push(index, this.moves()[index].to);
      return false;
    }
    this.redoStack.push(taken);
    return true;
  }

  /** The user's move taken back last, with the computer's answers: {mistake, answered} as
   * playUser gives them (the mistake is called out again), or null when there is none. */
  redo() {
    const moves = this.redoStack.pop();
    if (!moves) return null;
    const [first, ...answers] = moves;
    const here = this.moves();
    const mistake = this.mistakeOf(this.current, here[first], here);
    this.push(first, here[first].to);
    const answered = [];
    for (const index of answers) {
      const to = this.moves()[index].to;
      this.push(index, to);
      answered.push(to);
    }
    return { mistake, answered };
  }

  restart() {
    this.positions.length = 1;
    this.indices = [];
    this.redoStack = [];
    this.answer();
  }

  /** The user takes the other side; the computer moves at once if it is now its turn. */
  swap() {
    this.as = this.as === 'paul' ? 'carole' : 'paul';
    this.redoStack = [];
    this.answer();
  }

  /** A copy to try a move on without changing this game (the engine is shared). */
  clone() {
    return Object.assign(Object.create(Session.prototype), this, {
      positions: [...this.positions],
      indices: [...this.indices],
      redoStack: this.redoStack.map((moves) => [...moves]),
    });
  }

  /** Each position so far: {id, name, value, outcome, remoteness, mover, end}. */
  history() {
    const engine = this.engine;
    return this.positions.map((id) => ({
      id,
      name: engine.name(id),
      value: engine.value(id),
      outcome: engine.outcome(id),
      remoteness: engine.remoteness(id),
      mover: engine.mover(id),
      end: engine.endValue(id) != null,
    }));
  }

  /** Perfect play from the current position onwards (the line that punishes a mistake). */
  line(limit) {
    return Array.from(this.engine.line(this.current, this.rng, this.ply, limit), (id) => this.engine.name(id));
  }
}
