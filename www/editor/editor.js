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
//! text it is (the user's own or a link's) is kept-games.js's business: this module says when the
//! user made or changed it. Pastes and files come in through editor-input.js, the menus of
//! examples and kept games are editor-menus.js.
//!
//! Testability contract: the editable content is #editor-text, named "Game text"
//! (aria-invalid while the text has errors); the file input is named "Open a game file".

import { EditorState, Compartment, StateEffect, StateField } from '@codemirror/state';
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
import { RESCUE_CHARS } from './kept-games.js';
import { replacedLink } from '../link/index.js';
import { big, buildText, DOC_SLICE_CHARS, external, readText } from './doc-text.js';
import { savedText } from './examples.js';
import { dropInto, openFile, pasteInto } from './editor-input.js';
import { chooseExample, chooseGame, renderExamples, renderGames } from './editor-menus.js';

const TYPING_PAUSE_MS = 250;
/** An error's mark covers its word, up to this many characters (names have at most 64 bytes). */
const MARK_CHARS = 256;

/** Whether the text has errors, said by the content's aria-invalid, which CodeMirror writes in
 * its own update: written by the page, it is a change CodeMirror's DOM observer reads back, and
 * its reading of the selection lays out the whole page in the task showing a result (12 ms of
 * a 4 MB text's). */
const setInvalid = /** @type {import('@codemirror/state').StateEffectType<boolean>} */ (StateEffect.define());
const invalid = StateField.define({
  create: () => false,
  update: (value, tr) => tr.effects.reduce((v, e) => (e.is(setInvalid) ? e.value : v), value),
  provide: (field) => EditorView.contentAttributes.from(field, (on) => ({ 'aria-invalid': on ? 'true' : 'false' })),
});

export class Editor {
  /**
   * parts: {host, errors, examples, games, file, panel}; kept: kept-games.js's KeptGames;
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
    this.late = new Compartment(); // the view's plugins, added in a task after the view (complete)
    // In a shadow root: CodeMirror's styles go into a constructed style sheet (editor-theme.js).
    const root = host.attachShadow({ mode: 'open' });
    this.view = new EditorView({
      root,
      parent: root,
      state: EditorState.create({ doc: '', extensions: this.extensions(false) }),
    });
    this.renderExamples();
    kept.onList = () => renderGames(this);
    kept.onLatest = () => this.renderExamples();
    kept.onFork = () => {
      this.say(
        'Another tab saved this game meanwhile: this text is kept as a new entry in “Your games”, beside that one.',
      );
      this.forkSaid = true;
    };
    renderGames(this);
    examples.addEventListener('change', () => chooseExample(this));
    games.addEventListener('change', () => chooseGame(this));
    file.addEventListener('change', () => {
      if (file.files?.[0]) this.openFile(file.files[0]);
      file.value = '';
    });
    panel.addEventListener('dragover', (event) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    });
    panel.addEventListener('drop', (event) => dropInto(this, event));
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

  /**
   * The view's plugins, added in a task after the view is made (complete): made at once, the
   * first editor (CodeMirror's code run for the first time) was one task of 58–67 ms of CPU.
   */
  async complete() {
    await nextTask();
    this.view.dispatch({ effects: this.late.reconfigure(this.plugins()) });
  }

  /** The editor's extensions; without `plugins`, those of the view as first made (complete). */
  extensions(plugins = true) {
    return [
      this.late.of(plugins ? this.plugins() : []),
      this.undo.of(history()),
      // The lint marks' state from the start (the engine sets the marks: no source here). Without
      // it, a new state's first marks added it: a reconfiguration, the whole view rebuilt (17 ms
      // of CPU in the task that showed a 4 MB text's result).
      linter(null),
      editorTheme,
      // Tab is left to move the focus on (the format has no indentation).
      keymap.of([...defaultKeymap, ...searchKeymap, ...historyKeymap]),
      invalid,
      EditorView.contentAttributes.of({
        id: 'editor-text',
        'aria-label': 'Game text',
        spellcheck: 'false',
        autocapitalize: 'off',
        autocorrect: 'off',
      }),
      EditorView.domEventHandlers({
        beforeinput: (event, view) => typeOverLines(event, view),
        paste: (event) => pasteInto(this, event),
        drop: (event) => dropInto(this, event),
      }),
      EditorView.updateListener.of((update) => {
        if (!update.docChanged || update.transactions.some((tr) => tr.annotation(external))) return;
        this.followPaste(update);
        this.userChanged();
      }),
    ];
  }

  /** What the view draws and does beside the text: gutters, colouring, search, selections. */
  plugins() {
    return [
      lineNumbers(),
      highlightActiveLineGutter(),
      // Special characters marked (and typing handled) with long lines in mind.
      longLines(),
      drawSelection(),
      highlightActiveLine(),
      highlightSelectionMatches(),
      search({ top: true }),
      lintGutter(),
      gameLanguage,
      syntaxHighlighting(gameHighlight),
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
      // 4 MB text) and replacing the view's (its first render: 19–38 ms) are too long for one task.
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

  /** The examples menu, with "Restore my previous text" when the user has one not shown. */
  renderExamples() {
    renderExamples(this);
  }

  /** Opens a game file (editor-input.js); resolves true when it did. */
  openFile(file) {
    return openFile(this, file);
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
    this.view.dispatch(setDiagnostics(this.view.state, diagnostics), { effects: setInvalid.of(errors.length > 0) });
  }

  /** The list of errors under the editor, each a button to its line. */
  list(errors, more) {
    this.errorList.hidden = errors.length === 0;
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
