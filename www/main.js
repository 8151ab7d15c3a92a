// The page: wires the engine, the worker, the views and the link together.
//
// Flow: a view ({game, params | text, alg, step}) comes from the link, the chooser or the
// editor → the worker builds, parses, solves and lays it out → small games are traced on this
// thread by the chosen algorithm (www/algorithms/: DFS by default, retrograde analysis on games
// with cycles) and stepped through; an algorithm that does not apply says why and offers the
// one that does; big games show their solved summary and the neighbourhood view. Play mode and
// the neighbourhood view ask the worker, which keeps the game solved for play (www/play/host.js).
// The link is rewritten as the view changes. The parts live beside this file: the algorithm
// picker (www/algorithm-picker.js), the tabs and modes (www/modes.js), stepping through a trace
// (www/stepping.js), the address bar (www/address-bar.js) and the status chrome
// (www/page-status.js).

import { byId } from './dom.js';
import { loadEngine, guard } from './engine.js';
import { WorkerClient } from './worker-client.js';
import { DEFAULT_VIEW, formatHash, linkProblem, parseHash } from './link.js';
import { rememberPacked, unpackTextAsync } from './compress.js';
import { GraphView } from './graph-view.js';
import { TreeView } from './tree-view.js';
import { isTreeRefusal } from './algorithms/tree-run.js';
import { Player } from './player.js';
import { Pseudocode } from './pseudocode.js';
import { algorithmById, defaultAlgorithm } from './algorithms/index.js';
import { AlgorithmPicker, algorithmOf, algorithmOptions, settleParams } from './algorithm-picker.js';
import { Compare } from './compare.js';
import { Chooser } from './chooser.js';
import { editorOnDemand } from './editor-on-demand.js';
import { KeptGames } from './storage.js';
import { fileName as gameFileName, saveGameFile } from './game-file.js';
import { cycleWords, renderSummary } from './summary.js';
import { setUpTheme } from './theme.js';
import { fitToScreen } from './fit-screen.js';
import { AddressBar } from './address-bar.js';
import { Stepping } from './stepping.js';
import { explainNames } from './names.js';
import { capitalise, count, outcomeWords, plural, showValue } from './numbers.js';
import { fatal, notice, placeholder, setBusy } from './page-status.js';
import { COLOR, NO_REMOTENESS, OUTCOME_WORDS } from './codes.js';
import { readGame } from './game-arrays.js';
import { setUpExport } from './export/menu.js';
import { CUSTOM_TITLE, fetchText } from './game-text.js';
import { DEFAULT_PARAMS as LAB_DEFAULTS, isLabHash, parseLabHash } from './lab/params.js';
import { PlayView } from './play/view.js';
import { newPlay } from './play/link.js';
import { BoardCard } from './board/card.js';
import { Neighbourhood } from './neighbourhood.js';
import { PracticeView } from './practice/view.js';
import { DRAW_LIMIT } from './draw/starter.js';
import { drawOnDemand } from './draw/on-demand.js';
import { onDemand } from './on-demand.js';
import { keepMode, linkExplorerTab, linkTabs, setTabCurrent, setTabLink, showTab } from './modes.js';

/** Games with more reachable positions than this are solved and summarised, not animated: the
 * drawing stays readable up to about 300 positions. */
const ANIMATE_LIMIT = 300;
/** …and so are games with more moves than this (the layout's time grows with the moves)… */
const ANIMATE_MOVES_LIMIT = 3000;
/** …and texts with more positions than this in all (this thread parses the text again). */
const ANIMATE_TEXT_LIMIT = 20000;

const app = byId('app');
const state = { view: null, run: null, algorithm: null, game: null, result: null, comparing: false, token: 0, loading: false, textErrors: false, switchedFrom: null };
const kept = new KeptGames();
const addressBar = new AddressBar(() => state.view);
let picker, stepping, drawMode, playView, practice, boardCard, neighbourhood, lab, graphView, treeView, compare, player, pseudocode, chooser, editor, worker, presets;
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
  // The list of the user's kept games is read first (their newest text, maybe big, meanwhile).
  await Promise.all([loadEngine(), kept.load()]);
  presets = guard((wasm) => wasm.presets());
  worker = new WorkerClient();
  graphView = new GraphView(byId('graph'));
  // The tree algorithms draw the game unfolded into its tree, in the same box.
  treeView = new TreeView(byId('graph'));
  treeView.show(false);
  compare = new Compare(byId('compare'), (algorithm, container, run, layout) => VIEWS[algorithm.view](container, run, layout), guard);
  pseudocode = new Pseudocode(byId('pseudocode'));
  picker = new AlgorithmPicker({ view: () => state.view, shown: () => state.algorithm, switchTo: switchAlgorithm, pseudocode });
  player = new Player((k) => stepping.show(k));
  // Practice mode (www/practice/view.js) asks before each decisive step and moves the player.
  practice = new PracticeView(byId('practice'), app, (step) => player.go(step), byId('graph'));
  // Playing hands the view back to the camera after the user's own pan or zoom.
  player.onPlay = () => stepping.drawing().resume();
  // The explorer's keys (→ ← space Home End) only while the explorer is shown.
  player.active = () => !byId('explorer-view').hidden && !playView?.active && !practice?.active && !drawMode?.active;
  // Play against perfect play from a position of the board card or the neighbourhood view.
  const playFrom = (from) => open({ ...state.view, step: 0, play: { ...newPlay(randomSeed()), from } }, 'chooser');
  boardCard = new BoardCard(byId('board-card'), playFrom);
  stepping = new Stepping({ state, graphView, treeView, boardCard, pseudocode, picker, compare, addressBar });
  neighbourhood = new Neighbourhood(byId('neighbourhood'), playFrom, notice);
  // A click on a drawn position shows its board (until the next step moves on).
  byId('graph').addEventListener('click', (event) => {
    const node = event.target.closest?.('[data-position]');
    if (node) boardCard.showName(node.dataset.position);
  });
  playView = new PlayView(
    byId('play'),
    app,
    (play) => {
      state.view.play = play;
      addressBar.write(true);
    },
    (message) => notice(message),
  );
  // Draw mode (www/draw/): each edit of the drawing becomes the editor's text, kept and judged.
  drawMode = drawOnDemand(byId('draw'), {
    onText: (text) => editor.setText(text, true),
    // Keystrokes typed a moment ago (still waiting for the pause) are drawn before the edit.
    beforeEdit: () => editor.flush(),
    links: () => {
      const game = { ...state.view, draw: undefined, step: 0 };
      return { animate: formatHash(game), play: formatHash({ ...game, play: newPlay(randomSeed()) }), practise: formatHash({ ...game, practice: true }) };
    },
  }, notice);
  chooser = new Chooser(
    { select: byId('game-select'), form: byId('param-form'), picks: byId('quick-picks'), description: byId('game-description') },
    presets,
    async (view) => {
      // The kept text may take a moment to read (a big one, slice by slice): a game chosen
      // meanwhile wins, and the algorithm carried is the one shown when it comes.
      const token = ++state.token;
      const text = view.game === 'custom' ? await editor.savedText() : undefined;
      if (token !== state.token) return;
      return open(keepMode({ ...view, text, ...algorithmOf(state.view), step: 0 }, state.view, randomSeed), 'chooser');
    },
  );
  editor = editorOnDemand(
    { host: byId('editor-host'), errors: byId('editor-errors'), examples: byId('editor-examples'), games: byId('editor-games'), file: byId('editor-file'), panel: byId('editor-panel'), status: byId('editor-status') },
    kept,
    (text) => open(keepMode({ game: 'custom', params: [], text, ...algorithmOf(state.view), step: 0 }, state.view, randomSeed), 'editor'),
    notice,
  );
  byId('btn-zoom-in').addEventListener('click', () => stepping.drawing().zoom(1.25));
  byId('btn-zoom-out').addEventListener('click', () => stepping.drawing().zoom(0.8));
  byId('btn-fit').addEventListener('click', () => stepping.drawing().fit());
  byId('btn-best-line').addEventListener('click', () => stepping.setBestLine(byId('btn-best-line').getAttribute('aria-pressed') !== 'true'));
  byId('btn-copy').addEventListener('click', () => addressBar.copy());
  byId('btn-edit-text').addEventListener('click', async () => {
    const text = await gameText().catch((error) => notice(`The game text could not be fetched: ${error.message}.`));
    if (text == null) return;
    editor.replace(text);
    editor.store();
    open({ game: 'custom', params: [], text, ...algorithmOf(state.view), step: state.view.step ?? 0 }, 'chooser');
  });
  byId('btn-save-file').addEventListener('click', () => saveGameFile(editor.text));
  byId('notice-close').addEventListener('click', () => notice(null));
  setUpExport(byId('export-menu'), {
    drawing: () => (state.comparing ? compare.exportSvg() : stepping.drawing().exportSvg()),
    text: () => gameText(),
    // A custom text that is not a game yet is still the user's work: it is saved as typed.
    file: () => (notAGameYet() ? editor.text : gameText(true)),
    why: () => (notAGameYet() ? 'the text is not a game yet (its errors are marked in the editor)' : state.loading ? 'wait until the game has loaded' : null),
    noDrawing: () => (state.comparing ? 'neither algorithm compared draws this game (each pane says why)' : null),
    textLength: () => state.text?.length ?? (state.loading ? null : (state.result?.textChars ?? null)),
    title: () => byId('title').textContent,
    // A custom game's text file has the name "Save as file" gives it (game-<start>.txt).
    textFileName: () => (state.view?.game === 'custom' ? `${gameFileName(editor.text)}.txt` : null),
    notice,
  });
  window.addEventListener('hashchange', onHashChange);
  window.addEventListener('popstate', onHashChange);
  new ResizeObserver(() => stepping.drawing().refit()).observe(byId('graph'));
  new ResizeObserver(() => compare.refit()).observe(byId('compare'));
  // The explorer stays in view as the page scrolls only while it fits the window: a taller one
  // (two panes compared) would keep its own bottom out of sight.
  const stage = document.querySelector('.stage');
  const fits = () => stage.classList.toggle('too-tall', stage.offsetHeight > innerHeight - 16);
  new ResizeObserver(fits).observe(stage);
  addEventListener('resize', fits);
  fitToScreen(byId('graph'), document.querySelector('.dock'), [document.querySelector('.top'), document.querySelector('.chooser'), byId('notice'), byId('editor-panel')]);
  lab = lazyLab();
  openFromHash(location.hash, true);
}

/**
 * The Sequence lab, made when first shown: its code and its plotting library (uPlot) are a chunk
 * of their own, which a page opened for the explorer never loads. Stands in for the LabView
 * meanwhile (open, hide, params), in order.
 */
function lazyLab() {
  let asked = null; // the last lab link opened (its experiment, until the lab is made)
  const get = onDemand('the Sequence lab', () => import('./lab/view.js'), notice);
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
            if (written !== location.hash) history.replaceState(null, '', written);
            addressBar.labWrote();
          },
        });
        // Still the lab's link (the user may have gone back to the explorer meanwhile).
        if (isLabHash(location.hash)) stand.view.open(hash);
      });
    },
  };
  return stand;
}

/** A fresh random seed for a new game of play (the engine's). */
function randomSeed() {
  return guard((wasm) => wasm.randomSeed());
}

/** What switching between the explorer and the lab stops or reads (www/modes.js showTab). */
function tabContext() {
  return { view: state.view, player, playView, drawMode, lab, stopHashWrite: () => addressBar.cancel() };
}

/** Shows the same game with another algorithm, or two compared (a history entry), from step 0. */
function switchAlgorithm(id, compared = null) {
  const algorithm = algorithmById(id);
  // Play and draw modes animate no algorithm (their pickers are hidden).
  if (!algorithm || !state.result || state.loading || state.view.play || state.view.draw) return;
  player.pause();
  state.switchedFrom = null;
  const view = { ...state.view, alg: id, step: 0 };
  delete view.compare;
  if (compared) view.compare = compared;
  state.view = settleParams(view, compared ?? [id]);
  addressBar.write(true, true);
  const result = state.result;
  clearExplorer();
  show(result, 'chooser');
}

/** popstate and hashchange both come for one change of the hash: it is read once (a link's
 * hash can be 1.4 MB, and every read copies it) and opened once. */
function onHashChange() {
  const hash = location.hash;
  if (addressBar.isNew(hash)) openFromHash(hash);
}

/** Opens the link in the address bar; `first`: as the page starts. */
function openFromHash(hash = location.hash, first = false) {
  // The address bar shows this link now, not what the page wrote last.
  addressBar.opening(hash);
  // A reload right after typing: the address has the text before the last keystrokes, the
  // user's edit (kept as the page went) has them.
  const navigation = performance.getEntriesByType?.('navigation')[0]?.type;
  const reloaded = kept.reloadedAt(hash, navigation === 'reload');
  if (isLabHash(hash)) {
    showTab('lab', tabContext());
    notice(null);
    lab.open(hash);
    return;
  }
  showTab('explorer', tabContext());
  // The last link's notice is about that link, not this one (this one's own comes after).
  notice(null);
  const { view, error } = parseHash(hash, presets);
  if (reloaded != null && view?.game === 'custom') {
    const { payload, ...rest } = view;
    open({ ...rest, text: reloaded }, 'link');
    return;
  }
  // A custom link without its text: the user's own text kept in this browser (too long for a
  // link); with a long one: unpacked in steps (a 1.5 MB link holds up to 16 MB).
  if (view?.game === 'custom' && view.text == null) {
    const token = ++state.token;
    const { payload, ...rest } = view;
    if (payload != null) setBusy('Unpacking the link');
    (payload != null ? unpackTextAsync(payload) : editor.savedText()).then(
      async (text) => {
        if (token !== state.token) return;
        // A link without its text, opened anew (not the page's own links between its tabs, nor
        // a reload or Back of it): a game too large for a link is left out, so say what is shown.
        if (payload == null && first && navigation !== 'reload' && navigation !== 'back_forward') {
          // (Read once already: the newest text is kept after its first read.)
          const own = (await kept.latestText()) != null;
          if (token !== state.token) return;
          notice(
            own
              ? 'This link holds no game text (a game too large for a link is left out of it): here is the newest of Your games in this browser.'
              : 'This link holds no game text (a game too large for a link is left out of it), and this browser keeps no game of yours: here is an example. Ask for the game as a file.',
          );
          // This says it already: no second notice about the same text being too large.
          addressBar.saidTooLong(text);
        }
        // The link already holds this text packed: the address bar is not rewritten with a copy
        // (replacing a 1.4 MB address was a 500 ms task).
        if (payload != null) rememberPacked(text, payload);
        open({ ...rest, text }, 'link');
      },
      (problem) => {
        if (token !== state.token) return;
        notice(`${linkProblem(problem)} Showing the default game instead.`);
        open({ ...DEFAULT_VIEW }, 'fallback');
      },
    );
    return;
  }
  if (error) {
    notice(`${error} Showing the default game instead.`);
    open({ ...DEFAULT_VIEW }, 'fallback');
  } else {
    open(view ?? { ...DEFAULT_VIEW }, view ? 'link' : 'fallback');
  }
}

/**
 * Opens a view. origin: 'link' | 'chooser' | 'editor' | 'fallback'. A view chosen in the chooser
 * becomes a new history entry once it loads; until then, and if it is rejected, the last good
 * game stays on screen.
 */
async function open(view, origin) {
  const token = ++state.token;
  // The old game stops and no longer writes its step into the new view while this one loads
  // (nor into the new view's history entry: a pending rewrite is dropped).
  player.pause();
  addressBar.cancel();
  state.loading = true;
  const previous = state.view;
  const previousText = state.text;
  state.view = { ...view, params: view.params ?? [] };
  state.textErrors = false;
  if (origin !== 'fallback' && origin !== 'link') notice(null);
  // A game being played animates no algorithm: its pickers are not shown (choosing one left play).
  document.querySelector('.alg-row').hidden = Boolean(view.play);
  // A link or a fallback shows every field as it is (a rejected link leaves nothing behind).
  chooser.show(state.view, origin === 'link' || origin === 'fallback');
  const custom = view.game === 'custom';
  byId('editor-panel').hidden = !custom;
  byId('btn-edit-text').hidden = custom;
  if (custom && origin !== 'editor') editor.setText(view.text);
  // Draw mode draws custom texts (a built-in game becomes one once loaded: showDraw).
  // A link opened starts a new history of drawing edits: Undo never brings back another link's game.
  if (view.draw && custom) drawMode.open(view.text ?? '', origin === 'link');
  else drawMode.close();
  const keepShown = origin === 'chooser' && previous != null && !custom;
  const push = origin === 'chooser';
  if (!keepShown) {
    state.text = null;
    addressBar.write(true, push);
  }
  setBusy('Loading');

  let result;
  try {
    result = await worker.load({ game: view.game, params: state.view.params, text: view.text }, { positions: ANIMATE_LIMIT, moves: ANIMATE_MOVES_LIMIT, textPositions: ANIMATE_TEXT_LIMIT }, (phase) => {
      if (token === state.token) setBusy(phase);
    });
  } catch (error) {
    if (error.superseded || token !== state.token) return;
    if (keepShown && !error.panic) return rejected(error, previous, previousText);
    return failed(error, origin);
  }
  if (token !== state.token) return;
  // The worker does not send a custom text back (the page has it), nor a long built-in one (it
  // stays there until asked for: gameText).
  result.text ??= view.text;
  state.text = result.text;
  if (custom) {
    editor.showErrors([]);
    addressBar.linkLimit(view.text, result);
  }
  else {
    chooser.markParam(null);
    state.view.params = result.params;
    chooser.show(state.view, origin !== 'chooser');
  }
  // Pushed already when the view was not kept on screen while loading; now only normalised.
  addressBar.write(true, push && keepShown);
  show(result, origin);
}

/** A chosen game or parameter was rejected: say why at the field, keep showing the last good
 * game (its explorer, step and link are untouched). */
function rejected(error, previous, previousText) {
  const rejectedGame = state.view.game;
  state.loading = false;
  setBusy(null);
  state.view = previous;
  state.text = previousText;
  byId('editor-panel').hidden = previous.game !== 'custom';
  byId('btn-edit-text').hidden = previous.game === 'custom';
  app.dataset.state = 'ready';
  if (error.param && state.view.game === rejectedGame) {
    chooser.markParam(error.param, error.message);
  } else {
    // Not a field's fault: the fields go back to the game shown, the message says why.
    chooser.show(previous, true);
    notice(error.message);
  }
  // The step may have moved on while loading: show it again.
  if (state.run) player.go(state.view.step ?? 0, true);
}

function failed(error, origin) {
  state.loading = false;
  setBusy(null);
  clearExplorer();
  if (error.panic) return fatal(error);
  if (state.view.game === 'custom' && error.errors) {
    state.textErrors = true;
    // Not the title of the game shown before (nor none, for a link to an empty text).
    byId('title').textContent = CUSTOM_TITLE;
    editor.showErrors(error.errors, error.more ?? 0);
    if (state.view.draw) return showDraw(null, error.errors);
    // The tabs carry the text as typed: Play, Practice or Draw shows it (and its errors), not the
    // last game that parsed.
    if (!state.view.play) linkTabs(state.view, state.view.text ?? editor.text, randomSeed);
    const more = error.more ? `, and ${count(error.more)} more after them` : '';
    placeholder(`The text is not a game yet: ${plural(error.errors.length, 'error')} marked in the editor${more}.`);
    app.dataset.state = 'ready';
    return;
  }
  if (origin === 'link') {
    notice(`This link could not be opened: ${error.message}. Showing the default game instead.`);
    open({ ...DEFAULT_VIEW }, 'fallback');
    return;
  }
  chooser.markParam(error.param ?? null);
  placeholder(error.message);
  app.dataset.state = 'ready';
}

function show(result, origin) {
  state.loading = false;
  clearExplorer();
  state.result = result;
  const { summary } = result;
  byId('title').textContent = result.title;
  const names = explainNames(state.view.game, summary.start);
  byId('names-line').hidden = names == null;
  byId('names-line').textContent = names ?? '';
  if (state.view.play) return showPlay();
  if (state.view.draw) return showDraw(result);
  const card = byId('summary');
  const info = { cycle: summary.cycle, reachable: summary.reachable, moves: summary.moves };
  // A link keeps its algorithm (and says so when it does not apply); a game chosen on the page
  // keeps the algorithm shown when it applies, else takes the game's default.
  const compared = state.view.compare?.map(algorithmById);
  let algorithm = compared?.[0] ?? algorithmById(state.view.alg ?? defaultAlgorithm(info));
  // The algorithm the page left because it did not apply (DFS, when a cycle was typed) comes
  // back once it applies again (the cycle taken out), unless the user chose another since.
  const left = origin === 'link' || compared ? null : algorithmById(state.switchedFrom);
  state.switchedFrom = null;
  if (left && !left.applies(info)) algorithm = left;
  else if (!compared && origin !== 'link' && algorithm.applies(info)) {
    state.switchedFrom = left?.id ?? algorithm.id;
    algorithm = algorithmById(defaultAlgorithm(info));
  }
  if (compared) delete state.view.alg;
  else state.view.alg = algorithm.id;
  state.view = settleParams(state.view, compared ? state.view.compare : [algorithm.id]);
  linkTabs(state.view, result.text, randomSeed);
  state.algorithm = algorithm;
  picker.show(algorithm, state.view.compare?.[1]);
  if (result.tooBig) {
    const why =
      summary.reachable > ANIMATE_LIMIT
        ? `${count(summary.reachable)} positions are too many to animate (the limit is ${count(ANIMATE_LIMIT)})`
        : summary.moves > ANIMATE_MOVES_LIMIT
          ? `${count(summary.moves)} moves are too many to animate (the limit is ${count(ANIMATE_MOVES_LIMIT)})`
          : `the text defines ${count(summary.positions)} positions, too many to animate (the limit is ${count(ANIMATE_TEXT_LIMIT)})`;
    const cycle = summary.cycle ? `${capitalise(cycleWords(summary.cycle.names, summary.cycle.length))}, so retrograde analysis solved it instead of DFS. ` : '';
    renderSummary(card, result, `${cycle}${capitalise(why)}: here is the solved result. Smaller parameters can be watched step by step.`, false);
    card.hidden = false;
    byId('narration').textContent = `Solved without animation: the value of ${summary.start} is ${showValue(summary.startValue)}, ${outcomeWords(summary.startValue)}.`;
    placeholder(null);
    graphView.clear();
    // A game too big to draw: walked position by position (www/neighbourhood.js).
    const token = state.token;
    neighbourhood.show(worker, state.view, () => token === state.token);
    finishLoading(0, `${capitalise(why)}.`);
    return;
  }
  // Small enough to draw: this thread parses the game again (milliseconds) for the trace — as the
  // worker printed it when the text itself is long.
  state.game = guard((wasm) => wasm.parseGame(result.drawText ?? result.text));
  if (summary.cycle) explainCycle(result);
  if (compared) {
    card.hidden = true;
    state.comparing = true;
    app.dataset.compare = state.view.compare.join(',');
    byId('graph').hidden = true;
    byId('compare').hidden = false;
    compare.open(state.game, compared, { info, optionsOf: (algorithm) => algorithmOptions(algorithm, state.view), layout: result.layout });
    placeholder(null);
    finishLoading(compare.steps);
    return;
  }
  const notApplies = algorithm.applies(info);
  if (notApplies) {
    picker.offerInstead(notApplies);
    drawSolved(state.game, result);
    finishLoading(0, notApplies.reason);
    return;
  }
  card.hidden = true;
  let run;
  try {
    run = guard(() => algorithm.open(state.game, algorithmOptions(algorithm, state.view)));
  } catch (error) {
    // The game tree is too big to draw (or infinite): the engine's sentence, the solved graph.
    if (!isTreeRefusal(error)) throw error;
    const reason = `${capitalise(error.message)}.`;
    picker.offerInstead({ reason, instead: error.reason === 'cycle' ? 'retrograde' : 'dfs' });
    drawSolved(state.game, result);
    finishLoading(0, reason);
    return;
  }
  state.run = run;
  if (algorithm.view === 'tree') {
    graphView.svg.setAttribute('hidden', '');
    treeView.show(true);
    treeView.draw(run.tree);
  } else {
    graphView.draw({ ...run, layout: result.layout });
  }
  boardCard.load({ game: state.view.game, params: state.view.params, names: run.names, movers: run.movers, isEnd: run.isEnd, start: run.start, endValues: run.endValues });
  placeholder(null);
  finishLoading(run.steps);
}

/** Under the controls: why a game with a cycle is solved by retrograde analysis. */
function explainCycle(result) {
  const { summary } = result;
  const note = byId('solved-note');
  renderSummary(
    note,
    result,
    `${capitalise(cycleWords(summary.cycle.names, summary.cycle.length))}: play can come back to where it was. DFS minimax (CLRS ch. 22) needs every successor finished before a position, which a cycle never allows. Retrograde analysis (Knuth, TAOCP 2.2.3 ex. 28) solves it, from the end positions backwards; a play that goes round for ever is a draw (value 0).`,
    false,
  );
  note.hidden = false;
}

/** The worker's solved values drawn on the graph, no animation (the algorithm does not apply). */
function drawSolved(game, result) {
  const { summary, layout, final } = result;
  const arrays = readGame(game);
  const best = (v) => Array.from(final.bestTargets.subarray(final.bestOffsets[v], final.bestOffsets[v + 1]));
  graphView.draw({ ...arrays, layout, best });
  boardCard.load({ game: state.view.game, params: state.view.params, names: arrays.names, movers: arrays.movers, isEnd: arrays.isEnd, start: arrays.start, endValues: arrays.endValues });
  const colors = Uint8Array.from(final.values, (value) => (Number.isNaN(value) ? COLOR.white : COLOR.black));
  const attrs = { outcome: Array.from(final.outcomes, (code) => OUTCOME_WORDS.ofCode(code)) };
  // Retrograde analysis's remoteness (DFS has none).
  if (final.remoteness.length) attrs.remoteness = Array.from(final.remoteness, (r) => (r === NO_REMOTENESS ? '' : String(r)));
  graphView.render({ colors, values: final.values, attrs, current: -1, currentEdge: null, edgeKind: () => 'tree' });
  placeholder(null);
  byId('narration').textContent = `Solved by ${summary.algorithm === 'dfs' ? 'DFS minimax' : 'retrograde analysis'}: the value of ${summary.start} is ${showValue(summary.startValue)}, ${outcomeWords(summary.startValue)}.`;
  byId('btn-best-line').hidden = false;
}

/** The player gets `steps`; `notAnimated`: why there is no run (a sentence), for practice mode. */
function finishLoading(steps, notAnimated = null) {
  setBusy(null);
  app.dataset.steps = String(steps);
  player.load(steps, Math.min(state.view.step ?? 0, steps));
  if (steps === 0) {
    app.dataset.step = '0';
    if (!state.run && !state.comparing) picker.resetPanels('no animation for this game');
  }
  // Practice mode asks about the run (or says why there is none to ask about).
  if (state.view.practice && !state.view.play && !state.view.draw) practice.open({ algorithm: state.algorithm, run: state.comparing ? null : state.run, step: state.view.step ?? 0, why: state.comparing ? 'Practice asks about one algorithm at a time (Compare with: nothing).' : notAnimated });
  app.dataset.state = 'ready';
}

/** Play mode (www/play/view.js): the worker solves the game just loaded by retrograde analysis
 * and plays it from the link's moves (www/play/host.js); the workspace is hidden meanwhile. */
async function showPlay() {
  const token = state.token;
  state.loading = true;
  byId('workspace').hidden = true;
  setTabCurrent('tab-play');
  linkTabs(state.view, state.text ?? state.view.text ?? '', randomSeed);
  const explorer = formatHash({ ...state.view, play: undefined });
  // Made now: play's own "show the explorer" needs the link too.
  setTabLink('tab-explorer', () => explorer, null);
  let finished;
  try {
    finished = await playView.load(worker, state.view, explorer, () => token === state.token, setBusy);
  } catch (error) {
    return fatal(error);
  }
  if (!finished) return;
  state.loading = false;
  finishLoading(0);
}

/** Draw mode (www/draw/): the drawing above the text editor, the engine's verdict on both (its
 * errors, or the game's value and the links to animate and play it); the workspace is hidden.
 * A built-in game is drawn from its text, when it is small enough to draw by hand. */
async function showDraw(result, errors = []) {
  if (result && state.view.game !== 'custom') {
    const { positions } = result.summary;
    // In place of the built-in game's entry in the history (as a link is), so Back goes past it.
    if (result.text != null && positions <= DRAW_LIMIT) return open({ game: 'custom', params: [], text: result.text, step: 0, draw: true }, 'link');
    notice(`${count(positions)} positions are too many to draw by hand (the limit is ${count(DRAW_LIMIT)}): here is the explorer instead.`);
    setTabCurrent('tab-explorer');
    delete state.view.draw;
    addressBar.write(true);
    return show(result, 'chooser');
  }
  byId('workspace').hidden = true;
  app.dataset.mode = 'draw';
  setTabCurrent('tab-draw');
  linkExplorerTab({ ...state.view, draw: undefined });
  linkTabs(state.view, state.view.text ?? '', randomSeed);
  const token = state.token;
  // Draw mode's code may still be loading (www/draw/on-demand.js).
  const tooBig = await drawMode.open(state.view.text ?? '');
  if (token !== state.token) return;
  if (tooBig && result) {
    // Too many positions to draw: the explorer shows the game, the page says why.
    notice(tooBig);
    drawMode.close();
    setTabCurrent('tab-explorer');
    delete state.view.draw;
    addressBar.write(true);
    return show(result, 'chooser');
  }
  // The solution's position numbers are the engine's: its names say which position is which.
  let solved = null;
  if (result?.final) {
    const game = guard((wasm) => wasm.parseGame(result.drawText ?? result.text));
    solved = { names: game.names(), ...result.final };
    game.free();
  }
  drawMode.judged(errors, result?.summary ?? null, solved);
  app.dataset.state = 'ready';
  if (result) finishLoading(0);
}

function clearExplorer() {
  playView.close();
  practice.close();
  neighbourhood.close();
  boardCard.clear('no position drawn');
  byId('workspace').hidden = false;
  state.run?.free();
  state.run = null;
  compare.clear();
  state.comparing = false;
  delete app.dataset.compare;
  byId('compare').hidden = true;
  byId('graph').hidden = false;
  state.game?.free();
  state.game = null;
  state.result = null;
  byId('alg-note').hidden = true;
  app.dataset.steps = '0';
  app.dataset.step = '0';
  byId('summary').hidden = true;
  byId('solved-note').hidden = true;
  byId('narration').textContent = '';
  graphView.clear();
  treeView.clear();
  treeView.show(false);
  graphView.svg.removeAttribute('hidden');
  delete app.dataset.leaves;
  stepping.setBestLine(false);
  byId('btn-best-line').hidden = true;
  picker.resetPanels('no game to step through');
  player.load(0, 0);
}

/** Whether the custom text shown failed to parse (its errors are marked in the editor). */
function notAGameYet() {
  return state.view?.game === 'custom' && state.textErrors;
}

/** The game's text (null when there is none yet): the page's own, or a big built-in game's asked
 * from the worker piece by piece (www/game-text.js), busy meanwhile; asFile: as a Blob. */
async function gameText(asFile = false) {
  const result = state.result;
  if (state.text != null) return state.text;
  if (state.loading || !result?.textChars) return null;
  const token = state.token;
  const shown = app.dataset.state;
  setBusy('Getting the game text');
  try {
    return await fetchText((from, to) => worker.textPiece(result.textId, from, to), result.textChars, asFile);
  } catch (error) {
    if (error.superseded) return null;
    throw error;
  } finally {
    if (token === state.token) {
      setBusy(null);
      app.dataset.state = shown;
    }
  }
}
