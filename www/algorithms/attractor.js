// Attractor layers W0 ⊆ W1 ⊆ … for one player (the olympiad notes on finite games, "Solving
// finite games"): W0 is the end positions the player has won; a position of the player joins
// W(i+1) if some move reaches Wi, one of the opponent's if all its moves do. Computed as the
// notes' O(m) counter version, "like BFS" (src/solve/attractor.rs): each position counts its good
// moves, a player's position joins at the first, an opponent's when the count reaches its
// number of moves. What never joins is where the player cannot force a win. See ./index.js for
// the module interface.

import { count, counted, h, MOVER, NO_LAYER, plural, replaceChildren, nameWord } from '../core/index.js';
import { readEvents, readEventsInTasks, readGame } from '../engine/index.js';
import { EventRowsPanel, countSteps } from './event-rows.js';
import { entry } from './catalog.js';

const PLAYERS = {
  paul: { mover: MOVER.paul, name: 'Paul', other: 'Carole', sign: '> 0', pronoun: 'he' },
  carole: { mover: MOVER.carole, name: 'Carole', other: 'Paul', sign: '< 0', pronoun: 'she' },
};

const PROGRAM = [
  ['w0', 'W0 ← the end positions P has won', 0],
  ['layer', 'for i = 0, 1, … until W(i+1) = Wi', 0],
  ['ruleP', '▹ x of P joins W(i+1): some move reaches Wi', 1],
  ['ruleO', '▹ x of the opponent: all its moves do', 1],
  ['eachY', 'for each y that joined Wi, in order', 1],
  ['pred', 'for each move x → y, x not in W', 2],
  ['notify', 'good(x) ← good(x) + 1', 3],
  ['ifJoin', 'if P moves at x, or good(x) = deg(x)', 3],
  ['join', 'x joins W(i+1)', 4],
  ['never', 'never in W: P cannot force a win', 0],
];

class AttractorRun {
  // The game's arrays read by the constructor (readGame) that the checker must know of.
  /** @type {string[]} */ names;
  /** @type {boolean[]} */ isEnd;

  /** The trace is made and its events read here unless given ({trace, events}: openInTasks).
   * @param {WasmGame} game @param {{ player?: string }} options
   * @param {{ trace: WasmAttractorTrace, events: any[] } | null} [traced] */
  constructor(game, { player }, traced = null) {
    Object.assign(this, readGame(game));
    this.player = playerOf(player);
    this.who = PLAYERS[this.player];
    this.trace = traced?.trace ?? game.traceAttractor(this.player);
    this.steps = this.trace.length;
    this.events = traced?.events ?? readEvents(this.trace);
    // The values are the game's, not the attractor's: only the ends show theirs.
    this.best = () => [];
    // Per event, the layer being built; the moves first examined.
    this.layerAt = [];
    this.edgeSeen = new Map();
    let layer = -1;
    this.events.forEach((event, i) => {
      if (event.kind === 'layer') layer = event.index;
      if (event.kind === 'notify') {
        const key = `${event.position}>${event.from}`;
        if (!this.edgeSeen.has(key)) this.edgeSeen.set(key, i + 1);
      }
      this.layerAt.push(layer);
    });
    this.reachable = game.reachable();
    this.reachableCount = this.reachable.reduce((sum, r) => sum + r, 0);
  }

  frameAt(k) {
    const step = Math.max(0, Math.min(k, this.steps));
    this.trace.seek(step);
    const event = step > 0 ? this.events[step - 1] : null;
    const building = step > 0 ? this.layerAt[step - 1] : -1;
    const layers = this.trace.layers();
    const good = this.trace.good();
    const degrees = this.trace.degrees();
    const n = this.names.length;
    const colors = new Uint8Array(n);
    const values = new Float64Array(n).fill(NaN);
    const badges = new Array(n);
    const tags = new Array(n);
    const layer = new Array(n);
    const outcome = new Array(n);
    for (let v = 0; v < n; v++) {
      const joined = layers[v] !== NO_LAYER;
      colors[v] = joined ? (layers[v] === building ? 1 : 2) : 0;
      layer[v] = joined ? String(layers[v]) : '';
      outcome[v] = joined ? this.player : '';
      // The layer written on the position, a ring around it; the newest layer's ring dashed.
      badges[v] = joined ? `W${layers[v]}` : !this.isEnd[v] && good[v] > 0 ? `${good[v]}/${degrees[v]}` : '';
      tags[v] = joined ? (layers[v] === building ? 'in-w newest' : 'in-w') : '';
    }
    const from = this.trace.current;
    return {
      step,
      event,
      building,
      colors,
      values,
      layers,
      good,
      degrees,
      layerSizes: this.trace.layerSizes(),
      badges,
      tags,
      attrs: { layer, outcome, remoteness: layer },
      current: event && 'position' in event ? event.position : -1,
      currentEdge: event?.kind === 'notify' ? { from: event.position, to: event.from } : null,
      stack: from >= 0 ? [from] : [],
      edgeKind: (a, b) => {
        const seen = this.edgeSeen.get(`${a}>${b}`);
        return seen != null && seen <= step ? 'tree' : 'unseen';
      },
    };
  }

  free() {
    this.trace.free();
  }
}

/** The sentence for a frame of an attractor run; the last step also says what never joined. */
export function sentence(run, frame) {
  const text = stepWords(run, frame);
  if (frame.step !== run.steps || !frame.event) return text;
  const sizes = Array.from(frame.layerSizes);
  const inW = sizes.reduce((a, b) => a + b, 0);
  const last = sizes.length - 1;
  const { who } = run;
  if (last === 0) return `${text} W0 is empty: no end position is won by ${who.name}, who forces a win nowhere.`;
  return `${text} Nothing joins W${last}, so W${last} = W${last - 1}: the attractor is complete. ${who.name} forces a win from ${inW === 1 ? 'the 1 position' : `the ${counted(inW, 'position')}`} in W; ${run.reachableCount - inW === 0 ? 'there is no other' : `from ${run.reachableCount - inW === 1 ? 'the 1 other' : `the ${count(run.reachableCount - inW)} others`} ${who.pronoun} cannot`}.`;
}

/** What the frame's event did, in words. */
function stepWords(run, frame) {
  const { names, who } = run;
  const name = (v) => nameWord(names[v]);
  const event = frame.event;
  if (!event)
    return `Step 0: W is empty. W0 will be the end positions ${who.name} has won (VALUE ${who.sign}); press Step forward (→).`;
  const sizes = Array.from(frame.layerSizes);
  const total = (i) => sizes.slice(0, i + 1).reduce((a, b) => a + b, 0);
  if (event.kind === 'layer') {
    if (event.index === 0) return `W0: the end positions ${who.name} has won (VALUE ${who.sign}).`;
    const previous = event.index - 1;
    return `W${previous} is complete: |W${previous}| = ${count(total(previous))}. Layer ${event.index}: ${sizes[previous] === 0 ? `no position joined W${previous}, so there are no moves into new ones to look at.` : `the moves into ${sizes[previous] === 1 ? 'the position' : `the ${counted(sizes[previous], 'position')}`} that joined W${previous} are looked at.`}`;
  }
  if (event.kind === 'notify') {
    const x = event.position;
    const mine = run.movers[x] === who.mover;
    const head = `Move ${name(x)} → ${name(event.from)}: ${name(event.from)} is in W, so good(${name(x)}) = ${event.good} of ${counted(event.degree, 'move')}`;
    if (mine) return `${head}; ${who.name} moves at ${name(x)}: one good move is enough.`;
    if (event.good === event.degree) return `${head}; every move of ${who.other}’s at ${name(x)} leads into W.`;
    return `${head}; ${who.other} moves at ${name(x)} and can still avoid W.`;
  }
  // join
  const x = event.position;
  if (event.layer === 0)
    return `${name(x)} is an end position worth VALUE ${run.endValues[x] > 0 ? '+' : '−'}${Math.abs(run.endValues[x])}: ${who.name} has won, ${name(x)} joins W0.`;
  const why =
    run.movers[x] === who.mover
      ? `${who.name} can move into W${event.layer - 1}`
      : `all of ${who.other}’s moves lead into W${event.layer - 1}`;
  return `${name(x)} joins W${event.layer}: ${why}; ${who.name} forces a win from it in ${plural(event.layer, 'move')}.`;
}

/** The pseudocode lines (keys) a frame's event runs. */
export function lines(run, frame) {
  const event = frame.event;
  if (!event) return ['w0'];
  let keys;
  if (event.kind === 'layer') keys = event.index === 0 ? ['w0'] : ['layer', 'ruleP', 'ruleO'];
  else if (event.kind === 'notify') keys = ['eachY', 'pred', 'notify'];
  else keys = event.layer === 0 ? ['w0'] : ['ifJoin', 'join'];
  return frame.step === run.steps ? [...keys, 'never'] : keys;
}

/** |Wi| per i as bars, the layer being built marked. */
class LayersPanel {
  constructor(container) {
    this.container = container;
  }

  clear() {
    replaceChildren(this.container);
  }

  render(run, frame) {
    const sizes = Array.from(frame.layerSizes);
    if (sizes.length === 0) {
      replaceChildren(this.container, h('p', { class: 'muted' }, 'no layer yet'));
      return;
    }
    let total = 0;
    const totals = sizes.map((size) => (total += size));
    const most = Math.max(1, total);
    replaceChildren(
      this.container,
      h(
        'ol',
        { class: 'layer-bars', 'aria-label': `|Wi| per layer, for ${run.who.name}` },
        totals.map((size, i) =>
          h(
            'li',
            { class: i === frame.building ? 'building' : '', 'data-layer': i },
            h('span', { class: 'layer-name' }, `W${i}`),
            h(
              'span',
              { class: 'layer-bar' },
              h('span', { class: 'layer-fill', style: null, 'data-width': Math.round((100 * size) / most) }),
            ),
            h('span', { class: 'layer-count' }, `${count(size)}${sizes[i] ? ` (+${count(sizes[i])})` : ''}`),
          ),
        ),
      ),
    );
    // Widths through the CSSOM (the page's CSP allows no inline style attribute).
    for (const fill of this.container.querySelectorAll('.layer-fill')) fill.style.width = `${fill.dataset.width}%`;
  }
}

export default {
  ...entry('attractor'),
  colorWords: { white: 'not in W (yet)', gray: 'joined the layer being built', black: 'in an earlier layer of W' },
  edgeWords: {
    tree: 'solid: a move looked at backwards, from a position in W',
    black: null,
    current: 'the move being looked at (backwards)',
  },
  programTitle: 'Attractor layers W0 ⊆ W1 ⊆ …',
  program: PROGRAM,
  applies: () => null,
  open: (game, options) => new AttractorRun(game, options),
  async openInTasks(game, options) {
    const trace = game.traceAttractor(playerOf(options.player));
    return new AttractorRun(game, options, { trace, events: await readEventsInTasks(trace) });
  },
  lines,
  sentence,
  panels: [
    { title: 'Layers', note: '|Wi| per i', make: (container) => new LayersPanel(container) },
    {
      title: 'Joined W',
      make: (container) =>
        new EventRowsPanel(container, {
          kind: 'join',
          empty: 'W is empty',
          columns: [{ label: 'position' }, { label: 'layer' }, { label: 'moves' }],
          cells: (run, event) => [
            run.names[event.position],
            `W${event.layer}`,
            run.isEnd[event.position]
              ? 'end'
              : run.movers[event.position] === run.who.mover
                ? run.who.name
                : run.who.other,
          ],
        }),
    },
  ],
  counts: (run, frame) =>
    countSteps(
      run,
      frame,
      (i) => run.events[i].kind === 'notify',
      (i) => run.events[i].kind === 'join',
    ),
  claims(run) {
    const reachable = run.reachable;
    const { layers } = run.frameAt(run.steps);
    const positions = new Map();
    layers.forEach((layer, v) => {
      if (reachable[v]) positions.set(run.names[v], layer !== NO_LAYER);
    });
    return { wins: { player: run.player, positions } };
  },
};

/** The player of the link's `player` (Paul unless it names Carole). */
function playerOf(player) {
  return PLAYERS[player] ? player : 'paul';
}
