// The custom-game editor (editor.js: CodeMirror, the format's colouring, its theme: the biggest
// part of the page's code) is loaded when a custom game is first shown, not with the first
// screen. Until it is made, this stands in for it with the same methods: what the page asks of
// it (a text to show, errors to mark) is kept in order and done once it is made, so a link's
// text, an edit of the drawing or a file opened meanwhile is never lost; a file chosen or
// dropped on the panel while it loads is opened then.

import { nextTask, notice, onDemand, loadingLine } from '../core/index.js';
import { savedText } from './examples.js';

/** Calls the page makes on the editor (editor.js's Editor), kept until it is made. */
const QUEUED = ['setText', 'replace', 'store', 'flush', 'showErrors'];

/** parts, kept, onChange: as editor.js's Editor; store: the page store, which the editor follows
 * (a custom text opened from elsewhere than the editor is shown in it, its errors marked). */
export function editorOnDemand(parts, kept, onChange, store) {
  let editor = null;
  let shown = ''; // the last text given to the editor, its text until it is made
  const calls = [];
  let line = null;
  let file = null; // the last file chosen or dropped while it loads
  const listening = new AbortController();
  const take = (chosen) => {
    if (!chosen) return;
    file = chosen;
    if (line) line.textContent = `Loading the editor… then “${chosen.name}” opens.`;
  };
  parts.file.addEventListener(
    'change',
    () => {
      take(parts.file.files?.[0]);
      parts.file.value = '';
    },
    { signal: listening.signal },
  );
  parts.panel.addEventListener(
    'dragover',
    (event) => event.dataTransfer?.types.includes('Files') && event.preventDefault(),
    { signal: listening.signal },
  );
  parts.panel.addEventListener(
    'drop',
    (event) => {
      if (!event.dataTransfer?.files.length) return;
      event.preventDefault();
      take(event.dataTransfer.files[0]);
    },
    { signal: listening.signal },
  );
  const get = onDemand(
    'the game text editor',
    () => import('./editor.js'),
    (sentence) => {
      line.textContent = sentence;
      notice(sentence);
    },
  );

  function load() {
    if (line) return;
    line = loadingLine(parts.host, 'the editor');
    get().then(async (module) => {
      if (!module) return;
      // Made in a task of its own: running CodeMirror's modules and making the editor were one
      // task of 60–90 ms of CPU.
      await nextTask();
      // The editor listens to the panel itself from now on.
      listening.abort();
      line.remove();
      const made = new module.Editor(parts, kept, onChange);
      // Its plugins come in a task of their own (the page's calls wait for them).
      await made.complete();
      editor = made;
      for (const [name, args] of calls.splice(0)) editor[name](...args);
      if (file) editor.openFile(file);
    });
  }

  const stand = {
    get text() {
      return editor ? editor.text : shown;
    },
    savedText: () => savedText(kept),
  };
  for (const name of QUEUED) {
    stand[name] = (...args) => {
      if (editor) return editor[name](...args);
      if (name === 'setText' || name === 'replace') shown = args[0];
      calls.push([name, args]);
      load();
    };
  }
  store.subscribe((state, action) => {
    const { view } = state;
    if (action.type === 'open' && view.game === 'custom' && state.origin !== 'editor') stand.setText(view.text);
    else if (action.type === 'errors') stand.showErrors(action.list, action.more ?? 0);
  });
  return stand;
}
