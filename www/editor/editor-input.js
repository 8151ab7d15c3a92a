// What comes into the editor other than typing: a paste (read from the clipboard
// asynchronously, a big one built into the document in slices), a game file opened from the
// file input or dropped on the panel. Each is the user's edit of the Editor (editor.js) it is
// given: kept in "Your games" and parsed.

import { nextTask } from '../core/index.js';
import { megabytes } from '../link/index.js';
import { isUtf8File, notTextReason, SNIFF_BYTES } from './game-file.js';
import { buildText, DOC_SLICE_CHARS, external } from './doc-text.js';

/** The largest game file the editor opens. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

/**
 * A paste, read from the clipboard asynchronously (DataTransferItem.getAsString: the
 * synchronous getData took one 0.9 s task for 29 MB); a big one becomes the document in
 * slices (CodeMirror would split it in one task). Either is an undoable user edit.
 */
export function pasteInto(editor, event) {
  const item = Array.from(event.clipboardData?.items ?? []).find((i) => i.kind === 'string' && i.type === 'text/plain');
  if (!item) return false;
  event.preventDefault();
  const { from, to } = editor.view.state.selection.main;
  const version = ++editor.version;
  // Chromium reads the clipboard's text inside getAsString, in this task, before it returns
  // (0.2–0.5 s for 29 MB): the robustness benchmark measures that apart from our work.
  // navigator.clipboard.readText (where 'clipboard-read' is granted) is no better: Chromium
  // reads the clipboard in one task of its own there too (54–65 ms of CPU for 29 MB against
  // 39–40 ms here, in a trace), a task the longtask API does not report.
  const started = performance.now();
  item.getAsString((text) => {
    if (version !== editor.version) return;
    // A paste over the whole of a text (select all, paste) is another game, not an edit of this
    // one: it goes into a new entry of "Your games", and the one it replaces stays there.
    if (from === 0 && to === editor.view.state.doc.length && to > 0 && text.trim() !== '') {
      editor.keepTyped();
      // Undo brings this text back: it goes back to its own entry then (followPaste).
      editor.pastedOver =
        to <= DOC_SLICE_CHARS
          ? { before: { id: editor.kept.ownId, text: editor.view.state.doc.toString() }, after: null }
          : null;
      editor.kept.showForeign(null);
    }
    if (text.length <= DOC_SLICE_CHARS) {
      editor.view.dispatch(editor.view.state.replaceSelection(text), {
        userEvent: 'input.paste',
        scrollIntoView: true,
      });
      return;
    }
    pasteBig(editor, text, from, to, version);
  });
  if (document.documentElement.dataset.bench) performance.measure('gamegraph:clipboard-read', { start: started });
  return true;
}

async function pasteBig(editor, text, from, to, version) {
  const whole = from === 0 && to === editor.view.state.doc.length;
  editor.say(`Pasting ${megabytes(text.length)}…`);
  const doc = await buildText(text, () => version !== editor.version);
  if (!doc) return;
  editor.say(null);
  // An undoable edit; the change listener reads the text back unless it is all of it.
  editor.view.dispatch({
    changes: { from, to, insert: doc },
    selection: { anchor: from },
    annotations: whole ? external.of(true) : [],
    userEvent: 'input.paste',
    scrollIntoView: true,
  });
  if (whole) {
    editor.current = text;
    // Kept and parsed in a task of its own.
    await nextTask();
    if (version === editor.version) editor.made(text);
  }
}

/** A dropped game file is opened (text dropped inside the editor is CodeMirror's). */
export function dropInto(editor, event) {
  const files = event.dataTransfer?.files ?? [];
  const file = files[0];
  if (!file) return false;
  event.preventDefault();
  event.stopPropagation();
  // One game at a time: the others dropped with it are named as left unopened.
  const others = files.length > 1 ? files.length - 1 : 0;
  openFile(editor, file).then((opened) => {
    if (opened && others)
      editor.say(
        `Opened “${file.name}” only: one game file at a time (${others === 1 ? 'the other file was' : `the ${others} others were`} left unopened).`,
      );
  });
  return true;
}

/** Opens a game file: its text replaces the document and becomes one of the user's games.
 * Resolves true when it did (else the line under the editor's head says why not). */
export async function openFile(editor, file) {
  if (file.size > MAX_FILE_BYTES) {
    editor.say(
      `“${file.name}” is ${megabytes(file.size)}: the editor opens game files up to ${megabytes(MAX_FILE_BYTES)}.`,
    );
    return;
  }
  editor.say(`Opening “${file.name}” (${megabytes(file.size)})…`);
  let text;
  try {
    const why = notTextReason(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
    if (why) {
      editor.say(
        `“${file.name}” is not a game file: ${why}. A game file is a text in the game format, as this editor shows it; your text is unchanged.`,
      );
      return;
    }
    text = await file.text();
    if (text.includes('\uFFFD') && !(await isUtf8File(file))) {
      const where = file.size > SNIFF_BYTES ? ` (past its first ${SNIFF_BYTES / 1024} KB)` : '';
      editor.say(
        `“${file.name}” is not a game file: its bytes are not UTF-8 text${where}. Save it again as UTF-8 and open it; your text is unchanged.`,
      );
      return;
    }
  } catch (error) {
    editor.say(`“${file.name}” could not be read: ${error.message}`);
    return;
  }
  editor.say(null);
  editor.keepTyped();
  editor.kept.showForeign(null);
  editor.show(text);
  // Kept and parsed in a task of its own (the file's text is already a whole task's work).
  await nextTask();
  if (text === editor.current) editor.made(text);
  return true;
}
