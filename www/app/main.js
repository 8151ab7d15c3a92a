// The page's boot: makes the page store (www/store/), the session (www/app/session.js) and the
// views, each of which follows the store; then opens the link. Nothing here holds state: the
// store does.
//
// Flow: a link (or the chooser, the editor) asks the session for a view ({game, params | text,
// alg, step}) → the worker (www/worker/) builds, parses, solves and lays it out → the session runs
// the chosen algorithm on a small game (www/algorithms/) and says each thing to the store → the
// views render from the store: the regions shown (regions.js), the drawing and its step
// (www/explorer/), the root's attributes, the link. Play mode and the neighbourhood view ask the
// worker, which keeps the game solved for play (www/play/host.js).

import { byId, connectStatus, fatal, keepNothing, notice } from '../core/index.js';
import { PageStore } from '../store/index.js';
import { guard, loadEngine, randomSeed, WorkerClient } from '../engine/index.js';
import { AddressBar, asksEmbed, formatHash } from '../link/index.js';
import { legendPopover, legendSubscriber } from '../explorer/index.js';
import { KeptGames } from '../editor/index.js';
import { labOnDemand } from '../lab/index.js';
import { fillLessonsMenu, isLessonHash, lessonsOnDemand } from '../lessons/index.js';
import { Welcome } from '../tour/index.js';
import { setUpPresentation } from '../present/index.js';
import { setUpTheme } from './theme.js';
import { fitToScreen } from './fit-screen.js';
import { setUpSideCards } from './side-cards.js';
import { placeEditor } from './editor-beside.js';
import { statusChrome } from './status-chrome.js';
import { renderRegions } from './regions.js';
import { writeRootAttributes } from './root-attributes.js';
import { writeTitle } from './page-title.js';
import { session as makeSession } from './session.js';
import { followTabs } from './modes.js';
import { makeExplorerViews } from './explorer-views.js';
import { makeGameInputs } from './game-inputs.js';
import { setUpExportMenu } from './export-hooks.js';
import { lessonHooks } from './lesson-hooks.js';

// An embedded page keeps nothing in the browser's storage, from before anything is read or kept.
if (asksEmbed(location.hash)) keepNothing();
const store = new PageStore();
const { state } = store;
const kept = new KeptGames();
/** The root's attributes a mode's view owns (play's, practice's), kept in the store. */
const marks = { get: (name) => state.marks[name], set: (changes) => store.dispatch({ type: 'mark', marks: changes }) };
store.subscribe(writeRootAttributes(byId('app')));
store.subscribe(renderRegions(byId('app')));
store.subscribe(statusChrome());
store.subscribe(writeTitle(byId('title')));
store.subscribe(legendSubscriber());
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
  const welcome = new Welcome(
    {
      dialog: byId('welcome'),
      start: byId('welcome-start'),
      skip: byId('welcome-skip'),
      reopen: byId('btn-tour'),
      explorer: () => byId('tab-explorer').click(),
      explorerShown: () => state.page === 'explorer' && state.section === 'explorer' && state.status === 'ready',
    },
    notice,
  );
  welcome.openOnFirstVisit(location.hash, state.marks);
  legendPopover(byId('btn-legend'), byId('legend-panel'), document.querySelector('section.legend'));
  // The worker starts now, so that its code and its wasm module load beside this thread's: the
  // first game's solve and layout wait for the worker, its trace for this thread's engine.
  const worker = new WorkerClient(
    () => new Worker(new URL('../worker/worker.js', import.meta.url), { type: 'module' }),
  );
  worker.spawn();
  // The list of the user's kept games is read first (their newest text, maybe big, meanwhile).
  await Promise.all([loadEngine(), kept.load()]);
  const presets = guard((wasm) => wasm.presets());
  const addressBar = new AddressBar(
    () => state.view,
    () => state.page === 'lab',
  );
  // The link in the address bar follows the store.
  store.subscribe((_, action) => {
    if (action.link) addressBar.write(action.link !== 'later', action.link === 'push');
  });
  const graphBox = byId('graph');
  const session = makeSession({
    store,
    worker,
    kept,
    addressBar,
    presets,
    aspect: () => {
      const { width, height } = graphBox.getBoundingClientRect();
      return width / Math.max(1, height) || 1.6;
    },
  });
  const { player, drawings, compare } = makeExplorerViews({
    store,
    session,
    worker,
    marks,
    touring: () => welcome.touring,
  });
  const { editor } = makeGameInputs({ store, session, kept, presets });
  followTabs(store, randomSeed);
  setUpExportMenu({ store, session, drawings, compare, editor });
  byId('btn-copy').addEventListener('click', () => addressBar.copy());
  byId('notice-close').addEventListener('click', () => notice(null));
  window.addEventListener('hashchange', session.onHashChange);
  window.addEventListener('popstate', session.onHashChange);
  store.subscribe(placeEditor(byId('app')));
  fitToScreen(
    graphBox,
    document.querySelector('.dock'),
    [
      document.querySelector('.top'),
      document.querySelector('.chooser'),
      byId('notice'),
      byId('editor-panel'),
      byId('lesson-bar'),
    ],
    byId('compare'),
    () => state.panel === 'compare',
  );
  labOnDemand(byId('lab'), store, { onHash: session.onLabHash });
  const lessons = lessonsOnDemand(lessonHooks({ store, session, presets, marks, addressBar }));
  // A lesson's link opens the lesson; any other link leaves the lesson shown.
  store.subscribe((_, action) => {
    if (action.type !== 'link') return;
    if (isLessonHash(action.hash)) lessons.open(action.hash);
    else lessons.leave();
  });
  fillLessonsMenu(byId('lessons-items'), () => lessons.make());
  setUpPresentation({
    store,
    marks,
    player,
    drawing: () => drawings.current(),
    // In a lesson, its slide's link: an embedded lesson keeps its caption and slides.
    link: (view) => lessons.link(view) ?? formatHash(view),
    slides: (by) => lessons.step(by),
  });
  session.openFromHash(location.hash, true);
}
