// The game format's colouring: no token reads more than MAX_WORD (1,024) characters of a line,
// whatever the line holds (a run of 16 million spaces was read whole, twice, freezing the page),
// and the tokens of an ordinary line are what they were.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { StringStream } from '@codemirror/language';
import { gameLanguage } from '../../www/editor/game-language.js';

const parser = gameLanguage.streamParser;
const MAX_WORD = 1024;

/** The tokens of a line as [text, style], at most `limit` of them, each checked to stay short. */
function tokens(line, limit = Infinity) {
  const stream = new StringStream(line, 4, 2);
  const state = parser.startState(2);
  const out = [];
  while (!stream.eol() && out.length < limit) {
    stream.start = stream.pos;
    const style = parser.token(stream, state);
    assert.ok(stream.pos > stream.start, 'a token moves on');
    assert.ok(stream.pos - stream.start <= MAX_WORD, `a token of ${stream.pos - stream.start} characters at ${stream.start}`);
    out.push([stream.current(), style]);
  }
  return out;
}

test('an ordinary line is coloured as before', () => {
  assert.deepEqual(tokens('P11 max : C01 C10  # moves'), [
    ['P11', 'variableName.definition'],
    [' ', null],
    ['max', 'keyword'],
    [' ', null],
    [':', 'operator'],
    [' ', null],
    ['C01', 'variableName'],
    [' ', null],
    ['C10', 'variableName'],
    ['  ', null],
    ['# moves', 'comment'],
  ]);
  assert.deepEqual(tokens('B = -1'), [['B', 'variableName.definition'], [' ', null], ['=', 'operator'], [' ', null], ['-1', 'number']]);
});

test('runs of spaces, tabs and mixed blanks are read MAX_WORD characters at a time', () => {
  for (const blank of [' ', '\t', ' \t']) {
    const line = `${blank.repeat(4_000_000 / blank.length)}A`;
    // CodeMirror stops a line after its first 10,000 characters: a few tokens here.
    const first = tokens(line, 12);
    assert.equal(first.length, 12);
    assert.ok(first.every(([text, style]) => style === null && text.length === MAX_WORD));
  }
  // After the blanks, the word is the line's head as usual.
  assert.deepEqual(tokens(`${' '.repeat(3000)}A max`).slice(-3), [['A', 'variableName.definition'], [' ', null], ['max', 'keyword']]);
});
