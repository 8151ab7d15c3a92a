// What the lessons (www/lessons/lessons.js) ask of the page: open a slide's page state (a slide
// that only moves the step of the state shown moves the step, the drawing stays), check a state
// written in a lesson, hold and write the address bar while a lesson owns it, and read the state
// shown for "Make a lesson". A slide's state is read and written with the link's own parser and
// packer (www/link/).

import { localStore, notice, storageOpen } from '../core/index.js';
import { formatHash, linkText, parseHash } from '../link/index.js';
import { isLabHash, parseLabHash } from '../lab/index.js';
import { labLink } from './modes.js';

/**
 * The lessons' hooks. ctx: {store, session (www/app/session.js), presets (the engine's built-in
 * games), marks (the root's attributes in the store), addressBar}.
 */
export function lessonHooks({ store, session, presets, marks, addressBar }) {
  const { state } = store;
  const labShown = () => state.page === 'lab';
  /** The view's link at step 0 (what a slide shows but for its step). */
  const viewAtStart = () => formatHash({ ...state.view, step: 0 });
  /** The slide state being loaded (its link without its step), then the one shown with the
   * view it loaded as: the next slide naming the same state at another step only moves the step
   * (the drawing stays as it is), unless the user changed the view meanwhile. */
  let loading = null;
  let shown = null;
  store.subscribe((current, action) => {
    if (!loading || action.type !== 'status' || current.status !== 'ready' || !current.view) return;
    shown = { slide: loading, view: viewAtStart() };
    loading = null;
  });

  /** A slide's state as the page opens it (`display`: how it is shown, {present?, embed?}), the
   * same state at step 0 (`slide`: two slides that differ only by their step have the same), and
   * its step (null: a lab's state, or a link that does not read, opened as it is written). */
  function readSlide(hash, display) {
    if (isLabHash(hash)) return { hash, slide: hash, step: null };
    const { view } = parseHash(hash, presets);
    if (!view) return { hash, slide: hash, step: null };
    const at = { ...view, present: display.present, embed: display.embed };
    return {
      hash: formatHash(at),
      slide: formatHash({ ...at, step: 0, present: undefined, embed: undefined }),
      step: view.step,
    };
  }

  return {
    notice,
    marks,
    openState(hash, display = {}) {
      const { hash: opened, slide, step } = readSlide(hash, display);
      if (
        step != null &&
        shown?.slide === slide &&
        !labShown() &&
        state.run &&
        !state.loading &&
        viewAtStart() === shown.view
      ) {
        store.dispatch({ type: 'seek', step, pause: true });
        return;
      }
      shown = null;
      loading = slide;
      session.openState(opened);
    },
    checkState(hash) {
      const { error } = isLabHash(hash) ? parseLabHash(hash) : parseHash(hash, presets);
      return error ? error.replace(/^This (lab )?link could not be read: /, '').replace(/\.$/, '') : null;
    },
    display: () => ({ present: state.view?.present, embed: state.view?.embed }),
    holdLink: (held) => addressBar.hold(held),
    writeLink: (hash) => addressBar.writeOwn(hash),
    release() {
      if (!labShown()) return addressBar.write(true);
      history.replaceState(null, '', labLink(state));
      addressBar.labWrote();
    },
    currentState() {
      if (labShown()) return { hash: labLink(state) };
      if (!state.view || state.loading) return { error: 'Wait until the game has loaded, then record it.' };
      if (state.view.game === 'custom' && (state.view.text == null || linkText(state.view.text) == null))
        return {
          error: 'This game is too large for a link, so it cannot be a slide: a slide holds its game in its link.',
        };
      return { hash: formatHash(state.view) };
    },
    storage() {
      return storageOpen() ? localStore() : null;
    },
  };
}
