// The Sequence lab: its link fields (here) and its view, loaded as a chunk of its own when first
// shown.
// Other folders import this folder only through this file.

export { DEFAULT_PARAMS, formatLabHash, isLabHash, parseLabHash } from './params.js';

/** The lab's view (LabView), loaded when first shown: its code and uPlot are a chunk of their own. */
export const loadLabView = () => import('./lab-view.js');
