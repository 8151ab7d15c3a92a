// Play mode's view (play-view.js: the board, the moves, hints, the history, the drawing beside
// them) is loaded when a game of play is first shown (the Play tab or a play link), not with the
// first screen. Until the PlayView is made, this follows the page store in its place: the
// play section says it is loading, and the game asked for meanwhile is handed to the view once it
// is made, unless another game or the lab was shown since. A failed load says so there and ends
// the page's load (the explorer's link stays offered by the tabs).

import { loadingLine, notice, onDemand } from '../core/index.js';

/** options: as play-view.js's PlayView ({root, store, marks, worker}). Returns the stand-in:
 * `active`, as the view's. The section is shown by the page (www/app/regions.js) while the
 * store's section is play mode's. */
export function playOnDemand(options) {
  const { root, store } = options;
  /** @type {any} */
  let view = null;
  let line = null;
  /** The `play` action waiting for the view, with the store's token then; null: none. */
  let pending = null;
  const get = onDemand(
    'play mode',
    () => import('./play-view.js'),
    (sentence) => {
      if (line) line.textContent = sentence;
      notice(sentence);
    },
  );
  // The view follows the store through this subscription (its own would miss what came before);
  // it still tells the store what it does.
  const relay = { subscribe() {}, dispatch: (action) => store.dispatch(action) };
  store.subscribe((state, action) => {
    if (view) return view.follow(state, action);
    if (action.type === 'play') {
      pending = { action, token: state.token };
      line ??= loadingLine(root, 'play mode');
      load();
    } else if (action.type === 'clear' || (action.type === 'page' && action.page === 'lab')) {
      pending = null;
      // As the view's closing does: the root's play marks go.
      if (state.marks.mode === 'play') options.marks.set({ mode: undefined });
      options.marks.set({ current: undefined, result: undefined });
    }
  });

  function load() {
    get().then((module) => {
      if (!module) {
        // Nothing to play: the page's load ends here, the section saying why.
        if (pending) store.dispatch({ type: 'played' });
        pending = null;
        return;
      }
      if (view) return;
      line?.remove();
      line = null;
      view = new module.PlayView({ ...options, store: relay });
      const waiting = pending;
      pending = null;
      if (waiting && waiting.token === store.state.token) view.follow(store.state, waiting.action);
    });
  }

  return {
    get active() {
      return view ? view.active : pending != null;
    },
  };
}
