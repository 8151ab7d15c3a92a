// What the graph and tree views share: an SVG whose viewport holds a layer of moves under a layer
// of positions, a camera (camera.js) that frames the search over its pan and zoom (panzoom.js),
// and the view buttons that drive it.

import { s } from '../core/index.js';
import { Camera } from './camera.js';
import { PanZoom } from './panzoom.js';

export class CameraView {
  /** Puts `svg` in `container` with its viewport and layers; `onScale(scale)` is told each zoom. */
  constructor(container, svg, onScale) {
    this.container = container;
    this.svg = svg;
    this.viewport = s('g', { class: 'viewport' });
    this.edgeLayer = s('g', { class: 'edges' });
    this.nodeLayer = s('g', { class: 'nodes' });
    this.viewport.append(this.edgeLayer, this.nodeLayer);
    this.svg.appendChild(this.viewport);
    container.appendChild(this.svg);
    this.camera = null;
    this.panZoom = new PanZoom(this.svg, this.viewport, { onUser: () => this.camera.userControl(), onScale });
    this.camera = new Camera(this.panZoom);
  }

  /** Zoom buttons: the user's zoom, which the camera then leaves alone. */
  zoom(factor) {
    this.panZoom.zoom(factor);
  }

  /** Shows the whole drawing, and follows the search again. */
  fit() {
    this.camera.fit();
  }

  /** Follows the search again after the user's own pan or zoom. */
  resume() {
    this.camera.resume();
  }

  /** Re-frames after the view changed size. */
  refit() {
    this.camera.refit();
  }
}
