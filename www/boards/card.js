// The board card beside the explorer: the board of the position the search is at, following each
// step, or of a drawn position the user clicked (until the next step moves on).

import { h, MOVER_NAMES, nameWord, replaceChildren, wordNodes } from '../core/index.js';
import { renderBoard } from './render.js';
import { challengeButton } from './challenge.js';
import { describeBoard } from '../engine/index.js';

/** Whose board is shown, after its name. */
const WHOSE = {
  followed: 'where the search is',
  clicked: 'the position you clicked',
  found: 'the position you found',
  asked: 'the position the question is about',
};

export class BoardCard {
  /** root: the card's body element; onPlay(name): play against perfect play from that position. */
  constructor(root, onPlay) {
    this.root = root;
    this.onPlay = onPlay;
    this.game = null;
    this.shown = null;
    // The position shown whatever the steps do (practice's question), by id, or null; and the
    // one the search is at, shown again once the pin goes.
    this.pinned = null;
    this.followed = null;
  }

  /** A new game: names, movers and end VALUEs (NaN for a mover) by id, which are ends, the
   * start's id, its preset id ('custom' otherwise) and parameters. */
  load({ game, params, names, movers, isEnd, start, endValues = null }) {
    this.game = { id: game, params, names, movers, isEnd, start, endValues, ids: null };
    this.shown = null;
    this.pinned = null;
    this.followed = null;
    this.show(null);
  }

  clear(message = 'no game') {
    this.game = null;
    this.shown = null;
    this.pinned = null;
    replaceChildren(this.root, h('p', { class: 'muted' }, message));
  }

  /** Shows the board of the position called `name` (a click on the drawing). */
  showName(name) {
    const id = this.game?.names.indexOf(name) ?? -1;
    if (id >= 0) this.show(id, 'clicked');
  }

  /** Shows the board of the position called `name` while the steps move on (a practice question
   * about it); null: follows the search again. */
  pin(name) {
    const id = name == null ? -1 : (this.game?.names.indexOf(name) ?? -1);
    this.pinned = id >= 0 ? id : null;
    if (this.pinned != null) this.show(id, 'asked');
    else if (this.shown?.endsWith(':asked')) this.show(this.followed);
  }

  /** The VALUE of the end position called `name` (one a board lists), or undefined. */
  valueOf(name) {
    const game = this.game;
    if (!game?.endValues) return undefined;
    // Names to ids, made when a board first asks (few boards list positions).
    game.ids ??= new Map(Array.from(game.names, (n, i) => [n, i]));
    const id = game.ids.get(name);
    return id == null || !game.isEnd[id] ? undefined : game.endValues[id];
  }

  /** Shows the board of position id `v` (-1 or null: the start's); `why` says whose it is
   * ('followed': the search's, 'clicked', 'asked': a practice question's). */
  show(v, why = 'followed') {
    const game = this.game;
    if (!game) return;
    if (why === 'followed') {
      this.followed = v;
      if (this.pinned != null) return;
    }
    const id = v == null || v < 0 ? game.start : v;
    if (this.shown === `${id}:${why}`) return;
    this.shown = `${id}:${why}`;
    const name = game.names[id];
    const board = describeBoard(game.id, game.params, name)?.board;
    replaceChildren(
      this.root,
      renderBoard(board, {
        label: `Board of ${name}`,
        over: game.isEnd[id],
        valueFor: (listed) => this.valueOf(listed),
        name,
        mover: MOVER_NAMES[game.movers[id]],
      }),
      h('p', { class: 'muted board-why', 'data-board-of': name }, wordNodes(`${nameWord(name)}, ${WHOSE[why]}.`)),
      game.isEnd[id] ? null : challengeButton(() => this.onPlay(name)),
    );
  }
}
