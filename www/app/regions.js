// Which regions of the page are shown, decided from the page store's state alone (www/store/):
// the lab or the explorer, the section that shows the game (the explorer's workspace, play mode,
// draw mode), the editor beside a custom game, what the drawing's box shows, the notes around it
// and the status chrome. One table, one render: no other module shows or hides these.

import { byId } from '../core/index.js';
import { cycleNoted } from '../explorer/index.js';

/** Each region (an element id, or a selector) and whether `state` shows it.
 * @type {[string, (state: any) => boolean][]} */
export const REGIONS = [
  ['lab', (s) => s.page === 'lab'],
  ['explorer-view', (s) => s.page !== 'lab'],
  ['workspace', (s) => s.section === 'explorer'],
  ['play', (s) => s.section === 'play'],
  ['draw', (s) => s.section === 'draw'],
  ['practice', (s) => s.marks.mode === 'practice'],
  ['editor-panel', (s) => s.view?.game === 'custom'],
  ['btn-edit-text', (s) => s.view?.game !== 'custom'],
  // A game being played animates no algorithm: its pickers are not shown.
  ['.alg-row', (s) => !s.view?.play],
  ['alg-note', (s) => s.offer != null],
  // The switch the page made by itself is said in place of the algorithm's source.
  ['alg-switched', (s) => s.switched != null],
  ['alg-source', (s) => s.switched == null],
  ['summary', (s) => s.panel === 'summary'],
  ['graph', (s) => s.panel !== 'compare'],
  ['compare', (s) => s.panel === 'compare'],
  ['compare-more', (s) => s.panel === 'compare'],
  ['solved-note', cycleNoted],
  ['names-line', (s) => s.names != null],
  ['neighbourhood', (s) => s.walk != null],
  // A lesson's bar while one of its slides is shown (www/lessons/: its marks).
  ['lesson-bar', (s) => s.marks.lesson != null],
  // At the end of a run, the best line can be picked out of the finished graph drawing.
  ['btn-best-line', (s) => s.panel === 'solved' || (s.panel === 'graph' && s.frame != null && s.step === s.steps)],
  ['graph-status', (s) => s.busy != null],
  ['graph-placeholder', (s) => s.placeholder != null],
  ['notice', (s) => s.notice != null],
];

/** Which regions `state` shows: {region: boolean}. */
export function regionsShown(state) {
  return Object.fromEntries(REGIONS.map(([region, shown]) => [region, shown(state)]));
}

/** A store subscriber that shows exactly the regions the state shows (and marks the root while
 * the summary card is shown: the page's styles follow it). */
export function renderRegions(root) {
  /** @type {[HTMLElement, (state: any) => boolean][]} */
  const elements = REGIONS.map(([region, shown]) => [
    /** @type {HTMLElement} */ (region.startsWith('.') ? root.querySelector(region) : byId(region)),
    shown,
  ]);
  return (state) => {
    for (const [element, shown] of elements) {
      const hidden = !shown(state);
      if (element.hidden !== hidden) element.hidden = hidden;
    }
    root.classList.toggle('summary-shown', state.panel === 'summary');
  };
}
