//! Draw mode's code (mode.js, the model, the view, the inspector) is loaded when the Draw tab or
//! a draw link is first opened, not with the first screen, and with it the engine's on-demand
//! part, which reads the drawing's lines (www/engine/extras.js). Until it is made, this stands in
//! for the DrawMode with its methods: what the page asks of it is kept in order and done once it
//! is made; `open` always answers through a promise (its refusal, or null).

import { onDemand, loadingLine } from '../core/index.js';
import { loadExtras } from '../engine/index.js';

/** root, options: as mode.js's DrawMode; say(sentence): the page's notice. */
export function drawOnDemand(root, options, say) {
  let mode = null;
  let line = null;
  const calls = []; // [name, args, resolve]
  const get = onDemand(
    'draw mode',
    () => Promise.all([import('./mode.js'), loadExtras()]).then(([module]) => module),
    (sentence) => {
      if (line) line.textContent = sentence;
      say(sentence);
    },
  );
  const later = (name, args) =>
    new Promise((resolve) => {
      calls.push([name, args, resolve]);
      root.hidden = name === 'close';
      if (line) return;
      line = loadingLine(root, 'draw mode');
      get().then((module) => {
        if (!module) return;
        line.remove();
        root.hidden = true;
        mode = new module.DrawMode(root, options);
        for (const [queued, given, done] of calls.splice(0)) done(mode[queued](...given));
      });
    });
  return {
    get active() {
      return mode ? mode.active : !root.hidden;
    },
    open: (text, fresh) => (mode ? Promise.resolve(mode.open(text, fresh)) : later('open', [text, fresh])),
    judged: (...args) => (mode ? mode.judged(...args) : later('judged', args)),
    // Nothing to close before it was ever opened (every view that is not drawn closes it).
    close() {
      if (mode) return mode.close();
      if (calls.length) later('close', []);
    },
  };
}
