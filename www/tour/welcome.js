// The Welcome card of a first visit: a non-modal dialog in the header (it covers nothing and
// takes no focus when it opens by itself, so a visitor — or a test — can use the page at once),
// offering the tour (run-tour.js, loaded on demand) or Skip. Skipping, closing or ending the tour
// is remembered (seen.js); the header's "Tour" button opens the card again, focused.

import { onDemand } from '../core/index.js';
import { quietView, rememberTour, tourSeen } from './seen.js';

/** How long the tour waits for the explorer to load before it starts with what is on screen. */
const EXPLORER_WAIT_MS = 20_000;

/** Resolves once `ready()` holds (checked each animation frame), or after `ms`. */
function until(ready, ms) {
  const end = performance.now() + ms;
  return new Promise((resolve) => {
    const check = () => (ready() || performance.now() > end ? resolve(undefined) : requestAnimationFrame(check));
    check();
  });
}

export class Welcome {
  /**
   * parts: {dialog, start, skip, reopen (the header's Tour button), explorer (shows the explorer:
   * the tour is a tour of it) and explorerShown() (whether it is on screen, loaded)};
   * say(sentence): the page's notice (a tour that could not be loaded says so there).
   */
  constructor({ dialog, start, skip, reopen, explorer, explorerShown }, say) {
    this.dialog = /** @type {HTMLDialogElement} */ (dialog);
    this.reopenButton = reopen;
    this.explorer = explorer;
    this.explorerShown = explorerShown;
    this.say = say;
    /** The running tour (a driver.js driver), or null. */
    this.tour = null;
    this.load = onDemand('the tour', () => import('./run-tour.js'), say);
    start.addEventListener('click', () => this.start());
    skip.addEventListener('click', () => this.close('skipped'));
    reopen.addEventListener('click', () => this.open(true));
    document.addEventListener('keydown', (event) => {
      // A popover open (the legend) takes this Escape for itself.
      if (event.key !== 'Escape' || !this.dialog.open || event.defaultPrevented) return;
      if (!document.querySelector(':popover-open')) this.close('skipped');
    });
  }

  /** Whether the tour is on screen (the explorer's keys wait meanwhile). */
  get touring() {
    return this.tour?.isActive() ?? false;
  }

  /** On a first visit (nothing remembered, not an embedded or projected view), the card opens
   * without taking the focus. */
  openOnFirstVisit(hash, rootData) {
    if (!tourSeen() && !quietView(hash, rootData)) this.open(false);
  }

  /** Opens the card; `focus`: asked for (the Tour button), so its first button takes the focus. */
  open(focus) {
    if (this.dialog.open) return;
    // show() would move the focus into the card: opened by itself, it leaves the focus alone.
    if (focus) this.dialog.show();
    else this.dialog.setAttribute('open', '');
  }

  /** Closes the card and remembers why. */
  close(how) {
    this.dialog.close();
    rememberTour(how);
  }

  /** "Start the tour": the card closes, the explorer is shown (from the lab, play or draw mode),
   * the tour's code loads and runs. */
  async start() {
    this.dialog.close();
    if (!this.explorerShown()) this.explorer();
    const [module] = await Promise.all([this.load(), until(this.explorerShown, EXPLORER_WAIT_MS)]);
    if (!module) return;
    this.tour = module.runTour((how) => {
      this.tour = null;
      rememberTour(how);
      this.reopenButton.focus();
    });
    if (!this.tour) this.say('The tour shows the explorer: open the Explorer tab, then press Tour again.');
  }
}
