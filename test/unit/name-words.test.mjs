// Position names set apart in sentences (www/core/name-words.js): a name is marked so the page can
// show it as code, its plain text is the sentence as read, and a name carrying the marks itself
// cannot open or close another (names are user input).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nameWord, plainWords } from '../../www/core/name-words.js';
import { questionsFor } from '../../www/practice/questions.js';
import { MOVER } from '../../www/core/codes.js';

test('a marked name reads as itself, the sentence around it unchanged', () => {
  const text = `Edge A → ${nameWord('XOXOX....')}: the end.`;
  assert.notEqual(text, 'Edge A → XOXOX....: the end.');
  assert.equal(plainWords(text), 'Edge A → XOXOX....: the end.');
});

test('a hostile name holding the marks is kept inside its own pair', () => {
  const hostile = '\uFDD1<b>x</b>\uFDD0';
  const marked = nameWord(hostile);
  assert.equal(marked, '\uFDD0<b>x</b>\uFDD1');
  assert.equal(plainWords(`(${marked})`), '(<b>x</b>)');
});

test('practice questions mark the position asked about in their words, not in its name', () => {
  // S max : A B; A = 1; B = -1 — DFS asks S's value.
  const run = {
    names: ['S', 'A', 'B'],
    movers: [MOVER.paul, MOVER.paul, MOVER.paul],
    isEnd: [false, true, true],
    successors: (v) => (v === 0 ? [1, 2] : []),
    events: [
      { kind: 'finish', position: 1, value: 1 },
      { kind: 'finish', position: 2, value: -1 },
      { kind: 'finish', position: 0, value: 1 },
    ],
  };
  const [question] = questionsFor('dfs', run);
  assert.equal(question.position, 'S');
  assert.ok(question.prompt.startsWith(nameWord('S')), question.prompt);
  assert.equal(plainWords(question.prompt), 'S turns black next: all its successors are finished. What is its value?');
});
