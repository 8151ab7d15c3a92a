// Code loaded when first used (the Sequence lab, the game text editor, draw mode): a chunk of its
// own that the first screen never asks for, imported once. The browser keeps a failed dynamic
// import failed, so a failure says to reload; meanwhile a line where the part will be says it
// is loading.

import { h } from './dom.js';

/**
 * Returns `get()`: a promise of what `load()` resolves to, loaded once; `what` names the part in
 * the sentences ("the code editor"); `say(sentence)` tells the user it failed (each time it is
 * asked for again), and `get()` then resolves to null.
 */
export function onDemand(what, load, say) {
  let loading = null;
  return () => {
    loading ??= load().then(
      (value) => ({ value }),
      (error) => ({ error }),
    );
    return loading.then(({ value, error }) => {
      if (!error) return value;
      say(loadFailed(what, error));
      return null;
    });
  };
}

/** The sentence for a part that could not be loaded. */
export function loadFailed(what, error) {
  return `${what[0].toUpperCase()}${what.slice(1)} could not be loaded (${error.message}): check the connection, then reload the page.`;
}

/** A "Loading …" line put into `host` until the part fills it (returns the line, to remove). */
export function loadingLine(host, what) {
  const line = h('p', { class: 'muted', role: 'status', 'data-loading': '' }, `Loading ${what}…`);
  host.append(line);
  return line;
}
