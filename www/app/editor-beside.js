//! Where a custom game's editor sits on a wide screen. Stacked above the explorer it pushed the
//! drawing's controls and the step's sentence below the fold (1280×800); so while both the editor
//! and the explorer's workspace are shown, the page's root is marked `.editor-beside` and the
//! style sheet puts the editor in a left column (the side cards under it), the stage on the right
//! keeping the window's height. (A class, not a :has() rule: :has() made every change of a big
//! drawing recheck the page's styles.) Draw and play hide the workspace: their editor stays
//! stacked, under the drawing board or the game.

/** A store subscriber that keeps `root`'s `.editor-beside` equal to "the editor and the
 * explorer's workspace are both shown" (www/app/regions.js: a custom game, in the explorer). */
export function placeEditor(root) {
  return (state) =>
    root.classList.toggle('editor-beside', state.view?.game === 'custom' && state.section === 'explorer');
}
