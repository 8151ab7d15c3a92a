// The page's boot: makes the explorer store (www/explorer/store.js), the views, and the page's
// controller (www/app/page-controller.js), wires the store's subscribers (the root's data
// attributes, the link in the address bar, the tabs' links) and the page's events, then opens the
// link. Nothing here holds state: the store does.
//
// Flow: a view ({game, params | text, alg, step}) comes from the link, the chooser or the
// editor → the worker builds, parses, solves and lays it out → small games are traced on this
// thread by the chosen algorithm (www/algorithms/) and stepped through (www/explorer/); big games
// show their solved summary and the neighbourhood view. Play mode and the neighbourhood view ask
// the worker, which keeps the game solved for play (www/play/host.js).

import { byId, keepNothing, localStore, onDemand, storageOpen } from '../core/index.js';
import { guard, loadEngine, WorkerClient } from '../engine/index.js';
import { AddressBar, asksEmbed, formatDisplay, formatHash, newPlay, parseHash } from '../link/index.js';
import { elementWords, GraphView, TreeView, WholeView } from '../drawing/index.js';
import {
  AlgorithmPicker,
  algorithmOf,
  Compare,
  ExplorerStore,
  FindPosition,
  Neighbourhood,
  Player,
  Pseudocode,
  Stepping,
  legendPopover,
  legendSubscriber,
} from '../explorer/index.js';
import { Chooser, editorOnDemand, fileName as gameFileName, KeptGames, saveGameFile } from '../editor/index.js';
import { setUpTheme } from './theme.js';
import { fitToScreen } from './fit-screen.js';
import { placeEditor } from './editor-beside.js';
import { fatal, notice, reportStatus } from './page-status.js';
import { DOT_TEXT_LIMIT, setUpExport } from '../export/index.js';
import { DEFAULT_PARAMS as LAB_DEFAULTS, formatLabHash, isLabHash, loadLabView, parseLabHash } from '../lab/index.js';
import { fillLessonsMenu, lessonsOnDemand } from '../lessons/index.js';
import { PlayView } from '../play/index.js';
import { BoardCard } from '../boards/index.js';
import { PracticeView } from '../practice/index.js';
import { drawOnDemand } from '../draw/index.js';
import { keepMode, linkTabs } from './modes.js';
import { writeRootAttributes } from './root-attributes.js';
import { pageController } from './page-controller.js';
import { Welcome } from '../tour/index.js';
import { setUpPresentation } from '../present/index.js';

// An embedded page keeps nothing in the browser's storage, from before anything is read or kept.
if (asksEmbed(location.hash)) keepNothing();
const store = new ExplorerStore();
const { state } = store;
const kept = new KeptGames();
const addressBar = new AddressBar(() => state.view);
/** The page's views by name, made at boot (the controller reads them from here). */
const views = {};
/** The root's attributes a mode's view owns (play's, practice's), kept in the store. */
const marks = { get: (name) => state.marks[name], set: (changes) => store.dispatch({ type: 'mark', marks: changes }) };
const page = pageController({ store, views, kept, addressBar });

// The root's data attributes, the link and the tabs' links follow the store.
store.subscribe(writeRootAttributes(byId('app')));
store.subscribe(legendSubscriber());
store.subscribe((_, action) => {
  if (action.link) addressBar.write(action.link !== 'later', action.link === 'push');
});
store.subscribe((current, action) => {
  if (action.type === 'settled') linkTabs(current.view, action.text, page.randomSeed);
});
reportStatus((status) => store.dispatch({ type: 'status', status }));

/**
 * Compare mode's panes draw with these, by the algorithm's `view` (algorithms/index.js): a view
 * made in `container` with `run` drawn on it (`layout`: the worker's graph layout).
 */
const VIEWS = {
  graph: (container, run, layout) => {
    const view = new GraphView(container);
    view.draw({ ...run, layout });
    return view;
  },
  tree: (container, run) => {
    const view = new TreeView(container);
    view.draw(run.tree);
    return view;
  },
};
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
  // The list of the user's kept games is read first (their newest text, maybe big, meanwhile).
  await Promise.all([loadEngine(), kept.load()]);
  views.presets = guard((wasm) => wasm.presets());
  views.worker = new WorkerClient();
  views.graphView = new GraphView(byId('graph'));
  // The tree algorithms draw the game unfolded into its tree, in the same box.
  views.treeView = new TreeView(byId('graph'));
  views.treeView.show(false);
  // Games too big for the SVG drawing are drawn whole on canvases (www/drawing/canvas/).
  views.wholeView = new WholeView(byId('graph'));
  views.compare = new Compare({
    host: byId('compare'),
    more: byId('compare-more'),
    makeView: (algorithm, container, run, layout) => VIEWS[algorithm.view](container, run, layout),
    guard,
    store,
  });
  views.pseudocode = new Pseudocode(byId('pseudocode'));
  views.picker = new AlgorithmPicker({
    view: () => state.view,
    shown: () => state.algorithm,
    switchTo: page.switchAlgorithm,
    pseudocode: views.pseudocode,
  });
  views.player = new Player((k) => views.stepping.show(k));
  // Playing hands the view back to the camera after the user's own pan or zoom.
  views.player.onPlay = () => views.stepping.drawing().resume();
  // The explorer's keys (→ ← space Home End) only while the explorer is shown.
  views.player.active = () =>
    !byId('explorer-view').hidden &&
    !views.playView?.active &&
    !views.practice?.active &&
    !views.drawMode?.active &&
    !views.welcome.touring;
  // Play against perfect play from a position of the board card or the neighbourhood view.
  const playFrom = (from) =>
    page.open({ ...state.view, step: 0, play: { ...newPlay(page.randomSeed()), from } }, 'chooser');
  views.boardCard = new BoardCard(byId('board-card'), playFrom);
  // Practice mode (www/practice/practice-view.js) asks before each decisive step and moves the player.
  views.practice = new PracticeView({
    root: byId('practice'),
    store,
    marks,
    goTo: (step) => views.player.go(step),
    drawing: byId('graph'),
    board: views.boardCard,
  });
  views.stepping = new Stepping(/** @type {any} */ ({ store, ...views }));
  views.neighbourhood = new Neighbourhood(byId('neighbourhood'), playFrom, notice);
  // Find a position: the drawing shown centres it and makes it the focus; the board card shows it.
  views.find = new FindPosition(
    {
      input: byId('find-position'),
      list: byId('find-position-names'),
      line: byId('position-line'),
      graph: byId('graph'),
    },
    {
      names: () => views.boardCard.game?.names ?? null,
      find: (id) => {
        const drawing = /** @type {any} */ (views.stepping.drawing());
        if (state.comparing || !drawing.findPosition?.(id)) return null;
        views.boardCard.show(id, 'found');
        const node = byId('graph').querySelector('[data-focus="true"]');
        return node ? elementWords(node) : views.boardCard.game.names[id];
      },
    },
  );
  // A click on a drawn position shows its board (until the next step moves on).
  byId('graph').addEventListener('click', (event) => {
    const node = /** @type {HTMLElement | null} */ (
      /** @type {HTMLElement} */ (event.target).closest?.('[data-position]')
    );
    if (node) views.boardCard.showName(node.dataset.position);
  });
  views.playView = new PlayView(
    byId('play'),
    marks,
    (play) => store.dispatch({ type: 'edit', fields: { play }, link: 'now' }),
    (message) => notice(message),
  );
  // Draw mode (www/draw/): each edit of the drawing becomes the editor's text, kept and judged.
  views.drawMode = drawOnDemand(
    byId('draw'),
    {
      // A new drawing replaces the text as an example does: the user's text before stays kept.
      onText: (text, fresh) => (fresh ? views.editor.replace(text, true) : views.editor.setText(text, true)),
      // Keystrokes typed a moment ago (still waiting for the pause) are drawn before the edit.
      beforeEdit: () => views.editor.flush(),
      links: () => {
        const game = { ...state.view, draw: undefined, step: 0 };
        return {
          animate: formatHash(game),
          play: formatHash({ ...game, play: newPlay(page.randomSeed()) }),
          practise: formatHash({ ...game, practice: true }),
        };
      },
    },
    notice,
  );
  views.chooser = new Chooser(
    {
      select: byId('game-select'),
      form: byId('param-form'),
      picks: byId('quick-picks'),
      description: byId('game-description'),
    },
    views.presets,
    async (view) => {
      // The kept text may take a moment to read (a big one, slice by slice): a game chosen
      // meanwhile wins, and the algorithm carried is the one shown when it comes.
      const token = store.dispatch({ type: 'claim' }).token;
      const text = view.game === 'custom' ? await views.editor.savedText() : undefined;
      if (token !== state.token) return;
      return page.open(
        keepMode({ ...view, text, ...algorithmOf(state.view), step: 0 }, state.view, page.randomSeed),
        'chooser',
      );
    },
  );
  views.editor = editorOnDemand(
    {
      host: byId('editor-host'),
      errors: byId('editor-errors'),
      examples: byId('editor-examples'),
      games: byId('editor-games'),
      file: byId('editor-file'),
      panel: byId('editor-panel'),
      status: byId('editor-status'),
    },
    kept,
    (text) =>
      page.open(
        keepMode(
          { game: 'custom', params: [], text, ...algorithmOf(state.view), step: 0 },
          state.view,
          page.randomSeed,
        ),
        'editor',
      ),
    notice,
  );
  byId('btn-zoom-in').addEventListener('click', () => views.stepping.drawing().zoom(1.25));
  byId('btn-zoom-out').addEventListener('click', () => views.stepping.drawing().zoom(0.8));
  byId('btn-fit').addEventListener('click', () => views.stepping.drawing().fit());
  byId('btn-best-line').addEventListener('click', () =>
    views.stepping.setBestLine(byId('btn-best-line').getAttribute('aria-pressed') !== 'true'),
  );
  byId('btn-copy').addEventListener('click', () => addressBar.copy());
  byId('btn-edit-text').addEventListener('click', async () => {
    const text = await page
      .gameText()
      .catch((error) => notice(`The game text could not be fetched: ${error.message}.`));
    if (text == null) return;
    views.editor.replace(text);
    views.editor.store();
    page.open({ game: 'custom', params: [], text, ...algorithmOf(state.view), step: state.view.step ?? 0 }, 'chooser');
  });
  byId('btn-save-file').addEventListener('click', () => saveGameFile(views.editor.text));
  byId('notice-close').addEventListener('click', () => notice(null));
  setUpExport(byId('export-menu'), {
    drawing: () => (state.comparing ? views.compare.exportSvg() : views.stepping.drawing().exportSvg()),
    text: () => page.gameText(),
    // A custom text that is not a game yet is still the user's work: it is saved as typed.
    file: () => (page.notAGameYet() ? views.editor.text : page.gameText(true)),
    why: () =>
      page.notAGameYet()
        ? 'the text is not a game yet (its errors are marked in the editor)'
        : state.loading
          ? 'wait until the game has loaded'
          : null,
    noDrawing: () => (state.comparing ? 'neither algorithm compared draws this game (each pane says why)' : null),
    picture: () => (state.whole && !state.comparing ? state.whole.exportPng() : null),
    offers: () => {
      const busy = page.notAGameYet() || state.loading;
      const svg = !busy && (state.comparing ? views.compare : views.stepping.drawing()).exportSvg() != null;
      const chars = state.text?.length ?? state.result?.textChars ?? 0;
      return {
        svg,
        png: svg || (!busy && !state.comparing && state.whole != null),
        dot: !busy && chars <= DOT_TEXT_LIMIT,
      };
    },
    textLength: () => state.text?.length ?? (state.loading ? null : (state.result?.textChars ?? null)),
    title: () => byId('title').textContent,
    // A custom game's text file has the name "Save as file" gives it (game-<start>.txt).
    textFileName: () => (state.view?.game === 'custom' ? `${gameFileName(views.editor.text)}.txt` : null),
    notice,
  });
  window.addEventListener('hashchange', page.onHashChange);
  window.addEventListener('popstate', page.onHashChange);
  new ResizeObserver(() => views.stepping.drawing().refit()).observe(byId('graph'));
  new ResizeObserver(() => views.compare.refit()).observe(byId('compare'));
  // The explorer stays in view as the page scrolls only while it fits the window: a taller one
  // (two panes compared) would keep its own bottom out of sight.
  const stage = document.querySelector('.stage');
  const fits = () =>
    stage.classList.toggle('too-tall', /** @type {HTMLElement} */ (stage).offsetHeight > innerHeight - 16);
  new ResizeObserver(fits).observe(stage);
  addEventListener('resize', fits);
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
  views.lab = lazyLab();
  views.lessons = lessonsOnDemand(lessonHooks());
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

/**
 * The Sequence lab, made when first shown: its code and its plotting library (uPlot) are a chunk
 * of their own, which a page opened for the explorer never loads. Stands in for the LabView
 * meanwhile (open, hide, params), in order.
 */
function lazyLab() {
  let asked = null; // the last lab link opened (its experiment, until the lab is made)
  const get = onDemand('the Sequence lab', loadLabView, notice);
  const stand = {
    view: null,
    get params() {
      return stand.view?.params ?? (asked && parseLabHash(asked).params) ?? { ...LAB_DEFAULTS };
    },
    hide: () => stand.view?.hide(),
    open(hash) {
      asked = hash;
      get().then((module) => {
        if (!module) return;
        stand.view ??= new module.LabView(byId('lab'), {
          notice,
          onHash: (written) => {
            // A lesson's slide holds the address bar (www/lessons/).
            if (addressBar.held) return;
            if (written !== location.hash) history.replaceState(null, '', written);
            addressBar.labWrote();
          },
        });
        // Still the lab shown (the user may have gone back to the explorer meanwhile).
        if (!byId('lab').hidden) stand.view.open(hash);
      });
    },
  };
  return stand;
}

/** What the lessons (www/lessons/lessons.js) ask of the page. */
function lessonHooks() {
  const labShown = () => !byId('lab').hidden;
  /** The view's link at step 0 (what a slide shows but for its step). */
  const viewAtStart = () => formatHash({ ...state.view, step: 0 });
  /** The slide state being loaded (its link without its step), then the one shown with the
   * view it loaded as: the next slide naming the same state at another step only moves the step
   * (the drawing stays as it is), unless the user changed the view meanwhile. */
  let loading = null;
  let shown = null;
  store.subscribe((current, action) => {
    if (!loading || action.type !== 'status' || current.status !== 'ready' || !current.view) return;
    shown = { slide: loading, view: viewAtStart() };
    loading = null;
  });
  return {
    notice,
    marks,
    openState(state, display = {}) {
      // A lab's state is shown as it is; a view's as the lesson is (present=1, embed=1).
      const hash = isLabHash(state)
        ? state
        : [state.replace(/&(present|embed)=[^&]*/g, ''), ...formatDisplay(display)].join('&');
      const step = /(?:^#|&)step=(\d+)(?=&|$)/.exec(hash);
      const slide = hash.replace(/(^#|&)step=\d+(?=&|$)/, '$1');
      if (
        step &&
        shown?.slide === slide &&
        !labShown() &&
        state.run &&
        !state.loading &&
        viewAtStart() === shown.view
      ) {
        views.player.pause();
        views.player.go(Number(step[1]));
        return;
      }
      shown = null;
      loading = slide;
      page.openState(hash);
    },
    checkState(hash) {
      const { error } = isLabHash(hash) ? parseLabHash(hash) : parseHash(hash, views.presets);
      return error ? error.replace(/^This (lab )?link could not be read: /, '').replace(/\.$/, '') : null;
    },
    display: () => ({ present: state.view?.present, embed: state.view?.embed }),
    holdLink: (held) => addressBar.hold(held),
    writeLink: (hash) => addressBar.writeOwn(hash),
    release() {
      if (!labShown()) return addressBar.write(true);
      history.replaceState(null, '', formatLabHash(views.lab.params));
      addressBar.labWrote();
    },
    currentState() {
      if (labShown()) return { hash: formatLabHash(views.lab.params) };
      if (!state.view || state.loading) return { error: 'Wait until the game has loaded, then record it.' };
      const hash = formatHash(state.view);
      if (state.view.game === 'custom' && !/[#&]text=/.test(hash))
        return {
          error: 'This game is too large for a link, so it cannot be a slide: a slide holds its game in its link.',
        };
      return { hash };
    },
    storage() {
      return storageOpen() ? localStore() : null;
    },
  };
}
