// The editor's two menus: the examples (with "Restore my previous text" when the user has a
// text of theirs not shown) and "Your games", the user's texts kept in this browser (kept-games.js),
// newest first. Each function takes the Editor (editor.js) whose menus they are.

import { counted, h, replaceChildren } from '../core/index.js';
import { megabytes } from '../link/index.js';
import { EXAMPLES } from './examples.js';

const RESTORE = 'previous';

/** An example chosen (or "Restore my previous text"): shown in place of the text. */
export function chooseExample(editor) {
  const choice = editor.examples.value;
  editor.examples.value = '';
  if (choice === RESTORE) restore(editor);
  else if (choice !== '' && EXAMPLES[Number(choice)]) editor.replace(EXAMPLES[Number(choice)].text, true);
}

/** "Restore my previous text": the newest of the user's texts (a big one is read now). */
async function restore(editor) {
  // Which text is asked for is settled before keystrokes still waiting are kept (they become
  // the newest text, which is not the one to restore).
  const wanted = editor.kept.previous(editor.current);
  if (!wanted) return;
  const typed = editor.keepTyped();
  const text = await editor.kept.text(wanted.id);
  if (text == null) {
    editor.sayGone();
    return editor.parseTyped(typed);
  }
  editor.setText(text);
  editor.kept.showOwn(wanted.id);
  renderExamples(editor);
  editor.onChange(text);
}

/** A game chosen in "Your games": shown, and the user's edits go into its entry. */
export async function chooseGame(editor) {
  const id = editor.games.value;
  editor.games.value = '';
  if (!id) return;
  const typed = editor.keepTyped();
  const text = await editor.kept.text(id);
  // Keys typed while it was read (a big text, a save before it) are kept too.
  const more = editor.keepTyped();
  if (text == null) {
    editor.sayGone();
    return editor.parseTyped(typed || more);
  }
  editor.kept.showOwn(id);
  editor.show(text);
  renderExamples(editor);
  editor.onChange(text);
}

/** The examples menu, with "Restore my previous text" when the user has one not shown. */
export function renderExamples(editor) {
  const restorable = editor.kept.previous(editor.current) != null;
  replaceChildren(
    editor.examples,
    h('option', { value: '' }, 'Load an example…'),
    EXAMPLES.map((example, i) => h('option', { value: String(i) }, example.title)),
    restorable ? h('option', { value: RESTORE }, 'Restore my previous text') : null,
  );
}

/** "Your games": the user's own texts kept in this browser, newest first. */
export function renderGames(editor) {
  const list = editor.kept.list;
  editor.games.disabled = list.length === 0;
  replaceChildren(
    editor.games,
    h('option', { value: '' }, list.length ? `Your games (${list.length})…` : 'Your games: none kept yet'),
    list.map((game) => h('option', { value: game.id }, gameLabel(game, list))),
  );
}

function size(chars) {
  if (chars < 1024) return counted(chars, 'character');
  return chars < 1024 * 1024 ? `${Math.round(chars / 1024)} KB` : megabytes(chars);
}

/** A kept game in "Your games": its title, size and when it was saved — to the second when
 * another entry would read the same (two tabs' versions of one game). */
function gameLabel(game, list) {
  const label = (g, timeStyle) =>
    `${g.title} · ${size(g.chars)} · ${new Date(g.savedAt).toLocaleString('en-GB', { dateStyle: 'short', timeStyle })}`;
  const short = label(game, 'short');
  return list.some((other) => other !== game && label(other, 'short') === short) ? label(game, 'medium') : short;
}
