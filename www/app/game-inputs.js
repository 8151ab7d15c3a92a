// Where a game comes from on the page: the chooser (built-in games and their parameters), the
// text editor (a custom game, kept in this browser), Draw mode (a drawing that writes the
// editor's text), "Edit as text" and "Save as file". Each opens its view through the page's
// controller (www/app/page-controller.js), keeping the mode shown (www/app/modes.js keepMode).

import { byId, notice } from '../core/index.js';
import { formatHash, newPlay } from '../link/index.js';
import { algorithmOf } from '../explorer/index.js';
import { Chooser, editorOnDemand, saveGameFile } from '../editor/index.js';
import { drawOnDemand } from '../draw/index.js';
import { keepMode } from './modes.js';

/**
 * Makes the chooser, the editor and Draw mode into `views` (the page's views by name; the presets
 * are there already). ctx: {store, page, views, kept (KeptGames)}.
 */
export function makeGameInputs({ store, page, views, kept }) {
  const { state } = store;
  // Draw mode (www/draw/): each edit of the drawing becomes the editor's text, kept and judged.
  views.drawMode = drawOnDemand(
    byId('draw'),
    {
      // A new drawing replaces the text as an example does: the user's text before stays kept.
      onText: (text, fresh) => (fresh ? views.editor.replace(text, true) : views.editor.setText(text, true)),
      // Keystrokes typed a moment ago (still waiting for the pause) are drawn before the edit.
      beforeEdit: () => views.editor.flush(),
      links: () => {
        const game = { ...state.view, draw: undefined, step: 0 };
        return {
          animate: formatHash(game),
          play: formatHash({ ...game, play: newPlay(page.randomSeed()) }),
          practise: formatHash({ ...game, practice: true }),
        };
      },
    },
    notice,
  );
  views.chooser = new Chooser(
    {
      select: byId('game-select'),
      form: byId('param-form'),
      picks: byId('quick-picks'),
      description: byId('game-description'),
    },
    views.presets,
    async (view) => {
      // The kept text may take a moment to read (a big one, slice by slice): a game chosen
      // meanwhile wins, and the algorithm carried is the one shown when it comes.
      const token = store.dispatch({ type: 'claim' }).token;
      const text = view.game === 'custom' ? await views.editor.savedText() : undefined;
      if (token !== state.token) return;
      return page.open(
        keepMode({ ...view, text, ...algorithmOf(state.view), step: 0 }, state.view, page.randomSeed),
        'chooser',
      );
    },
  );
  views.editor = editorOnDemand(
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
      page.open(
        keepMode(
          { game: 'custom', params: [], text, ...algorithmOf(state.view), step: 0 },
          state.view,
          page.randomSeed,
        ),
        'editor',
      ),
    notice,
  );
  byId('btn-edit-text').addEventListener('click', async () => {
    const text = await page
      .gameText()
      .catch((error) => notice(`The game text could not be fetched: ${error.message}.`));
    if (text == null) return;
    views.editor.replace(text);
    views.editor.store();
    page.open({ game: 'custom', params: [], text, ...algorithmOf(state.view), step: state.view.step ?? 0 }, 'chooser');
  });
  byId('btn-save-file').addEventListener('click', () => saveGameFile(views.editor.text));
}
