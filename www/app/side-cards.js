// The cards beside the drawing (board, pseudocode, stack, times, legend) fold to their heading one
// by one, and on a wide screen all of them can be put away at once, so the drawing gets their
// width (the graph box's resize observer then fits the drawing again). What the user folded is
// kept for the tab's session: stepping, another game or a reload keep it.

import { sessionStore } from '../core/index.js';

/** What each card's fold button names ("Hide pseudocode"), by the card's data-card. */
const CARD_WORDS = {
  board: 'board',
  pseudocode: 'pseudocode',
  stack: 'stack',
  times: 'times and values',
  legend: 'legend',
};

/** The session storage key: {hidden: boolean, folded: [card names]}. */
export const CARDS_KEY = 'gamegraph.cards';

/** @typedef {{ hidden: boolean, folded: string[] }} CardsState */

/** What the session kept (nothing folded when it kept nothing or cannot be read).
 * @returns {CardsState} */
export function readCards(storage = sessionStore()) {
  try {
    const kept = JSON.parse(storage?.getItem(CARDS_KEY) ?? 'null');
    return {
      hidden: kept?.hidden === true,
      folded: Array.isArray(kept?.folded) ? kept.folded.filter((name) => typeof name === 'string') : [],
    };
  } catch {
    return { hidden: false, folded: [] };
  }
}

/** Keeps `cards` for the session; a storage that refuses only forgets it.
 * @param {CardsState} cards */
export function keepCards(cards, storage = sessionStore()) {
  try {
    storage?.setItem(CARDS_KEY, JSON.stringify(cards));
  } catch {
    // Not remembered; still folded.
  }
}

/** What a card's fold button says for `what` (its heading's words) when `open` or not. */
export function toggleWords(what, open) {
  return `${open ? 'Hide' : 'Show'} ${what}`;
}

/** Wires the side's buttons: `side` holds the cards (section[data-card]) and the button that puts
 * them all away (#btn-side); each card's head holds its fold button (.card-toggle).
 * @param {HTMLElement} side */
export function setUpSideCards(side) {
  const state = readCards();
  const all = /** @type {HTMLButtonElement} */ (side.querySelector('#btn-side'));
  const workspace = side.parentElement;

  const showAll = () => {
    workspace?.classList.toggle('cards-hidden', state.hidden);
    all.setAttribute('aria-expanded', String(!state.hidden));
    const words = state.hidden ? 'Show side cards' : 'Hide side cards';
    all.setAttribute('aria-label', words);
    all.title = state.hidden
      ? 'Show the cards beside the drawing again'
      : 'Hide the cards beside the drawing, so it gets their width';
    const wide = all.querySelector('.label-wide');
    const narrow = all.querySelector('.label-narrow');
    if (wide) wide.textContent = state.hidden ? 'Show cards' : 'Hide cards';
    if (narrow) narrow.textContent = state.hidden ? '«' : '»';
  };
  all.addEventListener('click', () => {
    state.hidden = !state.hidden;
    keepCards(state);
    showAll();
  });
  showAll();

  for (const button of side.querySelectorAll('button.card-toggle')) {
    const toggle = /** @type {HTMLButtonElement} */ (button);
    const name = toggle.dataset.card ?? '';
    const card = /** @type {HTMLElement | null} */ (toggle.closest('.card[data-card]'));
    if (!card) continue;
    const what = CARD_WORDS[name] ?? name;
    const show = () => {
      const open = !state.folded.includes(name);
      card.dataset.folded = String(!open);
      toggle.setAttribute('aria-expanded', String(open));
      toggle.setAttribute('aria-label', toggleWords(what, open));
      toggle.title = toggleWords(what, open);
    };
    toggle.addEventListener('click', () => {
      state.folded = state.folded.includes(name)
        ? state.folded.filter((folded) => folded !== name)
        : [...state.folded, name];
      keepCards(state);
      show();
    });
    show();
  }
}
