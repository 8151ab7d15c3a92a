// Close in, a whole drawing's positions become pictures of their board, as the engine's
// describePosition says it (no name is parsed here), on a tile filled by the search's colour and
// outlined in the mover's colour: tic-tac-toe's 3×3 grid with its X and O, Nim's piles as rows
// of matches, Chomp's bar (the poisoned square filled), cat and mouse's maze (walls filled, the
// hole a ring, the mouse a disc, the cat a triangle) and the Sequence game's bits (1 filled).
// Custom games keep their marks.

/** Marks at least this big on screen (px) become pictures of their board. */
export const BOARD_PX = 24;

/** Whether a description ({kind, …} from describePosition, or null) can be drawn as a picture. */
export function hasPicture(description) {
  switch (description?.kind) {
    case 'tictactoe':
      return Array.isArray(description.cells) && description.cells.length === 9;
    case 'nim':
      return Array.isArray(description.piles) && description.piles.length > 0;
    case 'chomp':
      return Array.isArray(description.rows) && description.rows.length > 0;
    case 'catmouse':
      return Array.isArray(description.cells) && description.cells.length > 0 && description.cells[0].length > 0;
    case 'sequence':
      return typeof description.bits === 'string';
    default:
      return false;
  }
}

/**
 * Draws the board of `description` as a tile of side `size` centred at (x, y): `fill` behind,
 * the grid and the pieces in `ink`, the outline in `outline`.
 */
export function drawPicture(ctx, description, x, y, size, { fill, ink, outline }) {
  const side = size * 0.9;
  const left = x - side / 2;
  const top = y - side / 2;
  ctx.fillStyle = fill;
  ctx.fillRect(left, top, side, side);
  ctx.lineWidth = Math.max(1, side / 24);
  ctx.strokeStyle = outline;
  ctx.strokeRect(left, top, side, side);
  const inner = { left: left + side * 0.1, top: top + side * 0.1, side: side * 0.8 };
  ctx.fillStyle = ink;
  ctx.strokeStyle = ink;
  ctx.lineWidth = Math.max(1, side / 30);
  ctx.beginPath();
  PAINTERS[description.kind](ctx, description, inner, { left, top, side });
  ctx.stroke();
}

/** Each game's board traced in a box {left, top, side} (strokes on the path, fills at once). */
const PAINTERS = {
  tictactoe(ctx, description, _inner, { left, top, side }) {
    const cell = side / 3;
    for (let i = 1; i < 3; i++) {
      ctx.moveTo(left + i * cell, top);
      ctx.lineTo(left + i * cell, top + side);
      ctx.moveTo(left, top + i * cell);
      ctx.lineTo(left + side, top + i * cell);
    }
    const pad = cell * 0.22;
    description.cells.forEach((piece, i) => {
      const cx = left + (i % 3) * cell;
      const cy = top + Math.floor(i / 3) * cell;
      if (piece === 'X') {
        ctx.moveTo(cx + pad, cy + pad);
        ctx.lineTo(cx + cell - pad, cy + cell - pad);
        ctx.moveTo(cx + cell - pad, cy + pad);
        ctx.lineTo(cx + pad, cy + cell - pad);
      } else if (piece === 'O') {
        ctx.moveTo(cx + cell - pad, cy + cell / 2);
        ctx.arc(cx + cell / 2, cy + cell / 2, cell / 2 - pad, 0, 2 * Math.PI);
      }
    });
  },
  /** A row of matches per pile (a short upright line each), the same spacing on every tile. */
  nim(ctx, { piles }, { left, top, side }) {
    const row = side / piles.length;
    const step = side / Math.max(7, ...piles);
    piles.forEach((count, r) => {
      for (let m = 0; m < count; m++) {
        const mx = left + (m + 0.5) * step;
        ctx.moveTo(mx, top + r * row + row * 0.15);
        ctx.lineTo(mx, top + (r + 0.85) * row);
      }
    });
  },
  /** The bar's squares, rows from the bottom up; the poisoned bottom-left one filled. */
  chomp(ctx, { rows }, { left, top, side }) {
    const cell = side / Math.max(rows.length, ...rows);
    const bottom = top + side;
    rows.forEach((length, r) => {
      for (let c = 0; c < length; c++) ctx.rect(left + c * cell, bottom - (r + 1) * cell, cell, cell);
    });
    if (rows[0] > 0) ctx.fillRect(left, bottom - cell, cell, cell);
  },
  /** The maze: walls filled, the hole a ring, the mouse a disc, the cat a triangle. */
  catmouse(ctx, { cells, mouse, cat }, { left, top, side }) {
    const cell = side / Math.max(cells.length, cells[0].length);
    const at = ({ col, row }) => [left + (col + 0.5) * cell, top + (row + 0.5) * cell];
    cells.forEach((line, r) =>
      line.forEach((ground, c) => {
        if (ground === 'wall') ctx.fillRect(left + c * cell, top + r * cell, cell, cell);
        else if (ground === 'hole') {
          const [hx, hy] = at({ col: c, row: r });
          ctx.moveTo(hx + cell * 0.35, hy);
          ctx.arc(hx, hy, cell * 0.35, 0, 2 * Math.PI);
        }
      }),
    );
    // The ring of the hole is stroked, the pieces filled: a path of their own.
    ctx.stroke();
    ctx.beginPath();
    const [mx, my] = at(mouse);
    ctx.moveTo(mx + cell * 0.3, my);
    ctx.arc(mx, my, cell * 0.3, 0, 2 * Math.PI);
    const [kx, ky] = at(cat);
    ctx.moveTo(kx, ky - cell * 0.38);
    ctx.lineTo(kx + cell * 0.38, ky + cell * 0.3);
    ctx.lineTo(kx - cell * 0.38, ky + cell * 0.3);
    ctx.closePath();
    ctx.fill();
  },
  /** A square per move of the game (n when known), the bits chosen so far in them: 1 filled. */
  sequence(ctx, { bits, n }, { left, top, side }) {
    const count = Math.max(1, n ?? 0, bits.length);
    const cell = side / count;
    const y = top + (side - cell) / 2;
    for (let i = 0; i < count; i++) {
      ctx.rect(left + i * cell, y, cell, cell);
      if (bits[i] === '1') ctx.fillRect(left + i * cell, y, cell, cell);
    }
  },
};
