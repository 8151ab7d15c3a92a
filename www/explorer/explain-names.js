//! "Explain the names": one line for the legend saying how a built-in game names its positions,
//! with the start as the example. The naming itself is the engine's (src/games/*.rs: each game's
//! `name`, and its board's `naming` sentence, through describeBoard); this only sets the start's
//! name apart in it.

import { nameWord } from '../core/index.js';

/** The line for a game whose start is `start`, from the engine's board of it (null for a custom
 * game's start, or no start: no line). */
export function explainNames(start, board) {
  if (!board?.naming || !start) return null;
  // The start's name set apart (www/core/name-words.js): "XO.OX....: the board" reads as one word.
  return `Names — ${nameWord(start)}: ${board.naming}`;
}
