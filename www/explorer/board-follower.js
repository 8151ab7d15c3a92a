// The board card (www/boards/) follows the page store: the positions of the run shown (or of the
// solved game, when no algorithm animates it), the position the search is at each step, nothing
// once the explorer is cleared.

import { readGame } from '../engine/index.js';

/** Has `card` (a BoardCard) follow `store`. */
export function followBoard(store, card) {
  store.subscribe((state, action) => {
    switch (action.type) {
      case 'clear':
        return card.clear('no position drawn');
      case 'run':
      case 'solved': {
        const { names, movers, isEnd, start, endValues } = action.type === 'run' ? state.run : readGame(state.game);
        return card.load({ game: state.view.game, params: state.view.params, names, movers, isEnd, start, endValues });
      }
      case 'step': {
        const { frame } = action;
        if (!frame || !state.run) return;
        // The board of the position the search is at (a tree node's position on the tree).
        return card.show(state.algorithm.view === 'tree' ? state.run.tree.positions[frame.current] : frame.current);
      }
    }
  });
}
