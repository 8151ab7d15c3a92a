// Draws a board (src/games/board.rs, through describeBoard) as plain HTML, so it scales to a
// phone and reads aloud: rows of cells, each a span styled by its class (play.css), the row
// labels before them, the VALUEs of the positions the board lists, and a caption. Cells a legal
// move is made on are buttons (data-board-move = the successor's name) when the caller passes
// the moves; clicking one calls onMove(name). A position no game describes (a custom game's)
// shows its name. The page knows no game here: every board is drawn the same way.

import { h, showValue } from '../core/index.js';
import { cellKey } from './board-model.js';

const OVER = 'An end position: the game is over.';

/** @typedef {{targets?: Map<string, string>, onMove?: (name: string) => void,
 *   valueFor?: (name: string) => number | undefined, label?: string, over?: boolean, name?: string,
 *   mover?: string}} BoardOptions */

/**
 * The board element. board: describeBoard's `board`, or null (then the position's name is
 * shown). options: {targets: Map from cellKey to the successor a click there picks
 * (movesByCell), onMove(name), valueFor(name) → number|undefined (the listed positions'), label,
 * over: the game is over (no one to move), name and mover: the position's, for a board no game
 * describes}.
 * @param {any} board
 * @param {BoardOptions} [options]
 */
export function renderBoard(board, options = {}) {
  const { label = 'Board', over = false } = options;
  if (!board) return namedBoard(options.name ?? '', options.mover ?? '', label, over);
  const grid = h(
    'div',
    { class: `board-grid${board.ruled ? ' ruled' : ''}` },
    board.cells.map((cells, row) =>
      h(
        'div',
        // The game's own row class is kept for the tests that count a board's rows.
        { class: `board-row ${board.kind}-row` },
        board.rowLabels?.[row] != null ? h('span', { class: 'row-label muted' }, board.rowLabels[row]) : null,
        cells.map((cell, col) => [
          // The next move's choices are drawn apart from the board, after a bar.
          cell.class === 'choice' && cells[col - 1]?.class !== 'choice'
            ? h('span', { class: 'choice-bar', 'aria-hidden': 'true' })
            : null,
          renderCell(cell, row, col, options),
        ]),
      ),
    ),
  );
  return h(
    'figure',
    { class: `board board-${board.kind}`, 'data-board': board.kind, 'aria-label': label },
    grid,
    listedValues(board, options.valueFor),
    h('figcaption', { class: 'muted' }, over ? OVER : board.caption),
  );
}

/** A cell: a button when a move is made on it (and the caller takes moves), else a span.
 * @param {{text: string, class: string, title: string | null}} cell
 * @param {number} row
 * @param {number} col
 * @param {BoardOptions} options */
function renderCell(cell, row, col, { targets, onMove }) {
  const attributes = { class: `cell cell-${cell.class}`, title: cell.title };
  const target = onMove ? targets?.get(cellKey({ row, col })) : undefined;
  if (target == null) return h('span', attributes, cell.text);
  return h(
    'button',
    {
      ...attributes,
      type: 'button',
      'data-board-move': target,
      'aria-label': `Move to ${target}`,
      onclick: () => onMove(target),
    },
    cell.text,
  );
}

/** The positions the board lists with their VALUEs (a Sequence prefix's leaves), or its note. */
function listedValues(board, valueFor) {
  if (board.listed) {
    return h(
      'ol',
      { class: 'board-values', 'aria-label': board.listed.label },
      board.listed.names.map((name) =>
        h('li', null, h('span', { class: 'muted' }, name), ' ', showValue(valueFor?.(name) ?? NaN)),
      ),
    );
  }
  return board.note ? h('p', { class: 'muted' }, board.note) : null;
}

/** The board of a position no game describes: its name, and who moves. */
function namedBoard(name, mover, label, over) {
  return h(
    'figure',
    { class: 'board board-named', 'data-board': 'named', 'aria-label': label },
    h('div', { class: 'named-board' }, h('strong', null, name)),
    h('figcaption', { class: 'muted' }, over ? OVER : mover ? `${mover} to move.` : ''),
  );
}
