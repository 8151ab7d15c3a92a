// The custom game: the text editor (its language, theme and long lines), game files, the games
// kept in the browser, and the chooser of built-in and custom games.
// Other folders import this folder only through this file.

export { Chooser } from './chooser.js';
// The editor's code (editor.js, with CodeMirror) loads on first use: only its stand-in is public.
export { editorOnDemand } from './editor-on-demand.js';
export { KeptGames, titleOf } from './kept-games.js';
export { savedText } from './examples.js';
export { fileName, saveGameFile } from './game-file.js';
