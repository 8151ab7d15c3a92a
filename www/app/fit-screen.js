//! Sizes the graph so the explorer (graph, controls and the step's sentence) fits the window
//! without scrolling: the graph box takes the height left below whatever sits above it (the
//! chooser, a notice, the editor) once the controls under it are counted. Compare mode's two
//! panes are sized alike, their sentences and the shared controls under them. Below a minimum the
//! page scrolls instead; on a phone the controls are docked at the bottom by the style sheet.

/** The graph never gets shorter than this (px). */
const MIN_GRAPH_HEIGHT = 260;
/** A compared pane's drawing never gets shorter than this (px). */
const MIN_PANE_HEIGHT = 160;
/** Room kept under the explorer (px). */
const BOTTOM_GAP = 20;
/** Narrower than this the side cards go under the graph and the phone layout applies. */
const WIDE = '(min-width: 981px)';

/** The height that leaves `dock`'s bottom on screen under `box` (not less than `least`). */
function heightFor(box, dock, least) {
  const rect = box.getBoundingClientRect();
  const below = dock.getBoundingClientRect().bottom - rect.bottom;
  return Math.max(least, Math.floor(window.innerHeight - (rect.top + window.scrollY) - below - BOTTOM_GAP));
}

/** Keeps `graphBox` (or, comparing(), the panes' drawings in `compare`: its --pane-graph-height)
 * as tall as the window allows with `dock` (the controls under it) still on screen; re-runs on
 * resize and when anything above it changes size. */
export function fitToScreen(graphBox, dock, above, compare, comparing) {
  let queued = false;
  const fit = () => {
    queued = false;
    if (!matchMedia(WIDE).matches) {
      graphBox.style.removeProperty('height');
      compare.style.removeProperty('--pane-graph-height');
      return;
    }
    const pane = comparing() ? compare.querySelector('.pane-graph') : null;
    if (pane) {
      const height = `${heightFor(pane, dock, MIN_PANE_HEIGHT)}px`;
      if (compare.style.getPropertyValue('--pane-graph-height') !== height)
        compare.style.setProperty('--pane-graph-height', height);
    }
    if (comparing()) return;
    const height = `${heightFor(graphBox, dock, MIN_GRAPH_HEIGHT)}px`;
    if (graphBox.style.height !== height) graphBox.style.height = height;
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(fit);
  };
  window.addEventListener('resize', queue);
  const observer = new ResizeObserver(queue);
  for (const element of above) observer.observe(element);
  // The dock grows too (practice mode's question card), and compare mode's panes come and go.
  observer.observe(dock);
  observer.observe(compare);
  fit();
  return queue;
}
