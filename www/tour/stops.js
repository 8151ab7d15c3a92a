// The tour's stops, in order: what each part of the explorer is, in a sentence or two. Each stop
// names the element it points at by a selector; a stop whose element is not on screen (play or
// draw mode, the lab) is left out when the tour starts.

/** [{element (a CSS selector), title, description}] */
export const TOUR_STOPS = Object.freeze([
  {
    element: '#graph',
    title: 'The game as a graph',
    description:
      'Each shape is a position. ▲ Paul moves (he maximises the value), ▼ Carole moves (she minimises it), ■ the game is over and Carole pays Paul the number written in it. Arrows are moves.',
  },
  {
    element: '#btn-legend',
    title: 'What am I looking at?',
    description:
      'This button opens the legend: the shapes, what each colour means for the algorithm shown, and the kinds of arrows.',
  },
  {
    element: '.dock .controls',
    title: 'Step through the algorithm',
    description:
      'Step forward and back (→ ←), play and pause (space), jump to the start or the end (Home, End). The slider goes to any step.',
  },
  {
    element: '#narration',
    title: 'Each step in words',
    description:
      'This sentence says what the step just did and why; the highlighted line of the pseudocode beside the graph is the same step.',
  },
  {
    element: '.alg-row',
    title: 'Choose the algorithm',
    description:
      'DFS minimax, retrograde analysis, attractor layers, the stack traversal, alpha-beta — or two of them side by side (Compare with). When one cannot solve the game, the page says why right here.',
  },
  {
    element: '.tabs',
    title: 'The modes',
    description:
      'Explorer watches an algorithm; Play is a game against perfect play; Practice asks a question before each decisive step; Draw is for drawing your own game; the Sequence lab runs experiments on random game trees. Lessons (at the top) lead through each algorithm slide by slide; the Tour button brings this tour back.',
  },
  {
    element: '#tab-practice',
    title: 'Now try it yourself',
    description:
      'Practice runs the same algorithm and stops before each decisive step to ask you what comes next: the value a position gets, or the move it is decided by. A wrong answer is explained. Open it when this tour ends.',
  },
]);

/** The stops whose element `find(selector)` says is on screen. */
export function stopsShown(stops, find) {
  return stops.filter((stop) => find(stop.element));
}
