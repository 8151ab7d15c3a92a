// The game tree's drawing (tree-view.js, its layout and d3-hierarchy) is loaded with the tree
// algorithms, when a game is first shown with one, not with the first screen. The page's tree view
// is this stand-in until then: nothing is drawn on it yet, so clearing, hiding, refitting and the
// like do nothing; `load()` makes the view, which the page awaits before drawing a tree.

/** @type {typeof import('./tree-view.js').TreeView | null} */
let TreeViewClass = null;

/** A promise of the TreeView class (compare mode's panes make their own). */
export function loadTreeView() {
  return import('./tree-view.js').then((module) => (TreeViewClass = module.TreeView));
}

/** The TreeView class once loadTreeView has resolved, else null. */
export const loadedTreeView = () => TreeViewClass;

/** The page's tree view in `container`, made when `load()` is first called (a failed load rejects,
 * and is tried again on the next call). */
export function treeViewOnDemand(container) {
  /** @type {import('./tree-view.js').TreeView | null} */
  let view = null;
  /** @type {Promise<import('./tree-view.js').TreeView> | null} */
  let making = null;
  return {
    /** Whether the view is made (load() has resolved). */
    get made() {
      return view != null;
    },
    load() {
      making ??= loadTreeView().then(
        (TreeView) => {
          view ??= new TreeView(container);
          view.show(false);
          return view;
        },
        (error) => {
          making = null;
          throw error;
        },
      );
      return making;
    },
    clear: () => view?.clear(),
    show: (on) => view?.show(on),
    draw: (model) => view.draw(model),
    render: (frame) => view.render(frame),
    zoom: (factor) => view?.zoom(factor),
    fit: () => view?.fit(),
    refit: () => view?.refit(),
    resume: () => view?.resume(),
    exportSvg: () => view?.exportSvg() ?? null,
  };
}
