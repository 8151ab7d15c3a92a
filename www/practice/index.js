// Practice mode: questions before each decisive step of an algorithm, their answers and the view
// that asks them (loaded when first shown: on-demand.js).
// Other folders import this folder only through this file.

export { practiceOnDemand } from './on-demand.js';
