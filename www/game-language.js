//! The game text format as a CodeMirror 6 language: a line-by-line stream tokenizer (a
//! `StreamLanguage`, no grammar) that colours what src/format.rs reads —
//!   `# comment`, `start NAME`, `NAME max|min|paul|carole : SUCCESSORS`, `NAME = VALUE`.
//! The first word of a line is the position it defines, the mover a keyword, `:` and `=`
//! operators, successors names, a value a number. Wrong lines are not judged here: the engine's
//! parse errors come back from the worker as lint marks (editor.js).

import { StreamLanguage } from '@codemirror/language';

const MOVERS = new Set(['max', 'min', 'paul', 'carole']);

/** The state at a line's start; `at` is what the next word is: head, mover, successor, value, start. */
function startState() {
  return { at: 'head' };
}

function token(stream, state) {
  if (stream.sol()) state.at = 'head';
  if (stream.eatSpace()) return null;
  if (stream.peek() === '#') {
    stream.skipToEnd();
    return 'comment';
  }
  if (stream.eat(':')) {
    state.at = 'successor';
    return 'operator';
  }
  if (stream.eat('=')) {
    state.at = 'value';
    return 'operator';
  }
  stream.eatWhile(/[^\s#:=]/);
  const word = stream.current();
  switch (state.at) {
    case 'head':
      if (word === 'start' && !/^\s*(?:[^\s#:=]+\s+)?:/.test(stream.string.slice(stream.pos)) && !/^\s*=/.test(stream.string.slice(stream.pos))) {
        state.at = 'start';
        return 'keyword';
      }
      state.at = 'mover';
      return 'variableName.definition';
    case 'mover':
      state.at = 'extra';
      return MOVERS.has(word.toLowerCase()) ? 'keyword' : 'invalid';
    case 'value':
      state.at = 'extra';
      return Number.isFinite(Number(word)) ? 'number' : 'invalid';
    case 'start':
      state.at = 'extra';
      return 'variableName';
    case 'successor':
      return 'variableName';
    default:
      return 'invalid';
  }
}

export const gameLanguage = StreamLanguage.define({
  name: 'game',
  startState,
  token,
  copyState: (state) => ({ ...state }),
  languageData: { commentTokens: { line: '#' } },
});
