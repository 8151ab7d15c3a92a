// The Sequence lab, made when first shown: its code and its plotting library (uPlot) are a chunk
// of their own (./lab-view.js), which a page opened for the explorer never loads, and the lab runs
// on the engine's on-demand part (www/engine/extras.js), loaded with it. Until the
// LabView is made, this stands in for it (open, hide, params), in order.

import { onDemand } from '../core/index.js';
import { loadExtras } from '../engine/index.js';
import { DEFAULT_PARAMS, parseLabHash } from './params.js';

/** host: the lab's section; notice(sentence): the page's notice; onHash(hash): the lab wrote its
 * link (LabView's own option). */
export function labOnDemand(host, { notice, onHash }) {
  let asked = null; // the last lab link opened (its experiment, until the lab is made)
  const get = onDemand(
    'the Sequence lab',
    () => Promise.all([import('./lab-view.js'), loadExtras()]).then(([module]) => module),
    notice,
  );
  const stand = {
    view: null,
    get params() {
      return stand.view?.params ?? (asked && parseLabHash(asked).params) ?? { ...DEFAULT_PARAMS };
    },
    hide: () => stand.view?.hide(),
    open(hash) {
      asked = hash;
      get().then((module) => {
        if (!module) return;
        stand.view ??= new module.LabView(host, { notice, onHash });
        // Still the lab shown (the user may have gone back to the explorer meanwhile).
        if (!host.hidden) stand.view.open(hash);
      });
    },
  };
  return stand;
}
