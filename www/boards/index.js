// Boards: a position drawn as its board, as the engine describes it (rows of cells, the cell each
// move is made on), whatever the game, and the board card beside the drawing.
// Other folders import this folder only through this file.

export { BoardCard } from './card.js';
export { cellKey, movesByCell } from './board-model.js';
export { renderBoard } from './render.js';
export { challengeButton } from './challenge.js';
