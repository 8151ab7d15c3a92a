// The Sequence lab: its link fields (here) and its view, loaded as a chunk of its own when first
// shown.
// Other folders import this folder only through this file.

import { loadExtras } from '../engine/index.js';

export { DEFAULT_PARAMS, formatLabHash, isLabHash, parseLabHash } from './params.js';

/** The lab's view (LabView), loaded when first shown: its code and uPlot are a chunk of their own,
 * and the lab runs on the engine's on-demand part (www/engine/extras.js), loaded with it. */
export const loadLabView = () => Promise.all([import('./lab-view.js'), loadExtras()]).then(([module]) => module);
