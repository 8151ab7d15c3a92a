// The Export menu beside the drawing: the drawing as SVG or PNG, the game as text or as Graphviz
// DOT. Each item asks the page for what it needs when chosen, so the menu never holds a stale game.
// As it opens, the menu offers only what can be made now (an SVG only of a drawing small enough
// to be one; a PNG of what is seen, whatever the size) and says in words why the rest is not there;
// an item chosen after the page changed says why in the page's notice.

import { guard } from '../engine/index.js';
import { gameToDot } from './dot.js';
import { fileNameOf, svgToPng } from './svg.js';
import { download } from '../core/index.js';

/** Texts longer than this are not parsed again on this thread for DOT (a drawing tool would not
 * draw them either): the text itself can still be saved. */
export const DOT_TEXT_LIMIT = 2_000_000;

/** Why there is no drawing to export: the page's reason, else the game is shown as a summary. */
function noDrawing(page) {
  return `There is no drawing to export: ${page.why?.() ?? page.noDrawing?.() ?? 'this game is shown as a summary'}.`;
}

function tooBigForDot(chars) {
  return `This game's text is ${(chars / 1e6).toFixed(1)} MB: too big for a Graphviz drawing. Export it as text instead.`;
}

/**
 * menu: the <details> element holding the item buttons ([data-export="svg|png|text|dot"]).
 * page: {drawing() → {text, width, height} | null, text() → game text | null (or a promise of it:
 * a big built-in game's comes from the worker), file() → the same as a Blob | string | null (or a
 * promise), textLength() → its length when known without fetching it | null (optional),
 * picture() → a promise of a PNG Blob of the drawing as seen, for a drawing with no SVG, or null
 * (optional), offers() → {svg, png, dot}: what can be made now (optional: everything),
 * title() → string, textFileName() → the game text file's name, or null for one from the title
 * (optional), notice(message), why() → why there is no game to export right now, in
 * words ("wait until the game has loaded"), or null, noDrawing() → why a game has no drawing
 * when it is not shown as a summary, or null}.
 */
export function setUpExport(menu, page) {
  const items = {
    svg: () => {
      const drawing = page.drawing();
      if (!drawing) return page.notice(noDrawing(page));
      download(fileNameOf(page.title(), 'svg'), drawing.text, 'image/svg+xml');
    },
    png: async () => {
      // A drawing too big for an SVG is a picture of what is seen.
      const picture = page.picture?.();
      if (picture) return download(fileNameOf(page.title(), 'png'), await picture);
      const drawing = page.drawing();
      if (!drawing) return page.notice(noDrawing(page));
      download(fileNameOf(page.title(), 'png'), await svgToPng(drawing));
    },
    text: async () => {
      const file = await page.file();
      if (file == null)
        return page.notice(`There is no game text to export: ${page.why?.() ?? 'wait until the game has loaded'}.`);
      download(page.textFileName?.() ?? fileNameOf(page.title(), 'txt'), file);
    },
    dot: async () => {
      // A big built-in game's text is in the worker: its length says "too big" without fetching it.
      const chars = page.textLength?.() ?? null;
      if (chars != null && chars > DOT_TEXT_LIMIT) return page.notice(tooBigForDot(chars));
      const text = await page.text();
      if (text == null)
        return page.notice(
          `There is no game to export as Graphviz DOT: ${page.why?.() ?? 'wait until the game has loaded'}.`,
        );
      if (text.length > DOT_TEXT_LIMIT) {
        return page.notice(tooBigForDot(text.length));
      }
      download(fileNameOf(page.title(), 'dot'), dotOf(text, page.title()), 'text/vnd.graphviz');
    },
  };
  menu.addEventListener('toggle', () => {
    if (menu.open) offerWhatCanBeMade(menu, page);
  });
  // A menu closes when the user clicks elsewhere or presses Escape.
  document.addEventListener('click', (event) => {
    if (menu.open && !menu.contains(event.target)) menu.open = false;
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.open) {
      menu.open = false;
      menu.querySelector('summary').focus();
    }
  });
  for (const button of menu.querySelectorAll('[data-export]')) {
    button.addEventListener('click', async () => {
      menu.open = false;
      try {
        await items[button.dataset.export]();
      } catch (error) {
        page.notice(`The export did not work: ${error?.message ?? error}.`);
      }
    });
  }
}

/**
 * Shows the items that can be made now and hides the others, with a line saying why the drawing
 * or the DOT is not offered. page.offers() → {svg, png, dot} (booleans).
 */
function offerWhatCanBeMade(menu, page) {
  const offers = page.offers?.() ?? { svg: true, png: true, dot: true };
  for (const button of menu.querySelectorAll('[data-export]')) {
    const kind = /** @type {HTMLElement} */ (button).dataset.export;
    /** @type {HTMLElement} */ (button).hidden = kind in offers && !offers[kind];
  }
  const why = [];
  if (!offers.svg && !offers.png) why.push(noDrawing(page));
  else if (!offers.svg) why.push('This drawing is too big for an SVG: its PNG is the view as you see it.');
  if (!offers.dot) {
    const chars = page.textLength?.() ?? null;
    why.push(
      chars != null && chars > DOT_TEXT_LIMIT
        ? tooBigForDot(chars)
        : `No Graphviz DOT: ${page.why?.() ?? 'wait until the game has loaded'}.`,
    );
  }
  const note = menu.querySelector('.menu-note');
  if (note) {
    note.textContent = why.join(' ');
    /** @type {HTMLElement} */ (note).hidden = why.length === 0;
  }
}

/** The game of a text as DOT, with every position's value (retrograde analysis solves any game). */
function dotOf(text, title) {
  return guard((wasm) => {
    const game = wasm.parseGame(text);
    const solution = game.solve('retrograde');
    try {
      const arrays = {
        names: game.names(),
        movers: game.movers(),
        offsets: game.offsets(),
        targets: game.targets(),
        endValues: game.endValues(),
        start: game.start,
        reachable: game.reachable(),
      };
      return gameToDot(arrays, { values: solution.values(), title });
    } finally {
      solution.free();
      game.free();
    }
  });
}
