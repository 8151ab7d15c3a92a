// Projector mode (present=1, or the "Present" button): the page fills the screen (the Fullscreen
// API when a click asks for it; a page opened from a link cannot go full screen without a
// gesture, so it fills the window), the graph and the step's sentence are large, the names on the
// drawing at least PROJECTED_NAME_PX, the side cards hidden until C shows them, high contrast
// (present.css), and everything is done with keys: → ← space Home End step (the player's keys),
// Page Down / Page Up (what a presentation clicker sends) go to the next / previous slide in a
// lesson and step otherwise, C the side cards, Esc leaves.
// The keys are said on screen for KEYS_SHOWN_MS as it starts. Leaving gives the page back as it
// was: the root's data-present goes, the link loses present=1.

import { byId, flash, h, typingIn } from '../core/index.js';
import { setNameMinimum } from '../drawing/index.js';

/** Names on the drawing are at least this tall on screen while projected (px). */
export const PROJECTED_NAME_PX = 18;
/** How long the keys are said as projection starts (ms). */
const KEYS_SHOWN_MS = 5000;
const KEYS_TEXT = '→ next step · ← back · space play · Home/End · C side cards · Esc leave';
/** What the keys say more in a lesson. */
const LESSON_KEYS_TEXT = 'Page Down/Up next/previous slide · ';

export class Projector {
  /**
   * ctx: {button (the Present button), marks ({get, set}: the root's attributes), edit(fields):
   * changes the view shown (its link follows), presenting(): whether the view shown asks for it,
   * player (www/explorer/player.js), drawing(): the view drawn now (to draw its names again),
   * slides(by): a lesson's next (1) or previous (-1) slide, false when no lesson is shown}.
   */
  constructor(ctx) {
    this.ctx = ctx;
    this.on = false;
    this.keys = h('p', { class: 'present-keys', role: 'note', hidden: '' }, `Keys: ${KEYS_TEXT}`);
    byId('app').append(this.keys);
    this.timer = 0;
    ctx.button.addEventListener('click', () => this.start());
    document.addEventListener('keydown', (event) => this.onKey(event));
    document.addEventListener('fullscreenchange', () => {
      // Esc in full screen is the browser's: it leaves full screen, and so the presentation.
      if (this.on && !document.fullscreenElement && this.full) this.ctx.edit({ present: undefined });
      this.full = Boolean(document.fullscreenElement);
    });
  }

  /** The Present button: full screen (the click allows it), then the view says present=1. */
  start() {
    const root = document.documentElement;
    // Refused in a frame without allow="fullscreen", or by the user: the window is filled.
    root.requestFullscreen?.().then(
      () => (this.full = true),
      () => {},
    );
    this.ctx.edit({ present: true });
  }

  /** Follows the view shown (a link, Back, the button, Esc): on or off. */
  sync() {
    const wanted = this.ctx.presenting();
    if (wanted === this.on) return;
    this.on = wanted;
    this.ctx.marks.set({ present: wanted ? 'true' : undefined, cards: undefined });
    setNameMinimum(wanted ? PROJECTED_NAME_PX : null);
    // Drawn again once the new layout has its size.
    requestAnimationFrame(() => this.ctx.drawing()?.relabel?.());
    if (wanted) {
      // The keys go to the page, not to the button just pressed (space would press it again).
      /** @type {HTMLElement | null} */ (document.activeElement)?.blur?.();
      this.sayKeys();
    } else {
      flash(this.keys, 0);
      if (document.fullscreenElement) document.exitFullscreen?.().catch(() => {});
    }
  }

  /** Says the keys for a while. */
  sayKeys() {
    const lesson = Boolean(this.ctx.marks.get('lesson'));
    flash(this.keys, KEYS_SHOWN_MS, `Keys: ${lesson ? LESSON_KEYS_TEXT : ''}${KEYS_TEXT}`);
  }

  onKey(event) {
    if (!this.on || event.altKey || event.ctrlKey || event.metaKey || typingIn(event)) return;
    const player = this.ctx.player;
    const actions = {
      Escape: () => this.ctx.edit({ present: undefined }),
      PageDown: () => this.ctx.slides(1) || player.go(player.step + 1),
      PageUp: () => this.ctx.slides(-1) || player.go(player.step - 1),
      c: () => this.ctx.marks.set({ cards: this.ctx.marks.get('cards') ? undefined : 'true' }),
      '?': () => this.sayKeys(),
    };
    const action = actions[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }
}
