// The page's store: its whole state in one object, changed only by actions (store.js).
// Other folders import this folder only through this file.

export { PageStore } from './store.js';
