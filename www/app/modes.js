// The page's modes and their tabs: the explorer, play (www/play/), practice (www/practice/), draw
// (www/draw/) and the Sequence lab (www/lab/). Which tab is current (aria-current="page"), where
// the other tabs lead (their links are views: www/link/link.js), and which mode a newly chosen game
// keeps. The modes' own views are made in main.js and handed in.

import { byId } from '../core/index.js';
import { formatHash, newPlay } from '../link/index.js';
import { formatLabHash } from '../lab/index.js';
import { STARTER_TEXT } from '../draw/index.js';

const TABS = ['tab-explorer', 'tab-play', 'tab-practice', 'tab-draw', 'tab-lab'];

/** Marks one tab as the page shown. */
export function setTabCurrent(id) {
  for (const tab of TABS) {
    if (tab === id) byId(tab).setAttribute('aria-current', 'page');
    else byId(tab).removeAttribute('aria-current');
  }
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
  showPracticeTab(shown);
}

/** The Explorer tab leads to `view` (the mode shown, left: its own tab is current). */
export function linkExplorerTab(view) {
  const shown = { ...view, present: undefined, embed: undefined };
  setTabLink('tab-explorer', () => formatHash(shown), carried(shown));
}

/** While practising the Practice tab (its link: linkTabs) is the current tab and the Explorer
 * tab leads back to the same step without questions. */
export function showPracticeTab(view) {
  if (!view.practice || view.play || view.draw) return;
  setTabCurrent('tab-practice');
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

/**
 * Shows the explorer or the Sequence lab (the other is hidden; a lab run is stopped). view: the
 * explorer's view (null before the first); stopHashWrite(): drops a pending rewrite of the link;
 * pageShown(which): the page shown is told (the store: #app's data-view, and the lab is ready).
 */
export function showTab(which, { view, player, drawMode, lab, stopHashWrite, pageShown }) {
  const labShown = which === 'lab';
  byId('lab').hidden = !labShown;
  byId('explorer-view').hidden = labShown;
  for (const [id, shown] of [
    ['tab-explorer', !labShown],
    ['tab-lab', labShown],
  ]) {
    if (shown) byId(id).setAttribute('aria-current', 'page');
    else byId(id).removeAttribute('aria-current');
  }
  if (labShown) player.pause();
  if (labShown) drawMode.close();
  byId('tab-play').removeAttribute('aria-current');
  byId('tab-practice').removeAttribute('aria-current');
  byId('tab-draw').removeAttribute('aria-current');
  if (!labShown) {
    lab.hide();
    // Coming back to the lab reopens its last experiment (same parameters, same numbers),
    // not the default one.
    byId('tab-lab').setAttribute('href', formatLabHash(lab.params));
    pageShown('explorer');
  } else {
    stopHashWrite();
    pageShown('lab');
    if (view) linkExplorerTab(view);
  }
}
