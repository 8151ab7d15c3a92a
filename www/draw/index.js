// Draw mode: a game drawn by hand, turned into the text format and judged by the engine.
// Other folders import this folder only through this file.

// Draw mode's code (mode.js) loads on first use (on-demand.js): only its follower of the store is public.
export { DRAW_LIMIT, STARTER_TEXT, drawRefusal } from './starter.js';
export { drawFollower } from './on-demand.js';
