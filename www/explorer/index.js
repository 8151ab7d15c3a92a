// The explorer, each part a follower of the page store (www/store/): the drawing's box (graph,
// tree, whole game), stepping through an algorithm's trace (the player, the pseudocode, the
// algorithm picker), two algorithms compared, the solved summary and the notes around the
// drawing, the neighbourhood view of a game too big to draw, Find a position and what position
// names mean; and what a loaded game shows, decided without the page (choose-algorithm.js).
// Other folders import this folder only through this file.

export { Player } from './player.js';
export { Pseudocode } from './pseudocode.js';
export { AlgorithmPicker, algorithmOf, algorithmOptions, settleParams } from './algorithm-picker.js';
export { Compare } from './compare.js';
export { compareRuns } from './compare-runs.js';
export { renderSummary } from './summary.js';
export { Stepping } from './stepping.js';
export { Drawings } from './drawings.js';
export { followBoard } from './board-follower.js';
export { cycleNoted, followTexts } from './texts.js';
export { explainNames } from './explain-names.js';
export { Neighbourhood } from './neighbourhood.js';
export { legendPopover, legendSubscriber, legendWords } from './legend.js';
export {
  ANIMATE_LIMIT,
  ANIMATE_MOVES_LIMIT,
  ANIMATE_TEXT_LIMIT,
  chooseAlgorithm,
  cycleSentence,
  notAnimatedWhy,
} from './choose-algorithm.js';
export { FindPosition } from './find-position.js';
