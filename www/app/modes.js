// The page's modes and their tabs: the explorer, play (www/play/), practice (www/practice/), draw
// (www/draw/) and the Sequence lab (www/lab/). Which tab is current (aria-current="page") and
// where the other tabs lead (their links are views: www/link/link.js), followed from the page
// store; and which mode a newly chosen game keeps.

import { byId } from '../core/index.js';
import { formatHash, newPlay } from '../link/index.js';
import { DEFAULT_PARAMS, formatLabHash, parseLabHash } from '../lab/index.js';
import { STARTER_TEXT } from '../draw/index.js';

const TABS = ['tab-explorer', 'tab-play', 'tab-practice', 'tab-draw', 'tab-lab'];

/** The tab of the page `state` shows. */
export function currentTab(state) {
  if (state.page === 'lab') return 'tab-lab';
  if (state.section === 'play') return 'tab-play';
  if (state.section === 'draw') return 'tab-draw';
  const view = state.view;
  return view?.practice && !view.play && !view.draw ? 'tab-practice' : 'tab-explorer';
}

/** The link of the lab's experiment shown last (its defaults before any). */
export function labLink(state) {
  return formatLabHash((state.lab && parseLabHash(state.lab).params) || DEFAULT_PARAMS);
}

/**
 * The tabs follow `store`: the current one is the page shown; the others lead to the game shown
 * in their mode (seed(): a new game of play's seed), the lab's to its last experiment (the same
 * parameters, the same numbers), the explorer's, from another mode, back to the same game.
 */
export function followTabs(store, seed) {
  let current = null;
  store.subscribe((state, action) => {
    const tab = currentTab(state);
    if (tab !== current) {
      current = tab;
      for (const id of TABS) {
        if (id === tab) byId(id).setAttribute('aria-current', 'page');
        else byId(id).removeAttribute('aria-current');
      }
    }
    switch (action.type) {
      case 'settled':
        return linkTabs(state.view, action.text, seed);
      case 'play':
        // Made now: play's own "show the explorer" needs the link too.
        return setTabLink('tab-explorer', () => action.explorer, null);
      case 'drawMode':
        return linkExplorerTab({ ...state.view, draw: undefined });
      case 'page':
        if (state.page === 'lab') {
          if (state.view) linkExplorerTab(state.view);
        } else byId('tab-lab').setAttribute('href', labLink(state));
    }
  });
}

/** A custom text longer than this gets the tabs' links made only when a tab is about to be
 * used: a 4 MB text's three links (1.4 MB each), built and set in the task that shows its
 * result, would make it a long one. */
const LAZY_LINK_CHARS = 64 * 1024;
/** What a lazy tab leads to until its link is made: the mode with the user's own text. */
const SHORT_LINKS = {
  'tab-explorer': '#game=custom',
  'tab-play': '#game=custom&mode=play',
  'tab-practice': '#game=custom&mode=practice',
  'tab-draw': '#game=custom&mode=draw',
};
/** Per lazy tab, the function that makes its link. */
const lazyLinks = new Map();
/** The tabs whose links can be made on use (listeners added once). */
const listening = new WeakSet();
/** The tabs that lead to the page as it is now (the explorer's tab while it is shown): their
 * link is the address at the moment of use, so pressing one changes nothing. */
const here = new Set();

/**
 * Sets a tab's link (`make()`): now, or, when it carries a long custom text (`text`, null for
 * none), once the tab is about to be used — a press, a focus or the click itself (the browser
 * reads the link after the click's listeners). Every write of a tab's link goes through here,
 * so a link made later is never an older one.
 */
export function setTabLink(id, make, text) {
  const tab = byId(id);
  if (!listening.has(tab)) {
    for (const type of ['pointerdown', 'focus', 'click', 'contextmenu'])
      tab.addEventListener(type, () => useLink(tab), { capture: true });
    listening.add(tab);
  }
  here.delete(id);
  const lazy = text != null && text.length > LAZY_LINK_CHARS;
  if (lazy) lazyLinks.set(id, make);
  else lazyLinks.delete(id);
  tab.setAttribute('href', lazy ? SHORT_LINKS[id] : make());
}

/** Makes a lazy tab's link now, once; a tab that leads here gets the address of now. */
function useLink(tab) {
  if (here.has(tab.id)) {
    lazyLinks.delete(tab.id);
    tab.setAttribute('href', location.hash || '#');
    return;
  }
  const make = lazyLinks.get(tab.id);
  if (!make) return;
  lazyLinks.delete(tab.id);
  tab.setAttribute('href', make());
}

/** The text a view's link carries (a custom game's), or null. */
const carried = (view) => (view?.game === 'custom' ? (view.text ?? null) : null);

/** The Play, Practice and Draw tabs open the game shown (`view`; a custom game's `text`: the one
 * typed or drawn, even when not a game yet), with the algorithm shown (seed(): a new game of
 * play's seed): called once that is settled, in the explorer, practice, play and draw modes alike. */
export function linkTabs(shown, text, seed) {
  // (Not projected nor embedded: each tab opens the page itself.)
  const view = {
    ...shown,
    play: undefined,
    practice: undefined,
    draw: undefined,
    present: undefined,
    embed: undefined,
  };
  if (view.game === 'custom') view.text = text;
  const custom = carried(view);
  setTabLink('tab-play', () => formatHash({ ...view, step: 0, play: newPlay(seed()) }), custom);
  setTabLink('tab-practice', () => formatHash({ ...view, step: 0, practice: true }), custom);
  setTabLink(
    'tab-draw',
    () =>
      formatHash({
        game: 'custom',
        params: [],
        text: view.game === 'custom' ? text : STARTER_TEXT,
        step: 0,
        draw: true,
      }),
    custom,
  );
  // In the explorer its own tab leads here (not to the game it was left for last time).
  if (!shown.practice && !shown.play && !shown.draw) {
    // (A long text's address is not copied now: the tab gets it when used, as lazy links do.)
    setTabLink('tab-explorer', () => location.hash || '#', custom);
    here.add('tab-explorer');
  }
  linkPracticeTabs(shown);
}

/** The Explorer tab leads to `view` (the mode shown, left: its own tab is current). */
export function linkExplorerTab(view) {
  const shown = { ...view, present: undefined, embed: undefined };
  setTabLink('tab-explorer', () => formatHash(shown), carried(shown));
}

/** While practising the Explorer tab leads back to the same step without questions. */
function linkPracticeTabs(view) {
  if (!view.practice || view.play || view.draw) return;
  linkExplorerTab({ ...view, practice: undefined });
}

/** A view chosen while playing (in `shown`) stays in play mode: a new game (seed(): its seed),
 * same side and hints; one chosen while drawing stays in draw mode. */
export function keepMode(view, shown, seed) {
  const playing = shown?.play;
  if (shown?.draw) return { ...view, draw: true };
  if (!playing) return view;
  return { ...view, play: { ...newPlay(seed(), playing.as), hints: playing.hints } };
}
