// The tidy tree layout (www/drawing/tree-layout.js) on tiny trees: rows by depth, parents centred over
// their children, children in search order, no two boxes of a row overlapping, all inside the
// drawing's bounds; a deep chain needs no recursion.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { layoutTree, TREE_ROW } from '../../www/drawing/tree-layout.js';
import { nodeWidth } from '../../www/drawing/geometry.js';

/** Compressed rows from child lists: [[1, 4], [2, 3], [], [], [5, 6], [], []]. */
function tree(lists, names = lists.map((_, v) => `N${v}`)) {
  const childOffsets = new Uint32Array(lists.length + 1);
  lists.forEach((kids, v) => {
    childOffsets[v + 1] = childOffsets[v] + kids.length;
  });
  return { childOffsets, children: Uint32Array.from(lists.flat()), names };
}

//        0
//      /   \
//     1     4
//    / \   / \
//   2   3 5   6
const DIAMOND = tree([[1, 4], [2, 3], [], [], [5, 6], [], []]);

test('rows by depth, parents centred over their children, children left to right', () => {
  const { x, y, width, height } = layoutTree(DIAMOND);
  assert.equal(y[1] - y[0], TREE_ROW);
  assert.equal(y[2], y[6]);
  for (const [p, a, b] of [[0, 1, 4], [1, 2, 3], [4, 5, 6]]) {
    assert.ok(Math.abs(x[p] - (x[a] + x[b]) / 2) < 1e-9, `node ${p} centred`);
    assert.ok(x[a] < x[b]);
  }
  const column = nodeWidth('N0');
  for (const v of [2, 3, 5, 6]) assert.ok(x[v] - column / 2 >= 0 && x[v] + column / 2 <= width);
  assert.ok(Math.max(...y) <= height);
  // Leaves of one row never overlap: a box is as wide as its name.
  const row = [2, 3, 5, 6].map((v) => x[v]).sort((a, b) => a - b);
  for (let i = 1; i < row.length; i++) assert.ok(row[i] - row[i - 1] >= column);
});

test('long names widen the columns', () => {
  const names = ['start', 'a-very-long-position-name', 'b', 'c', 'd', 'e', 'f'];
  const { x } = layoutTree(tree([[1, 4], [2, 3], [], [], [5, 6], [], []], names));
  assert.ok(x[3] - x[2] >= nodeWidth(names[1]));
});

test('a chain of 5,000 nodes is laid out without recursion', () => {
  const lists = Array.from({ length: 5000 }, (_, v) => (v + 1 < 5000 ? [v + 1] : []));
  const { x, y } = layoutTree(tree(lists));
  assert.equal(x[4999], x[0]);
  assert.equal(y[4999] - y[0], 4999 * TREE_ROW);
});
