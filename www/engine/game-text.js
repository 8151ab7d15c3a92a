//! A built-in game's text on demand. The worker builds a built-in game's text (Sequence
//! n = 18: 26 MB) and keeps it; sending it with every load copied it into the page in one long
//! task, for a text the user seldom wants. So a long one stays in the worker (the result says its
//! length, `textChars`, and names the load, `textId`) and the page asks for it when the user does
//! (Edit as text, Export → Game as text), in pieces, one message and one task each, while the
//! busy status shows. A short text (or one the page draws from) still comes with the result, and
//! a custom text is the page's own: never sent back.
//!
//! Pure: the worker's side only calls `keepsText`; the page's side `fetchText` (or `fetchPieces`)
//! with an `ask`.

/** The title of a game typed, opened or linked as text (not a built-in one). */
export const CUSTOM_TITLE = 'Custom game';

/** A built-in game's text longer than this stays in the worker until asked for. */
export const SENT_TEXT_CHARS = 1024 * 1024;
/** A drawn game's text longer than this is not parsed again on the page: the worker sends the
 * game as printed (a few hundred positions in play, so short) for the page to parse instead. */
export const REPRINTED_TEXT_CHARS = 64 * 1024;
/** The worker sends a kept text in pieces of this many characters, one message each. */
export const TEXT_PIECE_CHARS = 1024 * 1024;

/** True when the worker keeps this text instead of sending it with the load's result (a built-in
 * game's long text that the page does not draw from). */
export function keepsText({ custom, chars, drawn }) {
  return !custom && !drawn && chars > SENT_TEXT_CHARS;
}

/**
 * A text kept in the worker, asked for piece by piece: ask(from, to) resolves that piece (one
 * message to the worker and back, so each piece is its own task on the page). onPiece(piece) is
 * told each, in order (e.g. to build a file a piece at a time). Resolves the pieces, in order.
 * @param {(from: number, to: number) => Promise<unknown>} ask
 * @param {number} chars
 * @param {(piece: string) => unknown} [onPiece]
 */
export async function fetchPieces(ask, chars, onPiece = () => {}) {
  const pieces = [];
  for (let from = 0; from < chars; from += TEXT_PIECE_CHARS) {
    const to = Math.min(chars, from + TEXT_PIECE_CHARS);
    const piece = await ask(from, to);
    if (typeof piece !== 'string' || piece.length !== to - from) {
      throw new Error(`the game text came back damaged (characters ${from}–${to} of ${chars})`);
    }
    pieces.push(piece);
    onPiece(piece);
  }
  return pieces;
}

/** The whole text kept in the worker (ask as for fetchPieces): a string, or with asFile a Blob
 * built a piece at a time (one 26 MB Blob made at once is a long task). */
export async function fetchText(ask, chars, asFile = false) {
  if (!asFile) return (await fetchPieces(ask, chars)).join('');
  let file = new Blob([], { type: 'text/plain;charset=utf-8' });
  await fetchPieces(ask, chars, (piece) => (file = new Blob([file, piece], { type: file.type })));
  return file;
}
