// Embed mode (embed=1: a course page's iframe) and the "Copy embed code" button that makes one.
// Embedded, the page shows only the drawing, the step controls and the sentence (present.css)
// and keeps nothing in the browser's storage (the gate, www/core/storage.js, closes for the
// page's life); a link under the drawing opens the same view in the full page. The button copies
// the <iframe> snippet of the view shown (embed-code.js) and shows it in a box, with the note that
// the page's server must allow framing (README, Hosting); where the clipboard is refused the
// snippet there is selected, to copy by hand.

import { byId, flash, h, keepNothing } from '../core/index.js';
import { embedCode, embedTitle } from './embed-code.js';

/** How long the confirmation stays (ms). */
const TOAST_MS = 4000;

export class EmbedMode {
  /**
   * ctx: {button ("Copy embed code"), status (its confirmation), box (the snippet's box, with its
   * framing note and close button), field (the snippet's text field in it), marks ({set}), embedded(): whether the view shown asks for embed mode, link(changes):
   * the view shown's link with `changes` ({embed: true}) as a hash, title(): the view's heading}.
   */
  constructor(ctx) {
    this.ctx = ctx;
    this.on = false;
    this.timer = 0;
    this.open = h(
      'a',
      { class: 'embed-open', target: '_blank', rel: 'noopener', href: '#' },
      'Open in Game Graph Lab ↗',
    );
    // Its link is made when it is about to be followed (the view's step moves on meanwhile).
    for (const type of ['pointerdown', 'focus', 'click'])
      this.open.addEventListener(type, () => this.open.setAttribute('href', ctx.link({ embed: undefined })), {
        capture: true,
      });
    byId('graph').after(this.open);
    ctx.button.addEventListener('click', () => this.copy());
    const close = () => {
      ctx.box.hidden = true;
      ctx.button.focus();
    };
    ctx.box.querySelector('button').addEventListener('click', close);
    ctx.box.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') close();
    });
  }

  /** Follows the view shown: embedded or not (once embedded, nothing is kept for good). */
  sync() {
    const wanted = this.ctx.embedded();
    if (wanted === this.on) return;
    this.on = wanted;
    if (wanted) keepNothing();
    this.ctx.marks.set({ embed: wanted ? 'true' : undefined });
  }

  /** Copies the snippet for the view shown, or shows it to copy by hand. */
  async copy() {
    const { status, field, box } = this.ctx;
    const code = embedCode(
      location.href,
      this.ctx.link({ embed: true, present: undefined }),
      embedTitle(this.ctx.title()),
    );
    field.value = code;
    box.hidden = false;
    try {
      await navigator.clipboard.writeText(code);
      flash(status, TOAST_MS, 'Embed code copied: paste it into your course page');
    } catch {
      field.focus();
      field.select();
      flash(status, TOAST_MS, 'Copy the embed code from the field');
    }
  }
}
