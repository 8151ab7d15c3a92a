// Where a game comes from on the page: the chooser (built-in games and their parameters), the
// text editor (a custom game, kept in this browser), Draw mode (a drawing that writes the
// editor's text), "Edit as text" and "Save as file". Each opens its view through the session
// (www/app/session.js), keeping the mode shown (www/app/modes.js keepMode); each follows the page
// store for what it shows.

import { byId, notice } from '../core/index.js';
import { randomSeed } from '../engine/index.js';
import { formatHash, newPlay } from '../link/index.js';
import { algorithmOf } from '../explorer/index.js';
import { Chooser, editorOnDemand, saveGameFile, savedText } from '../editor/index.js';
import { drawFollower } from '../draw/index.js';
import { keepMode } from './modes.js';

/**
 * Makes the chooser, the editor and Draw mode. ctx: {store, session, kept (KeptGames), presets
 * (the engine's built-in games)}. Returns {editor} (the editor's stand-in: its text is the
 * user's, saved as typed).
 */
export function makeGameInputs({ store, session, kept, presets }) {
  const { state } = store;
  const editor = editorOnDemand(
    {
      host: byId('editor-host'),
      errors: byId('editor-errors'),
      examples: byId('editor-examples'),
      games: byId('editor-games'),
      file: byId('editor-file'),
      panel: byId('editor-panel'),
      status: byId('editor-status'),
    },
    kept,
    (text) =>
      session.open(
        keepMode({ game: 'custom', params: [], text, ...algorithmOf(state.view), step: 0 }, state.view, randomSeed),
        'editor',
      ),
    store,
  );
  // Draw mode (www/draw/): each edit of the drawing becomes the editor's text, kept and judged.
  drawFollower(byId('draw'), store, {
    // A new drawing replaces the text as an example does: the user's text before stays kept.
    onText: (text, fresh) => (fresh ? editor.replace(text, true) : editor.setText(text, true)),
    // Keystrokes typed a moment ago (still waiting for the pause) are drawn before the edit.
    beforeEdit: () => editor.flush(),
    links: () => {
      const game = { ...state.view, draw: undefined, step: 0 };
      return {
        animate: formatHash(game),
        play: formatHash({ ...game, play: newPlay(randomSeed()) }),
        practise: formatHash({ ...game, practice: true }),
      };
    },
  });
  const chooser = new Chooser(
    {
      select: byId('game-select'),
      form: byId('param-form'),
      picks: byId('quick-picks'),
      description: byId('game-description'),
    },
    presets,
    async (view) => {
      // The kept text may take a moment to read (a big one, slice by slice): a game chosen
      // meanwhile wins, and the algorithm carried is the one shown when it comes.
      const token = store.dispatch({ type: 'claim' }).token;
      const text = view.game === 'custom' ? await savedText(kept) : undefined;
      if (token !== state.token) return;
      return session.open(
        keepMode({ ...view, text, ...algorithmOf(state.view), step: 0 }, state.view, randomSeed),
        'chooser',
      );
    },
  );
  chooser.follow(store);
  byId('btn-edit-text').addEventListener('click', async () => {
    const text = await session
      .gameText()
      .catch((error) => notice(`The game text could not be fetched: ${error.message}.`));
    if (text == null) return;
    editor.replace(text);
    editor.store();
    session.open(
      { game: 'custom', params: [], text, ...algorithmOf(state.view), step: state.view.step ?? 0 },
      'chooser',
    );
  });
  byId('btn-save-file').addEventListener('click', () => saveGameFile(editor.text));
  return { editor };
}
