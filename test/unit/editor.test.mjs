// The editor's pure parts in node: a big text built into CodeMirror's document in slices is the
// same document; the game format's colouring names each word's part; game files' names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EditorState } from '@codemirror/state';
import { ensureSyntaxTree } from '@codemirror/language';
import { buildText } from '../../www/editor.js';
import { gameLanguage } from '../../www/game-language.js';
import { fileName } from '../../www/game-file.js';

test('a text built in slices is the same document, line for line', async () => {
  for (const text of ['', 'A = 1', 'A = 1\n', 'A max : B\r\nB = 1\r\n', `${'P max : Q R\nQ = 1\nR = -1\n'.repeat(60_000)}# end`]) {
    const doc = await buildText(text);
    assert.equal(doc.toString(), text.replace(/\r\n/g, '\n'));
    assert.equal(doc.lines, text.split(/\r\n?|\n/).length);
  }
  let calls = 0;
  assert.equal(await buildText('x\n'.repeat(400_000), () => ++calls > 1), null, 'a stale build stops');
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

test('a game file is named after its start, else its first position', () => {
  assert.equal(fileName('# x\nstart Root\nA = 1\nRoot max : A\n'), 'game-Root');
  assert.equal(fileName('# x\nP11 max : C01\nC01 = 1\n'), 'game-P11');
  assert.equal(fileName('# nothing yet\n'), 'game-custom');
});
