// The Sequence lab, made when first shown: its code and its plotting library (uPlot) are a chunk
// of their own (./lab-view.js), which a page opened for the explorer never loads, and the lab runs
// on the engine's on-demand part (www/engine/extras.js), loaded with it. The lab follows the page
// store: a lab link shown opens its experiment (once the LabView is made), the explorer shown
// hides it (a run is stopped); the page shows its section (www/app/regions.js).

import { notice, onDemand } from '../core/index.js';
import { loadExtras } from '../engine/index.js';

/** host: the lab's section; store: the page store; onHash(hash): the lab wrote its link
 * (LabView's own option). */
export function labOnDemand(host, store, { onHash }) {
  let view = null;
  const get = onDemand(
    'the Sequence lab',
    () => Promise.all([import('./lab-view.js'), loadExtras()]).then(([module]) => module),
    notice,
  );
  store.subscribe((state, action) => {
    if (action.type !== 'page') return;
    if (state.page !== 'lab') return view?.hide();
    const hash = action.hash;
    get().then((module) => {
      if (!module) return;
      view ??= new module.LabView(host, { notice, onHash });
      // Still the lab shown (the user may have gone back to the explorer meanwhile).
      if (store.state.page === 'lab' && hash) view.open(hash);
    });
  });
}
