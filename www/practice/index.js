// Practice mode: questions before each decisive step of an algorithm, their answers and the view
// that asks them.
// Other folders import this folder only through this file.

export { PracticeView } from './practice-view.js';
