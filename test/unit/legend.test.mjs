import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lastIndices, legendRows } from '../../www/lab/legend.js';

test('each series shows its last value; x the largest of them', () => {
  const data = [
    [1, 2, 3, 4],
    [0.1, 0.2, null, null],
    [0.5, NaN, 0.7, 0.8],
    [null, null, null, null],
  ];
  assert.deepEqual(lastIndices(data), [3, 1, 3, null]);
  assert.deepEqual(lastIndices([[], []]), [null, null]);
});

test('legend items wrap into rows that fit the width', () => {
  const items = ['aaaa', 'bb', 'cccccc', 'd'].map((text) => ({ text }));
  const rows = legendRows(items, 40, (text) => 5 * text.length, { marker: 4, gap: 2 });
  // aaaa: 4 + 20 = 24, then bb would end at 26 + 14 = 40: fits; cccccc (34) starts a row; d too.
  assert.deepEqual(
    rows.map((row) => row.map(({ item, x }) => [item.text, x])),
    [
      [
        ['aaaa', 0],
        ['bb', 26],
      ],
      [['cccccc', 0]],
      [['d', 0]],
    ],
  );
  assert.deepEqual(
    legendRows([], 100, () => 1),
    [],
  );
});
