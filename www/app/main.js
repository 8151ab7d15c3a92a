// The page's boot: makes the page store (www/store/) and the page's controller
// (www/app/page-controller.js), starts the views (www/app/explorer-views.js, game-inputs.js), the
// menus, the lab, the lessons and the presentation modes, then opens the link. Nothing here holds
// state: the store does.
//
// Flow: a view ({game, params | text, alg, step}) comes from the link, the chooser or the
// editor → the worker builds, parses, solves and lays it out → small games are traced on this
// thread by the chosen algorithm (www/algorithms/) and stepped through (www/explorer/); big games
// show their solved summary and the neighbourhood view. Play mode and the neighbourhood view ask
// the worker, which keeps the game solved for play (www/play/host.js).

import { byId, connectStatus, fatal, keepNothing, notice } from '../core/index.js';
import { guard, loadEngine, WorkerClient } from '../engine/index.js';
import { AddressBar, asksEmbed, formatHash } from '../link/index.js';
import { PageStore } from '../store/index.js';
import { legendPopover, legendSubscriber } from '../explorer/index.js';
import { KeptGames } from '../editor/index.js';
import { labOnDemand } from '../lab/index.js';
import { fillLessonsMenu, lessonsOnDemand } from '../lessons/index.js';
import { Welcome } from '../tour/index.js';
import { setUpPresentation } from '../present/index.js';
import { setUpTheme } from './theme.js';
import { fitToScreen } from './fit-screen.js';
import { setUpSideCards } from './side-cards.js';
import { placeEditor } from './editor-beside.js';
import { statusChrome } from './status-chrome.js';
import { writeRootAttributes } from './root-attributes.js';
import { writeTitle } from './page-title.js';
import { pageController } from './page-controller.js';
import { makeExplorerViews } from './explorer-views.js';
import { makeGameInputs } from './game-inputs.js';
import { setUpExportMenu } from './export-hooks.js';
import { lessonHooks } from './lesson-hooks.js';

// An embedded page keeps nothing in the browser's storage, from before anything is read or kept.
if (asksEmbed(location.hash)) keepNothing();
const store = new PageStore();
const { state } = store;
const kept = new KeptGames();
const addressBar = new AddressBar(() => state.view);
/** The page's views by name, made at boot (the controller reads them from here). */
const views = {};
/** The root's attributes a mode's view owns (play's, practice's), kept in the store. */
const marks = { get: (name) => state.marks[name], set: (changes) => store.dispatch({ type: 'mark', marks: changes }) };
const page = pageController({ store, views, kept, addressBar });
store.subscribe(writeRootAttributes(byId('app')));
store.subscribe(writeTitle(byId('title')));
store.subscribe(legendSubscriber());
store.subscribe(statusChrome());
connectStatus((action) => store.dispatch(action));

window.addEventListener('error', (event) => {
  // Chromium reports a ResizeObserver whose callback changed the layout again as an error; it is
  // harmless (the next frame delivers the rest), not a failure of the page.
  if (/^ResizeObserver loop/.test(event.message ?? '')) return;
  fatal(event.error ?? new Error(event.message));
});
window.addEventListener('unhandledrejection', (event) => fatal(event.reason));

boot().catch(fatal);

async function boot() {
  setUpTheme(byId('btn-theme'));
  setUpSideCards(byId('side'));
  // Before the engine loads: a first visit is welcomed while the page gets ready.
  views.welcome = new Welcome(
    {
      dialog: byId('welcome'),
      start: byId('welcome-start'),
      skip: byId('welcome-skip'),
      reopen: byId('btn-tour'),
      explorer: () => byId('tab-explorer').click(),
      explorerShown: () => !byId('explorer-view').hidden && !byId('workspace').hidden && state.status === 'ready',
    },
    notice,
  );
  views.welcome.openOnFirstVisit(location.hash, byId('app').dataset);
  legendPopover(byId('btn-legend'), byId('legend-panel'), document.querySelector('section.legend'));
  // The worker starts now, so that its code and its wasm module load beside this thread's: the
  // first game's solve and layout wait for the worker, its trace for this thread's engine.
  views.worker = new WorkerClient(
    () => new Worker(new URL('../worker/worker.js', import.meta.url), { type: 'module' }),
  );
  views.worker.spawn();
  // The list of the user's kept games is read first (their newest text, maybe big, meanwhile).
  await Promise.all([loadEngine(), kept.load()]);
  views.presets = guard((wasm) => wasm.presets());
  makeExplorerViews({ store, page, views, marks });
  makeGameInputs({ store, page, views, kept });
  setUpExportMenu({ store, page, views });
  byId('btn-copy').addEventListener('click', () => addressBar.copy());
  byId('notice-close').addEventListener('click', () => notice(null));
  window.addEventListener('hashchange', page.onHashChange);
  window.addEventListener('popstate', page.onHashChange);
  placeEditor(byId('app'), byId('editor-panel'), byId('workspace'));
  fitToScreen(
    byId('graph'),
    document.querySelector('.dock'),
    [
      document.querySelector('.top'),
      document.querySelector('.chooser'),
      byId('notice'),
      byId('editor-panel'),
      byId('lesson-bar'),
    ],
    byId('compare'),
  );
  views.lab = labOnDemand(byId('lab'), { notice, onHash: page.onLabHash });
  views.lessons = lessonsOnDemand(lessonHooks({ store, page, views, marks, addressBar }));
  fillLessonsMenu(byId('lessons-items'), () => views.lessons.make());
  setUpPresentation({
    store,
    marks,
    player: views.player,
    drawing: () => views.stepping.drawing(),
    // In a lesson, its slide's link: an embedded lesson keeps its caption and slides.
    link: (view) => views.lessons.link(view) ?? formatHash(view),
    slides: (by) => views.lessons.step(by),
  });
  page.openFromHash(location.hash, true);
}
