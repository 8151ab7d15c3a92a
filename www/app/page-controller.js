// The page's controller: what opens a view (a link, the chooser, the editor), loads it in the
// worker, and hands the result to the mode that shows it — the explorer (www/explorer/
// show-result.js), play mode (www/play/) or draw mode (www/draw/) — or keeps the last good game
// on screen when a chosen one is rejected. Every change of the page's state goes through the
// page store (www/store/store.js); the link, the tabs' links and the root's attributes
// follow from it.

import { byId, count, fatal, notice, placeholder, plural, setBusy } from '../core/index.js';
import { CUSTOM_TITLE, fetchText, guard } from '../engine/index.js';
import {
  DEFAULT_VIEW,
  formatHash,
  knownPacked,
  linkProblem,
  parseHash,
  rememberPacked,
  unpackTextAsync,
} from '../link/index.js';
import { algorithmById } from '../algorithms/index.js';
import {
  ANIMATE_LIMIT,
  ANIMATE_MOVES_LIMIT,
  ANIMATE_TEXT_LIMIT,
  resultShower,
  settleParams,
} from '../explorer/index.js';
import { isLabHash } from '../lab/index.js';
import { isLessonHash } from '../lessons/index.js';
import { DRAW_LIMIT } from '../draw/index.js';
import { linkExplorerTab, linkTabs, setTabCurrent, setTabLink, showTab } from './modes.js';

/**
 * The page's controller. ctx: {store, views (the page's views by name, filled in at boot), kept
 * (KeptGames), addressBar}. Returns the functions the views and the page's events call.
 */
export function pageController(ctx) {
  const { store, views, kept, addressBar } = ctx;
  const { state } = store;
  const { show, finishLoading, clearExplorer } = resultShower({
    store,
    views,
    showPlay: () => showPlay(),
    showDraw: (result, errors) => showDraw(result, errors),
    gameText: () => gameText(),
  });
  // The link in the address bar and the tabs' links follow the store.
  store.subscribe((_, action) => {
    if (action.link) addressBar.write(action.link !== 'later', action.link === 'push');
  });
  store.subscribe((current, action) => {
    if (action.type === 'settled') linkTabs(current.view, action.text, randomSeed);
  });

  /** The store is told which page is shown (the lab is ready as soon as it is). */
  function pageShown(page) {
    store.dispatch({ type: 'page', page });
    if (page === 'lab') store.dispatch({ type: 'status', status: 'ready' });
  }

  /** A fresh random seed for a new game of play (the engine's). */
  function randomSeed() {
    return guard((wasm) => wasm.randomSeed());
  }

  /** What switching between the explorer and the lab stops or reads (www/app/modes.js showTab). */
  function tabContext() {
    return {
      view: state.view,
      player: views.player,
      drawMode: views.drawMode,
      lab: views.lab,
      stopHashWrite: () => addressBar.cancel(),
      pageShown,
    };
  }

  /** Shows the same game with another algorithm, or two compared (a history entry), from step 0. */
  function switchAlgorithm(id, compared = null) {
    const algorithm = algorithmById(id);
    // Play and draw modes animate no algorithm (their pickers are hidden).
    if (!algorithm || !state.result || state.loading || state.view.play || state.view.draw) return;
    views.player.pause();
    store.dispatch({ type: 'switchedFrom', id: null });
    const view = { ...state.view, alg: id, step: 0 };
    delete view.compare;
    if (compared) view.compare = compared;
    store.dispatch({ type: 'view', view: settleParams(view, compared ?? [id]), link: 'push' });
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

  /** Opens the link in the address bar; `first`: as the page starts. A lesson's link opens the
   * lesson (www/lessons/), which opens its slide's state here (openState). */
  function openFromHash(hash = location.hash, first = false) {
    // The address bar shows this link now, not what the page wrote last.
    addressBar.opening(hash);
    // The lesson's code may still be loading: no view's link (one pending from the view shown
    // before) may take the address bar from the lesson's meanwhile.
    addressBar.hold(isLessonHash(hash));
    if (isLessonHash(hash)) return views.lessons.open(hash);
    views.lessons.leave();
    openState(hash, first);
  }

  /** Opens a page state's link (a game's view or the lab's). */
  function openState(hash, first = false) {
    // A reload right after typing: the address has the text before the last keystrokes, the
    // user's edit (kept as the page went) has them.
    const navigation = /** @type {PerformanceNavigationTiming | undefined} */ (
      performance.getEntriesByType?.('navigation')[0]
    )?.type;
    const reloaded = kept.reloadedAt(hash, navigation === 'reload');
    if (isLabHash(hash)) {
      showTab('lab', tabContext());
      notice(null);
      views.lab.open(hash);
      return;
    }
    showTab('explorer', tabContext());
    // The last link's notice is about that link, not this one (this one's own comes after).
    notice(null);
    const { view, error } = parseHash(hash, views.presets);
    if (reloaded != null && view?.game === 'custom') {
      const { payload, ...rest } = view;
      open({ ...rest, text: reloaded }, 'link');
      return;
    }
    // A custom link without its text: the user's own text kept in this browser (too long for a
    // link); with a long one: unpacked in steps (a 1.5 MB link holds up to 16 MB).
    if (view?.game === 'custom' && view.text == null) {
      const token = store.dispatch({ type: 'claim' }).token;
      const { payload, ...rest } = view;
      if (payload != null) setBusy('Unpacking the link');
      (payload != null ? unpackTextAsync(payload) : views.editor.savedText()).then(
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
    const token = store.dispatch({ type: 'open', view, origin }).token;
    // The old game stops and no longer writes its step into the new view while this one loads
    // (nor into the new view's history entry: a pending rewrite is dropped).
    views.player.pause();
    addressBar.cancel();
    if (origin !== 'fallback' && origin !== 'link') notice(null);
    // A game being played animates no algorithm: its pickers are not shown (choosing one left play).
    /** @type {HTMLElement} */ (document.querySelector('.alg-row')).hidden = Boolean(view.play);
    // A link or a fallback shows every field as it is (a rejected link leaves nothing behind).
    views.chooser.show(state.view, origin === 'link' || origin === 'fallback');
    const custom = view.game === 'custom';
    byId('editor-panel').hidden = !custom;
    byId('btn-edit-text').hidden = custom;
    if (custom && origin !== 'editor') views.editor.setText(view.text);
    // Draw mode draws custom texts (a built-in game becomes one once loaded: showDraw).
    // A link opened starts a new history of drawing edits: Undo never brings back another link's game.
    if (view.draw && custom) views.drawMode.open(view.text ?? '', origin === 'link');
    else views.drawMode.close();
    const keepShown = origin === 'chooser' && previous != null && !custom;
    const push = origin === 'chooser';
    if (!keepShown) store.dispatch({ type: 'text', text: null, link: push ? 'push' : 'now' });
    setBusy('Loading');

    let result;
    try {
      result = await views.worker.load(
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
    store.dispatch({ type: 'text', text: result.text });
    if (custom) {
      views.editor.showErrors([]);
      addressBar.linkLimit(view.text, result);
    } else {
      views.chooser.markParam(null);
      store.dispatch({ type: 'params', params: result.params });
      views.chooser.show(state.view, origin !== 'chooser');
    }
    // Pushed already when the view was not kept on screen while loading; now only normalised.
    store.dispatch({ type: 'loaded', link: push && keepShown ? 'push' : 'now' });
    show(result, origin);
  }

  /** A chosen game or parameter was rejected: say why at the field, keep showing the last good
   * game (its explorer, step and link are untouched). */
  function rejected(error, previous, previousText) {
    const rejectedGame = state.view.game;
    store.dispatch({ type: 'loaded' });
    setBusy(null);
    store.dispatch({ type: 'view', view: previous });
    store.dispatch({ type: 'text', text: previousText });
    byId('editor-panel').hidden = previous.game !== 'custom';
    byId('btn-edit-text').hidden = previous.game === 'custom';
    store.dispatch({ type: 'status', status: 'ready' });
    if (error.param && state.view.game === rejectedGame) {
      views.chooser.markParam(error.param, error.message);
    } else {
      // Not a field's fault: the fields go back to the game shown, the message says why.
      views.chooser.show(previous, true);
      notice(error.message);
    }
    // The step may have moved on while loading: show it again.
    if (state.run) views.player.go(state.view.step ?? 0, true);
  }

  function failed(error, origin) {
    store.dispatch({ type: 'loaded' });
    setBusy(null);
    clearExplorer();
    if (error.panic) return fatal(error);
    if (state.view.game === 'custom' && error.errors) {
      // Not the title of the game shown before (nor none, for a link to an empty text).
      store.dispatch({ type: 'textErrors', title: CUSTOM_TITLE });
      views.editor.showErrors(error.errors, error.more ?? 0);
      if (state.view.draw) return showDraw(null, error.errors);
      // The tabs carry the text as typed: Play, Practice or Draw shows it (and its errors), not the
      // last game that parsed.
      if (!state.view.play) store.dispatch({ type: 'settled', text: state.view.text ?? views.editor.text });
      const more = error.more ? `, and ${count(error.more)} more after them` : '';
      placeholder(`The text is not a game yet: ${plural(error.errors.length, 'error')} marked in the editor${more}.`);
      store.dispatch({ type: 'status', status: 'ready' });
      return;
    }
    if (origin === 'link') {
      notice(`This link could not be opened: ${error.message}. Showing the default game instead.`);
      open({ ...DEFAULT_VIEW }, 'fallback');
      return;
    }
    views.chooser.markParam(error.param ?? null);
    placeholder(error.message);
    store.dispatch({ type: 'status', status: 'ready' });
  }

  /** Play mode (www/play/play-view.js, a store subscriber): the worker solves the game just
   * loaded by retrograde analysis and plays it from the link's moves (www/play/host.js); the
   * workspace is hidden meanwhile. */
  function showPlay() {
    byId('workspace').hidden = true;
    setTabCurrent('tab-play');
    store.dispatch({ type: 'settled', text: state.text ?? state.view.text ?? '' });
    const explorer = formatHash({ ...state.view, play: undefined });
    // Made now: play's own "show the explorer" needs the link too.
    setTabLink('tab-explorer', () => explorer, null);
    store.dispatch({ type: 'play', explorer });
  }

  /** Draw mode (www/draw/): the drawing above the text editor, the engine's verdict on both (its
   * errors, or the game's value and the links to animate and play it); the workspace is hidden.
   * A built-in game is drawn from its text, when it is small enough to draw by hand. */
  async function showDraw(result, errors = []) {
    if (result && state.view.game !== 'custom') {
      const { positions } = result.summary;
      // In place of the built-in game's entry in the history (as a link is), so Back goes past it.
      if (result.text != null && positions <= DRAW_LIMIT)
        return open({ game: 'custom', params: [], text: result.text, step: 0, draw: true }, 'link');
      notice(
        `${count(positions)} positions are too many to draw by hand (the limit is ${count(DRAW_LIMIT)}): here is the explorer instead.`,
      );
      setTabCurrent('tab-explorer');
      store.dispatch({ type: 'edit', fields: { draw: undefined }, link: 'now' });
      return show(result, 'chooser');
    }
    byId('workspace').hidden = true;
    store.dispatch({ type: 'mark', marks: { mode: 'draw' } });
    setTabCurrent('tab-draw');
    linkExplorerTab({ ...state.view, draw: undefined });
    store.dispatch({ type: 'settled', text: state.view.text ?? '' });
    const token = state.token;
    // Draw mode's code may still be loading (www/draw/on-demand.js).
    const tooBig = await views.drawMode.open(state.view.text ?? '');
    if (token !== state.token) return;
    if (tooBig && result) {
      // Too many positions to draw: the explorer shows the game, the page says why.
      notice(tooBig);
      views.drawMode.close();
      setTabCurrent('tab-explorer');
      store.dispatch({ type: 'edit', fields: { draw: undefined }, link: 'now' });
      return show(result, 'chooser');
    }
    // The solution's position numbers are the engine's: its names say which position is which.
    let solved = null;
    if (result?.final) {
      const game = guard((wasm) => wasm.parseGame(result.drawText ?? result.text));
      solved = { names: game.names(), ...result.final };
      game.free();
    }
    views.drawMode.judged(errors, result?.summary ?? null, solved);
    store.dispatch({ type: 'status', status: 'ready' });
    if (result) finishLoading(0);
  }

  /** The lab wrote its link (www/lab/lab-view.js): in place of the address, unless a lesson's
   * slide holds the address bar (www/lessons/). */
  function onLabHash(written) {
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
      return await fetchText((from, to) => views.worker.textPiece(result.textId, from, to), result.textChars, asFile);
    } catch (error) {
      if (error.superseded) return null;
      throw error;
    } finally {
      if (token === state.token) {
        setBusy(null);
        store.dispatch({ type: 'status', status: shown });
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
    randomSeed,
    tabContext,
  };
}
