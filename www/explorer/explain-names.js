//! "Explain the names": one line for the legend saying how a built-in game names its positions,
//! with the start as the example. The naming itself is the engine's (src/games/*.rs: each game's
//! `name`, read back into a description by src/games/position.rs); this only puts it into words.

import { cellName } from '../boards/index.js';
import { nameWord } from '../core/index.js';

const WHO = { P: 'Paul', C: 'Carole' };

/** A list in words: "1, 2 and 3". */
function words(items) {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const EXPLAIN = {
  nim: (name, { mover, piles }) =>
    `${name}: ${WHO[mover]} to move, piles of ${words(piles)} matches (P: Paul to move, C: Carole).`,
  chomp: (name, { mover, rows }) =>
    `${name}: ${WHO[mover]} to move, rows of ${words(rows)} squares from the bottom up (P: Paul to move, C: Carole).`,
  catmouse: (name, { mover, mouse, cat }) =>
    `${name}: ${WHO[mover]} to move (Paul is the mouse), the mouse on ${cellName(mouse.col, mouse.row)}, the cat on ${cellName(cat.col, cat.row)}; columns a, b, … from the left, rows 1, 2, … from the top.`,
  sequence: (name, { bits }) =>
    `${bits === '' ? `${name}: no bit chosen yet (the empty sequence); ` : ''}a name like 01 lists the bits chosen so far, Paul's first; a name with n bits is an end position.`,
  tictactoe: (name) => `${name}: the board row by row, X (Paul), O (Carole) or . for an empty square.`,
};

/** The line for a game whose start is `start`, from the engine's description of it (null for a
 * custom game's start, or no start: no line). */
export function explainNames(start, description) {
  const explain = description && EXPLAIN[description.kind];
  if (!explain || !start) return null;
  // The start's name set apart (www/core/name-words.js): "XO.OX....: the board" reads as one word.
  return `Names — ${explain(nameWord(start), description)}`;
}
