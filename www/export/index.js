// Export: the drawing as SVG or PNG, the game as text or Graphviz DOT, and the menu that offers
// them.
// Other folders import this folder only through this file.

export { DOT_TEXT_LIMIT, setUpExport } from './menu.js';
export { backgroundOf, exportDrawing, fileNameOf, sideBySide, standaloneSvg, svgToPng } from './svg.js';
