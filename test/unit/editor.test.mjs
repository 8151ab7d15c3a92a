// The editor's pure parts in node: a big text built into CodeMirror's document in slices is the
// same document; the game format's colouring names each word's part; game files' names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EditorState } from '@codemirror/state';
import { ensureSyntaxTree, StringStream } from '@codemirror/language';
import { buildText } from '../../www/editor/doc-text.js';
import { gameLanguage } from '../../www/editor/game-language.js';
import { anyLong, LONG_LINE_CHARS } from '../../www/editor/long-lines.js';

test('a text built in slices is the same document, line for line', async () => {
  for (const text of ['', 'A = 1', 'A = 1\n', 'A max : B\r\nB = 1\r\n', `${'P max : Q R\nQ = 1\nR = -1\n'.repeat(60_000)}# end`]) {
    const doc = await buildText(text);
    assert.equal(doc.toString(), text.replace(/\r\n/g, '\n'));
    assert.equal(doc.lines, text.split(/\r\n?|\n/).length);
  }
  let calls = 0;
  assert.equal(await buildText('x\n'.repeat(400_000), () => ++calls > 1), null, 'a stale build stops');
  // Old Mac line ends (a lone \r) and Windows ones, big: built in pieces too (a task each).
  for (const end of ['\r', '\r\n']) {
    const text = 'P max : Q R\nQ = 1\nR = -1\n'.replace(/\n/g, end).repeat(60_000);
    let pieces = 0;
    const doc = await buildText(text, () => (pieces += 1) < 0);
    assert.equal(doc.toString(), text.replace(/\r\n?/g, '\n'));
    assert.ok(pieces > 2, `${JSON.stringify(end)}: built in ${pieces} tasks`);
  }
});

test('the game format is coloured by what each word is', () => {
  const doc = '# comment\nstart A\nA Paul : B C\nB = 1.5\nC min : D\nD = oops\nstart max : B\n';
  const state = EditorState.create({ doc, extensions: [gameLanguage] });
  const tokens = [];
  ensureSyntaxTree(state, doc.length, 5000).iterate({
    enter: (node) => {
      if (node.name !== 'Document') tokens.push(`${node.name}:${state.sliceDoc(node.from, node.to)}`);
    },
  });
  assert.deepEqual(tokens, [
    'comment:# comment',
    'keyword:start', 'variableName:A',
    'variableName.definition:A', 'keyword:Paul', 'operator::', 'variableName:B', 'variableName:C',
    'variableName.definition:B', 'operator:=', 'number:1.5',
    'variableName.definition:C', 'keyword:min', 'operator::', 'variableName:D',
    'variableName.definition:D', 'operator:=', 'invalid:oops',
    // A position may be called `start`.
    'variableName.definition:start', 'keyword:max', 'operator::', 'variableName:B',
  ]);
});

/** The tokens the game format's tokenizer reads from one line: [style, length]. */
function tokensOf(line) {
  const parser = gameLanguage.streamParser;
  const state = parser.startState(2);
  const stream = new StringStream(line, 4, 2);
  const tokens = [];
  while (!stream.eol()) {
    stream.start = stream.pos;
    const style = parser.token(stream, state);
    tokens.push([style, stream.pos - stream.start]);
  }
  return tokens;
}

test('a word is read in pieces of at most 1,024 characters, so a line of one huge word is not read whole', () => {
  assert.deepEqual(tokensOf(`A max : ${'x'.repeat(3000)}`).slice(6), [
    ['variableName', 1024],
    ['variableName', 1024],
    ['variableName', 952],
  ]);
  // A `start` line followed by a long word is still read as the start.
  assert.deepEqual(tokensOf(`start A ${'y'.repeat(5000)}`).slice(0, 3).map(([style]) => style), ['keyword', null, 'variableName']);
});

test('a long line is one over the limit, among the lines in view', () => {
  assert.equal(anyLong([{ length: 10 }, { length: LONG_LINE_CHARS }]), false);
  assert.equal(anyLong([{ length: 10 }, { length: LONG_LINE_CHARS + 1 }]), true);
  assert.equal(anyLong([]), false);
});

