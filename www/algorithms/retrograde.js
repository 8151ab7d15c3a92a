// Retrograde analysis (Knuth, TAOCP 2.2.3 ex. 28): from the end positions backwards, with a
// queue and a counter c(x) of each position's moves not yet known to lose for its mover. Games
// whose end values are not all ±1 are solved by the engine's exact-value method, one threshold
// phase per end value (src/solve/retrograde.rs), so the last step equals
// `gamegraph solve --algorithm retrograde`. See ./index.js for the module interface.

import {
  count,
  counted,
  h,
  nextTask,
  MOVER,
  MOVER_NAMES,
  NO_REMOTENESS,
  OUTCOME,
  OUTCOME_WORDS,
  outcomeWords,
  replaceChildren,
  showValue,
  nameWord,
} from '../core/index.js';
import { bestMoves, readEvents, readEventsInTasks, readGame } from '../engine/index.js';
import { EventRowsPanel, countSteps } from './event-rows.js';
import { entry } from './catalog.js';

/** Events scanned per task when opened in tasks. */
const SCAN_SLICE = 4000;
/** Most queue entries listed in the panel. */
const MAX_QUEUE_SHOWN = 40;

const PROGRAM = [
  ['phase', 'for each end value t ≠ 0    ▹ +: largest first', 0],
  ['ends', 'label ends of VALUE t;  add them to Q', 1],
  ['loop', 'while Q is not empty', 1],
  ['dequeue', 'y ← front of Q', 2],
  ['pred', 'for each move x → y, x unlabelled', 2],
  ['ifMover', 'if x is t’s player’s   ▹ Paul if t > 0', 3],
  ['labelMover', 'label x: t, r(y)+1;  Q ← Q + x', 4],
  ['decrement', 'else c(x) ← c(x) − 1', 3],
  ['labelCounter', 'if c(x) = 0: label x, Q ← Q + x', 4],
  ['draws', 'never labelled: a draw (value 0)', 0],
];

/** The player a threshold attracts for: Paul for t > 0, Carole for t < 0. */
const attracting = (t) => (t > 0 ? MOVER.paul : MOVER.carole);

/** Every value an end takes, to tell the ±1 games (won/lost) from the others. */
function onlyUnitValues(run) {
  return run.names.every((_, v) => !run.isEnd[v] || [1, -1, 0].includes(run.endValues[v]));
}

class RetrogradeRun {
  // The game's arrays read by the constructor (readGame) that the checker must know of.
  /** @type {string[]} */ names;
  /** @type {boolean[]} */ isEnd;
  /** @type {Float64Array} */ endValues;
  /** @type {number} */ start;

  /** The trace's events are read here unless given, and scanned unless `scan` is false (both a
   * slice per task: openInTasks).
   * @param {WasmGame} game @param {WasmRetrogradeTrace} [trace] @param {any[]} [events] */
  constructor(game, trace = game.traceRetrograde(), events = readEvents(trace), scan = true) {
    Object.assign(this, readGame(game));
    this.trace = trace;
    const solution = game.solve('retrograde');
    this.best = bestMoves(solution);
    this.startValue = solution.startValue;
    this.startRemoteness = solution.remoteness()[this.start];
    solution.free();
    this.steps = this.trace.length;
    this.events = events;
    this.unit = onlyUnitValues(this);
    this.zeroEnds = this.names.some((_, v) => this.isEnd[v] && this.endValues[v] === 0);
    // Per event: the phase's threshold, the position whose predecessors are examined (−1 for
    // none) and how each label came (end, mover, counter, draw); the moves first examined.
    this.context = [];
    this.edgeSeen = new Map();
    // Draws labelled so far (in the last phase, after the queue has emptied for every value).
    this.draws = 0;
    this.scanned = { threshold: NaN, from: -1 };
    if (scan) this.scanEvents(0, this.events.length);
  }

  /** A move as one number (a string key per move made reading the trace a long task). */
  edgeKey(from, to) {
    return from * this.names.length + to;
  }

  /** Reads events [first, last) into the context and the moves seen, in order (a slice per task
   * for a whole drawing's tens of thousands of events: openInTasks). */
  scanEvents(first, last) {
    let { threshold, from } = this.scanned;
    const end = Math.min(last, this.events.length);
    for (let i = first; i < end; i++) {
      const event = this.events[i];
      let how = null;
      if (event.kind === 'threshold') {
        threshold = event.value;
        from = -1;
      } else if (event.kind === 'dequeue') {
        from = event.position;
      } else if (event.kind === 'label') {
        if (threshold === 0) {
          how = 'draw';
          this.draws += 1;
        } else if (from < 0) how = 'end';
        else
          how =
            this.events[i - 1]?.kind === 'decrement' && this.events[i - 1].position === event.position
              ? 'counter'
              : 'mover';
      } else if (event.kind === 'enqueue') {
        how = this.context[i - 1]?.how;
      }
      const examined = from >= 0 && (event.kind === 'decrement' || (event.kind === 'label' && how === 'mover'));
      if (examined) {
        const key = this.edgeKey(event.position, from);
        if (!this.edgeSeen.has(key)) this.edgeSeen.set(key, i + 1);
      }
      this.context.push({ threshold, from, how, examined, draws: this.draws });
    }
    this.scanned = { threshold, from };
  }

  frameAt(k) {
    const step = Math.max(0, Math.min(k, this.steps));
    this.trace.seek(step);
    const event = step > 0 ? this.events[step - 1] : null;
    const context = step > 0 ? this.context[step - 1] : { threshold: NaN, from: -1, how: null, draws: 0 };
    const values = this.trace.values();
    const outcomes = this.trace.outcomes();
    const remoteness = this.trace.remoteness();
    const counters = this.trace.counters();
    const queue = this.trace.queue();
    const queued = new Set(queue);
    const n = this.names.length;
    const colors = new Uint8Array(n);
    const badges = new Array(n);
    const outcome = new Array(n);
    const remote = new Array(n);
    for (let v = 0; v < n; v++) {
      const known = outcomes[v] !== OUTCOME.unreachable;
      // gray: labelled and waiting in the queue; black: labelled and done; white: not yet.
      colors[v] = !known ? 0 : queued.has(v) ? 1 : 2;
      outcome[v] = OUTCOME_WORDS.ofCode(outcomes[v]);
      remote[v] = remoteness[v] === NO_REMOTENESS ? '' : String(remoteness[v]);
      if (!known) badges[v] = this.isEnd[v] ? '' : `c=${counters[v]}`;
      else badges[v] = remote[v] === '' || remote[v] === '0' ? '' : `in ${remote[v]}`;
    }
    const current = event && 'position' in event ? event.position : -1;
    const y = context.from;
    const currentEdge = context.examined && y >= 0 ? { from: event.position, to: y } : null;
    return {
      step,
      event,
      context,
      colors,
      values,
      outcomes,
      remoteness,
      counters,
      queue,
      threshold: this.trace.threshold,
      badges,
      attrs: { outcome, remoteness: remote },
      current,
      currentEdge,
      stack: y >= 0 && y !== current ? [y] : [],
      edgeKind: (a, b) => {
        const seen = this.edgeSeen.get(this.edgeKey(a, b));
        return seen != null && seen <= step ? 'tree' : 'unseen';
      },
    };
  }

  free() {
    this.trace.free();
  }
}

/** "Paul wins in 3", "Carole wins (an end)", "a draw". */
function labelWords(value, remoteness) {
  const outcome = outcomeWords(value);
  if (remoteness == null || value === 0) return outcome;
  return remoteness === 0 ? `${outcome} (an end position)` : `${outcome} in ${count(remoteness)}`;
}

/** The threshold phase in words. */
function phaseWords(run, t) {
  const player = MOVER_NAMES[attracting(t)];
  if (run.unit)
    return `${player}’s wins: the positions from which ${player} forces the play to an end worth ${showValue(t)}`;
  const towards = t > 0 ? `${showValue(t)} or more` : `${showValue(t)} or less`;
  return `${player}’s attractor to the ends worth ${towards}: a position that joins now forces exactly ${showValue(t)}`;
}

/** The sentence for a frame of a retrograde run. */
export function sentence(run, frame) {
  const { names } = run;
  const event = frame.event;
  const name = (v) => nameWord(names[v]);
  const last = frame.step === run.steps;
  let text;
  if (!event) {
    return `Step 0: nothing is labelled yet. Retrograde analysis works backwards from the end positions; each counter c(x) starts at the number of moves of x. Press Step forward (→).`;
  }
  const { threshold: t, from: y, how } = frame.context;
  switch (event.kind) {
    case 'threshold':
      text =
        event.value === 0
          ? run.draws === 0
            ? 'The queue is empty for every end value, and every position is labelled: no draws.'
            : `The queue is empty for every end value: the ${run.draws === 1 ? 'position' : `${count(run.draws)} positions`} never labelled ${run.draws === 1 ? 'is a draw' : 'are draws'} (value 0).`
          : `Phase ${showValue(event.value)}: ${phaseWords(run, event.value)}. A ${MOVER_NAMES[attracting(event.value)]} position joins as soon as one move leads in; one of the opponent’s when its counter c(x) reaches 0.`;
      break;
    case 'dequeue':
      text = `${name(event.position)} leaves the front of the queue: the moves into it from positions not yet labelled are examined.`;
      break;
    case 'enqueue':
      text = `${name(event.position)} joins the back of the queue (${count(frame.queue.length)} waiting): its predecessors will be examined in turn.`;
      break;
    case 'decrement': {
      const x = event.position;
      const mover = MOVER_NAMES[run.movers[x]];
      const winner = MOVER_NAMES[attracting(t)];
      const still = event.counter === 1 ? 'one move still leads' : `${event.counter} moves still lead`;
      text =
        event.counter === 0
          ? `Move ${name(x)} → ${name(y)}: c(${name(x)}) = 0: every move of ${mover}’s leads to a position ${winner} wins.`
          : `Move ${name(x)} → ${name(y)}: ${name(y)} is won by ${winner}, so ${mover} avoids it if possible; c(${name(x)}) = ${event.counter}: ${still} elsewhere.`;
      break;
    }
    default: {
      // label
      const x = event.position;
      const words = labelWords(event.value, event.remoteness);
      const mover = run.movers[x];
      const player = MOVER_NAMES[mover];
      if (how === 'end') text = `${name(x)} is an end position worth ${showValue(event.value)}: labelled ${words}.`;
      else if (how === 'mover')
        text = `${name(x)}: ${player} moves here and can move to ${name(y)}: labelled ${words} (the winner hurries: ${name(y)} is the nearest).`;
      else if (how === 'counter')
        text = `${name(x)}: ${player} is forced: labelled ${words} (the loser delays: ${name(y)} was the farthest).`;
      else if (run.isEnd[x]) text = `${name(x)} is an end position worth 0: a draw.`;
      else {
        const pronoun = mover === MOVER.paul ? 'he' : 'she';
        const forever = run.zeroEnds ? 'play goes on forever or ends at 0' : 'play can go on forever';
        text = `${name(x)} was never labelled, a draw: no move of ${player}’s leads to a position ${pronoun} wins, and ${pronoun} is never forced into a loss: ${forever}.`;
      }
    }
  }
  if (last) {
    const r = run.startRemoteness === NO_REMOTENESS ? null : run.startRemoteness;
    text += ` Done: the value of ${name(run.start)} is ${showValue(run.startValue)}, ${labelWords(run.startValue, r)}.`;
  }
  return text;
}

/** The pseudocode lines (keys) a frame's event runs. */
export function lines(run, frame) {
  const event = frame.event;
  if (!event) return ['phase'];
  const { how } = frame.context;
  switch (event.kind) {
    case 'threshold':
      return event.value === 0 ? ['draws'] : ['phase'];
    case 'dequeue':
      return ['loop', 'dequeue'];
    case 'decrement':
      return ['pred', 'decrement'];
    default:
      // label and the enqueue after it
      if (how === 'end') return ['ends'];
      if (how === 'mover') return ['pred', 'ifMover', 'labelMover'];
      if (how === 'counter') return ['labelCounter'];
      return ['draws'];
  }
}

/** The queue, front first, and the phase. */
class QueuePanel {
  constructor(container) {
    this.container = container;
  }

  clear() {
    replaceChildren(this.container);
  }

  render(run, frame) {
    const t = frame.threshold;
    const phase = Number.isNaN(t)
      ? 'before the first phase'
      : t === 0
        ? 'the draws: no queue, each position never labelled is one'
        : `phase ${showValue(t)}, ${MOVER_NAMES[attracting(t)]} attracts`;
    const queue = Array.from(frame.queue);
    const shown = queue.slice(0, MAX_QUEUE_SHOWN);
    const more =
      queue.length > shown.length ? h('li', { class: 'muted' }, `… ${count(queue.length - shown.length)} more`) : null;
    replaceChildren(
      this.container,
      h('p', { class: 'muted' }, phase),
      queue.length === 0
        ? h(
            'p',
            { class: 'muted' },
            t === 0 ? `${counted(frame.context.draws, 'draw')} labelled so far, of ${count(run.draws)}` : 'empty',
          )
        : h(
            'ol',
            { class: 'stack queue', 'aria-label': 'Queue, front first' },
            shown.map((v, i) =>
              h(
                'li',
                { class: i === 0 ? 'top' : '' },
                h('span', { class: 'stack-name' }, run.names[v]),
                h(
                  'span',
                  { class: 'muted' },
                  labelWords(frame.values[v], frame.remoteness[v] === NO_REMOTENESS ? null : frame.remoteness[v]),
                ),
              ),
            ),
            more,
          ),
    );
  }
}

export default {
  ...entry('retrograde'),
  colorWords: {
    white: 'not labelled yet',
    gray: 'labelled, waiting in the queue',
    black: 'labelled, its predecessors examined',
  },
  edgeWords: {
    tree: 'solid: a move examined backwards, from a labelled position',
    black: null,
    current: 'the move being examined (backwards)',
  },
  programTitle: 'Retrograde analysis',
  program: PROGRAM,
  applies: () => null,
  open: (game) => new RetrogradeRun(game),
  async openInTasks(game) {
    const trace = game.traceRetrograde();
    const run = new RetrogradeRun(game, trace, await readEventsInTasks(trace), false);
    for (let first = 0; first < run.events.length; first += SCAN_SLICE) {
      await nextTask();
      run.scanEvents(first, first + SCAN_SLICE);
    }
    return run;
  },
  lines,
  sentence,
  panels: [
    { title: 'Queue', note: '(front first)', make: (container) => new QueuePanel(container) },
    {
      title: 'Labels',
      make: (container) =>
        new EventRowsPanel(container, {
          kind: 'label',
          empty: 'no position labelled yet',
          columns: [
            { label: 'position' },
            { label: 'value' },
            { label: 'outcome' },
            { label: 'moves', title: 'remoteness: moves to the end under best play' },
          ],
          cells: (run, event) => [
            run.names[event.position],
            showValue(event.value),
            outcomeWords(event.value),
            event.remoteness == null ? '–' : String(event.remoteness),
          ],
        }),
    },
  ],
  counts: (run, frame) =>
    countSteps(
      run,
      frame,
      (i) => run.context[i].examined,
      (i) => run.events[i].kind === 'label',
    ),
  claims(run) {
    const { values } = run.frameAt(run.steps);
    const map = new Map();
    values.forEach((value, v) => {
      if (!Number.isNaN(value)) map.set(run.names[v], value);
    });
    return { values: map };
  },
};
