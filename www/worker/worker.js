// The game worker, a program of its own (the page starts it: www/app/main.js): builds presets, parses, solves and lays out games away from the page's
// thread, so a million-position game never freezes the tab. It reports each phase as progress.
//
// The last game loaded stays here for play mode and the neighbourhood view (www/play/host.js):
// solved for play on request, then asked about position by position, so the page's thread never
// holds a game, whatever its size.
//
// Request:  {id, source: {game, params: [[name, value]], text? | slices?, packed?: the page has
//            the text packed for its link},
//            (a long text comes first as {id, type: 'slice', slice} messages, then slices = their count)
//            animateLimit: {positions, moves, textPositions}}
//           {id, type: 'solve-play'}: the last game loaded solved by retrograde analysis for play;
//            result {handle, start}
//           {id, type: 'text', handle, from, to}: characters from..to of the last game's text, when
//            that load kept it here (a long built-in game's: www/engine/game-text.js); replies like 'ask'
//           {id, type: 'layout', offsets, targets, start, aspect}: a whole game's layout (the engine's
//            src/layout/, in the whole module loaded on first use: extras.js; www/drawing/canvas/);
//            the arrays come transferred, the reply {id, type:
//            'answer', result: {x, y, depth, width, height, …, ms}} transfers its arrays back
//           {id, type: 'ask', handle, op, args}: a question to that solved game (PlayHost: node,
//            open, move, act); replies {id, type: 'answer', result} or an error (`stale` when
//            the handle is no longer the game kept)
// Replies:  {id, type: 'progress', phase}  then  {id, type: 'done', result} | {id, type: 'error', …}

import init, * as wasm from '../../pkg-lite/gamegraph.js';
import {
  CUSTOM_TITLE,
  REPRINTED_TEXT_CHARS,
  describeBoard,
  explain,
  extrasGuard,
  keepsText,
  loadExtras,
} from '../engine/index.js';
import { layoutGraph } from '../drawing/index.js';
import { gameName, NO_REMOTENESS, OUTCOME, shortCycle } from '../core/index.js';
import { SYNC_PACK_CHARS } from '../link/index.js';
import { PlayHost } from '../play/index.js';

const ready = init();

/** A long text's slices ({id, type: 'slice', slice}) as they arrive, for the request that follows. */
let slices = { id: null, pieces: [] };
/** The last game loaded: {id (its request's), game (a wasm Game, until solved for play), source,
 * params, host (a PlayHost once solved for play), text (a long built-in text not sent, else null)}. */
let kept = null;

self.onmessage = async ({ data: request }) => {
  if (request.type === 'slice') {
    if (slices.id !== request.id) slices = { id: request.id, pieces: [] };
    slices.pieces.push(request.slice);
    return;
  }
  if (request.type === 'ask') return answer(request);
  if (request.type === 'layout') return layOut(request);
  if (request.type === 'text') return sendText(request);
  if (request.source?.slices != null) {
    request.source.text =
      slices.id === request.id && slices.pieces.length === request.source.slices ? slices.pieces.join('') : '';
    slices = { id: null, pieces: [] };
  }
  const progress = (phase) => self.postMessage({ id: request.id, type: 'progress', phase });
  try {
    // Inside the try: a module that fails to load is reported like any other error.
    await ready;
    const result = request.type === 'solve-play' ? solveForPlay(request, progress) : await load(request, progress);
    self.postMessage({ id: request.id, type: 'done', result });
  } catch (raw) {
    const error = explain(raw, wasm);
    self.postMessage({
      id: request.id,
      type: 'error',
      message: error.message,
      errors: error.errors ?? null,
      // How many errors past the ones listed (the engine lists the first hundred).
      more: error.more ?? 0,
      param: error.param ?? null,
      panic: Boolean(error.panic),
    });
  }
};

async function load({ id, source, animateLimit }, progress) {
  let text = source.text ?? '';
  // The packer's module, loaded first: the rest of the load is one task, as the page expects.
  const packing = source.game === 'custom' && !source.packed && text.length > SYNC_PACK_CHARS;
  const packer = packing ? await import('./pack-for-link.js') : null;
  // A custom game is titled by its name (its first comment line), as in the user's kept games.
  let title = gameName(text) ?? CUSTOM_TITLE;
  let params = source.params ?? [];
  if (source.game !== 'custom') {
    progress('Building the game');
    const built = wasm.preset(source.game, Object.fromEntries(params));
    ({ text, title, params } = built);
  }

  progress('Parsing');
  let started = performance.now();
  const game = wasm.parseGame(text);
  const parseMs = performance.now() - started;
  const info = { text, title, params, parseMs, animateLimit };
  let solved;
  try {
    solved = animatable(game, animateLimit)
      ? { result: solveAndLay(game, info, progress), host: null }
      : solveOnce(game, info, source.game, progress);
  } catch (error) {
    game.free();
    throw error;
  }
  const { result, host } = solved;
  forget();
  // A game solved for play already (too big to draw) keeps its solution, not the parsed game.
  if (host) game.free();
  // A drawn game padded with comments or spaces (25 MB took the page's thread 0.2–0.4 s to parse
  // again): the page parses the game as printed instead, the same positions in the same order.
  else if (result.layout != null && text.length > REPRINTED_TEXT_CHARS) result.drawText = game.toText();
  kept = { id, game: host ? null : game, params, source: source.game, host, text: null };
  if (keepsText({ custom: source.game === 'custom', chars: text.length, drawn: result.layout != null })) {
    // A long built-in text stays here until the page asks for it (one 26 MB copy is a long task).
    kept.text = text;
    result.text = null;
    result.textId = id;
    result.textChars = text.length;
  } else if (source.game === 'custom') {
    // The page has the text already: a 20 MB text is not sent back (the copy would block it);
    // nor is it packed when the page has it packed (from its link), nor when short (the page packs it).
    result.text = null;
    if (packer) Object.assign(result, packer.packForLink(text));
  }
  return result;
}

/** Whether the game is small enough to lay out and animate (the page's limits). */
/** @param {WasmGame} game */
function animatable(game, limit) {
  const reachable = game.positionCount - game.unreachableCount;
  return reachable <= limit.positions && game.moveCount <= limit.moves && game.positionCount <= limit.textPositions;
}

/**
 * A game too big to draw, solved once: by retrograde analysis (Knuth TAOCP 2.2.3 ex. 28), which
 * the summary is read from and which the neighbourhood view and play then ask (www/play/host.js);
 * a search without values says whether DFS could have solved it (a cycle). {result, host}.
 * @param {WasmGame} game
 */
function solveOnce(game, info, source, progress) {
  progress('Solving by retrograde analysis');
  const started = performance.now();
  const cycle = game.findCycle();
  const play = game.play();
  try {
    const solveMs = performance.now() - started;
    const start = play.start;
    const name = (v) => play.name(v);
    const summary = {
      algorithm: 'retrograde',
      positions: game.positionCount,
      moves: game.moveCount,
      reachable: game.positionCount - game.unreachableCount,
      unreachable: game.unreachableCount,
      start: name(start),
      startValue: play.value(start),
      startRemoteness: play.remoteness(start) ?? NO_REMOTENESS,
      bestFirst: Array.from(play.bestMoves(start), name),
      outcomeCounts: Array.from(play.outcomeCounts()),
      cycle: cycle && {
        names: shortCycle(Array.from(cycle.cycle), name),
        length: cycle.cycle.length - 1,
        message: cycle.message,
      },
      parseMs: info.parseMs,
      solveMs,
    };
    const host = new PlayHost(play, { game: source, params: info.params, describe: describeBoard });
    return {
      result: {
        text: info.text,
        title: info.title,
        params: info.params,
        summary,
        layout: null,
        tooBig: true,
        final: null,
      },
      host,
    };
  } catch (error) {
    play.free();
    throw error;
  }
}

/** A game small enough to draw: solved by DFS (by retrograde analysis when it has a cycle) and
 * laid out; the page animates it.
 * @param {WasmGame} game */
function solveAndLay(game, info, progress) {
  const names = game.names();
  const reachable = game.reachable();
  const offsets = game.offsets();
  const targets = game.targets();
  const reachableCount = reachable.reduce((sum, r) => sum + r, 0);

  progress('Solving');
  const started = performance.now();
  let solution;
  let cycle = null;
  try {
    solution = game.solve('dfs');
  } catch (error) {
    if (!error.cycle) throw error;
    cycle = { ids: Array.from(error.cycle), message: error.message };
    progress('Solving with retrograde analysis');
    solution = game.solve('retrograde');
  }
  const solveMs = performance.now() - started;
  const values = solution.values();
  const outcomes = solution.outcomes();
  const bestOffsets = solution.bestOffsets();
  const bestTargets = solution.bestTargets();
  const remoteness = solution.remoteness();
  const start = game.start;
  // [Paul wins, Carole wins, draws] among the reachable positions.
  const outcomeCounts = [0, 0, 0];
  for (const o of outcomes) if (o !== OUTCOME.unreachable) outcomeCounts[o] += 1;
  const summary = {
    algorithm: solution.algorithm,
    positions: game.positionCount,
    moves: game.moveCount,
    reachable: reachableCount,
    unreachable: game.unreachableCount,
    start: names[start],
    startValue: solution.startValue,
    startRemoteness: remoteness.length ? remoteness[start] : null,
    bestFirst: Array.from(bestTargets.subarray(bestOffsets[start], bestOffsets[start + 1]), (w) => names[w]),
    outcomeCounts,
    // A cycle's names are shortened here (a 10^6 ring would send a million names to the page).
    cycle: cycle && {
      names: shortCycle(cycle.ids, (v) => names[v]),
      length: cycle.ids.length - 1,
      message: cycle.message,
    },
    parseMs: info.parseMs,
    solveMs,
  };
  solution.free();

  progress('Laying out the graph');
  const laidOut = performance.now();
  const layout = layoutGraph({ names, offsets, targets, reachable }, wasm);
  summary.layoutMs = performance.now() - laidOut;
  return {
    text: info.text,
    title: info.title,
    params: info.params,
    summary,
    layout,
    tooBig: false,
    // Final values for drawing a cyclic graph's retrograde result (no animation there).
    final: { values, outcomes, remoteness, bestOffsets, bestTargets },
  };
}

/** Frees the game kept (and its play). */
function forget() {
  kept?.game?.free();
  kept?.host?.engine.free();
  kept = null;
}

/** The kept game solved for play by retrograde analysis (once; the parsed game is freed then; a
 * game too big to draw was solved so when loaded). */
function solveForPlay(request, progress) {
  if (!kept) throw new Error('no game is loaded to play');
  if (!kept.host) {
    progress('Solving for play by retrograde analysis');
    const engine = kept.game.play();
    kept.game.free();
    kept.game = null;
    kept.host = new PlayHost(engine, { game: kept.source, params: kept.params, describe: describeBoard });
  }
  return { handle: kept.id, start: kept.host.start() };
}

/** A piece of the kept text (the page asks for it piece by piece: www/engine/game-text.js). */
function sendText({ id, handle, from, to }) {
  if (kept?.id !== handle || kept.text == null) {
    self.postMessage({ id, type: 'error', message: 'that game is no longer loaded', stale: true });
    return;
  }
  self.postMessage({ id, type: 'answer', result: kept.text.slice(from, to) });
}

/** A question to the game solved for play (answered at once, in the order asked). */
async function answer({ id, handle, op, args }) {
  try {
    await ready;
    const host = kept?.id === handle ? kept.host : null;
    if (!host) {
      self.postMessage({ id, type: 'error', message: 'that game is no longer loaded', stale: true });
      return;
    }
    const ops = {
      node: () => host.node(args),
      open: () => host.open(args.play),
      move: () => host.move(args.name, args.ply),
      act: () => host.act(args.what),
    };
    if (!ops[op]) throw new Error(`unknown question “${op}”`);
    self.postMessage({ id, type: 'answer', result: ops[op]() });
  } catch (raw) {
    answerError(id, raw);
  }
}

/** The layered layout of a whole game (tens of thousands of positions), off the page's thread. */
async function layOut({ id, offsets, targets, start, aspect }) {
  try {
    await loadExtras();
    const started = performance.now();
    const result = /** @type {any} */ (extrasGuard((whole) => whole.layoutWhole(offsets, targets, start, aspect)));
    result.ms = performance.now() - started;
    self.postMessage(
      { id, type: 'answer', result },
      { transfer: [result.x.buffer, result.y.buffer, result.depth.buffer] },
    );
  } catch (raw) {
    answerError(id, raw);
  }
}

/** A question's failure, said (a panic is marked as one). */
function answerError(id, raw) {
  const error = explain(raw, wasm);
  self.postMessage({ id, type: 'error', message: error.message, panic: Boolean(error.panic) });
}
