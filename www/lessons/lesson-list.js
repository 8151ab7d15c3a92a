// The built-in lessons' ids and titles, and what tells a lesson's link: all the first screen
// needs of lessons (the "Lessons" menu, the page's choice of what a link opens); their slides
// (builtin.js) and the link's reader (lesson-link.js) load with the lesson code, on demand.

/** The built-in lessons, in the menu's order. */
export const LESSONS = Object.freeze([
  { id: 'dfs', title: 'DFS minimax on Nim' },
  { id: 'retrograde', title: 'Retrograde analysis and draws on cat and mouse' },
  { id: 'attractor', title: 'Attractor layers: who can force a win in i moves' },
  { id: 'stack', title: "Shen's stack traversal of the game tree" },
  { id: 'alphabeta', title: 'Alpha-beta and move ordering' },
  { id: 'sequence', title: 'The Sequence experiment' },
]);

/** The built-in lessons' ids. */
export const LESSON_IDS = Object.freeze(LESSONS.map((lesson) => lesson.id));

/** True for a lesson's link (#lesson=…). */
export function isLessonHash(hash) {
  return /^#?lesson=/.test(hash);
}
