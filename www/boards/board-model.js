// What a built-in game's position looks like on its own board, read from the position's name
// (each game documents its names: src/games/*.rs) and the game's parameters. Pure: no DOM, so
// node unit tests check it (test/unit/board.test.mjs); www/boards/render.js draws the result.
//
//   nim        P3.5.7        rows of matches, pile by pile
//   tictactoe  X...O....     the 3×3 grid, row by row from the top left
//   chomp      P4.2.2        the bar's row lengths from the bottom up; the bottom-left square is poisoned
//   catmouse   Pa1-c3        mover, mouse's cell, cat's cell on the board drawn by the `board` parameter
//   sequence   0110 (e: none) the bits chosen so far; the leaf VALUEs below
// Anything else (a custom game, or a name that does not read as the game's) is its name and mover.

/** The board of position `name` of game `gameId` with parameters `params` ([[name, value]]).
 * Returns {kind, …}; kind 'named' when the name is not one of the game's boards. */
export function boardOf(gameId, params, name, mover) {
  const read = READERS[gameId];
  const board = read ? read(name, new Map(params ?? [])) : null;
  return board ?? { kind: 'named', name, mover };
}

/** The cell of `board` that a move to `next` (the successor's board, same game) is made on, as
 * a key the renderer puts on that cell; null when the move cannot be shown on the board. */
export function moveCell(board, next) {
  if (board.kind !== next.kind) return null;
  switch (board.kind) {
    case 'nim': {
      // The pile that shrank; the first match taken (counting from the left).
      const pile = board.piles.findIndex((n, i) => next.piles[i] !== n);
      return pile < 0 ? null : `${pile}:${next.piles[pile]}`;
    }
    case 'tictactoe': {
      const cell = board.cells.findIndex((c, i) => next.cells[i] !== c);
      return cell < 0 ? null : String(cell);
    }
    case 'chomp': {
      // The chomped square: the lowest row that changed, at its new length.
      const row = board.rows.findIndex((n, i) => (next.rows[i] ?? 0) !== n);
      return row < 0 ? null : `${row}:${next.rows[row] ?? 0}`;
    }
    case 'catmouse': {
      // The cell the mover's piece goes to.
      const piece = board.mover === 'P' ? 'mouse' : 'cat';
      const [from, to] = [board[piece], next[piece]];
      return from.col === to.col && from.row === to.row ? null : cellName(to.col, to.row);
    }
    case 'sequence':
      return next.bits.length === board.bits.length + 1 ? next.bits.at(-1) : null;
    default:
      return null;
  }
}

const READERS = {
  nim(name) {
    const match = /^([PC])(\d+(?:\.\d+)*)$/.exec(name);
    if (!match) return null;
    return { kind: 'nim', mover: match[1], piles: match[2].split('.').map(Number) };
  },
  tictactoe(name) {
    if (!/^[XO.]{9}$/.test(name)) return null;
    const cells = [...name];
    const x = cells.filter((c) => c === 'X').length;
    const o = cells.filter((c) => c === 'O').length;
    return { kind: 'tictactoe', cells, mover: x === o ? 'X' : 'O' };
  },
  chomp(name) {
    const match = /^([PC])(\d+(?:\.\d+)*)$/.exec(name);
    if (!match) return null;
    return { kind: 'chomp', mover: match[1], rows: match[2].split('.').map(Number) };
  },
  catmouse(name, params) {
    const match = /^([PC])([a-z])(\d+)-([a-z])(\d+)$/.exec(name);
    const drawing = params.get('board');
    if (!match || !drawing) return null;
    const grid = drawing.split('/').map((row) => [...row]);
    const at = (letter, digits) => ({ col: letter.charCodeAt(0) - 97, row: Number(digits) - 1 });
    const mouse = at(match[2], match[3]);
    const cat = at(match[4], match[5]);
    const inside = ({ row, col }) => row >= 0 && row < grid.length && col >= 0 && col < grid[row].length;
    if (!inside(mouse) || !inside(cat)) return null;
    // The pieces' starting letters are floor like the rest; the hole stays where it is drawn.
    const cells = grid.map((row) => row.map((c) => (c === '#' ? 'wall' : c === 'H' ? 'hole' : 'floor')));
    return { kind: 'catmouse', mover: match[1], mouse, cat, cells };
  },
  sequence(name, params) {
    if (!/^(e|[01]+)$/.test(name)) return null;
    const n = Number(params.get('n'));
    return { kind: 'sequence', bits: name === 'e' ? '' : name, n: Number.isInteger(n) ? n : null };
  },
};

/** The chessboard name of a cell of the cat-and-mouse board: columns a, b, … from the left, rows
 * 1, 2, … from the top (src/games/catmouse.rs). */
export function cellName(col, row) {
  return `${String.fromCharCode(97 + col)}${row + 1}`;
}

/** The leaves under a Sequence prefix shown below its board: every leaf when there are at most
 * `most`, else none (the caller says how many there are). Names in order. */
export function leavesUnder(bits, n, most = 16) {
  if (n == null || n < bits.length) return [];
  const depth = n - bits.length;
  if (2 ** depth > most) return [];
  return Array.from({ length: 2 ** depth }, (_, i) => bits + (depth ? i.toString(2).padStart(depth, '0') : '') || 'e');
}
