// The drawing as a file: a standalone SVG (the page's stylesheet baked in, so it looks the same
// in any viewer) and a PNG rendered from it.
//
// Styles are copied from the live drawing as SVG presentation attributes (fill="…", not
// style="…"): the page's Content-Security-Policy forbids inline style attributes, and presentation
// attributes mean the same to every SVG viewer. The PNG is drawn from a data: URL (the policy
// allows data: images, not blob: ones).

/** The inherited computed properties that decide how our drawings look: written on an element only
 * where it differs from its parent, so the file stays small. */
const INHERITED = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'paint-order',
  'visibility',
];
/** …and the ones that are not inherited, written where they differ from their initial value. */
const NOT_INHERITED = { opacity: '1', display: 'inline' };
/** Room around the drawing (drawing units). */
const MARGIN = 16;
/** Largest side of a PNG (px): well inside every browser's canvas limit. */
export const MAX_PNG_SIDE = 8192;
/** PNGs are drawn at this many pixels per drawing unit when the size allows (sharp on HiDPI). */
const PNG_SCALE = 2;

/**
 * A standalone SVG of the whole drawing under `content` (a <g> of `svg`, its pan/zoom transform
 * dropped): {text, width, height}. `background` fills behind it (a CSS colour).
 */
export function standaloneSvg(svg, content, background) {
  const box = content.getBBox();
  const clone = svg.cloneNode(true);
  const live = [svg, ...svg.querySelectorAll('*')];
  const copies = [clone, ...clone.querySelectorAll('*')];
  const computed = new Map(live.map((element) => [element, getComputedStyle(element)]));
  live.forEach((element, i) => {
    const own = computed.get(element);
    const parent = element === svg ? null : computed.get(element.parentElement);
    for (const property of INHERITED) {
      const value = own.getPropertyValue(property);
      if (value !== '' && (parent == null || value !== parent.getPropertyValue(property)))
        copies[i].setAttribute(property, value);
    }
    for (const [property, initial] of Object.entries(NOT_INHERITED)) {
      const value = own.getPropertyValue(property);
      if (value !== '' && value !== initial && !(element === svg && property === 'display'))
        copies[i].setAttribute(property, value);
    }
  });
  const width = Math.ceil(box.width + 2 * MARGIN);
  const height = Math.ceil(box.height + 2 * MARGIN);
  clone.removeAttribute('style');
  clone.removeAttribute('class');
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('viewBox', `${box.x - MARGIN} ${box.y - MARGIN} ${width} ${height}`);
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  copies[live.indexOf(content)].removeAttribute('transform');
  const backdrop = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  for (const [name, value] of [
    ['x', box.x - MARGIN],
    ['y', box.y - MARGIN],
    ['width', width],
    ['height', height],
    ['fill', background],
  ])
    backdrop.setAttribute(name, String(value));
  clone.insertBefore(backdrop, clone.firstChild);
  return { text: new XMLSerializer().serializeToString(clone), width, height };
}

/**
 * A drawing of ours (graph or tree view) as a standalone SVG: every name shown at `namePx` and every
 * value and label at its drawing size (the zoom's hiding and scaling is for the screen), on the
 * colour behind `container`.
 */
export function exportDrawing({ svg, viewport, container }, namePx) {
  // The zoom's classes and sizes (names, values, small labels: drawing/geometry.js), put back after.
  const classes = ['names-hidden', 'values-hidden', 'long-values-hidden', 'longer-values-hidden'];
  const hidden = classes.filter((name) => svg.classList.contains(name));
  const sizes = ['--name-size', '--label-size'].map((name) => [name, svg.style.getPropertyValue(name)]);
  svg.classList.remove(...classes);
  svg.style.setProperty('--name-size', `${namePx}px`);
  svg.style.removeProperty('--label-size');
  try {
    return standaloneSvg(svg, viewport, backgroundOf(container));
  } finally {
    svg.classList.add(...hidden);
    for (const [name, size] of sizes) svg.style.setProperty(name, size);
  }
}

/** The colour behind an element: its own background, or the nearest ancestor's that is not clear. */
export function backgroundOf(element) {
  for (let e = element; e; e = e.parentElement) {
    const color = getComputedStyle(e).backgroundColor;
    if (color && color !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(color)) return color;
  }
  return 'white';
}

/** Height of the band above each drawing of sideBySide that holds its title (drawing units). */
const TITLE_BAND = 30;
/** Room between two drawings side by side (drawing units). */
const GAP = 24;
/** The width of a title's character, on the generous side (16-unit bold sans-serif). */
const TITLE_CHAR = 10;

/**
 * Standalone drawings ({text, width, height, title}) in a row, each under its title, as one
 * standalone SVG ({text, width, height}): compare mode's two panes in one file. Each drawing is
 * nested whole (an <svg> in an <svg> keeps its own viewBox); the titles are written in `ink` on
 * `background` (CSS colours).
 */
export function sideBySide(drawings, { background, ink }) {
  // Each drawing's column is as wide as the drawing or its title, whichever is wider.
  const columns = drawings.map((drawing) =>
    Math.max(drawing.width, Math.ceil(TITLE_CHAR * drawing.title.length) + 2 * MARGIN),
  );
  const width = columns.reduce((sum, column) => sum + column, 0) + GAP * Math.max(0, drawings.length - 1);
  const height = TITLE_BAND + Math.max(0, ...drawings.map((drawing) => drawing.height));
  let x = 0;
  const parts = drawings.map((drawing, i) => {
    const title = `<text x="${x + MARGIN}" y="${TITLE_BAND - 8}" font-family="sans-serif" font-size="16" font-weight="600" fill="${escapeXml(ink)}">${escapeXml(drawing.title)}</text>`;
    // The drawings' ids (their arrowheads) once per file: each drawing's own, prefixed.
    const own = (id) => `d${i + 1}-${id}`;
    const nested = drawing.text
      .replace(/^<svg\b/, `<svg x="${x}" y="${TITLE_BAND}"`)
      .replace(/ id="([^"]*)"/g, (_, id) => ` id="${own(id)}"`)
      .replace(/url\(#([^)]*)\)/g, (_, id) => `url(#${own(id)})`);
    x += columns[i] + GAP;
    return title + nested;
  });
  const backdrop = `<rect x="0" y="0" width="${width}" height="${height}" fill="${escapeXml(background)}"/>`;
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${backdrop}${parts.join('')}</svg>`;
  return { text, width, height };
}

/** Text for an SVG attribute value or element content. */
function escapeXml(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The pixel size of a PNG of a width × height drawing: PNG_SCALE per unit, capped at MAX_PNG_SIDE. */
export function pngSize(width, height) {
  const scale = Math.min(PNG_SCALE, MAX_PNG_SIDE / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Renders an SVG text (of the given size) to a PNG Blob. */
export async function svgToPng({ text, width, height }) {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
  await image.decode();
  const size = pngSize(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d').drawImage(image, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the browser could not make the PNG'))),
      'image/png',
    ),
  );
}

/** A file name from a title: letters, digits and dashes ("Nim 1,2,3" → "nim-1-2-3"). */
export function fileNameOf(title, extension) {
  const stem = String(title ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${stem || 'game'}.${extension}`;
}
