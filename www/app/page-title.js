// The game's title in the explorer's heading, written in this one place from the page store
// (www/store/store.js `title`); the whole of it is the heading's tooltip too (a long one is
// cut with … on wide screens).

/** A store subscriber that keeps `heading` saying the store's title. */
export function writeTitle(heading) {
  return (state) => {
    if (heading.textContent === state.title) return;
    heading.textContent = state.title;
    heading.title = state.title;
  };
}
