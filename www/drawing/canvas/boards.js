// Close in, a whole drawing's positions become pictures of their board, as the engine's
// describeBoard draws it (src/games/board.rs: rows of cells, each of a class), on a tile filled
// by the search's colour and outlined in the mover's colour. Each class of cell has one way of
// being painted, whatever the game: walls, poison and set boxes filled, squares and boxes
// outlined, a match a stroke, a hole a ring, a piece its text (a dot when too small to read); a
// ruled board has lines between its cells. Custom games (no board) keep their marks.

/** Marks at least this big on screen (px) become pictures of their board. */
export const BOARD_PX = 24;

/** A piece's text smaller than this (px) is drawn as a dot. */
const SMALLEST_TEXT_PX = 5;

/** Whether a board (describeBoard's, its rows read into `cells`, or null) can be drawn as a
 * picture: it has a cell. */
export function hasPicture(board) {
  return Array.isArray(board?.cells) && board.cells.some((row) => Array.isArray(row) && row.length > 0);
}

/**
 * Draws `board` as a tile of side `size` centred at (x, y): `fill` behind, the cells in `ink`,
 * the outline in `outline`; pieces' texts in `font` (a family), set by `setFont(ctx, spec)` (the
 * caller may keep track of the context's font).
 */
export function drawPicture(
  ctx,
  board,
  x,
  y,
  size,
  { fill, ink, outline, font = 'sans-serif', setFont = setContextFont },
) {
  const side = size * 0.9;
  const left = x - side / 2;
  const top = y - side / 2;
  ctx.fillStyle = fill;
  ctx.fillRect(left, top, side, side);
  ctx.lineWidth = Math.max(1, side / 24);
  ctx.strokeStyle = outline;
  ctx.strokeRect(left, top, side, side);
  // A ruled board fills the tile (its lines meet the outline); others keep a margin.
  const box = board.ruled ? { left, top, side } : { left: left + side * 0.1, top: top + side * 0.1, side: side * 0.8 };
  const width = Math.max(...board.cells.map((row) => row.length));
  const height = board.cells.length;
  const cell = box.side / Math.max(width, height);
  const grid = {
    left: box.left + (box.side - cell * width) / 2,
    top: box.top + (box.side - cell * height) / 2,
    cell,
  };
  ctx.fillStyle = ink;
  ctx.strokeStyle = ink;
  ctx.lineWidth = Math.max(1, side / 30);
  ctx.beginPath();
  if (board.ruled) rule(ctx, grid, width, height);
  const pieces = [];
  board.cells.forEach((row, r) =>
    row.forEach((c, k) => {
      const at = { left: grid.left + k * cell, top: grid.top + r * cell, cell };
      if (c.class === 'paul' || c.class === 'carole') pieces.push([c.text, at]);
      else PAINTERS[c.class]?.(ctx, at);
    }),
  );
  ctx.stroke();
  for (const [text, at] of pieces) drawPiece(ctx, text, at, (px) => setFont(ctx, `700 ${px}px ${font}`));
}

function setContextFont(ctx, spec) {
  ctx.font = spec;
}

/** The lines between the cells of a ruled board. */
function rule(ctx, { left, top, cell }, width, height) {
  for (let i = 1; i < width; i++) {
    ctx.moveTo(left + i * cell, top);
    ctx.lineTo(left + i * cell, top + height * cell);
  }
  for (let j = 1; j < height; j++) {
    ctx.moveTo(left, top + j * cell);
    ctx.lineTo(left + width * cell, top + j * cell);
  }
}

/** A cell of each class traced in its box {left, top, cell} (strokes on the path, fills at once);
 * empty squares and squares taken away draw nothing. */
const PAINTERS = {
  match(ctx, { left, top, cell }) {
    ctx.moveTo(left + cell / 2, top + cell * 0.15);
    ctx.lineTo(left + cell / 2, top + cell * 0.85);
  },
  square: outlined,
  off: outlined,
  choice: outlined,
  poison: filled,
  wall: filled,
  on: filled,
  hole(ctx, { left, top, cell }) {
    const [cx, cy] = [left + cell / 2, top + cell / 2];
    ctx.moveTo(cx + cell * 0.35, cy);
    ctx.arc(cx, cy, cell * 0.35, 0, 2 * Math.PI);
  },
};

function outlined(ctx, { left, top, cell }) {
  ctx.rect(left, top, cell, cell);
}

function filled(ctx, { left, top, cell }) {
  ctx.fillRect(left, top, cell, cell);
}

/** A piece: its text centred in its cell, or a dot when the text would be too small to read. */
function drawPiece(ctx, text, { left, top, cell }, setFont) {
  const [cx, cy] = [left + cell / 2, top + cell / 2];
  const px = (cell * 0.8) / Math.max(1, 0.65 * text.length);
  if (px < SMALLEST_TEXT_PX || !text) {
    ctx.beginPath();
    ctx.moveTo(cx + cell * 0.3, cy);
    ctx.arc(cx, cy, cell * 0.3, 0, 2 * Math.PI);
    ctx.fill();
    return;
  }
  setFont(px);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, cx, cy);
}
