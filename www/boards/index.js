// Boards: a built-in game's position drawn as its board (tic-tac-toe grid, Nim rows, cat-and-mouse
// maze, Sequence bits), and the board card beside the drawing.
// Other folders import this folder only through this file.

export { BoardCard } from './card.js';
export { boardOf, cellName, leavesUnder } from './board-model.js';
export { renderBoard } from './render.js';
export { challengeButton } from './challenge.js';
