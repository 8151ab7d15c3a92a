// The few positions of a whole-game drawing that are DOM elements (the testability contract, and
// what assistive technology and a click can reach): the start, the focus, the move's other end
// and the position under the pointer, each a transparent box over its mark carrying
// data-position, data-color, data-value, data-outcome, data-player (and data-focus="true" on
// the focus), with its name, mover, value and outcome as its title. Thousands of positions stay
// pixels.

import { COLOR_NAMES, dataValue, h, OUTCOME_WORDS, showValue } from '../../core/index.js';
import { KIND } from './marks.js';

const PLAYERS = ['paul', 'carole', 'end'];
const MOVERS = ['Paul (max) moves', 'Carole (min) moves', 'end position'];
const OUTCOME_SENTENCES = { paul: 'Paul wins', carole: 'Carole wins', draw: 'a draw' };

export class Pins {
  /** Pins made in `layer` (a positioned element over the canvases). */
  constructor(layer) {
    this.layer = layer;
    /** id → {element, roles, text}. */
    this.pins = new Map();
  }

  /**
   * Pins exactly the positions of `roles` ({start, focus, target, hover}: ids, −1 for none), with
   * what `describe(v)` says ({name, kind, color, value, outcome}); `place(v)` gives the box on
   * screen ({x, y, size}).
   */
  update(roles, describe, place) {
    const wanted = new Map();
    for (const [role, v] of Object.entries(roles)) {
      if (v < 0) continue;
      if (!wanted.has(v)) wanted.set(v, new Set());
      wanted.get(v).add(role);
    }
    // A pin no longer wanted is given to a position newly wanted (the focus moves every step:
    // an element removed and another made per step cost more than the rest of the pins' work).
    const freed = [];
    for (const [v, pin] of this.pins) {
      if (!wanted.has(v)) {
        freed.push(pin);
        this.pins.delete(v);
      }
    }
    for (const [v, roleSet] of wanted) {
      let pin = this.pins.get(v);
      if (!pin) {
        pin = freed.pop();
        if (!pin) {
          pin = { element: h('div', { class: 'whole-pin' }), attrs: {} };
          this.layer.appendChild(pin.element);
        }
        this.pins.set(v, pin);
      }
      const d = describe(v);
      const attrs = {
        'data-position': d.name,
        'data-player': PLAYERS[d.kind],
        'data-color': COLOR_NAMES[d.color],
        'data-value': dataValue(d.value),
        'data-outcome': d.outcome,
        'data-focus': roleSet.has('focus') ? 'true' : null,
        'data-start': roleSet.has('start') ? 'true' : null,
        title: positionWords(d),
      };
      for (const [name, text] of Object.entries(attrs)) {
        if (pin.attrs[name] === text) continue;
        if (text == null) pin.element.removeAttribute(name);
        else pin.element.setAttribute(name, text);
        pin.attrs[name] = text;
      }
      const { x, y, size } = place(v);
      pin.element.style.transform = `translate(${(x - size / 2).toFixed(1)}px, ${(y - size / 2).toFixed(1)}px)`;
      pin.element.style.width = pin.element.style.height = `${Math.max(size, 4).toFixed(1)}px`;
    }
    for (const pin of freed) pin.element.remove();
  }

  clear() {
    for (const pin of this.pins.values()) pin.element.remove();
    this.pins.clear();
  }
}

/** "x........: Carole (min) moves, value +1, Paul wins" (the hover's words). */
export function positionWords({ name, kind, value, outcome }) {
  const known = Number.isNaN(value) ? 'value not known yet' : `value ${showValue(value)}`;
  const result = OUTCOME_SENTENCES[outcome] ? `, ${OUTCOME_SENTENCES[outcome]}` : '';
  return `${name}: ${MOVERS[kind === KIND.end ? 2 : kind]}, ${known}${result}`;
}

/** The hover's words for a drawn position's element (any drawing's [data-position]: its
 * data-position, data-player, data-value and data-outcome). */
export function elementWords(element) {
  const { position, player, value: text, outcome } = element.dataset;
  const value = text == null || text === '' ? NaN : Number(text);
  const kind = Math.max(0, PLAYERS.indexOf(player ?? ''));
  return positionWords({ name: position ?? '', kind, value, outcome: outcome ?? OUTCOME_WORDS.ofValue(value) });
}
