// Draw mode: a game drawn by hand, turned into the text format and judged by the engine.
// Other folders import this folder only through this file.

export { DRAW_LIMIT, DrawMode, STARTER_TEXT } from './mode.js';
