// The play mode's part of the link: mode=play&as=paul|carole&hints=on|off&rng=SEED&moves=I.J.K
// (&from=NAME). `moves` lists the moves made so far as indices into each position's move list
// (0 = its first move), so a link replays the game exactly with the seed of the computer's
// random choices among equal moves; `from` starts the game at another position than the
// game's start. Pure: www/link/link.js calls these, node unit tests check them.

import { short } from './link-fields.js';

/** The link keys this module owns. */
export const PLAY_KEYS = Object.freeze(['mode', 'as', 'hints', 'rng', 'moves', 'from']);
/** The modes a link may name: play (here), practice (www/practice/) and draw (www/draw/); the
 * link holds only mode=practice or mode=draw for those two. */
export const MODES = Object.freeze(['play', 'practice', 'draw']);
const SIDES = ['paul', 'carole'];
const MAX_MOVES = 10000;
const MAX_NAME_CHARS = 200;

/** A fresh play state: Paul, hints on, a seed, no moves. */
export function newPlay(rng, side = 'paul') {
  return { as: side, hints: true, rng: String(rng), moves: [], from: null };
}

/** The play fields read from URLSearchParams: null when mode is not play; throws an Error with a
 * sentence (the caller words the whole message) on a bad field. */
export function readPlay(fields) {
  const mode = fields.get('mode');
  if (mode == null) return null;
  if (!MODES.includes(mode)) throw new Error(`unknown mode “${short(mode)}” (the modes are: ${MODES.join(', ')})`);
  // Another mode (practice, draw) has no play fields.
  if (mode !== 'play') return null;
  const side = fields.get('as') ?? 'paul';
  if (!SIDES.includes(side)) throw new Error(`as=“${short(side)}” must be paul or carole`);
  const hints = fields.get('hints') ?? 'on';
  if (hints !== 'on' && hints !== 'off') throw new Error(`hints=“${short(hints)}” must be on or off`);
  const rng = fields.get('rng') ?? '1';
  if (!/^\d{1,20}$/.test(rng) || BigInt(rng) >= 2n ** 64n)
    throw new Error(`rng=“${short(rng)}” must be a whole number below 2^64`);
  const movesText = fields.get('moves') ?? '';
  if (movesText !== '' && !/^\d{1,6}(\.\d{1,6})*$/.test(movesText))
    throw new Error(`moves=“${short(movesText)}” must be move numbers separated by dots`);
  const moves = movesText === '' ? [] : movesText.split('.').map(Number);
  if (moves.length > MAX_MOVES) throw new Error(`the game has more than ${MAX_MOVES} moves`);
  const from = fields.get('from');
  if (from != null && (from === '' || from.length > MAX_NAME_CHARS)) throw new Error('from= must name a position');
  return { as: side, hints: hints === 'on', rng, moves, from };
}

/** The link parts ("key=value", already encoded) for a play state; [] for null. */
export function formatPlay(play) {
  if (!play) return [];
  const parts = ['mode=play', `as=${play.as}`, `hints=${play.hints ? 'on' : 'off'}`, `rng=${play.rng}`];
  if (play.moves.length) parts.push(`moves=${play.moves.join('.')}`);
  if (play.from != null) parts.push(`from=${encodeURIComponent(play.from)}`);
  return parts;
}
