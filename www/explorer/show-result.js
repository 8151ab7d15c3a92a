// Showing a loaded game in the explorer: the algorithm that applies (a link keeps its own and
// says when it does not apply; a game chosen on the page falls back to the game's default), its
// run drawn and stepped through, two algorithms compared, the solved graph when no algorithm
// applies, and the solved summary with the neighbourhood view for games too big to draw. Every
// change of state goes through the explorer store (www/explorer/store.js); the views are drawn
// here, the root's attributes, the link and the tabs follow from the store.

import {
  afterFrame,
  byId,
  capitalise,
  nextTask,
  COLOR,
  count,
  cycleWords,
  loadFailed,
  NO_REMOTENESS,
  nameWord,
  OUTCOME_WORDS,
  outcomeWords,
  replaceChildren,
  showValue,
  wordNodes,
} from '../core/index.js';
import { describeBoard, extrasLoaded, guard, loadExtras, readGame } from '../engine/index.js';
import { algorithmById, defaultAlgorithm, isTreeRefusal, loadAlgorithm, loadedAlgorithm } from '../algorithms/index.js';
import { notice, placeholder, setBusy } from '../app/index.js';
import { algorithmOptions, settleParams } from './algorithm-picker.js';
import { renderSummary } from './summary.js';
import { WHOLE_LIMIT, drawsWhole, layoutWhole } from '../drawing/index.js';
import { explainNames } from './explain-names.js';

/** Games with more reachable positions than this are solved and summarised, not animated: the
 * drawing stays readable up to about 300 positions. */
export const ANIMATE_LIMIT = 300;
/** …and so are games with more moves than this (the layout's time grows with the moves)… */
export const ANIMATE_MOVES_LIMIT = 3000;
/** …and texts with more positions than this in all (this thread parses the text again). */
export const ANIMATE_TEXT_LIMIT = 20000;

/** What stops an algorithm that does not apply (only a cycle does: algorithms/index.js). */
const SWITCH_WHY = 'a game with a cycle';

/**
 * The explorer's showing of results. ctx: {store, views (the page's views by name, made at boot),
 * showPlay(), showDraw(result), gameText()} (play and draw mode take over a loaded game; the text of
 * the game shown). Returns
 * {show(result, origin), finishLoading(steps, notAnimated), clearExplorer()}.
 */
export function resultShower(ctx) {
  const { store, views } = ctx;
  const { state } = store;
  // Play mode (www/play/) has shown its game: the explorer's load is over, with nothing to step.
  store.subscribe((_, action) => {
    if (action.type === 'played') finishLoading(0);
  });
  // The page's styles follow the summary card by a class on the root (style.css), whoever shows it.
  const summaryCard = byId('summary');
  new MutationObserver(() => byId('app').classList.toggle('summary-shown', !summaryCard.hidden)).observe(summaryCard, {
    attributes: true,
    attributeFilter: ['hidden'],
  });

  /** Counts the calls of `show`: one waiting for code loaded on demand gives way to a later one. */
  let shows = 0;

  function show(result, origin) {
    shows += 1;
    const loading = stillToLoad(result.summary);
    if (loading) return showWhenLoaded(result, origin, loading);
    store.dispatch({ type: 'loaded' });
    clearExplorer();
    store.dispatch({ type: 'result', result });
    const { summary } = result;
    const names = explainNames(summary.start, describeBoard(state.view.game, result.params, summary.start)?.board);
    byId('names-line').hidden = names == null;
    replaceChildren(byId('names-line'), wordNodes(names ?? ''));
    if (state.view.play) return ctx.showPlay();
    if (state.view.draw) return ctx.showDraw(result);
    const card = byId('summary');
    const info = { cycle: summary.cycle, reachable: summary.reachable, moves: summary.moves };
    // A link keeps its algorithm (and says so when it does not apply); a game chosen on the page
    // keeps the algorithm shown when it applies, else takes the game's default.
    const compared = state.view.compare?.map(loadedAlgorithm);
    let algorithm = compared?.[0] ?? loadedAlgorithm(state.view.alg ?? defaultAlgorithm(info));
    // The algorithm the page left because it did not apply (DFS, when a cycle was typed) comes
    // back once it applies again (the cycle taken out), unless the user chose another since.
    const left = origin === 'link' || compared ? null : loadedAlgorithm(state.switchedFrom);
    let switchedFrom = null;
    // Every switch the page makes by itself is said beside the picker (switchedSentence).
    let switched = null;
    if (left && !left.applies(info)) {
      if (algorithm.id !== left.id) switched = { back: true, to: left, why: 'this game has no cycle' };
      algorithm = left;
    } else if (left) {
      // Still a game the left algorithm cannot solve: the switch stands, and is still said.
      switchedFrom = left.id;
      switched = { from: left, to: algorithm, why: SWITCH_WHY };
    } else if (!compared && origin !== 'link' && algorithm.applies(info)) {
      switchedFrom = algorithm.id;
      const from = algorithm;
      algorithm = loadedAlgorithm(defaultAlgorithm(info));
      switched = { from, to: algorithm, why: SWITCH_WHY };
    }
    store.dispatch({ type: 'switchedFrom', id: switchedFrom });
    store.dispatch({ type: 'edit', fields: { alg: compared ? undefined : algorithm.id } });
    store.dispatch({ type: 'view', view: settleParams(state.view, compared ? state.view.compare : [algorithm.id]) });
    store.dispatch({ type: 'settled', text: result.text });
    store.dispatch({ type: 'algorithm', algorithm });
    views.picker.show(algorithm, state.view.compare?.[1]);
    views.picker.saySwitched(switched);
    if (result.tooBig && !compared && !algorithm.applies(info) && drawsWhole(summary, algorithm))
      return showWhole(result, algorithm);
    if (result.tooBig) {
      // The graph algorithms animate games up to the whole drawing's limits.
      const limits =
        algorithm.view === 'graph' && !compared
          ? WHOLE_LIMIT
          : { positions: ANIMATE_LIMIT, moves: ANIMATE_MOVES_LIMIT };
      // Small enough to draw whole, but the algorithm does not apply (DFS on a cycle): it says why.
      const stopped = !compared && drawsWhole(summary, algorithm) ? algorithm.applies(info) : null;
      if (stopped) views.picker.offerInstead(stopped);
      const why = stopped
        ? stopped.reason.replace(/\.$/, '')
        : summary.reachable > limits.positions
          ? `${count(summary.reachable)} positions are too many to animate (the limit is ${count(limits.positions)})`
          : summary.moves > limits.moves
            ? `${count(summary.moves)} moves are too many to animate (the limit is ${count(limits.moves)})`
            : `the text defines ${count(summary.positions)} positions, too many to animate (the limit is ${count(ANIMATE_TEXT_LIMIT)})`;
      const cycle =
        summary.cycle && !stopped
          ? `${capitalise(cycleWords(summary.cycle.names, summary.cycle.length))}, so retrograde analysis solved it instead of DFS. `
          : '';
      const smaller = stopped ? '' : ' Smaller parameters can be watched step by step.';
      renderSummary(
        card,
        result,
        `${cycle}${capitalise(why)}: here is the solved result.${smaller}`,
        false,
        compared ? null : algorithm,
      );
      card.hidden = false;
      replaceChildren(
        byId('narration'),
        wordNodes(
          `Solved without animation: the value of ${nameWord(summary.start)} is ${showValue(summary.startValue)}, ${outcomeWords(summary.startValue)}.`,
        ),
      );
      placeholder(null);
      views.graphView.clear();
      // A game too big to draw: walked position by position (www/explorer/neighbourhood.js).
      const token = state.token;
      views.neighbourhood.show(views.worker, state.view, () => token === state.token);
      finishLoading(0, `${capitalise(why)}.`);
      return;
    }
    // Small enough to draw: this thread parses the game again (milliseconds) for the trace — as the
    // worker printed it when the text itself is long.
    store.dispatch({ type: 'game', game: guard((wasm) => wasm.parseGame(result.drawText ?? result.text)) });
    if (summary.cycle) explainCycle(result);
    if (compared) {
      card.hidden = true;
      store.dispatch({ type: 'comparing' });
      byId('graph').hidden = true;
      byId('compare').hidden = false;
      views.compare.open(state.game, compared, {
        info,
        optionsOf: (algorithm) => algorithmOptions(algorithm, state.view),
        layout: result.layout,
      });
      placeholder(null);
      finishLoading(views.compare.steps);
      return;
    }
    const notApplies = algorithm.applies(info);
    if (notApplies) {
      views.picker.offerInstead(notApplies, summary.algorithm);
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
      views.picker.offerInstead(
        { reason, instead: error.reason === 'cycle' ? 'retrograde' : 'dfs' },
        summary.algorithm,
      );
      drawSolved(state.game, result);
      finishLoading(0, reason);
      return;
    }
    store.dispatch({ type: 'run', run });
    if (algorithm.view === 'tree') {
      views.graphView.svg.setAttribute('hidden', '');
      views.treeView.show(true);
      views.treeView.draw(run.tree);
    } else {
      views.graphView.draw({ ...run, layout: result.layout });
    }
    loadBoard(run);
    placeholder(null);
    finishLoading(run.steps);
  }

  /** What `show` may open that is not loaded yet — the algorithms (the link's, the compared ones,
   * the one the page left, the game's default), the tree's drawing for a tree algorithm, the
   * engine's on-demand part for one that runs on it (`needsExtras`) — as a promise of them all,
   * or null when all are here. */
  function stillToLoad(summary) {
    if (state.view.play || state.view.draw) return null;
    const fallback = defaultAlgorithm({ cycle: summary.cycle });
    const ids = [state.view.alg ?? fallback, fallback, state.switchedFrom, ...(state.view.compare ?? [])].filter((id) =>
      algorithmById(id),
    );
    const parts = ids.filter((id) => !loadedAlgorithm(id)).map(loadAlgorithm);
    const tree = ids.some((id) => algorithmById(id).view === 'tree');
    if (tree && !views.treeView.made) parts.push(views.treeView.load());
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
      store.dispatch({ type: 'loaded' });
      clearExplorer();
      store.dispatch({ type: 'result', result });
      notice(sentence);
      placeholder(sentence);
      finishLoading(0, sentence);
      return;
    }
    if (current()) show(result, origin);
  }

  /** The board card follows the run's positions. */
  function loadBoard(run) {
    const { names, movers, isEnd, start, endValues } = run;
    views.boardCard.load({ game: state.view.game, params: state.view.params, names, movers, isEnd, start, endValues });
  }

  /** A game too big for the SVG drawing, drawn whole (www/drawing/canvas/): parsed and traced
   * here, a task at a time (the trace's events a slice per task), while the worker lays it out. */
  async function showWhole(result, algorithm) {
    const token = state.token;
    const stale = () => token !== state.token;
    byId('summary').hidden = true;
    setBusy('Laying out the graph');
    const text = result.text ?? (await ctx.gameText());
    if (stale() || text == null) return;
    await nextTask();
    if (stale()) return;
    store.dispatch({ type: 'game', game: guard((wasm) => wasm.parseGame(text)) });
    if (result.summary.cycle) explainCycle(result);
    await nextTask();
    if (stale()) return;
    const { width, height } = byId('graph').getBoundingClientRect();
    const laidOut = layoutWhole(views.worker, state.game, width / Math.max(1, height) || 1.6);
    // Its code, loaded the first time meanwhile (null if it could not be: the page said so).
    const made = views.loadWholeView();
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
    const wholeView = await made;
    if (stale() || !wholeView) return run.free();
    // The run's last slice, the drawing's first picture and the panels it updates are too much
    // for one task together (over 50 ms for tic-tac-toe): each gets a task of its own.
    await nextTask();
    if (stale()) return run.free();
    views.graphView.svg.setAttribute('hidden', '');
    const { game, params } = state.view;
    const describe = (name) => describeBoard(game, params, name)?.board ?? null;
    const drawn = wholeView.draw({ ...graph, layout, describe });
    await nextTask();
    if (stale()) return run.free();
    store.dispatch({ type: 'run', run });
    store.dispatch({ type: 'whole', view: wholeView, drawn });
    await nextTask();
    if (stale()) return;
    loadBoard(run);
    // The neighbourhood walker stays beside the drawing: the worker keeps the game solved for it.
    views.neighbourhood.show(views.worker, state.view, () => token === state.token, { drawn: true });
    placeholder(null);
    // The first step is shown in a frame after the drawing's first picture: the two in one frame
    // were one task of over 30 ms of CPU for tic-tac-toe.
    await afterFrame();
    if (stale()) return;
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
      state.view.compare ? null : state.algorithm,
    );
    note.hidden = false;
  }

  /** The worker's solved values drawn on the graph, no animation (the algorithm does not apply). */
  function drawSolved(game, result) {
    const { summary, layout, final } = result;
    const arrays = readGame(game);
    const best = (v) => Array.from(final.bestTargets.subarray(final.bestOffsets[v], final.bestOffsets[v + 1]));
    views.graphView.draw({ ...arrays, layout, best });
    views.boardCard.load({
      game: state.view.game,
      params: state.view.params,
      names: arrays.names,
      movers: arrays.movers,
      isEnd: arrays.isEnd,
      start: arrays.start,
      endValues: arrays.endValues,
    });
    const colors = Uint8Array.from(final.values, (value) => (Number.isNaN(value) ? COLOR.white : COLOR.black));
    const attrs = { outcome: Array.from(final.outcomes, (code) => OUTCOME_WORDS.ofCode(code)) };
    // Retrograde analysis's remoteness (DFS has none).
    if (final.remoteness.length)
      attrs.remoteness = Array.from(final.remoteness, (r) => (r === NO_REMOTENESS ? '' : String(r)));
    views.graphView.render({
      colors,
      values: final.values,
      attrs,
      current: -1,
      currentEdge: null,
      edgeKind: () => 'tree',
    });
    placeholder(null);
    replaceChildren(
      byId('narration'),
      wordNodes(
        `Solved by ${summary.algorithm === 'dfs' ? 'DFS minimax' : 'retrograde analysis'}: the value of ${nameWord(summary.start)} is ${showValue(summary.startValue)}, ${outcomeWords(summary.startValue)}.`,
      ),
    );
    byId('btn-best-line').hidden = false;
  }

  /** The player gets `steps`; `notAnimated`: why there is no run (a sentence), for practice mode. */
  function finishLoading(steps, notAnimated = null) {
    setBusy(null);
    store.dispatch({ type: 'steps', steps });
    views.player.load(steps, Math.min(state.view.step ?? 0, steps));
    if (steps === 0 && !state.run && !state.comparing) views.picker.resetPanels('no animation for this game');
    // Practice mode (a subscriber) asks about the run, or says why there is none to ask about.
    store.dispatch({ type: 'shown', why: notAnimated });
    store.dispatch({ type: 'status', status: 'ready' });
  }

  function clearExplorer() {
    views.neighbourhood.close();
    views.boardCard.clear('no position drawn');
    byId('workspace').hidden = false;
    views.compare.clear();
    store.dispatch({ type: 'clear' });
    byId('compare').hidden = true;
    byId('graph').hidden = false;
    byId('alg-note').hidden = true;
    views.picker.saySwitched(null);
    byId('summary').hidden = true;
    byId('solved-note').hidden = true;
    byId('narration').textContent = '';
    views.graphView.clear();
    views.treeView.clear();
    views.treeView.show(false);
    views.wholeView?.clear();
    views.wholeView?.show(false);
    views.graphView.svg.removeAttribute('hidden');
    views.stepping.setBestLine(false);
    byId('btn-best-line').hidden = true;
    views.picker.resetPanels('no game to step through');
    views.player.load(0, 0);
  }

  return { show, finishLoading, clearExplorer };
}
