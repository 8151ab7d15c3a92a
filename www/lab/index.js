// The Sequence lab: its link fields (here) and its view, loaded as a chunk of its own when first
// shown.
// Other folders import this folder only through this file.

export { DEFAULT_PARAMS, formatLabHash, isLabHash, parseLabHash } from './params.js';
export { labOnDemand } from './on-demand.js';
