// Practice mode's reading of answers (www/practice/practice-answers.js): lenient about case, spacing,
// signs and wording; a reply it cannot read says what form is expected.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EXPECTED, readAnswer } from '../../www/practice/practice-answers.js';

const read = (kind, text) => {
  const result = readAnswer(kind, text);
  assert.ok(result.ok, `${kind} “${text}”: ${result.message}`);
  return result.answer;
};

test('values: signs, real minus, dashes, decimals, words around', () => {
  for (const [text, value] of [
    ['3', 3], ['+3', 3], ['-1', -1], ['−1', -1], ['– 1', -1], ['+1', 1], ['0', 0], [' 0.25 ', 0.25], ['−0,5', -0.5], ['.5', 0.5],
    ['value = 3', 3], ['c = −2', -2], ['draw', 0], ['-inf', -Infinity], ['+∞', Infinity], ['3.', 3],
    ['(min, 1)', 1], ['max, −2', -2], ['(MAX,+3)', 3],
  ]) {
    assert.equal(read('value', text), value, text);
  }
});

test('outcomes: who wins and in how many moves, however typed', () => {
  const paul3 = { winner: 'paul', moves: 3 };
  for (const text of ['paul 3', 'Paul wins in 3', 'Paul wins in 3 moves', 'P3', 'p 3', 'PAUL  WINS IN 3 MOVES.', 'paul3', 'max 3', 'Paul wins in 3 moves!']) {
    assert.deepEqual(read('outcome', text), paul3, text);
  }
  assert.deepEqual(read('outcome', 'Carole wins in 5'), { winner: 'carole', moves: 5 });
  assert.deepEqual(read('outcome', 'C1'), { winner: 'carole', moves: 1 });
  for (const text of ['draw', 'Draw', 'a draw', 'D', 'tie']) assert.deepEqual(read('outcome', text), { winner: 'draw', moves: null }, text);
  // As the page words them: "a draw (value 0)", "Paul wins, 3 moves", "Paul (3)".
  for (const text of ['a draw (value 0)', 'draw, value 0']) assert.deepEqual(read('outcome', text), { winner: 'draw', moves: null }, text);
  for (const text of ['Paul wins, 3 moves', 'Paul (3)', 'paul: 3']) assert.deepEqual(read('outcome', text), paul3, text);
});

test('yes and no', () => {
  for (const text of ['yes', 'Y', 'yep', ' YES ', 'true']) assert.equal(read('yesno', text), true, text);
  for (const text of ['no', 'N', 'nope', 'No.', 'false']) assert.equal(read('yesno', text), false, text);
  // With commas, and a cut-off however written (the corrections say "a cut-off").
  for (const text of ['Yes, it joins', 'cut-off', 'yes, a cutoff', 'a cut off']) assert.equal(read('yesno', text), true, text);
  for (const text of ['No, it does not', 'no cut-off', 'no cutoff', 'not cut']) assert.equal(read('yesno', text), false, text);
});

test('a reply that cannot be read says what form is expected, quoting it', () => {
  for (const [kind, text] of [['value', 'three'], ['value', ''], ['outcome', 'Paul wins'], ['outcome', '3'], ['outcome', 'Bob 3'], ['yesno', 'maybe'], ['yesno', '1']]) {
    const result = readAnswer(kind, text);
    assert.equal(result.ok, false, `${kind} “${text}”`);
    assert.ok(result.message.endsWith(EXPECTED[kind]), result.message);
    if (text) assert.match(result.message, new RegExp(`“${text}”`));
    else assert.match(result.message, /^Nothing typed yet\./);
  }
  const long = readAnswer('value', 'x'.repeat(100));
  assert.ok(long.message.length < 200, 'a long reply is quoted short');
  assert.equal(readAnswer('colour', 'red').ok, false);
});

test('thousands separators, exponents and a comma after the winner are read', () => {
  const value = (text) => readAnswer('value', text).answer;
  assert.equal(value('1,000'), 1000);
  assert.equal(value('12,345,678'), 12345678);
  assert.equal(value('−1,000.5'), -1000.5);
  assert.equal(value('1e3'), 1000);
  assert.equal(value('2.5E-1'), 0.25);
  // A comma not grouping thousands is a decimal point.
  assert.equal(value('1,5'), 1.5);
  assert.equal(value('0,125'), 0.125);
  assert.deepEqual(readAnswer('outcome', 'Paul, 3').answer, { winner: 'paul', moves: 3 });
  assert.deepEqual(readAnswer('outcome', 'Carole: 5').answer, { winner: 'carole', moves: 5 });
});
