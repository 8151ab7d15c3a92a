// A lesson caption's Markdown (www/lessons/markdown.js): the subset read as meant, and hostile
// captions (HTML, script URLs) kept inert: no HTML is ever parsed, no unsafe link is made.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseInline, parseMarkdown, renderMarkdown, safeUrl } from '../../www/lessons/markdown.js';

test('the subset: paragraphs, lists, bold, italic, code, links, escapes', () => {
  assert.deepEqual(parseMarkdown('One **two** *three* `four`\nsame paragraph\n\n- a\n- _b_\n\n3. c\n4. d'), [
    {
      type: 'p',
      inline: [
        { type: 'text', text: 'One ' },
        { type: 'strong', text: 'two' },
        { type: 'text', text: ' ' },
        { type: 'em', text: 'three' },
        { type: 'text', text: ' ' },
        { type: 'code', text: 'four' },
        { type: 'text', text: ' same paragraph' },
      ],
    },
    { type: 'ul', start: 1, items: [[{ type: 'text', text: 'a' }], [{ type: 'em', text: 'b' }]] },
    { type: 'ol', start: 3, items: [[{ type: 'text', text: 'c' }], [{ type: 'text', text: 'd' }]] },
  ]);
  assert.deepEqual(parseInline('\\*not em\\* and a_b_c'), [{ type: 'text', text: '*not em* and a_b_c' }]);
  assert.deepEqual(parseInline('2 * 3 * 4'), [{ type: 'text', text: '2 * 3 * 4' }]);
  assert.deepEqual(parseInline('[the board](#game=catmouse&alg=retrograde)'), [
    { type: 'link', text: 'the board', href: '#game=catmouse&alg=retrograde', url: '#game=catmouse&alg=retrograde' },
  ]);
});

test('hostile captions: HTML stays text, only http(s) and # links are made', () => {
  const html = parseMarkdown('<img src=x onerror=alert(1)><script>alert(1)</script>');
  assert.deepEqual(html, [
    { type: 'p', inline: [{ type: 'text', text: '<img src=x onerror=alert(1)><script>alert(1)</script>' }] },
  ]);
  for (const url of [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<b>',
    'vbscript:x',
    '//evil.example',
    'java%0ascript:x',
  ]) {
    // Read as a link without its href, or (with parentheses in it) as plain words.
    const parts = parseInline(`[click](${url})`);
    assert.ok(
      parts.every((part) => part.type !== 'link' || part.href === null),
      url,
    );
    assert.ok(!safeUrl(url), url);
  }
  assert.ok(safeUrl('https://example.com/a?b=c'));
  assert.ok(safeUrl('#lesson=dfs'));
});

/** A tiny document: enough of the DOM for renderMarkdown, recording what was made. */
function fakeDocument() {
  const made = [];
  const node = (tag) => {
    const element = {
      tag,
      children: [],
      attributes: {},
      textContent: '',
      append: (...nodes) => element.children.push(...nodes),
      replaceChildren: () => (element.children = []),
      setAttribute: (name, value) => (element.attributes[name] = value),
    };
    made.push(element);
    return element;
  };
  return {
    made,
    createElement: node,
    createTextNode: (text) => ({ tag: '#text', text }),
  };
}

test('rendering builds elements one by one, words as text, unsafe links as words', () => {
  const doc = fakeDocument();
  const host = doc.createElement('div');
  renderMarkdown(host, '**<b>x</b>** [go](javascript:void) [site](https://example.com) [here](#game=nim)', doc);
  const tags = doc.made.map((element) => element.tag);
  assert.deepEqual(tags, ['div', 'p', 'strong', 'a', 'a']);
  const strong = doc.made[2];
  assert.equal(strong.textContent, '<b>x</b>');
  const [external, local] = doc.made.slice(3);
  assert.deepEqual(external.attributes, { href: 'https://example.com', target: '_blank', rel: 'noopener noreferrer' });
  assert.deepEqual(local.attributes, { href: '#game=nim' });
  // The javascript: link is its words alone.
  assert.ok(doc.made[1].children.some((child) => child.tag === '#text' && child.text === 'go'));
});
