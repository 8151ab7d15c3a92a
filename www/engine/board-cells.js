// A board as the engine sends it (describeBoard's JSON, src/games/board.rs: rows of symbols, one
// a cell, and a legend saying what each symbol stands for) made into the board the page draws:
// the same object with `cells`, rows of {text, class, title}. Knows no game. Pure, so node unit
// tests check it (test/unit/board-cells.test.mjs).

/** The board and moves in describeBoard's JSON `json`, or null for null: {board: {…, cells},
 * moves}. */
export function readBoard(json) {
  if (json == null) return null;
  const drawn = JSON.parse(json);
  drawn.board.cells = cellsOf(drawn.board);
  return drawn;
}

/** The rows of `board` as cells: a symbol the legend lists is its class and text (and its title),
 * any other an empty square showing the symbol; a board whose cells have names titles each with
 * its column's name and its row's. */
export function cellsOf({ rows, legend, cellNames }) {
  const keys = new Map(legend.map((key) => [key.symbol, key]));
  return rows.map((row, r) =>
    Array.from(row, (symbol, c) => {
      const key = keys.get(symbol);
      const title = cellNames ? `${cellNames.columns[c] ?? ''}${cellNames.rows[r] ?? ''}` : key?.title;
      return { text: key ? key.text : symbol, class: key ? key.class : 'empty', title: title ?? null };
    }),
  );
}
