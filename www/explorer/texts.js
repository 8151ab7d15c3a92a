// The explorer's words around the drawing, following the page store: the solved summary of a
// game too big to draw (the summary card), why a game with a cycle is solved by retrograde
// analysis (under the controls), and what the game's position names mean (in the legend). The
// page shows or hides each (www/app/regions.js); this writes what they say.

import { byId, replaceChildren, wordNodes } from '../core/index.js';
import { cycleSentence } from './choose-algorithm.js';
import { renderSummary } from './summary.js';

/** Whether the note on a game's cycle is shown: a game with a cycle, drawn (not summarised). */
export const cycleNoted = (state) => Boolean(state.result?.summary.cycle && state.game && state.panel !== 'summary');

/** Has the explorer's words follow `store`. */
export function followTexts(store) {
  const summary = byId('summary');
  const note = byId('solved-note');
  const names = byId('names-line');
  store.subscribe((state, action) => {
    // The summary says which algorithm solved it, beside the one the picker shows.
    const shown = state.view?.compare ? null : state.algorithm;
    if (action.type === 'summary') renderSummary(summary, state.result, state.summaryWhy, false, shown);
    else if (action.type === 'game' && cycleNoted(state))
      renderSummary(note, state.result, cycleSentence(state.result.summary.cycle), false, shown);
    else if (action.type === 'result') replaceChildren(names, wordNodes(state.names ?? ''));
  });
}
