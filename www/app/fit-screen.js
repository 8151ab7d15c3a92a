//! Sizes the graph so the explorer (graph, controls and the step's sentence) fits the window
//! without scrolling: the graph box takes the height left below whatever sits above it (the
//! chooser, a notice, the editor) once the controls under it are counted. Below a minimum the
//! page scrolls instead; on a phone the controls are docked at the bottom by the style sheet.

/** The graph never gets shorter than this (px). */
const MIN_GRAPH_HEIGHT = 260;
/** Room kept under the explorer (px). */
const BOTTOM_GAP = 20;
/** Narrower than this the side cards go under the graph and the phone layout applies. */
const WIDE = '(min-width: 981px)';

/** Keeps `graphBox` as tall as the window allows with `dock` (the controls under it) still on
 * screen; re-runs on resize and when anything above it changes size. */
export function fitToScreen(graphBox, dock, above) {
  let queued = false;
  const fit = () => {
    queued = false;
    if (!matchMedia(WIDE).matches) {
      graphBox.style.removeProperty('height');
      return;
    }
    const top = graphBox.getBoundingClientRect().top + window.scrollY;
    const below = dock.getBoundingClientRect().bottom - graphBox.getBoundingClientRect().bottom;
    const height = Math.max(MIN_GRAPH_HEIGHT, Math.floor(window.innerHeight - top - below - BOTTOM_GAP));
    if (graphBox.style.height !== `${height}px`) graphBox.style.height = `${height}px`;
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(fit);
  };
  window.addEventListener('resize', queue);
  const observer = new ResizeObserver(queue);
  for (const element of above) observer.observe(element);
  // The dock grows too (practice mode's question card).
  observer.observe(dock);
  fit();
  return queue;
}
