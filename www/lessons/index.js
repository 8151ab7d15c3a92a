// Lessons (the e-Lecture idea): a lesson steps through slides, each a caption over a page state,
// opened by `#lesson=dfs&slide=3`; "Make a lesson" records the page's states as slides and shares
// them by link or file. The first screen gets only this file, the menu's list and the link's
// check: the lesson code itself (./lessons.js and what it imports) is a chunk loaded when a
// lesson or the maker is first opened.
// Other folders import this folder only through this file.

import { onDemand, h } from '../core/index.js';
import { LESSONS } from './lesson-list.js';

export { LESSONS, isLessonHash } from './lesson-list.js';

/**
 * Stands in for the lessons (./lessons.js's Lessons) until their code is loaded: what the page
 * asks is done in order once it is. ctx: as Lessons takes it (the page's hooks).
 */
export function lessonsOnDemand(ctx) {
  let lessons = null;
  let asked = false;
  const get = onDemand('the lessons', () => import('./lessons.js'), ctx.notice);
  const later = (call) => {
    asked = true;
    get().then((module) => {
      if (!module) return;
      lessons ??= new module.Lessons(ctx);
      call(lessons);
    });
  };
  return {
    /** Opens a lesson link (#lesson=…). */
    open: (hash) => later((made) => made.open(hash)),
    /** The page opened another link: the lesson (if one is shown) closes. */
    leave: () => {
      if (asked) later((made) => made.leave());
    },
    /** Opens "Make a lesson". */
    make: () => later((made) => made.make()),
    /** The link of the slide shown, shown as `display` says ({present?, embed?}), or null when
     * no lesson is shown. */
    link: (display) => lessons?.link(display) ?? null,
    /** One slide on (1) or back (-1); false when no lesson is shown (nothing was done). */
    step: (by) => lessons?.step(by) ?? false,
  };
}

/** The "Lessons" menu's items in `host`: a link per built-in lesson, then "Make a lesson"
 * (`make()`). */
export function fillLessonsMenu(host, make) {
  const close = () => host.closest('details')?.removeAttribute('open');
  // A choice closes the menu, and so does a link followed anywhere (a lesson's link in the page,
  // Back or Forward): the menu never stays open over the view it opened.
  host.addEventListener('click', (event) => {
    if (/** @type {HTMLElement} */ (event.target).closest('a, button')) close();
  });
  addEventListener('hashchange', close);
  addEventListener('popstate', close);
  host.replaceChildren(
    ...LESSONS.map(({ id, title }) => h('a', { class: 'button', href: `#lesson=${id}` }, title)),
    h('button', { type: 'button', class: 'button', onclick: make }, 'Make a lesson'),
  );
}
