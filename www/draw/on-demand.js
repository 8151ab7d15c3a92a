//! Draw mode follows the page store (www/store/): a custom text opened in draw mode is drawn at
//! once, the engine's verdict on it (`drawMode`) is shown when it comes, and any other view or
//! the lab closes it. Its code (mode.js, the model, the view, the inspector) is loaded when a
//! draw link is first opened, not with the first screen, and with it the engine's on-demand
//! part, which reads the drawing's lines (www/engine/extras.js); what the store asked meanwhile
//! is done, in order, once it is made. The section is shown by the page (www/app/regions.js)
//! while the store's section is draw mode's.

import { onDemand, loadingLine, notice } from '../core/index.js';
import { loadExtras } from '../engine/index.js';

/** Follows `store` with draw mode in `root`; options: as mode.js's DrawMode. Returns {active}:
 * whether draw mode holds the page's keys. */
export function drawFollower(root, store, options) {
  let mode = null;
  let line = null;
  const calls = []; // [name, args]
  const get = onDemand(
    'draw mode',
    () => Promise.all([import('./mode.js'), loadExtras()]).then(([module]) => module),
    (sentence) => {
      if (line) line.textContent = sentence;
      notice(sentence);
    },
  );
  const call = (name, ...args) => {
    if (mode) return mode[name](...args);
    // Nothing to close before it was ever opened (every view that is not drawn closes it).
    if (name === 'close' && !calls.length) return;
    calls.push([name, args]);
    if (line) return;
    line = loadingLine(root, 'draw mode');
    get().then((module) => {
      if (!module) return;
      line.remove();
      mode = new module.DrawMode(root, options);
      for (const [queued, given] of calls.splice(0)) mode[queued](...given);
    });
  };
  store.subscribe((state, action) => {
    const { view } = state;
    if (action.type === 'open') {
      // A link opened starts a new history of drawing edits: Undo never brings back another
      // link's game.
      if (view.draw && view.game === 'custom') call('open', view.text ?? '', state.origin === 'link');
      else call('close');
    } else if (action.type === 'drawMode') {
      call('open', view.text ?? '');
      const { errors, summary, solved } = action.verdict;
      call('judged', errors, summary, solved);
    } else if (action.type === 'clear' && !view?.draw) {
      // The game is shown by the explorer instead (too many positions to draw by hand).
      call('close');
    } else if (action.type === 'page' && action.page === 'lab') call('close');
  });
  return {
    get active() {
      return mode ? mode.active : calls.length > 0;
    },
  };
}
