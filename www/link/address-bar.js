// The explorer's link in the address bar (www/link/link.js writes a view as a hash, www/link/browser-history.js
// makes it a history entry or not): rewritten as the view changes (at most every HASH_PAUSE_MS
// while stepping), never read back (a link's hash can be 1.4 MB), copied by "Copy link", and a
// custom text too long for a link left out of it, with a notice saying so.

import { byId, flash, notice } from '../core/index.js';
import { formatHash, linkText } from './link.js';
import { writeLink } from './browser-history.js';
import { knownPacked, MAX_LINK_CHARS, megabytes, rememberPacked } from './compress.js';

/** The link is rewritten at most this often while stepping. */
const HASH_PAUSE_MS = 150;
/** How long the copy toast stays (ms)… */
const TOAST_MS = 2500;
/** …and one with more to say. */
const LONG_TOAST_MS = 8000;

export class AddressBar {
  /** view(): the explorer's view shown, the one the link says; labShown(): whether the lab is
   * shown (its link holds no game). */
  constructor(view, labShown) {
    this.view = view;
    this.labShown = labShown;
    /** The hash this page wrote last, and the one it opened (the address bar says one of them). */
    this.written = null;
    this.opened = null;
    this.timer = 0;
    /** When the link was last rewritten (performance.now()). */
    this.lastWrite = -Infinity;
    /** The last custom text said to be too long for a link. */
    this.tooLongText = null;
    /** A lesson owns the address bar (www/lessons/): no view's link is written meanwhile. */
    this.held = false;
  }

  /** A lesson holds the address bar (true) or gives it back (false). */
  hold(held) {
    this.held = held;
    if (held) this.cancel();
  }

  /** A lesson's own link written as a new history entry (the page knows it wrote it). */
  writeOwn(hash) {
    writeLink(hash, true);
    this.written = hash;
    this.opened = null;
  }

  /** Rewrites the link (now, or after a pause while stepping); `push` makes it a history entry. */
  write(now, push = false) {
    const write = () => {
      // The lab owns the link while it is shown (a stepping pause may end after the switch).
      if (this.labShown() || this.held) return;
      const hash = formatHash(this.view());
      // The address bar says this already: no write, and no read of it either (reading a 1.4 MB
      // hash back took tens of milliseconds).
      if (hash === this.written || hash === this.opened) return;
      writeLink(hash, push);
      this.written = hash;
      this.opened = null;
    };
    // While stepping, the first step is written at once (a reload right after it keeps it) and
    // the steps that follow within the pause once it ends, the last of them.
    const since = performance.now() - this.lastWrite;
    if (now || (!this.timer && since >= HASH_PAUSE_MS)) {
      clearTimeout(this.timer);
      this.timer = 0;
      this.lastWrite = performance.now();
      write();
    } else if (!this.timer) {
      this.timer = setTimeout(
        () => {
          this.timer = 0;
          this.lastWrite = performance.now();
          write();
        },
        Math.max(0, HASH_PAUSE_MS - since),
      );
    }
  }

  /** Drops a pending rewrite (the view shown is about to change). */
  cancel() {
    clearTimeout(this.timer);
    this.timer = 0;
  }

  /** The address bar shows `hash` now, opened from it, not what the page wrote last. */
  opening(hash) {
    this.opened = hash;
    this.written = null;
  }

  /** The lab wrote its own link (it owns the address bar while shown). */
  labWrote() {
    this.written = location.hash;
    this.opened = null;
  }

  /** Whether `hash` is neither the page's own last write nor the link it opened. */
  isNew(hash) {
    return hash !== this.written && hash !== this.opened;
  }

  /** Writes the link now and copies it (or says where it is), in a toast. */
  async copy() {
    this.write(true);
    const status = byId('copy-status');
    // A custom game's text left out of the link (too large for one, or not packed yet): the
    // toast says so.
    const view = this.view();
    // (Not while the lab owns the address: its link holds no game.)
    const withoutGame =
      !this.labShown() && view?.game === 'custom' && view.text != null && !/[#&]text=/.test(location.hash);
    const why = view?.text === this.tooLongText ? ': it is too large for a link' : ' text';
    let said;
    try {
      await navigator.clipboard.writeText(location.href);
      said = withoutGame ? `Link copied, without the game${why}. “Save as file” makes a file to share.` : 'Link copied';
    } catch {
      said = 'Copy the address bar: it holds the link';
    }
    flash(status, withoutGame ? LONG_TOAST_MS : TOAST_MS, said);
  }

  /** The page has said that `text` is left out of the link: linkLimit need not say it again. */
  saidTooLong(text) {
    this.tooLongText = text;
  }

  /** A custom text whose link would be too long: the link leaves the text out (this browser keeps
   * it), and the page says so once per text and offers the file instead. */
  linkLimit(text, result) {
    if (result.packed) rememberPacked(text, result.packed);
    if (linkText(text) != null || this.tooLongText === text) return;
    this.tooLongText = text;
    // (Packed by the worker, or known packed from the link it came from.)
    const packedChars = result.packedChars ?? knownPacked(text)?.length;
    const size = packedChars != null ? `it packs to ${megabytes(packedChars)}` : `it is ${megabytes(text.length)}`;
    notice(
      `This game is too large for a link (${size}; a link holds at most ${megabytes(MAX_LINK_CHARS)}), so the link leaves it out: this browser keeps it, and “Save as file” makes a file to share it.`,
    );
  }
}
