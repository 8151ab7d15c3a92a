// A big text and the editor's document (a CodeMirror Text) turned into each other without a long
// task: built in pieces of whole lines, as many per task as fit in its budget, and read back in
// slices, one task each (a 10^6-position game is 21.8 MB).

import { Annotation, Text } from '@codemirror/state';
import { nextTask, Slicer } from '../core/index.js';

/** Marks the editor's own changes (a text shown from outside), which are not the user's edits. */
export const external = Annotation.define();

/** Texts longer than this become the document (or are read back) in slices, one task each. */
export const DOC_SLICE_CHARS = 128 * 1024;
/** A big text becomes the document in pieces of this many characters (whole lines), a task
 * holding as many as fit in its budget: a piece of 128 KB in one task, with V8's collection of
 * its line strings, takes 50–150 ms on a loaded core. */
const PIECE_CHARS = 16 * 1024;
/** True when a text is built and shown in slices (and as a new state when not the user's edit). */
export const big = (length) => length > DOC_SLICE_CHARS;

/** A line's end, searched from a position (lastIndex). */
const LINE_END = /\r\n?|\n/g;

/** A CodeMirror Text from a string, built in pieces of whole lines (about PIECE_CHARS each),
 * as many per task as fit in its budget (tasks.js); the first in a task of its own: the
 * caller's work so far is not added to it. */
export async function buildText(text, stale = () => false) {
  if (!big(text.length)) return Text.of(text.split(/\r\n?|\n/));
  let doc = null;
  await nextTask();
  if (stale()) return null;
  const slicer = new Slicer();
  for (let at = 0; at < text.length;) {
    let end = Math.min(text.length, at + PIECE_CHARS);
    if (end < text.length) {
      // Cut after a line's end: \n, \r\n (whole) or a lone \r (a file with old Mac line ends
      // has no \n at all, and would be built in one long task).
      LINE_END.lastIndex = end;
      const found = LINE_END.exec(text);
      end = found ? found.index + found[0].length : text.length;
    }
    // A piece ending in a newline splits into lines ending with '' — the next piece's first
    // line joins it, so the pieces append into exactly the text's lines.
    const piece = Text.of(text.slice(at, end).split(/\r\n?|\n/));
    doc = doc ? doc.append(piece) : piece;
    at = end;
    if (slicer.due() || at >= text.length) {
      await slicer.next();
      if (stale()) return null;
    }
  }
  return doc;
}

/** A document's text, read in slices (one task each) when it is long. */
export async function readText(doc, stale) {
  if (doc.length <= DOC_SLICE_CHARS) return doc.toString();
  const pieces = [];
  for (let at = 0; at < doc.length; at += DOC_SLICE_CHARS) {
    pieces.push(doc.sliceString(at, Math.min(doc.length, at + DOC_SLICE_CHARS)));
    await nextTask();
    if (stale()) return null;
  }
  return pieces.join('');
}
