// The app root's data attributes, the testability contract, written in this one place from the
// explorer store (www/explorer/store.js): data-state, data-view, data-alg, data-compare,
// data-steps, data-step, data-leaves, and the marks of the mode shown (data-mode, play's
// data-current and data-result, practice's data-asked, data-conceal, data-score and
// data-practice-over; a lesson's data-lesson, data-slide and data-slides). Only what changed is
// written.

/** What the root says for `state`, by dataset name (undefined: no such attribute). */
export function rootAttributes(state) {
  return {
    state: state.status,
    view: state.page,
    alg: state.algorithm?.id,
    compare: state.comparing ? state.view?.compare?.join(',') : undefined,
    steps: String(state.steps),
    step: String(state.step),
    leaves: state.leaves == null ? undefined : String(state.leaves),
    ...state.marks,
  };
}

/** A store subscriber that keeps `root`'s dataset equal to rootAttributes(state). */
export function writeRootAttributes(root) {
  return (state) => {
    const wanted = rootAttributes(state);
    for (const [name, value] of Object.entries(wanted)) {
      if (value === undefined) delete root.dataset[name];
      else if (root.dataset[name] !== value) root.dataset[name] = value;
    }
  };
}
