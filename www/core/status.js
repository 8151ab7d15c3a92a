// The page's status, said from any layer: what it is busy with, a notice above the page, a
// sentence in place of the drawing, and a failure it cannot recover from. These only send an
// action ({type: 'busy' | 'notice' | 'placeholder' | 'fatal', …}) to the page's store, which the
// page connects at boot (www/app/main.js); the status chrome renders it from the store's state.
// Sent before the store is connected, an action waits for it.

/** @typedef {{type: 'busy', phase: string | null} | {type: 'notice', text: string | null} |
 *   {type: 'placeholder', text: string | null} | {type: 'fatal', message: string}} StatusAction */

/** @type {((action: StatusAction) => void) | null} */
let dispatch = null;
/** @type {StatusAction[]} */
const waiting = [];

/** The store's dispatch, which every status action goes to from now on. */
export function connectStatus(fn) {
  dispatch = fn;
  for (const action of waiting.splice(0)) fn(action);
}

/** @param {StatusAction} action */
function send(action) {
  if (dispatch) dispatch(action);
  else waiting.push(action);
}

/** Says what the page is busy with ("Loading"), or that it is no longer busy (null).
 * @param {string | null} phase */
export function setBusy(phase) {
  send({ type: 'busy', phase });
}

/** A sentence in place of the drawing (null: none).
 * @param {string | null} text */
export function placeholder(text) {
  send({ type: 'placeholder', text });
}

/** A message above the page (null: none). Always text, never markup.
 * @param {string | null} text */
export function notice(text) {
  send({ type: 'notice', text });
}

/** Something went wrong that the page cannot recover from: said above the page, logged.
 * @param {unknown} error */
export function fatal(error) {
  const message = /** @type {any} */ (error)?.message ?? String(error);
  console.warn('Game Graph Lab:', error);
  send({ type: 'fatal', message });
}
