// Drawing a game: the graph view (the engine's layered layout), the tree view of the tree
// algorithms, their camera, pan and zoom, and the shapes they share.
// Other folders import this folder only through this file.

export { GraphView, NAME_Y, SHAPES, VALUE_Y, valueClass } from './graph-view.js';
export { loadedTreeView, loadTreeView, treeViewOnDemand } from './tree-on-demand.js';
export { arrowhead } from './arrowhead.js';
export { NODE_SIZE, setNameMinimum } from './geometry.js';
export { layoutGraph } from './layout.js';
export {
  COUNT_KEYS,
  WHOLE_LIMIT,
  countFrame,
  drawnOf,
  drawsWhole,
  elementWords,
  layoutWhole,
  loadWholeView,
  loadedWholeView,
} from './canvas/index.js';
