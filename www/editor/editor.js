//! The custom-game editor: CodeMirror 6 over the game text format — line numbers, colouring
//! (game-language.js), the engine's parse errors as lint marks at their line and column and as
//! a list, search (Ctrl-F), undo (Ctrl-Z), a game file opened from a file input or dropped.
//!
//! Big texts (a 10^6-position game is 21.8 MB) never pass through one long task: CodeMirror
//! draws only the lines in view, and only the part of a long line in view (see long-lines.js
//! for what else reads a whole line); a big text from a file, a paste or a link becomes the editor's
//! document in slices of DOC_SLICE_CHARS, one task each (doc-text.js), and the text the worker
//! parses is read back in slices too. A text that is not the user's edit (a file, a link, a
//! reload, a game from "Your games") starts a new undo history: undo never turns one text back
//! into another, to be saved in its place. A big one becomes a new editor state rather than a
//! change: no undo step holds the whole old text, and the colouring starts with the first screen
//! instead of a 20 ms parse of the whole change (CodeMirror's budget per transaction). Whose
//! text it is (the user's own or a link's) is storage.js's business: this module says when the
//! user made or changed it.
//!
//! Testability contract: the editable content is #editor-text, named "Game text"
//! (aria-invalid while the text has errors); the file input is named "Open a game file".

import { EditorState, Annotation, Compartment } from '@codemirror/state';
import {
  EditorView,
  keymap,
  lineNumbers,
  highlightActiveLine,
  highlightActiveLineGutter,
  drawSelection,
} from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { search, searchKeymap, highlightSelectionMatches } from '@codemirror/search';
import { linter, lintGutter, setDiagnostics } from '@codemirror/lint';
import { syntaxHighlighting } from '@codemirror/language';
import { counted, h, nextTask, replaceChildren } from '../core/index.js';
import { gameLanguage } from './game-language.js';
import { longLines } from './long-lines.js';
import { editorTheme, gameHighlight } from './editor-theme.js';
import { megabytes } from '../link/index.js';
import { RESCUE_CHARS } from './kept-games.js';
import { replacedLink } from '../link/index.js';
import { isUtf8File, notTextReason, SNIFF_BYTES } from './game-file.js';
import { big, buildText, DOC_SLICE_CHARS, readText } from './doc-text.js';
import { EXAMPLES, savedText } from './examples.js';

const RESTORE = 'previous';
const TYPING_PAUSE_MS = 250;
/** An error's mark covers its word, up to this many characters (names have at most 64 bytes). */
const MARK_CHARS = 256;
/** The largest game file the editor opens. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;
/** Marks the editor's own changes (a text shown from outside), which are not the user's edits. */
const external = Annotation.define();

export class Editor {
  /**
   * parts: {host, errors, examples, games, file, panel}; kept: storage.js's KeptGames;
   * onChange(text): the user made or changed the text (after a pause while typing).
   */
  constructor({ host, errors, examples, games, file, panel, status }, kept, onChange) {
    this.errorList = errors;
    this.examples = examples;
    this.games = games;
    this.status = status;
    this.kept = kept;
    this.onChange = onChange;
    this.timer = 0;
    this.typing = false; // an edit waits for the pause after typing (userChanged)
    this.version = 0; // bumped by every change: a slow read or build that is overtaken stops
    this.current = ''; // the document's text as a string, or null while an edit is not read yet
    this.marks = null; // the parse errors of the text shown, [{line, column, message}]
    this.building = 0; // the version whose big document is being built (its marks wait for it)
    this.undo = new Compartment(); // the undo history, emptied when a text is shown (show)
    // In a shadow root: CodeMirror's styles go into a constructed style sheet (editor-theme.js).
    const root = host.attachShadow({ mode: 'open' });
    this.view = new EditorView({
      root,
      parent: root,
      state: EditorState.create({ doc: '', extensions: this.extensions() }),
    });
    this.renderExamples();
    kept.onList = () => this.renderGames();
    kept.onLatest = () => this.renderExamples();
    kept.onFork = () => {
      this.say(
        'Another tab saved this game meanwhile: this text is kept as a new entry in “Your games”, beside that one.',
      );
      this.forkSaid = true;
    };
    this.renderGames();
    examples.addEventListener('change', () => this.chooseExample());
    games.addEventListener('change', () => this.chooseGame());
    file.addEventListener('change', () => {
      if (file.files?.[0]) this.openFile(file.files[0]);
      file.value = '';
    });
    panel.addEventListener('dragover', (event) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    });
    panel.addEventListener('drop', (event) => this.drop(event));
    // A reload or a closed tab a moment after typing: the edit still waiting for the pause (or
    // being saved) is left where it is written at once, and stored at the next start; so is the
    // user's text shown (a reload begun just before the pause ended loads the address of before).
    addEventListener('pagehide', () => {
      const typed = this.typing && this.view.state.doc.length <= RESCUE_CHARS ? this.view.state.doc.toString() : null;
      this.kept.rescue(typed, [location.hash, replacedLink()], this.typing ? null : this.current);
    });
    addEventListener('pageshow', (event) => {
      if (event.persisted) this.kept.forgetRescue();
    });
  }

  extensions() {
    return [
      lineNumbers(),
      highlightActiveLineGutter(),
      // Special characters marked (and typing handled) with long lines in mind.
      longLines(),
      this.undo.of(history()),
      drawSelection(),
      highlightActiveLine(),
      highlightSelectionMatches(),
      search({ top: true }),
      lintGutter(),
      // The lint marks' state from the start (the engine sets the marks: no source here). Without
      // it, a new state's first marks added it: a reconfiguration, the whole view rebuilt (17 ms
      // of CPU in the task that showed a 4 MB text's result).
      linter(null),
      gameLanguage,
      syntaxHighlighting(gameHighlight),
      editorTheme,
      // Tab is left to move the focus on (the format has no indentation).
      keymap.of([...defaultKeymap, ...searchKeymap, ...historyKeymap]),
      EditorView.contentAttributes.of({
        id: 'editor-text',
        'aria-label': 'Game text',
        spellcheck: 'false',
        autocapitalize: 'off',
        autocorrect: 'off',
      }),
      EditorView.domEventHandlers({
        beforeinput: (event, view) => typeOverLines(event, view),
        paste: (event) => this.paste(event),
        drop: (event) => this.drop(event),
      }),
      EditorView.updateListener.of((update) => {
        if (!update.docChanged || update.transactions.some((tr) => tr.annotation(external))) return;
        this.followPaste(update);
        this.userChanged();
      }),
    ];
  }

  /** The text shown (read at once: for a button press, not while typing). */
  get text() {
    return this.current ?? this.view.state.doc.toString();
  }

  /** The newest of the user's own texts (or the first example). */
  savedText() {
    return savedText(this.kept);
  }

  /** Shows a text that is not the user's edit (a link, the chooser); with notify, as if made by
   * the user (kept and parsed). */
  setText(text, notify = false) {
    this.keepTyped();
    if (!notify) this.kept.showForeign(text);
    if (text !== this.current) this.show(text);
    if (notify) this.made(text);
    this.renderExamples();
  }

  /** Shows a text in place of the current one: an example, a built-in game's text. The user's
   * own text is kept in "Your games", so it can be restored. */
  replace(text, notify = false) {
    this.keepTyped();
    this.kept.showForeign(text);
    this.show(text);
    this.renderExamples();
    if (notify) this.onChange(text);
  }

  /** The shown text becomes the user's (saved into "Your games"). */
  store() {
    this.kept.edited(this.text);
    this.renderExamples();
  }

  /** Puts a text into the document (slices for big ones), not as a user edit. */
  async show(text) {
    // The line about a fork was about the text shown until now, and so was a paste over it.
    this.pastedOver = null;
    if (this.forkSaid) this.say(null);
    this.forkSaid = false;
    clearTimeout(this.timer);
    this.typing = false;
    const version = ++this.version;
    this.current = text;
    // The marks of the old text are void; those of the new one wait for its document.
    this.marks = null;
    this.building = big(text.length) ? version : 0;
    const doc = await buildText(text, () => version !== this.version);
    if (!doc) return;
    if (big(text.length)) {
      // A new state: no undo step with the whole old text in it, no parse of the whole change.
      const state = EditorState.create({ doc, extensions: this.extensions() });
      // Shown in a task of its own: creating the state (the language's first parse: 3–9 ms on a
      // 4 MB text) and replacing the view's (its first render: 19–38 ms) were one task.
      await nextTask();
      if (version !== this.version) return;
      this.view.setState(state);
      this.building = 0;
      if (this.marks) this.mark();
      return;
    }
    // A new undo history: undoing past a whole-text swap would bring the old text back as an
    // edit of the new one — saved into the entry shown (a game picked from "Your games"
    // overwritten by the text shown before it). The history is dropped with the change and
    // starts again empty (a field removed from the configuration loses its value).
    this.view.dispatch({
      changes: { from: 0, to: this.view.state.doc.length, insert: doc },
      selection: { anchor: 0 },
      annotations: external.of(true),
      effects: this.undo.reconfigure([]),
    });
    this.view.dispatch({ effects: this.undo.reconfigure(history()) });
  }

  /** An edit still waiting for the pause after typing is made now (kept and parsed): something
   * else is about to build on the text (an edit of the drawing). */
  flush() {
    const text = this.takeTyped();
    if (text != null) this.made(text);
  }

  /** An edit still waiting for the pause after typing is kept in "Your games" (in the entry it
   * was typed in) before another text takes its place: the last keystrokes are not lost.
   * Returns whether there was one (then, if no other text comes after all, `parseTyped`). */
  keepTyped() {
    const text = this.takeTyped();
    if (text != null) this.kept.edited(text);
    return text != null;
  }

  /** The text of an edit still waiting for the pause after typing (which no longer waits), or
   * null when there is none. */
  takeTyped() {
    if (!this.typing) return null;
    clearTimeout(this.timer);
    this.typing = false;
    this.current = this.view.state.doc.toString();
    return this.current;
  }

  /** No other text came after keepTyped (a file refused, a game no longer kept): the text kept
   * is parsed, as the pause after typing would have done. */
  parseTyped(typed) {
    if (typed && this.current != null) this.onChange(this.current);
  }

  /**
   * Undo and redo across a paste over the whole text (which went into a new entry) move between
   * the two entries: undone, the text is the one pasted over, and its entry takes the edits again
   * (not a copy of it in the paste's entry); redone, the paste's entry does.
   */
  followPaste(update) {
    const paste = this.pastedOver;
    if (!paste || !update.transactions.some((tr) => tr.isUserEvent('undo') || tr.isUserEvent('redo'))) return;
    if (update.state.doc.length > DOC_SLICE_CHARS) return;
    const text = update.state.doc.toString();
    if (text === paste.before.text) {
      paste.after = { id: this.kept.ownId, text: update.startState.doc.toString() };
      if (paste.before.id != null) this.kept.showOwn(paste.before.id);
      else this.kept.showForeign(text);
    } else if (paste.after && text === paste.after.text) {
      // Undone before it was kept (within the pause after typing): redone, it is a new entry again.
      if (paste.after.id != null) this.kept.showOwn(paste.after.id);
      else this.kept.showForeign(null);
    }
  }

  /** The user changed the document: after a pause, its text is read, kept and parsed. */
  userChanged() {
    const version = ++this.version;
    this.current = null;
    clearTimeout(this.timer);
    this.typing = true;
    this.timer = setTimeout(async () => {
      this.typing = false;
      const text = await readText(this.view.state.doc, () => version !== this.version);
      if (text == null) return;
      this.current = text;
      this.made(text);
    }, TYPING_PAUSE_MS);
  }

  /** The user made this text (typed, pasted, opened): kept as theirs, then parsed. */
  made(text) {
    // A line about a game that could not be shown is old news once the user edits on.
    if (this.goneSaid) this.say(null);
    this.kept.edited(text);
    this.renderExamples();
    this.onChange(text);
  }

  /**
   * A paste, read from the clipboard asynchronously (DataTransferItem.getAsString: the
   * synchronous getData took one 0.9 s task for 29 MB); a big one becomes the document in
   * slices (CodeMirror would split it in one task). Either is an undoable user edit.
   */
  paste(event) {
    const item = Array.from(event.clipboardData?.items ?? []).find(
      (i) => i.kind === 'string' && i.type === 'text/plain',
    );
    if (!item) return false;
    event.preventDefault();
    const { from, to } = this.view.state.selection.main;
    const version = ++this.version;
    // Chromium reads the clipboard's text inside getAsString, in this task, before it returns
    // (0.2–0.5 s for 29 MB): the robustness benchmark measures that apart from our work.
    // navigator.clipboard.readText (where 'clipboard-read' is granted) is no better: Chromium
    // reads the clipboard in one task of its own there too (54–65 ms of CPU for 29 MB against
    // 39–40 ms here, in a trace), a task the longtask API does not report.
    const started = performance.now();
    item.getAsString((text) => {
      if (version !== this.version) return;
      // A paste over the whole of a text (select all, paste) is another game, not an edit of this
      // one: it goes into a new entry of "Your games", and the one it replaces stays there.
      if (from === 0 && to === this.view.state.doc.length && to > 0 && text.trim() !== '') {
        this.keepTyped();
        // Undo brings this text back: it goes back to its own entry then (followPaste).
        this.pastedOver =
          to <= DOC_SLICE_CHARS
            ? { before: { id: this.kept.ownId, text: this.view.state.doc.toString() }, after: null }
            : null;
        this.kept.showForeign(null);
      }
      if (text.length <= DOC_SLICE_CHARS) {
        this.view.dispatch(this.view.state.replaceSelection(text), { userEvent: 'input.paste', scrollIntoView: true });
        return;
      }
      this.pasteBig(text, from, to, version);
    });
    if (document.documentElement.dataset.bench) performance.measure('gamegraph:clipboard-read', { start: started });
    return true;
  }

  async pasteBig(text, from, to, version) {
    const whole = from === 0 && to === this.view.state.doc.length;
    this.say(`Pasting ${megabytes(text.length)}…`);
    const doc = await buildText(text, () => version !== this.version);
    if (!doc) return;
    this.say(null);
    // An undoable edit; the change listener reads the text back unless it is all of it.
    this.view.dispatch({
      changes: { from, to, insert: doc },
      selection: { anchor: from },
      annotations: whole ? external.of(true) : [],
      userEvent: 'input.paste',
      scrollIntoView: true,
    });
    if (whole) {
      this.current = text;
      // Kept and parsed in a task of its own.
      await nextTask();
      if (version === this.version) this.made(text);
    }
  }

  /** A dropped game file is opened (text dropped inside the editor is CodeMirror's). */
  drop(event) {
    const files = event.dataTransfer?.files ?? [];
    const file = files[0];
    if (!file) return false;
    event.preventDefault();
    event.stopPropagation();
    // One game at a time: the others dropped with it are named as left unopened.
    const others = files.length > 1 ? files.length - 1 : 0;
    this.openFile(file).then((opened) => {
      if (opened && others)
        this.say(
          `Opened “${file.name}” only: one game file at a time (${others === 1 ? 'the other file was' : `the ${others} others were`} left unopened).`,
        );
    });
    return true;
  }

  /** Opens a game file: its text replaces the document and becomes one of the user's games.
   * Resolves true when it did (else the line under the editor's head says why not). */
  async openFile(file) {
    if (file.size > MAX_FILE_BYTES) {
      this.say(
        `“${file.name}” is ${megabytes(file.size)}: the editor opens game files up to ${megabytes(MAX_FILE_BYTES)}.`,
      );
      return;
    }
    this.say(`Opening “${file.name}” (${megabytes(file.size)})…`);
    let text;
    try {
      const why = notTextReason(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
      if (why) {
        this.say(
          `“${file.name}” is not a game file: ${why}. A game file is a text in the game format, as this editor shows it; your text is unchanged.`,
        );
        return;
      }
      text = await file.text();
      if (text.includes('\uFFFD') && !(await isUtf8File(file))) {
        const where = file.size > SNIFF_BYTES ? ` (past its first ${SNIFF_BYTES / 1024} KB)` : '';
        this.say(
          `“${file.name}” is not a game file: its bytes are not UTF-8 text${where}. Save it again as UTF-8 and open it; your text is unchanged.`,
        );
        return;
      }
    } catch (error) {
      this.say(`“${file.name}” could not be read: ${error.message}`);
      return;
    }
    this.say(null);
    this.keepTyped();
    this.kept.showForeign(null);
    this.show(text);
    // Kept and parsed in a task of its own (the file's text is already a whole task's work).
    await nextTask();
    if (text === this.current) this.made(text);
    return true;
  }

  /** Says that the game asked for (another tab dropped it from "Your games") is gone, until the
   * next edit. */
  sayGone() {
    this.say('That game is no longer kept in this browser.');
    this.goneSaid = true;
  }

  /** A short line under the editor's head (null clears it). */
  say(message) {
    this.forkSaid = false;
    this.goneSaid = false;
    this.status.hidden = message == null;
    this.status.textContent = message ?? '';
  }

  chooseExample() {
    const choice = this.examples.value;
    this.examples.value = '';
    if (choice === RESTORE) this.restore();
    else if (choice !== '' && EXAMPLES[Number(choice)]) this.replace(EXAMPLES[Number(choice)].text, true);
  }

  /** "Restore my previous text": the newest of the user's texts (a big one is read now). */
  async restore() {
    // Which text is asked for is settled before keystrokes still waiting are kept (they become
    // the newest text, which is not the one to restore).
    const wanted = this.kept.previous(this.current);
    if (!wanted) return;
    const typed = this.keepTyped();
    const text = await this.kept.text(wanted.id);
    if (text == null) {
      this.sayGone();
      return this.parseTyped(typed);
    }
    this.setText(text);
    this.kept.showOwn(wanted.id);
    this.renderExamples();
    this.onChange(text);
  }

  async chooseGame() {
    const id = this.games.value;
    this.games.value = '';
    if (!id) return;
    const typed = this.keepTyped();
    const text = await this.kept.text(id);
    // Keys typed while it was read (a big text, a save before it) are kept too.
    const more = this.keepTyped();
    if (text == null) {
      this.sayGone();
      return this.parseTyped(typed || more);
    }
    this.kept.showOwn(id);
    this.show(text);
    this.renderExamples();
    this.onChange(text);
  }

  /** The examples menu, with "Restore my previous text" when the user has one not shown. */
  renderExamples() {
    const restorable = this.kept.previous(this.current) != null;
    replaceChildren(
      this.examples,
      h('option', { value: '' }, 'Load an example…'),
      EXAMPLES.map((example, i) => h('option', { value: String(i) }, example.title)),
      restorable ? h('option', { value: RESTORE }, 'Restore my previous text') : null,
    );
  }

  /** "Your games": the user's own texts kept in this browser, newest first. */
  renderGames() {
    const list = this.kept.list;
    this.games.disabled = list.length === 0;
    replaceChildren(
      this.games,
      h('option', { value: '' }, list.length ? `Your games (${list.length})…` : 'Your games: none kept yet'),
      list.map((game) => h('option', { value: game.id }, gameLabel(game, list))),
    );
  }

  /** Marks errors: [{line, column, message}] (empty: the text is a valid game). While a big
   * text's document is still being built, its marks wait for it. */
  showErrors(errors, more = 0) {
    this.marks = errors;
    if (this.building !== this.version) this.mark();
    this.list(errors, more);
  }

  /** The lint marks of this.marks, at their line and column of the document. */
  mark() {
    const errors = this.marks;
    const doc = this.view.state.doc;
    const diagnostics = [];
    for (const error of errors) {
      if (error.line < 1 || error.line > doc.lines) continue;
      const line = doc.line(error.line);
      const from = line.from + offsetOfColumn(line.text, error.column);
      // The word marked: at most MARK_CHARS of it (not the rest of a line of one huge word).
      const word = /^\S*/.exec(line.text.slice(from - line.from, from - line.from + MARK_CHARS))[0].length;
      diagnostics.push({
        from,
        to: Math.min(line.to, from + Math.max(word, 1)),
        severity: 'error',
        message: error.message,
      });
    }
    this.view.dispatch(setDiagnostics(this.view.state, diagnostics));
    this.view.contentDOM.setAttribute('aria-invalid', errors.length > 0 ? 'true' : 'false');
  }

  /** The list of errors under the editor, each a button to its line. */
  list(errors, more) {
    if (errors.length === 0) {
      replaceChildren(this.errorList);
      this.errorList.hidden = true;
      return;
    }
    this.errorList.hidden = false;
    replaceChildren(
      this.errorList,
      errors.map((error) =>
        h(
          'li',
          { 'data-line': error.line },
          h(
            'button',
            { type: 'button', class: 'link', onclick: () => this.goToLine(error.line) },
            `line ${error.line}`,
          ),
          `, column ${error.column}: ${error.message}`,
        ),
      ),
      more > 0 ? h('li', {}, `… and ${counted(more, 'more error', 'more errors')}`) : null,
    );
  }

  /** Selects a line of the text and scrolls to it. */
  goToLine(number) {
    const doc = this.view.state.doc;
    const line = doc.line(Math.min(Math.max(1, number), doc.lines));
    this.view.dispatch({ selection: { anchor: line.from, head: line.to }, scrollIntoView: true });
    this.view.focus();
  }
}

/** The UTF-16 offset of a 1-based column counted in characters (the engine counts code points). */
function offsetOfColumn(text, column) {
  let offset = 0;
  for (let c = 1; c < column && offset < text.length; c++) offset += text.codePointAt(offset) > 0xffff ? 2 : 1;
  return offset;
}

function size(chars) {
  if (chars < 1024) return counted(chars, 'character');
  return chars < 1024 * 1024 ? `${Math.round(chars / 1024)} KB` : megabytes(chars);
}

/**
 * Typing over a selection that spans lines is done by the editor itself: Chromium's own editing
 * merges the lines' elements and writes an inline style there, which the page's CSP refuses (an
 * error in the console), before CodeMirror reads the change back.
 */
function typeOverLines(event, view) {
  // Not during a composition (an input method's): CodeMirror reads those back itself.
  if (event.inputType !== 'insertText' || !event.data || event.isComposing || view.compositionStarted) return false;
  const { doc, selection } = view.state;
  if (!selection.ranges.some((r) => !r.empty && doc.lineAt(r.from).number !== doc.lineAt(r.to).number)) return false;
  event.preventDefault();
  view.dispatch(view.state.replaceSelection(event.data), { userEvent: 'input.type', scrollIntoView: true });
  return true;
}

/** A kept game in "Your games": its title, size and when it was saved — to the second when
 * another entry would read the same (two tabs' versions of one game). */
function gameLabel(game, list) {
  const label = (g, timeStyle) =>
    `${g.title} · ${size(g.chars)} · ${new Date(g.savedAt).toLocaleString('en-GB', { dateStyle: 'short', timeStyle })}`;
  const short = label(game, 'short');
  return list.some((other) => other !== game && label(other, 'short') === short) ? label(game, 'medium') : short;
}
