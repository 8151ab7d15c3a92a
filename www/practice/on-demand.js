// Practice mode's code (the view, its questions and answers) is loaded when a round is first
// shown (the Practice tab or a practice link), not with the first screen. Until the PracticeView
// is made, this follows the page store in its place: the store's actions seen meanwhile are
// handed to the view, in order, once it is made; the practice section says it is loading.

import { loadingLine, notice, onDemand } from '../core/index.js';

/** options: as practice-view.js's PracticeView ({root, store, …}). Returns the stand-in:
 * `active`, as the view's. */
export function practiceOnDemand(options) {
  const { root, store } = options;
  let view = null;
  let line = null;
  const pending = []; // the store's actions while the view is loading
  const get = onDemand(
    'practice mode',
    () => import('./practice-view.js'),
    (sentence) => {
      if (line) line.textContent = sentence;
      notice(sentence);
    },
  );
  // The view follows the store through this subscription (its own would miss what came before).
  const quiet = { ...options, store: { subscribe() {} } };
  store.subscribe((state, action) => {
    if (view) return view.follow(state, action);
    if (line) return void pending.push(action);
    // Until then a view would only have stayed closed, its next round fresh (as a new one is).
    const { view: shown } = state;
    if (action.type !== 'shown' || !shown?.practice || shown.play || shown.draw) return;
    pending.push(action);
    // The practice section says it is loading (the page shows it in practice mode).
    options.marks.set({ mode: 'practice' });
    line = loadingLine(root, 'practice mode');
    get().then((module) => {
      if (!module) return;
      line.remove();
      view = new module.PracticeView(quiet);
      for (const queued of pending.splice(0)) view.follow(store.state, queued);
    });
  });
  return {
    get active() {
      return view ? view.active : line != null;
    },
  };
}
