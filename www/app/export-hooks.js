// The Export menu's questions to the page (www/export/menu.js): the drawing shown (or the two
// compared), the game's text and file, what can be exported now and why not, the title.

import { byId, notice } from '../core/index.js';
import { DOT_TEXT_LIMIT, setUpExport } from '../export/index.js';
import { fileName as gameFileName } from '../editor/index.js';

/** Sets up the Export menu. ctx: {store, session (www/app/session.js), drawings (the drawing's
 * box), compare (the compared panes), editor (the custom text's)}. */
export function setUpExportMenu({ store, session, drawings, compare, editor }) {
  const { state } = store;
  setUpExport(byId('export-menu'), {
    drawing: () => (state.comparing ? compare.exportSvg() : drawings.current().exportSvg()),
    text: () => session.gameText(),
    // A custom text that is not a game yet is still the user's work: it is saved as typed.
    file: () => (session.notAGameYet() ? editor.text : session.gameText(true)),
    why: () =>
      session.notAGameYet()
        ? 'the text is not a game yet (its errors are marked in the editor)'
        : state.loading
          ? 'wait until the game has loaded'
          : null,
    noDrawing: () => (state.comparing ? 'neither algorithm compared draws this game (each pane says why)' : null),
    picture: () => (state.panel === 'whole' ? drawings.whole.exportPng() : null),
    offers: () => {
      const busy = session.notAGameYet() || state.loading;
      const svg = !busy && (state.comparing ? compare : drawings.current()).exportSvg() != null;
      const chars = state.text?.length ?? state.result?.textChars ?? 0;
      return {
        svg,
        png: svg || (!busy && !state.comparing && state.whole != null),
        dot: !busy && chars <= DOT_TEXT_LIMIT,
      };
    },
    textLength: () => state.text?.length ?? (state.loading ? null : (state.result?.textChars ?? null)),
    title: () => state.title,
    // A custom game's text file has the name "Save as file" gives it (game-<start>.txt).
    textFileName: () => (state.view?.game === 'custom' ? `${gameFileName(editor.text)}.txt` : null),
    notice,
  });
}
