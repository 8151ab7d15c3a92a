// What the graph and tree views share: a camera (camera.js) that frames the search over the
// SVG's pan and zoom (panzoom.js), and the view buttons that drive it.

/** @typedef {import('./camera.js').Camera} Camera */
/** @typedef {import('./panzoom.js').PanZoom} PanZoom */

export class CameraView {
  constructor() {
    /** @type {Camera} Set by the view once its SVG exists. */
    this.camera = null;
    /** @type {PanZoom} */
    this.panZoom = null;
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
