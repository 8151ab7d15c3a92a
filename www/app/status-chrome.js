// The page's status chrome, rendered from the store (www/store/): the busy line over the
// drawing, the sentence in place of the drawing and the notice above the page. Any layer says
// these through core's status actions (www/core/status.js); only this view writes them.

import { byId } from '../core/index.js';

/** A store subscriber that keeps the status chrome equal to the state. */
export function statusChrome() {
  const busy = byId('graph-status');
  const busyText = byId('graph-status-text');
  const placeholder = byId('graph-placeholder');
  const notice = byId('notice');
  const noticeText = byId('notice-text');
  return (state) => {
    busy.hidden = state.busy == null;
    if (state.busy != null) busyText.textContent = `${state.busy}…`;
    placeholder.hidden = state.placeholder == null;
    placeholder.textContent = state.placeholder ?? '';
    notice.hidden = state.notice == null;
    noticeText.textContent = state.notice ?? '';
  };
}
