// The explorer: showing a loaded game (show-result.js), stepping through an algorithm's trace (the player, the
// pseudocode, the algorithm picker), two algorithms compared, the solved summary, the
// neighbourhood view of a game too big to draw, and what position names mean. A new view
// subscribes to the store (store.subscribe) and renders from its state and actions.
// Other folders import this folder only through this file.

export { Player } from './player.js';
export { Pseudocode } from './pseudocode.js';
export { AlgorithmPicker, algorithmOf, algorithmOptions, settleParams } from './algorithm-picker.js';
export { Compare } from './compare.js';
export { renderSummary } from './summary.js';
export { Stepping } from './stepping.js';
export { explainNames } from './explain-names.js';
export { Neighbourhood } from './neighbourhood.js';
export { legendPopover, legendSubscriber, legendWords } from './legend.js';
export { ANIMATE_LIMIT, ANIMATE_MOVES_LIMIT, ANIMATE_TEXT_LIMIT, resultShower } from './show-result.js';
export { FindPosition } from './find-position.js';
