// The page's session: what happens to a game, from the link (or the chooser, the editor) to
// what the page shows, said to the page store (www/store/) as actions and nothing else. It opens
// a view: the worker builds, parses, solves and lays the game out (www/engine/worker-client.js);
// then the session settles which algorithm is shown and runs it on a small game, or has a big
// one drawn whole or summarised, or hands the game to play or draw mode. The views follow the
// store and draw; the session never touches them. A load that another has superseded (the store's
// token moved on) drops its answer.
//
// The decisions themselves are pure and tested on their own: which algorithm a loaded game shows
// (www/explorer/choose-algorithm.js), why a game is not animated (the same file).

import {
  afterFrame,
  count,
  fatal,
  loadFailed,
  nameWord,
  nextTask,
  notice,
  outcomeWords,
  placeholder,
  plural,
  setBusy,
  showValue,
} from '../core/index.js';
import { CUSTOM_TITLE, describeBoard, extrasLoaded, fetchText, guard, loadExtras, readGame } from '../engine/index.js';
import {
  DEFAULT_VIEW,
  formatHash,
  knownPacked,
  linkProblem,
  parseHash,
  rememberPacked,
  unpackTextAsync,
} from '../link/index.js';
import { algorithmById, defaultAlgorithm, isTreeRefusal, loadAlgorithm, loadedAlgorithm } from '../algorithms/index.js';
import {
  WHOLE_LIMIT,
  drawnOf,
  drawsWhole,
  layoutWhole,
  loadedTreeView,
  loadTreeView,
  loadWholeView,
} from '../drawing/index.js';
import { savedText } from '../editor/index.js';
import {
  ANIMATE_LIMIT,
  ANIMATE_MOVES_LIMIT,
  ANIMATE_TEXT_LIMIT,
  algorithmOptions,
  chooseAlgorithm,
  compareRuns,
  explainNames,
  notAnimatedWhy,
  settleParams,
} from '../explorer/index.js';
import { isLabHash } from '../lab/index.js';
import { isLessonHash } from '../lessons/index.js';
import { DRAW_LIMIT, drawRefusal } from '../draw/index.js';

/** "the value of ‹start› is 1, a win for Paul." */
function startValueWords(summary) {
  return `the value of ${nameWord(summary.start)} is ${showValue(summary.startValue)}, ${outcomeWords(summary.startValue)}.`;
}

/** The most a game may have to be animated: the graph algorithms animate games up to the whole
 * drawing's limits, the others (and compare mode) up to the SVG drawing's. */
function animateLimits(algorithm, compared) {
  return algorithm.view === 'graph' && !compared
    ? WHOLE_LIMIT
    : { positions: ANIMATE_LIMIT, moves: ANIMATE_MOVES_LIMIT };
}

/**
 * The page's session. ctx: {store (www/store/), worker (the page's WorkerClient), kept
 * (KeptGames: the user's texts in this browser), addressBar (www/link/address-bar.js), presets
 * (the engine's built-in games), aspect() (the drawing box's width over its height, for a whole
 * game's layout)}. Returns what the page's events call.
 */
export function session({ store, worker, kept, addressBar, presets, aspect }) {
  const { state } = store;
  const dispatch = (action) => store.dispatch(action);
  // Play mode (www/play/) has shown its game: the load is over, with nothing to step through.
  store.subscribe((_, action) => {
    if (action.type === 'played') finish(0);
  });

  /** Opens the link in the address bar; `first`: as the page starts. A lesson's link opens the
   * lesson (www/lessons/, a follower of the `link` action), which opens its slide's state here. */
  function openFromHash(hash = location.hash, first = false) {
    // The address bar shows this link now, not what the page wrote last.
    addressBar.opening(hash);
    // The lesson's code may still be loading: no view's link (one pending from the view shown
    // before) may take the address bar from the lesson's meanwhile.
    addressBar.hold(isLessonHash(hash));
    dispatch({ type: 'link', hash });
    if (!isLessonHash(hash)) openState(hash, first);
  }

  /** popstate and hashchange both come for one change of the hash: it is read once (a link's
   * hash can be 1.4 MB, and every read copies it) and opened once. */
  function onHashChange() {
    const hash = location.hash;
    if (addressBar.isNew(hash)) openFromHash(hash);
  }

  /** Opens a page state's link (a game's view or the lab's). */
  function openState(hash, first = false) {
    // A reload right after typing: the address has the text before the last keystrokes, the
    // user's edit (kept as the page went) has them.
    const navigation = /** @type {PerformanceNavigationTiming | undefined} */ (
      performance.getEntriesByType?.('navigation')[0]
    )?.type;
    const reloaded = kept.reloadedAt(hash, navigation === 'reload');
    // The last link's notice is about that link, not this one (this one's own comes after).
    notice(null);
    if (isLabHash(hash)) {
      addressBar.cancel();
      dispatch({ type: 'page', page: 'lab', hash });
      dispatch({ type: 'status', status: 'ready' });
      return;
    }
    dispatch({ type: 'page', page: 'explorer' });
    const { view, error } = parseHash(hash, presets);
    if (reloaded != null && view?.game === 'custom') {
      const { payload, ...rest } = view;
      open({ ...rest, text: reloaded }, 'link');
      return;
    }
    // A custom link without its text: the user's own text kept in this browser (too long for a
    // link); with a long one: unpacked in steps (a 1.5 MB link holds up to 16 MB).
    if (view?.game === 'custom' && view.text == null) {
      const token = dispatch({ type: 'claim' }).token;
      const { payload, ...rest } = view;
      if (payload != null) setBusy('Unpacking the link');
      (payload != null ? unpackTextAsync(payload) : savedText(kept)).then(
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
          // (replacing a 1.4 MB address is a 500 ms task).
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
    const previous = state.view;
    const previousText = state.text;
    // The old game stops and no longer writes its step into the new view while this one loads
    // (nor into the new view's history entry: a pending rewrite is dropped).
    addressBar.cancel();
    if (origin !== 'fallback' && origin !== 'link') notice(null);
    const token = dispatch({ type: 'open', view, origin }).token;
    const custom = view.game === 'custom';
    const keepShown = origin === 'chooser' && previous != null && !custom;
    const push = origin === 'chooser';
    if (!keepShown) dispatch({ type: 'text', text: null, link: push ? 'push' : 'now' });
    setBusy('Loading');

    let result;
    try {
      result = await worker.load(
        {
          game: view.game,
          params: state.view.params,
          text: view.text,
          packed: custom && knownPacked(view.text) != null,
        },
        { positions: ANIMATE_LIMIT, moves: ANIMATE_MOVES_LIMIT, textPositions: ANIMATE_TEXT_LIMIT },
        (phase) => {
          if (token === state.token) setBusy(phase);
        },
      );
    } catch (error) {
      if (error.superseded || token !== state.token) return;
      if (keepShown && !error.panic) return rejected(error, previous, previousText);
      return failed(error, origin);
    }
    if (token !== state.token) return;
    // The worker does not send a custom text back (the page has it), nor a long built-in one (it
    // stays there until asked for: gameText).
    result.text ??= view.text;
    dispatch({ type: 'text', text: result.text });
    if (custom) {
      dispatch({ type: 'errors', list: [] });
      addressBar.linkLimit(view.text, result);
    } else {
      dispatch({ type: 'params', params: result.params, reset: origin !== 'chooser' });
    }
    // Pushed already when the view was not kept on screen while loading; now only normalised.
    dispatch({ type: 'loaded', link: push && keepShown ? 'push' : 'now' });
    show(result, origin);
  }

  /** A chosen game or parameter was rejected: say why at the field, keep showing the last good
   * game (its explorer, step and link are untouched). */
  function rejected(error, previous, previousText) {
    const rejectedGame = state.view.game;
    const param = error.param && previous.game === rejectedGame ? error.param : null;
    dispatch({ type: 'rejected', view: previous, text: previousText, param, message: error.message });
    // Not a field's fault: the fields go back to the game shown, the message says why.
    if (!param) notice(error.message);
    // The step may have moved on while loading: show it again.
    if (state.run) dispatch({ type: 'steps', steps: state.steps, step: state.view.step ?? 0 });
  }

  function failed(error, origin) {
    dispatch({ type: 'failed', param: state.view.game === 'custom' ? null : (error.param ?? null) });
    dispatch({ type: 'clear' });
    if (error.panic) return fatal(error);
    if (state.view.game === 'custom' && error.errors) {
      // Not the title of the game shown before (nor none, for a link to an empty text).
      dispatch({ type: 'textErrors', title: CUSTOM_TITLE });
      dispatch({ type: 'errors', list: error.errors, more: error.more ?? 0 });
      if (state.view.draw) return showDraw(null, error.errors);
      // The tabs carry the text as typed: Play, Practice or Draw shows it (and its errors), not the
      // last game that parsed.
      if (!state.view.play) dispatch({ type: 'settled', text: state.view.text ?? '' });
      const more = error.more ? `, and ${count(error.more)} more after them` : '';
      placeholder(`The text is not a game yet: ${plural(error.errors.length, 'error')} marked in the editor${more}.`);
      dispatch({ type: 'status', status: 'ready' });
      return;
    }
    if (origin === 'link') {
      notice(`This link could not be opened: ${error.message}. Showing the default game instead.`);
      open({ ...DEFAULT_VIEW }, 'fallback');
      return;
    }
    placeholder(error.message);
    dispatch({ type: 'status', status: 'ready' });
  }

  /** Counts the calls of `show`: one waiting for code loaded on demand gives way to a later one. */
  let shows = 0;

  /** Shows a loaded game: in play or draw mode, or in the explorer with the algorithm that
   * applies (a link keeps its own and says when it does not apply; a game chosen on the page
   * falls back to the game's default). */
  function show(result, origin) {
    shows += 1;
    const loading = stillToLoad(result.summary);
    if (loading) return showWhenLoaded(result, origin, loading);
    dispatch({ type: 'loaded' });
    dispatch({ type: 'clear' });
    const { summary } = result;
    const names = explainNames(summary.start, describeBoard(state.view.game, result.params, summary.start)?.board);
    dispatch({ type: 'result', result, names });
    if (state.view.play) return showPlay();
    if (state.view.draw) return showDraw(result);
    const info = { cycle: summary.cycle, reachable: summary.reachable, moves: summary.moves };
    const compared = state.view.compare?.map(loadedAlgorithm) ?? null;
    const { algorithm, switched, switchedFrom } = chooseAlgorithm({
      info,
      asked: loadedAlgorithm(state.view.alg ?? defaultAlgorithm(info)),
      compared,
      left: origin === 'link' || compared ? null : loadedAlgorithm(state.switchedFrom),
      fromLink: origin === 'link',
      fallback: loadedAlgorithm(defaultAlgorithm(info)),
    });
    dispatch({ type: 'switchedFrom', id: switchedFrom });
    dispatch({ type: 'edit', fields: { alg: compared ? undefined : algorithm.id } });
    dispatch({ type: 'view', view: settleParams(state.view, compared ? state.view.compare : [algorithm.id]) });
    dispatch({ type: 'settled', text: result.text });
    dispatch({ type: 'algorithm', algorithm, switched });
    if (result.tooBig && !compared && !algorithm.applies(info) && drawsWhole(summary, algorithm))
      return showWhole(result, algorithm);
    if (result.tooBig) return showSummary(result, algorithm, compared);
    // Small enough to draw: this thread parses the game again (milliseconds) for the trace — as the
    // worker printed it when the text itself is long.
    dispatch({ type: 'game', game: guard((wasm) => wasm.parseGame(result.drawText ?? result.text)) });
    if (compared) {
      const panes = compareRuns(state.game, compared, {
        info,
        optionsOf: (one) => algorithmOptions(one, state.view),
        guard,
      });
      dispatch({ type: 'comparing', panes });
      finish(Math.max(0, ...panes.map((pane) => pane.run?.steps ?? 0)));
      return;
    }
    const notApplies = algorithm.applies(info);
    if (notApplies) return showSolved({ ...notApplies, solvedBy: summary.algorithm }, notApplies.reason);
    let run;
    try {
      run = guard(() => algorithm.open(state.game, algorithmOptions(algorithm, state.view)));
    } catch (error) {
      // The game tree is too big to draw (or infinite): the engine's sentence, the solved graph.
      if (!isTreeRefusal(error)) throw error;
      const reason = `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}.`;
      const instead = error.reason === 'cycle' ? 'retrograde' : 'dfs';
      return showSolved({ reason, instead, solvedBy: summary.algorithm }, reason);
    }
    dispatch({ type: 'run', run });
    finish(run.steps);
  }

  /** A game too big to draw: its solved summary, and the neighbourhood walker. */
  function showSummary(result, algorithm, compared) {
    const { summary } = result;
    const info = { cycle: summary.cycle, reachable: summary.reachable, moves: summary.moves };
    // Small enough to draw whole, but the algorithm does not apply (DFS on a cycle): it says why.
    const stopped = !compared && drawsWhole(summary, algorithm) ? algorithm.applies(info) : null;
    if (stopped) dispatch({ type: 'offer', offer: { ...stopped, solvedBy: null } });
    const { why, sentence } = notAnimatedWhy(summary, { limits: animateLimits(algorithm, compared), stopped });
    dispatch({ type: 'summary', why: sentence, said: `Solved without animation: ${startValueWords(summary)}` });
    // A game too big to draw: walked position by position (www/explorer/neighbourhood.js).
    dispatch({ type: 'walk' });
    finish(0, why);
  }

  /** The worker's solved values drawn on the game graph, no animation (the algorithm does not
   * apply: `offer` says why and what does). */
  function showSolved(offer, why) {
    dispatch({ type: 'offer', offer });
    const { summary } = state.result;
    const solver = summary.algorithm === 'dfs' ? 'DFS minimax' : 'retrograde analysis';
    dispatch({ type: 'solved', said: `Solved by ${solver}: ${startValueWords(summary)}` });
    finish(0, why);
  }

  /** What `show` may open that is not loaded yet — the algorithms (the link's, the compared ones,
   * the one the page left, the game's default), the tree's drawing for a tree algorithm, the
   * engine's on-demand part for one that runs on it — as a promise of them all, or null. */
  function stillToLoad(summary) {
    if (state.view.play || state.view.draw) return null;
    const fallback = defaultAlgorithm({ cycle: summary.cycle });
    const ids = [state.view.alg ?? fallback, fallback, state.switchedFrom, ...(state.view.compare ?? [])].filter((id) =>
      algorithmById(id),
    );
    const parts = ids.filter((id) => !loadedAlgorithm(id)).map(loadAlgorithm);
    const tree = ids.some((id) => algorithmById(id).view === 'tree');
    if (tree && !loadedTreeView()) parts.push(loadTreeView());
    if (!extrasLoaded() && ids.some((id) => algorithmById(id).needsExtras)) parts.push(loadExtras());
    if (!parts.length) return null;
    setBusy(tree ? 'Loading the tree algorithms' : 'Loading the algorithm');
    return Promise.all(parts);
  }

  /** `show` once `loading` is done (seconds on a slow line, once), unless another game or
   * algorithm was shown meanwhile; if it failed, the game is shown with nothing to step through
   * and the page says why (the picker still offers the other algorithms). */
  async function showWhenLoaded(result, origin, loading) {
    const token = state.token;
    const mine = shows;
    const current = () => token === state.token && mine === shows;
    try {
      await loading;
    } catch (error) {
      if (!current()) return;
      const asked = algorithmById(state.view.compare?.[0] ?? state.view.alg);
      const sentence = loadFailed(asked?.label ?? 'the algorithm', error);
      dispatch({ type: 'loaded' });
      dispatch({ type: 'clear' });
      dispatch({ type: 'result', result });
      notice(sentence);
      placeholder(sentence);
      finish(0, sentence);
      return;
    }
    if (current()) show(result, origin);
  }

  /** A game too big for the SVG drawing, drawn whole (www/drawing/canvas/): parsed and traced
   * here, a task at a time (the trace's events a slice per task), while the worker lays it out. */
  async function showWhole(result, algorithm) {
    const token = state.token;
    const stale = () => token !== state.token;
    setBusy('Laying out the graph');
    const text = result.text ?? (await gameText());
    if (stale() || text == null) return;
    await nextTask();
    if (stale()) return;
    dispatch({ type: 'game', game: guard((wasm) => wasm.parseGame(text)) });
    await nextTask();
    if (stale()) return;
    const laidOut = layoutWhole(worker, state.game, aspect());
    // Its code, loaded the first time meanwhile (null if it could not be: the page said so).
    const made = loadWholeView().then(
      () => true,
      (error) => {
        notice(loadFailed('the whole-game drawing', error));
        return false;
      },
    );
    // Its failure is read below, after the trace: not an unhandled rejection meanwhile.
    laidOut.catch(() => {});
    let layout;
    let run;
    let graph;
    try {
      // The game's arrays (tens of ms for a big game, read once: the run reads the same) and the
      // run's first slice in tasks of their own.
      await nextTask();
      if (stale()) return;
      graph = readGame(state.game);
      await nextTask();
      if (stale()) return;
      const options = algorithmOptions(algorithm, state.view);
      run = await (algorithm.openInTasks?.(state.game, options) ?? guard(() => algorithm.open(state.game, options)));
      layout = await laidOut;
    } catch (error) {
      // Another game was chosen meanwhile (its load restarts the worker and frees this game).
      if (error.superseded || stale()) return run?.free();
      throw error;
    }
    if (stale() || !(await made) || stale()) return run.free();
    // The run's last slice, the drawing's first picture and the panels it updates are too much
    // for one task together (over 50 ms for tic-tac-toe): each gets a task of its own.
    await nextTask();
    if (stale()) return run.free();
    const { game, params } = state.view;
    const describe = (name) => describeBoard(game, params, name)?.board ?? null;
    dispatch({ type: 'whole', model: { ...graph, layout, describe }, drawn: drawnOf(layout) });
    await nextTask();
    if (stale()) return run.free();
    dispatch({ type: 'run', run });
    await nextTask();
    if (stale()) return;
    // The neighbourhood walker stays beside the drawing: the worker keeps the game solved for it.
    dispatch({ type: 'walk' });
    // The first step is shown in a frame after the drawing's first picture: the two in one frame
    // were one task of over 30 ms of CPU for tic-tac-toe.
    await afterFrame();
    if (stale()) return;
    finish(run.steps);
  }

  /** Play mode (www/play/play-view.js, a store follower): the worker solves the game just
   * loaded by retrograde analysis and plays it from the link's moves (www/play/host.js). */
  function showPlay() {
    dispatch({ type: 'settled', text: state.text ?? state.view.text ?? '' });
    dispatch({ type: 'play', explorer: formatHash({ ...state.view, play: undefined }) });
  }

  /** Draw mode (www/draw/): the drawing above the text editor, the engine's verdict on both (its
   * errors, or the game's value and the links to animate and play it). A built-in game is drawn
   * from its text, when it is small enough to draw by hand. */
  function showDraw(result, errors = []) {
    if (result && state.view.game !== 'custom') {
      const { positions } = result.summary;
      // In place of the built-in game's entry in the history (as a link is), so Back goes past it.
      if (result.text != null && positions <= DRAW_LIMIT)
        return open({ game: 'custom', params: [], text: result.text, step: 0, draw: true }, 'link');
      notice(
        `${count(positions)} positions are too many to draw by hand (the limit is ${count(DRAW_LIMIT)}): here is the explorer instead.`,
      );
      dispatch({ type: 'edit', fields: { draw: undefined }, link: 'now' });
      return show(result, 'chooser');
    }
    const tooBig = drawRefusal(state.view.text ?? '');
    if (tooBig && result) {
      // Too many positions to draw: the explorer shows the game, the page says why.
      notice(tooBig);
      dispatch({ type: 'edit', fields: { draw: undefined }, link: 'now' });
      return show(result, 'chooser');
    }
    dispatch({ type: 'settled', text: state.view.text ?? '' });
    // The solution's position numbers are the engine's: its names say which position is which.
    let solved = null;
    if (result?.final) {
      const game = guard((wasm) => wasm.parseGame(result.drawText ?? result.text));
      solved = { names: game.names(), ...result.final };
      game.free();
    }
    dispatch({ type: 'drawMode', verdict: { errors, summary: result?.summary ?? null, solved } });
    finish(0);
  }

  /** The load is over: the player gets `steps`; `notAnimated`: why there is no run (a sentence,
   * for practice mode). */
  function finish(steps, notAnimated = null) {
    setBusy(null);
    dispatch({ type: 'steps', steps, step: Math.min(state.view.step ?? 0, steps) });
    // Practice mode (a follower) asks about the run, or says why there is none to ask about.
    dispatch({ type: 'shown', why: notAnimated });
    dispatch({ type: 'status', status: 'ready' });
  }

  /** Shows the same game with another algorithm, or two compared (a history entry), from step 0. */
  function switchAlgorithm(id, compared = null, fields = {}) {
    const algorithm = algorithmById(id);
    // Play and draw modes animate no algorithm (their pickers are hidden).
    if (!algorithm || !state.result || state.loading || state.view.play || state.view.draw) return;
    dispatch({ type: 'switchedFrom', id: null });
    const view = { ...state.view, ...fields, alg: id, step: 0 };
    delete view.compare;
    if (compared) view.compare = compared;
    dispatch({ type: 'view', view: settleParams(view, compared ?? [id]), link: 'push' });
    const result = state.result;
    dispatch({ type: 'clear' });
    show(result, 'chooser');
  }

  /** The lab wrote its link (www/lab/lab-view.js): in place of the address, unless a lesson's
   * slide holds the address bar (www/lessons/). */
  function onLabHash(written) {
    dispatch({ type: 'lab', hash: written });
    if (addressBar.held) return;
    if (written !== location.hash) history.replaceState(null, '', written);
    addressBar.labWrote();
  }

  /** Whether the custom text shown failed to parse (its errors are marked in the editor). */
  function notAGameYet() {
    return state.view?.game === 'custom' && state.textErrors;
  }

  /** The game's text (null when there is none yet): the page's own, or a big built-in game's asked
   * from the worker piece by piece (www/engine/game-text.js), busy meanwhile; asFile: as a Blob. */
  async function gameText(asFile = false) {
    const result = state.result;
    if (state.text != null) return state.text;
    if (state.loading || !result?.textChars) return null;
    const token = state.token;
    const shown = state.status;
    setBusy('Getting the game text');
    try {
      return await fetchText((from, to) => worker.textPiece(result.textId, from, to), result.textChars, asFile);
    } catch (error) {
      if (error.superseded) return null;
      throw error;
    } finally {
      if (token === state.token) {
        setBusy(null);
        dispatch({ type: 'status', status: shown });
      }
    }
  }

  return {
    open,
    openFromHash,
    openState,
    onHashChange,
    onLabHash,
    switchAlgorithm,
    gameText,
    notAGameYet,
  };
}
