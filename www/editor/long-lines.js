//! Very long lines in the editor (a whole game text on one line, a position with a million
//! moves). CodeMirror draws only the part of a long line in view (its "line gaps"), but two of its
//! steps read the whole line after each typed character: the comparison of the line's DOM with
//! its text (to find what the keystroke changed), and the search for special characters to
//! show (highlightSpecialChars, which scans from the change to the line's end). On a 20 MB line
//! that is 0.6–0.9 s per character. So, on lines longer than LONG_LINE_CHARS:
//!
//! - a typed character goes straight into the document (its `beforeinput` event handled here:
//!   the browser never edits the DOM, so there is nothing to compare);
//! - special characters are not marked while such a line is in view.
//!
//! The game format's colouring reads words of at most 1,024 characters (game-language.js), and
//! CodeMirror colours no more than a line's first 10,000 characters anyway.

import { Compartment } from '@codemirror/state';
import { EditorView, highlightSpecialChars, ViewPlugin } from '@codemirror/view';

/** Lines longer than this get the handling above (CodeMirror's own limit for colouring a line). */
export const LONG_LINE_CHARS = 10_000;

/** Whether the lines of `blocks` ([{length}], CodeMirror's line blocks in view) include a long one. */
export const anyLong = (blocks) => blocks.some((block) => block.length > LONG_LINE_CHARS);

/** Whether a selection range touches a long line of `doc`. */
const onLongLine = (doc, range) =>
  doc.lineAt(range.from).length > LONG_LINE_CHARS || doc.lineAt(range.to).length > LONG_LINE_CHARS;

/** Typing on a long line: the text goes into the document without the DOM round trip. Not while
 * composing (an input method edits the DOM itself), nor for other kinds of input. */
const typing = EditorView.domEventHandlers({
  beforeinput(event, view) {
    if (event.inputType !== 'insertText' || event.data == null || event.isComposing || view.compositionStarted)
      return false;
    if (!view.state.selection.ranges.some((range) => onLongLine(view.state.doc, range))) return false;
    event.preventDefault();
    view.dispatch({ ...view.state.replaceSelection(event.data), userEvent: 'input.type', scrollIntoView: true });
    return true;
  },
});

const specialChars = new Compartment();
/** The compartment's content while special characters are not marked. */
const OFF = [];

/** Turns the marking of special characters off while a long line is in view, on again after. */
const watch = ViewPlugin.fromClass(
  class {
    constructor(view) {
      this.view = view;
      this.long = false;
      this.update({ view });
    }

    update({ view }) {
      const long = anyLong(view.viewportLineBlocks);
      if (long === this.long) return;
      this.long = long;
      // Not within this update: right after it, from what is in view then.
      queueMicrotask(() => this.settle());
    }

    settle() {
      if (this.gone) return;
      const mark = !anyLong(this.view.viewportLineBlocks);
      if (mark === (specialChars.get(this.view.state) !== OFF)) return;
      this.view.dispatch({ effects: specialChars.reconfigure(mark ? highlightSpecialChars() : OFF) });
    }

    destroy() {
      this.gone = true;
    }
  },
);

/** The editor's extensions for long lines, with CodeMirror's special characters in their place. */
export const longLines = () => [specialChars.of(highlightSpecialChars()), watch, typing];
