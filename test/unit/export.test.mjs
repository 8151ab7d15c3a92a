// Export (www/export/): the game as Graphviz DOT on a hand-drawn game, DOT string escaping, file
// names and PNG sizes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dotString, gameToDot } from '../../www/export/dot.js';
import { MAX_PNG_SIDE, fileNameOf, pngSize, sideBySide } from '../../www/export/svg.js';

//        S (Paul)
//       /  \
//      A    B (Carole)      A = +1
//           |  \
//           C   A           C = −2
//   U (unreachable, an end)
const GAME = {
  names: ['S', 'A', 'B', 'C', 'U'],
  movers: Uint8Array.from([0, 0, 1, 0, 0]),
  offsets: Uint32Array.from([0, 2, 2, 4, 4, 4]),
  targets: Uint32Array.from([1, 2, 3, 1]),
  endValues: Float64Array.from([NaN, 1, NaN, -2, 0]),
  start: 0,
  reachable: Uint8Array.from([1, 1, 1, 1, 0]),
};

test('DOT: shapes by mover, end values, one edge per move, the start marked, unreachable left out', () => {
  const dot = gameToDot(GAME);
  assert.match(dot, /^digraph game \{/m);
  assert.match(dot, /"S" \[shape=triangle, label="S", penwidth=2\];/);
  assert.match(dot, /"B" \[shape=invtriangle, label="B"\];/);
  assert.match(dot, /"A" \[shape=box, label="A\\n\+1"\];/);
  assert.match(dot, /"C" \[shape=box, label="C\\n−2"\];/);
  assert.doesNotMatch(dot, /"U"/);
  assert.equal((dot.match(/ -> /g) ?? []).length, 4 + 1, 'four moves and the arrow to the start');
  assert.match(dot, /__start -> "S";/);
  assert.match(dot, /"B" -> "A";/);
  assert.match(dot, /\}\n$/);
});

test('DOT: a position called __start is not the start arrow\'s invisible point', () => {
  const dot = gameToDot({ ...GAME, names: ['__start', 'A', 'B', 'C', '___start'] });
  assert.match(dot, /^ {2}____start \[shape=point, style=invis\];$/m);
  assert.match(dot, /^ {2}____start -> "__start";$/m);
  assert.doesNotMatch(dot, /^ {2}__start /m);
});

test('DOT: solved values under the names of inner positions', () => {
  const values = Float64Array.from([1, 1, -2, -2, NaN]);
  const dot = gameToDot(GAME, { values, title: 'A game\nwith two lines' });
  assert.match(dot, /^\/\/ A game with two lines\n/);
  assert.match(dot, /"S" \[shape=triangle, label="S\\n= \+1", penwidth=2\];/);
  assert.match(dot, /"B" \[shape=invtriangle, label="B\\n= −2"\];/);
});

test('DOT strings: quotes, backslashes and newlines escaped', () => {
  assert.equal(dotString('a"b\\c\nd'), '"a\\"b\\\\c\\nd"');
  // Graphviz turns entities into characters: a name that reads like one stays as written.
  assert.equal(dotString('&amp;'), '"&amp;amp;"');
});

test('file names from titles', () => {
  assert.equal(fileNameOf('Nim 1,2,3', 'svg'), 'nim-1-2-3.svg');
  assert.equal(fileNameOf('', 'dot'), 'game.dot');
  assert.equal(fileNameOf('Tic-tac-toe from XO.X.O...', 'png'), 'tic-tac-toe-from-xo-x-o.png');
});

test('PNG sizes: twice the drawing, never over the largest side', () => {
  assert.deepEqual(pngSize(300, 200), { width: 600, height: 400 });
  const big = pngSize(20000, 1000);
  assert.equal(big.width, MAX_PNG_SIDE);
  assert.ok(big.height <= MAX_PNG_SIDE && big.height >= 1);
});

test('two drawings side by side: each nested whole at its place, under its title, escaped', () => {
  const arrow = '<defs><marker id="arrow"/></defs><path marker-end="url(#arrow)"/>';
  const left = { text: `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="50" viewBox="0 0 300 50">${arrow}<g data-position="A"/></svg>`, width: 300, height: 50, title: 'DFS <minimax>' };
  const right = { text: `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="120" viewBox="-5 -5 80 120">${arrow}<g data-position="B"/></svg>`, width: 80, height: 120, title: 'Retrograde & co' };
  const both = sideBySide([left, right], { background: 'rgb(255, 255, 255)', ink: 'rgb(0, 0, 0)' });
  // The right column is as wide as its title (15 characters), not its narrower drawing.
  const rightColumn = 15 * 10 + 2 * 16;
  assert.equal(both.width, 300 + 24 + rightColumn);
  assert.equal(both.height, 30 + 120);
  assert.match(both.text, new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${both.width}" height="150" viewBox="0 0 ${both.width} 150">`));
  assert.match(both.text, /<svg x="0" y="30" xmlns="[^"]+" width="300" height="50" viewBox="0 0 300 50"><defs><marker id="d1-arrow"\/><\/defs><path marker-end="url\(#d1-arrow\)"\/><g data-position="A"\/><\/svg>/);
  assert.match(both.text, /<svg x="324" y="30" xmlns="[^"]+" width="80" height="120" viewBox="-5 -5 80 120"><defs><marker id="d2-arrow"\/><\/defs><path marker-end="url\(#d2-arrow\)"\/><g data-position="B"\/><\/svg>/);
  assert.match(both.text, /<text x="16" [^>]*>DFS &#60;minimax&#62;<\/text>/);
  assert.match(both.text, /<text x="340" [^>]*>Retrograde &#38; co<\/text>/);
  assert.match(both.text, new RegExp(`<rect x="0" y="0" width="${both.width}" height="150" fill="rgb\\(255, 255, 255\\)"/>`));
  // One drawing: no gap.
  assert.equal(sideBySide([left], { background: 'white', ink: 'black' }).width, 300);
});
