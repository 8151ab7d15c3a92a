// Close in, a whole drawing's positions become pictures of their board: a tic-tac-toe position is
// drawn as its 3×3 grid with its X and O (the engine's describePosition says the cells: no name
// is parsed here), on a tile filled by the search's colour and outlined in the mover's colour.
// Other games keep their marks.

/** Marks at least this big on screen (px) become pictures of their board. */
export const BOARD_PX = 24;

/** Whether a description ({kind, …} from describePosition, or null) can be drawn as a picture. */
export function hasPicture(description) {
  return description?.kind === 'tictactoe' && Array.isArray(description.cells) && description.cells.length === 9;
}

/**
 * Draws the board of `description` as a tile of side `size` centred at (x, y): `fill` behind,
 * the grid and the pieces in `ink`, the outline in `outline`.
 */
export function drawPicture(ctx, description, x, y, size, { fill, ink, outline }) {
  const side = size * 0.9;
  const left = x - side / 2;
  const top = y - side / 2;
  const cell = side / 3;
  ctx.fillStyle = fill;
  ctx.fillRect(left, top, side, side);
  ctx.lineWidth = Math.max(1, side / 24);
  ctx.strokeStyle = outline;
  ctx.strokeRect(left, top, side, side);
  ctx.beginPath();
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
  ctx.strokeStyle = ink;
  ctx.lineWidth = Math.max(1, side / 30);
  ctx.stroke();
}
