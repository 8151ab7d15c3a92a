// What the page does with the engine's boards, whatever the game: a board (src/games/board.rs,
// through describeBoard of the wasm API: www/engine/wasm.js) is rows of cells, each a text and a
// class, and the engine says which cell each move is made on. This module turns that into the
// move a click on a cell picks. Pure: no DOM, no engine, so node unit tests check it
// (test/unit/board.test.mjs); www/boards/render.js draws the board.

/** The key of the cell at {row, col}. */
export function cellKey({ row, col }) {
  return `${row}:${col}`;
}

/** The successor a click on each cell picks, as a Map from cellKey to name: successor `names[i]`
 * is made on cell `cells[i]` ({row, col}, or null: on none); when several share a cell, the
 * first is picked. */
export function movesByCell(names, cells) {
  const byCell = new Map();
  names.forEach((name, i) => {
    const cell = cells?.[i];
    if (cell == null) return;
    const key = cellKey(cell);
    if (!byCell.has(key)) byCell.set(key, name);
  });
  return byCell;
}
