// The whole drawing's bottom canvas and its picture: every move as a line (drawn once per view
// change, never per step), and the PNG of the view as seen (the canvases stacked on a background).

/** Every move as a straight line between the centres of its ends, in one path. */
export function drawMoves(view) {
  const ctx = view.context('moves');
  const { n, offsets, targets, wx } = view.model;
  const { sx, sy, width, height } = view;
  ctx.beginPath();
  for (let v = 0; v < n; v++) {
    if (Number.isNaN(wx[v])) continue;
    const x0 = sx[v];
    const y0 = sy[v];
    for (let i = offsets[v]; i < offsets[v + 1]; i++) {
      const w = targets[i];
      if (w === v) continue;
      const x1 = sx[w];
      const y1 = sy[w];
      // Off screen at both ends on one side: not drawn.
      if ((x0 < 0 && x1 < 0) || (y0 < 0 && y1 < 0) || (x0 > width && x1 > width) || (y0 > height && y1 > height))
        continue;
      ctx.moveTo(x0, y0);
      ctx.lineTo(x1, y1);
    }
  }
  ctx.strokeStyle = view.palette.edge;
  ctx.lineWidth = 1;
  // Far out the lines are many to a pixel: fainter, so the marks stay readable.
  ctx.globalAlpha = Math.min(0.7, Math.max(0.05, view.panZoom.scale * 0.5));
  ctx.stroke();
  ctx.globalAlpha = 1;
}

/** The canvases drawn one over the other on `background`, as a PNG: a promise of a Blob. */
export function canvasesToPng(canvases, background) {
  const picture = document.createElement('canvas');
  picture.width = canvases[0].width;
  picture.height = canvases[0].height;
  const ctx = picture.getContext('2d');
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, picture.width, picture.height);
  for (const canvas of canvases) ctx.drawImage(canvas, 0, 0);
  return new Promise((resolve, reject) =>
    picture.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the browser could not make the PNG'))),
      'image/png',
    ),
  );
}
