// Draws a board from www/boards/board-model.js as plain HTML (text marks, CSS grids), so it scales to a
// phone and reads aloud. Cells a legal move is made on are buttons (data-board-move = the
// successor's name) when the caller passes the moves; clicking one calls onMove(name).

import { counted, h, showValue } from '../core/index.js';
import { cellName, leavesUnder, moveCell } from './board-model.js';

const PLAYER = { P: 'Paul', C: 'Carole', X: 'Paul (X)', O: 'Carole (O)' };

/**
 * The board element. options: {moves: [{name, board}] the legal moves with their successors'
 * boards, onMove(name), leafValue(name) → number|undefined (Sequence), label, over: the game is
 * over (no one to move)}.
 */
export function renderBoard(board, options = {}) {
  const byCell = new Map();
  for (const move of options.moves ?? []) {
    const cell = moveCell(board, move.board);
    if (cell != null && !byCell.has(cell)) byCell.set(cell, move.name);
  }
  const cell = (key, attributes, ...children) => {
    const target = byCell.get(key);
    if (target == null || !options.onMove) return h('span', attributes, ...children);
    return h(
      'button',
      {
        ...attributes,
        type: 'button',
        'data-board-move': target,
        'aria-label': `Move to ${target}`,
        onclick: () => options.onMove(target),
      },
      ...children,
    );
  };
  const drawn = DRAW[board.kind](board, cell, options);
  return h(
    'figure',
    { class: `board board-${board.kind}`, 'data-board': board.kind, 'aria-label': options.label ?? 'Board' },
    drawn,
    h('figcaption', { class: 'muted' }, options.over ? 'An end position: the game is over.' : caption(board)),
  );
}

function caption(board) {
  switch (board.kind) {
    case 'nim':
      return `${PLAYER[board.mover]} to move: take matches from one row.`;
    case 'tictactoe':
      return `${PLAYER[board.mover]} to move.`;
    case 'chomp':
      return `${PLAYER[board.mover]} to move: eat a square and everything above and right of it; the dark square is poisoned.`;
    case 'catmouse':
      return `${board.mover === 'P' ? 'The mouse (Paul)' : 'The cat (Carole)'} to move. M mouse, C cat, H hole, # wall.`;
    case 'sequence':
      return board.bits ? `Bits chosen so far: ${board.bits}.` : 'No bit chosen yet.';
    default:
      return board.mover ? `${board.mover} to move.` : '';
  }
}

const DRAW = {
  nim(board, cell) {
    return h(
      'div',
      { class: 'nim-rows' },
      board.piles.map((count, pile) =>
        h(
          'div',
          { class: 'nim-row' },
          h('span', { class: 'nim-count muted' }, String(count)),
          Array.from({ length: count }, (_, i) =>
            cell(`${pile}:${i}`, { class: 'match', title: `Pile ${pile + 1}: take ${count - i}` }, '|'),
          ),
        ),
      ),
    );
  },
  tictactoe(board, cell) {
    return h(
      'div',
      { class: 'ttt-grid' },
      board.cells.map((mark, i) =>
        cell(String(i), { class: `ttt-cell mark-${mark === '.' ? 'empty' : mark}` }, mark === '.' ? '' : mark),
      ),
    );
  },
  chomp(board, cell) {
    const width = Math.max(...board.rows, 1);
    // Drawn top row first; row 0 (the bottom) holds the poison at its left.
    const rows = [];
    for (let r = board.rows.length - 1; r >= 0; r -= 1) {
      rows.push(
        h(
          'div',
          { class: 'chomp-row' },
          Array.from({ length: width }, (_, c) =>
            c < board.rows[r]
              ? cell(
                  `${r}:${c}`,
                  { class: `square${r === 0 && c === 0 ? ' poison' : ''}` },
                  r === 0 && c === 0 ? '☠' : '',
                )
              : h('span', { class: 'square eaten' }),
          ),
        ),
      );
    }
    return h('div', { class: 'chomp-bar' }, rows);
  },
  catmouse(board, cell) {
    const at = (p, row, col) => p.row === row && p.col === col;
    return h(
      'div',
      { class: 'maze', style: null },
      board.cells.map((row, r) =>
        h(
          'div',
          { class: 'maze-row' },
          row.map((kind, c) => {
            // A wall is marked, not only coloured (colour is never the only signal).
            const mark = at(board.mouse, r, c)
              ? at(board.cat, r, c)
                ? 'C'
                : 'M'
              : at(board.cat, r, c)
                ? 'C'
                : kind === 'hole'
                  ? 'H'
                  : kind === 'wall'
                    ? '#'
                    : '';
            return cell(cellName(c, r), { class: `maze-cell ${kind}`, title: cellName(c, r) }, mark);
          }),
        ),
      ),
    );
  },
  sequence(board, cell, options) {
    const bits = board.n == null ? [...board.bits] : Array.from({ length: board.n }, (_, i) => board.bits[i] ?? '·');
    const chosen = h(
      'div',
      { class: 'seq-bits' },
      // The next bit's two choices are drawn apart from the bits chosen (dashed, after a bar).
      bits.map((bit, i) =>
        i === board.bits.length
          ? h(
              'span',
              { class: 'seq-choice', title: 'the next bit: 0 or 1' },
              cell('0', { class: 'bit' }, '0'),
              cell('1', { class: 'bit' }, '1'),
            )
          : h('span', { class: 'bit' }, bit),
      ),
    );
    const leaves = leavesUnder(board.bits, board.n);
    const values = leaves.length
      ? h(
          'ol',
          { class: 'seq-leaves', 'aria-label': 'Leaf values' },
          leaves.map((leaf) =>
            h('li', null, h('span', { class: 'muted' }, leaf), ' ', showValue(options.leafValue?.(leaf) ?? NaN)),
          ),
        )
      : h(
          'p',
          { class: 'muted' },
          board.n == null ? '' : `${counted(2 ** (board.n - board.bits.length), 'leaf', 'leaves')} below`,
        );
    return h('div', { class: 'seq' }, chosen, values);
  },
  named(board) {
    return h('div', { class: 'named-board' }, h('strong', null, board.name));
  },
};
