// The page's status chrome: the busy line over the drawing, the placeholder in its place, the
// notice above the page and the fatal error. Each writes only its own elements; the page's status
// ("loading" while busy, "error" after a fatal one) goes to the listener given to reportStatus
// (the explorer store, which writes #app's data-state).

import { byId } from '../core/index.js';

/** @type {(status: string) => void} */
let report = () => {};

/** Who is told the page's status ('loading' | 'error'). */
export function reportStatus(listener) {
  report = listener;
}

/** Says what the page is busy with ("Loading…"), or hides the busy line (null). */
export function setBusy(phase) {
  const busy = byId('graph-status');
  if (phase == null) {
    busy.hidden = true;
    return;
  }
  report('loading');
  busy.hidden = false;
  byId('graph-status-text').textContent = `${phase}…`;
}

/** A sentence in place of the drawing (null hides it). */
export function placeholder(text) {
  const element = byId('graph-placeholder');
  element.hidden = text == null;
  element.textContent = text ?? '';
}

/** A message above the page (null hides it). Always text, never markup. */
export function notice(text) {
  const element = byId('notice');
  element.hidden = text == null;
  byId('notice-text').textContent = text ?? '';
}

/** Something went wrong that the page cannot recover from: said above the page, logged. */
export function fatal(error) {
  const message = error?.message ?? String(error);
  console.warn('Game Graph Lab:', error);
  notice(`Something went wrong: ${message}`);
  report('error');
}
