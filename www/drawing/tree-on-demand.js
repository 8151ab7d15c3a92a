// The game tree's drawing (tree-view.js, its layout and d3-hierarchy) is loaded with the tree
// algorithms, when a game is first shown with one, not with the first screen (the session awaits
// loadTreeView before drawing a tree). The page's tree view is a stand-in that makes the view
// once its code is there.

/** @type {typeof import('./tree-view.js').TreeView | null} */
let TreeViewClass = null;

/** A promise of the TreeView class (compare mode's panes make their own). */
export function loadTreeView() {
  return import('./tree-view.js').then((module) => (TreeViewClass = module.TreeView));
}

/** The TreeView class once loadTreeView has resolved, else null. */
export const loadedTreeView = () => TreeViewClass;

/** The page's tree view in `container`, made once its code is loaded (loadTreeView): until then
 * nothing is drawn on it, so clearing, hiding, refitting and the like do nothing. */
export function treeViewOnDemand(container) {
  /** @type {import('./tree-view.js').TreeView | null} */
  let view = null;
  /** The view, made now if its code is loaded (hidden until a tree is shown). */
  const made = () => {
    if (!view && TreeViewClass) {
      view = new TreeViewClass(container);
      view.show(false);
    }
    return view;
  };
  return {
    clear: () => made()?.clear(),
    show: (on) => made()?.show(on),
    draw: (model) => made().draw(model),
    render: (frame) => made().render(frame),
    zoom: (factor) => made()?.zoom(factor),
    fit: () => made()?.fit(),
    refit: () => made()?.refit(),
    resume: () => made()?.resume(),
    exportSvg: () => made()?.exportSvg() ?? null,
  };
}
