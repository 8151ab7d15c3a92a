//! The game text format as a CodeMirror 6 language: a line-by-line stream tokenizer (a
//! `StreamLanguage`, no grammar) that colours what src/format/ reads —
//!   `# comment`, `start NAME`, `NAME max|min|paul|carole : SUCCESSORS`, `NAME = VALUE`.
//! The first word of a line is the position it defines, the mover a keyword, `:` and `=`
//! operators, successors names, a value a number. Wrong lines are not judged here: the engine's
//! parse errors come back from the worker as lint marks (editor.js).

import { StreamLanguage } from '@codemirror/language';

const MOVERS = new Set(['max', 'min', 'paul', 'carole']);
/** A character of a name or number; a word is cut after MAX_WORD of them. */
const WORD_CHAR = /[^\s#:=]/;
/** Blank between words: a run of it is cut after MAX_WORD characters too (as CodeMirror's
 * eatSpace is not: a line of 16 million spaces would be read whole, twice, 250–370 ms each). */
const SPACE_CHAR = /\s/;
const MAX_WORD = 1024;

/** The state at a line's start; `at` is what the next word is: head, mover, successor, value, start. */
function startState() {
  return { at: 'head' };
}

function token(stream, state) {
  if (stream.sol()) state.at = 'head';
  // At most MAX_WORD of a run of blanks: CodeMirror stops colouring a line after its first
  // 10,000 characters, but only between tokens.
  while (stream.pos - stream.start < MAX_WORD && stream.eat(SPACE_CHAR));
  if (stream.pos > stream.start) return null;
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
  // A word of at most MAX_WORD characters: a line of one 20 MB word would be read whole after each
  // edit (CodeMirror colours no more than the first 10,000 characters of a line anyway).
  while (stream.pos - stream.start < MAX_WORD && stream.eat(WORD_CHAR));
  const word = stream.current();
  switch (state.at) {
    case 'head':
      // What follows, as far as a name and a mover reach (not the rest of a long line).
      const rest = stream.string.slice(stream.pos, stream.pos + 2 * MAX_WORD);
      if (word === 'start' && !/^\s*(?:[^\s#:=]+\s+)?:/.test(rest) && !/^\s*=/.test(rest)) {
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
