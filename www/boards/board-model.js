// What a built-in game's position looks like on its own board: the engine reads the position's
// name (src/games/position.rs, through describePosition of the wasm API: www/engine/wasm.js on the
// page, the worker's module in play mode) and this module turns its description into a board.
// Pure: no DOM, no engine, so node unit tests check it (test/unit/board.test.mjs);
// www/boards/render.js draws the result.
//
//   nim        {mover, piles}              rows of matches, pile by pile
//   tictactoe  {mover, cells}              the 3×3 grid, row by row from the top left
//   chomp      {mover, rows}               the bar's row lengths from the bottom up; the bottom-left square is poisoned
//   catmouse   {mover, mouse, cat, cells}  the pieces on the board drawn by the `board` parameter
//   sequence   {bits, n}                   the bits chosen so far; the leaf VALUEs below
// Anything else (a custom game, or a name that is not the game's: no description) is its name and mover.

/** The board of position `name` from the engine's `description` of it (null: none).
 * Returns {kind, …}; kind 'named' when there is no description. */
export function boardOf(description, name, mover) {
  return description ?? { kind: 'named', name, mover };
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
