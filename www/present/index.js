// How the explorer is shown besides the page itself: projected (present=1, the Present button:
// projector.js) and embedded in another site's page (embed=1, "Copy embed code": embed.js), both
// following the view shown in the page store.
// Other folders import this folder only through this file.

import { byId } from '../core/index.js';
import { Projector } from './projector.js';
import { EmbedMode } from './embed.js';

export { embedCode, embedTitle } from './embed-code.js';
export { PROJECTED_NAME_PX } from './projector.js';

/**
 * Sets up both modes. ctx: {store (www/store/store.js), marks ({get, set}: the root's
 * attributes), player, drawing(): the view drawn now, link(view): a view's hash (a lesson's slide's
 * when one is shown), slides(by): steps a lesson's slides, false when none is shown}.
 */
export function setUpPresentation({ store, marks, player, drawing, link, slides }) {
  const { state } = store;
  // (Before the first view is opened there is nothing to show otherwise.)
  const edit = (fields) => state.view && store.dispatch({ type: 'edit', fields, link: 'now' });
  const projector = new Projector({
    button: byId('btn-present'),
    marks,
    edit,
    presenting: () => Boolean(state.view?.present),
    player,
    drawing,
    slides,
  });
  const embed = new EmbedMode({
    button: byId('btn-embed'),
    status: byId('embed-status'),
    box: byId('embed-box'),
    field: /** @type {HTMLInputElement} */ (byId('embed-code')),
    marks,
    embedded: () => Boolean(state.view?.embed),
    link: (changes) => link({ ...state.view, ...changes }),
    title: () => state.title,
  });
  store.subscribe((current) => {
    if (!current.view) return;
    projector.sync();
    embed.sync();
    markLessonBar();
  });
}

/** The lesson bar marked last (its ancestors carry .holds-lesson-bar). */
let marked = null;

/** Marks the ancestors of #lesson-bar, when there is one, so that the modes keep it shown
 * (present.css); again when another bar takes its place. */
function markLessonBar() {
  const bar = document.getElementById('lesson-bar');
  if (bar === marked) return;
  for (const old of document.querySelectorAll('.holds-lesson-bar')) old.classList.remove('holds-lesson-bar');
  marked = bar;
  for (let at = bar?.parentElement; at && at.id !== 'app'; at = at.parentElement) at.classList.add('holds-lesson-bar');
}
