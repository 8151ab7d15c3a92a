//! "Explain the names": one line for the legend saying how a built-in game names its positions,
//! with the start as the example. The naming itself is the engine's (src/games/*.rs: each game's
//! `name`); this only puts it into words.

const WHO = { P: 'Paul', C: 'Carole' };

/** A list in words: "1, 2 and 3". */
function words(items) {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const EXPLAIN = {
  nim: (name) => {
    const piles = name.slice(1).split('.');
    return `${name}: ${WHO[name[0]]} to move, piles of ${words(piles)} matches (P: Paul to move, C: Carole).`;
  },
  chomp: (name) => {
    const rows = name.slice(1).split('.');
    return `${name}: ${WHO[name[0]]} to move, rows of ${words(rows)} squares from the bottom up (P: Paul to move, C: Carole).`;
  },
  catmouse: (name) => {
    const [mouse, cat] = name.slice(1).split('-');
    return `${name}: ${WHO[name[0]]} to move (Paul is the mouse), the mouse on ${mouse}, the cat on ${cat}; columns a, b, … from the left, rows 1, 2, … from the top.`;
  },
  sequence: (name) =>
    `${name === 'e' ? 'e: no bit chosen yet (the empty sequence); ' : ''}a name like 01 lists the bits chosen so far, Paul's first; a name with n bits is an end position.`,
  tictactoe: (name) => `${name}: the board row by row, X (Paul), O (Carole) or . for an empty square.`,
};

/** The line for a game (its registry id) whose start is `start`, or null (custom games). */
export function explainNames(game, start) {
  const explain = EXPLAIN[game];
  if (!explain || !start) return null;
  return `Names — ${explain(start)}`;
}
