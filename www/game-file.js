//! Game files: a custom game saved as a text file (`.txt`, the same text format as the editor)
//! and opened again from a file input or a drop, so a big game need not be pasted or linked.

import { download } from './lab/export.js';

/**
 * How many of a file's first bytes are looked at to tell a game's text from a binary file: an
 * image, an archive or a PDF shows itself in its first bytes, and reading only these keeps the
 * check one small task even for a 29 MB file.
 */
export const SNIFF_BYTES = 64 * 1024;

/**
 * Why a file whose first bytes are `bytes` (a Uint8Array) cannot be a game's text, or null when
 * it may be one: a NUL byte, or bytes that are not UTF-8. Without this check such a file would
 * replace the editor's text with a screenful of garbled parse errors. The bytes may end inside a
 * character (a slice of a bigger file): a character cut at the end is not an error.
 */
export function notTextReason(bytes) {
  if (bytes.includes(0)) return 'it holds binary data (a NUL byte), not text';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
  } catch {
    return 'its bytes are not UTF-8 text';
  }
  return null;
}

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
