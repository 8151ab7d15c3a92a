// A page state's link read by parseHash and written again by formatHash says the same view:
// the lessons' slides are read and written so (www/app/lesson-hooks.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatHash, parseHash } from '../../www/link/link.js';
import { packText } from '../../www/link/compress.js';

const PRESETS = [{ id: 'nim', title: 'Nim', params: [{ name: 'piles' }] }];

test('a custom link without its text (the user’s own) is written without one', () => {
  const { view } = parseHash('#game=custom&alg=dfs&step=3', PRESETS);
  assert.equal(formatHash(view), '#game=custom&alg=dfs&step=3');
});

test('a link’s packed text comes back as it was read, short or long', () => {
  // Long but very compressible: its packed form is short enough to be unpacked at once, and
  // the text itself too long to be packed again on this thread.
  const long = `A max : B\nB = 1\n${'# padding\n'.repeat(8000)}`;
  const other = 'X max : Y\nY = -1\n';
  for (const text of [other, long]) {
    const hash = `#game=custom&text=${packText(text)}&alg=dfs&step=2`;
    packText(text === long ? other : long); // the cache holds another text meanwhile
    const { view } = parseHash(hash, PRESETS);
    assert.equal(view.text, text);
    assert.equal(formatHash(view), hash);
  }
  // A packed text too long to unpack at once stays a payload, and is written back as it is.
  const payload = `${'A'.repeat(20000)}.00000000`;
  const { view } = parseHash(`#game=custom&text=${payload}&step=0`, PRESETS);
  assert.deepEqual([view.text, view.payload], [null, payload]);
  assert.equal(formatHash({ ...view, step: 4 }), `#game=custom&text=${payload}&step=4`);
});

test('display fields and the step are the view’s: a slide at another step differs only there', () => {
  const { view } = parseHash('#game=nim&piles=1,2&alg=dfs&step=5&present=1', PRESETS);
  assert.equal(view.step, 5);
  assert.equal(formatHash({ ...view, present: undefined, step: 0 }), '#game=nim&piles=1,2&alg=dfs&step=0');
  assert.equal(formatHash({ ...view, embed: true }), '#game=nim&piles=1,2&alg=dfs&step=5&present=1&embed=1');
});
