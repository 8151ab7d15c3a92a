//! Game files: a custom game saved as a text file (`.txt`, the same text format as the editor)
//! and opened again from a file input or a drop, so a big game need not be pasted or linked.

import { download } from '../core/index.js';
import { guard } from '../engine/index.js';

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
  if (isUtf16(bytes))
    return 'it is text in UTF-16, not UTF-8: save it again as UTF-8 (most editors offer that when saving) and open it';
  if (bytes.includes(0)) return 'it holds binary data (a NUL byte), not text';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
  } catch {
    return 'its bytes are not UTF-8 text';
  }
  return null;
}

/** How many bytes of a file `isUtf8File` decodes at a time (one task each). */
const CHECK_BYTES = 4 * 1024 * 1024;

/**
 * Whether the whole file is UTF-8, read a piece at a time (a task each): the text a browser reads
 * from a file has U+FFFD in place of each byte that is not, so a U+FFFD past the first bytes
 * checked may be one of those, or the character itself, written in UTF-8.
 */
export async function isUtf8File(file) {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for (let from = 0; from < file.size; from += CHECK_BYTES) {
      decoder.decode(new Uint8Array(await file.slice(from, from + CHECK_BYTES).arrayBuffer()), { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** How many of a file's first bytes are looked at for UTF-16 text without a byte-order mark. */
const UTF16_SNIFF_BYTES = 256;

/**
 * Whether `bytes` start like UTF-16 text: a byte-order mark, or (as some editors write it
 * without one) a NUL byte beside every other byte, which is what ASCII letters become in UTF-16.
 * Such a file is a text the user can save again as UTF-8, not binary data.
 */
function isUtf16(bytes) {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  const pairs = Math.min(bytes.length, UTF16_SNIFF_BYTES) >> 1;
  if (pairs < 2) return false;
  let little = 0;
  let big = 0;
  for (let i = 0; i < 2 * pairs; i += 2) {
    if (bytes[i] !== 0 && bytes[i + 1] === 0) little += 1;
    if (bytes[i] === 0 && bytes[i + 1] !== 0) big += 1;
  }
  return little === pairs || big === pairs;
}

/** Saves a game's text as `<name>.txt` (the first position's name, else "game"). */
export function saveGameFile(text) {
  download(`${fileName(text)}.txt`, new Blob([text], { type: 'text/plain' }));
}

/** How much of a text's head is read for its file name. */
const NAME_HEAD_CHARS = 4096;
/** Longest position name a file name takes. */
const MAX_FILE_NAME_CHARS = 40;
/** The characters a file name keeps from a position's name (any file system takes these). */
const FILE_CHARS = new Set('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-');

/** A file name from a game's text: its `start` position's name, else its first position's, as
 * the engine reads the text's first lines (a name that is not a plain file name is passed over). */
export function fileName(text) {
  const head = text.slice(0, NAME_HEAD_CHARS);
  // Whole lines only: a line cut short would name another position.
  const lines = guard((wasm) =>
    wasm.outlineText(head.length < text.length ? head.slice(0, head.lastIndexOf('\n') + 1) : head),
  );
  const start = lines.find((/** @type {{kind: string}} */ line) => line.kind === 'start');
  const first = lines.find((/** @type {{kind: string}} */ line) => line.kind === 'position' || line.kind === 'end');
  const name = [start?.name, first?.name].find(
    (candidate) =>
      candidate && candidate.length <= MAX_FILE_NAME_CHARS && [...candidate].every((c) => FILE_CHARS.has(c)),
  );
  return `game-${name ?? 'custom'}`;
}
