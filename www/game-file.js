//! Game files: a custom game saved as a text file (`.txt`, the same text format as the editor)
//! and opened again from a file input or a drop, so a big game need not be pasted or linked.

import { download } from './lab/export.js';

/** Saves a game's text as `<name>.txt` (the first position's name, else "game"). */
export function saveGameFile(text) {
  download(new Blob([text], { type: 'text/plain' }), `${fileName(text)}.txt`);
}

/** A file name from a game's text: its `start NAME`, else its first position's name. */
export function fileName(text) {
  const head = text.slice(0, 4096);
  const start = /^[ \t]*start[ \t]+([A-Za-z0-9_.-]{1,40})/m.exec(head);
  const first = /^[ \t]*([A-Za-z0-9_.-]{1,40})[ \t]*(?:[:=]|[A-Za-z]+[ \t]*:)/m.exec(head);
  return `game-${(start ?? first)?.[1] ?? 'custom'}`;
}
