// The words of the page's status chrome, rendered from the store (www/store/): what the busy line
// over the drawing says, the sentence in place of the drawing and the notice above the page
// (www/app/regions.js shows each while the state has one). Any layer says these through core's
// status actions (www/core/status.js).

import { byId } from '../core/index.js';

/** A store subscriber that keeps the status chrome's words equal to the state's. */
export function statusChrome() {
  const busy = byId('graph-status-text');
  const placeholder = byId('graph-placeholder');
  const notice = byId('notice-text');
  return (state) => {
    if (state.busy != null) busy.textContent = `${state.busy}…`;
    placeholder.textContent = state.placeholder ?? '';
    notice.textContent = state.notice ?? '';
  };
}
