// The "Copy embed code" snippet: an <iframe> of the page at the view shown, with embed=1 (only
// the drawing, the step controls and the sentence; www/link/display-fields.js), sized for a
// course page's column. Pure: the page hands in its address and the view's link.

/** The iframe's size (px): the embedded page fits it without scrolling. */
export const EMBED_WIDTH = 640;
export const EMBED_HEIGHT = 400;

/** `text` safe inside a double-quoted HTML attribute. */
export function attribute(text) {
  return String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The snippet: `page` is the page's address without its hash (https://…/index.html), `hash` the
 * view's link with embed=1 in it ('#game=…&embed=1'), `title` what the frame shows (read by a
 * screen reader as the frame's name).
 */
export function embedCode(page, hash, title) {
  const src = `${page.split('#')[0]}${hash}`;
  return `<iframe src="${attribute(src)}" width="${EMBED_WIDTH}" height="${EMBED_HEIGHT}" title="${attribute(title)}"></iframe>`;
}

/** The frame's title for a view titled `shown` (the explorer's heading). */
export function embedTitle(shown) {
  const what = String(shown ?? '').trim();
  return what ? `Game Graph Lab: ${what}` : 'Game Graph Lab';
}
