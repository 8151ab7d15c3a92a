// The whole drawing's geometry between drawing units and the screen, pure: where a transform
// puts the drawing, how far to pan to keep a point in view, and what a view centred on a
// point is. The transform is PanZoom's: screen = drawing × scale + (x, y).

/**
 * The least pan that brings the screen point (px, py) inside the box width × height less
 * `margin` on every side: {dx, dy} (both 0 when it is already inside).
 */
export function panToKeep(px, py, width, height, margin) {
  const m = Math.min(margin, width / 2, height / 2);
  const dx = px < m ? m - px : px > width - m ? width - m - px : 0;
  const dy = py < m ? m - py : py > height - m ? height - m - py : 0;
  return { dx, dy };
}

/** The transform that shows drawing point (wx, wy) at the centre of a width × height box at `scale`. */
export function centredOn(wx, wy, width, height, scale) {
  return { x: width / 2 - wx * scale, y: height / 2 - wy * scale, scale };
}

/** The transform showing all of a world width × height in a box, with `room` px around it. */
export function fitted(world, width, height, room) {
  const scale = Math.min((width - 2 * room) / world.width, (height - 2 * room) / world.height);
  return { x: (width - world.width * scale) / 2, y: (height - world.height * scale) / 2, scale };
}

/** The drawing's rectangle seen through a transform in a width × height box (drawing units). */
export function seenRect({ x, y, scale }, width, height) {
  return { x0: -x / scale, y0: -y / scale, x1: (width - x) / scale, y1: (height - y) / scale };
}
