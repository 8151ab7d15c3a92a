// The explorer's words that must never contradict each other (www/explorer/): the sentence said
// beside the picker when the page switched algorithm by itself, the summary's "Solved by" row
// when the solver is not the algorithm shown, the legend's words for one algorithm or two
// compared; and a custom game's name (www/core/game-words.js), its title on the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadAlgorithm } from '../../www/algorithms/index.js';
import { midSentence, switchedSentence } from '../../www/explorer/algorithm-picker.js';
import { solvedBy } from '../../www/explorer/summary.js';
import { legendWords } from '../../www/explorer/legend.js';
import { gameName } from '../../www/core/game-words.js';

const dfs = await loadAlgorithm('dfs');
const retrograde = await loadAlgorithm('retrograde');
const stack = await loadAlgorithm('stack');

test('an automatic switch is one sentence naming both algorithms and why', () => {
  assert.equal(
    switchedSentence({ from: dfs, to: retrograde, why: 'a game with a cycle' }),
    'Switched to retrograde analysis: DFS minimax cannot solve a game with a cycle.',
  );
  assert.equal(
    switchedSentence({ back: true, to: dfs, why: 'this game has no cycle' }),
    'Back to DFS minimax: this game has no cycle.',
  );
  assert.equal(midSentence('Retrograde analysis'), 'retrograde analysis');
  assert.equal(midSentence('DFS minimax'), 'DFS minimax');
});

test('the summary names its solver, and says so when the picker shows another algorithm', () => {
  assert.equal(solvedBy('retrograde', null), 'retrograde analysis');
  assert.equal(solvedBy('retrograde', retrograde), 'retrograde analysis');
  assert.equal(solvedBy('dfs', dfs), 'DFS minimax');
  const row = solvedBy('retrograde', stack);
  assert.match(row, /^retrograde analysis, /);
  assert.ok(row.includes(stack.label), row);
});

test('the legend speaks for the algorithm shown, and for both when two are compared', () => {
  const alone = legendWords(dfs);
  assert.equal(alone.fills.gray, 'on the stack (being explored)');
  assert.equal(alone.edges.pruned, null);
  const backwards = legendWords(retrograde);
  assert.match(backwards.edges.tree, /a move examined backwards/);
  assert.equal(backwards.edges.black, null);
  const both = legendWords(dfs, retrograde);
  assert.ok(both.fills.gray.includes(`(${dfs.label})`) && both.fills.gray.includes(`(${retrograde.label})`));
  // A kind of edge either pane draws stays.
  assert.equal(both.edges.black, alone.edges.black);
});

test('a custom game is named by its first comment line, never by the page\'s own comments', () => {
  assert.equal(gameName('# Nim 1,2\nA max : B\n'), 'Nim 1,2');
  assert.equal(gameName('A max : B\nB = 1\n'), null);
  assert.equal(gameName(''), null);
  assert.equal(gameName('A max : B\n  #   late name  \nB = 1\n'), 'late name');
  assert.equal(gameName('# drawn at: A=1,2 B=3,4\n# Mine\nA = 1\n'), 'Mine');
  assert.equal(gameName('# drawn at: A=1,2\nA = 1\n'), null);
  assert.equal(gameName('# Nim 1,1\rstart P11\r'), 'Nim 1,1');
  const long = gameName(`# ${'x'.repeat(100)}`);
  assert.equal(long.length, 60);
  assert.ok(long.endsWith('…'));
});
