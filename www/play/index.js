// Play mode: one game against perfect play (the session, the worker's host of it, its link fields,
// the move history) and its view.
// Other folders import this folder only through this file.

export { playOnDemand } from './on-demand.js';
export { PlayHost } from './host.js';
