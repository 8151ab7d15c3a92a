// Pure helpers every folder uses: DOM building, how numbers and outcomes are written, the engine's
// wire codes, the page's status said from any layer, yielding between tasks, saving a file, the gate of the browser's storage.
// Other folders import this folder only through this file.

export { announcer, busyStatus, byId, flash, h, replaceChildren, s, typingIn } from './dom.js';
export {
  MINUS,
  capitalise,
  count,
  counted,
  dataValue,
  outcomeWords,
  plural,
  readShown,
  showShortValue,
  showValue,
} from './numbers.js';
export {
  OUTCOME_WORDS,
  cycleWords,
  gameName,
  outcomeHint,
  outcomeWord,
  realValue,
  shortCycle,
  valueWords,
} from './game-words.js';
export {
  COLOR,
  COLOR_NAMES,
  MOVER,
  MOVER_NAMES,
  MOVER_RULES,
  NODE_KIND,
  NODE_STATE,
  NO_LAYER,
  NO_NODE,
  NO_REMOTENESS,
  OUTCOME,
} from './codes.js';
export { download } from './download.js';
export { nameWord, plainWords, wordNodes } from './name-words.js';
export { Slicer, afterFrame, nextTask } from './tasks.js';
export { loadFailed, loadingLine, onDemand } from './on-demand.js';
export { connectStatus, fatal, notice, placeholder, setBusy } from './status.js';
export { databaseOpen, gated, keepNothing, localStore, sessionStore, storageOpen } from './storage.js';
