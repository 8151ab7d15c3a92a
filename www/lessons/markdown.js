// A lesson caption's Markdown, a small subset read by hand and built with DOM nodes: captions
// arrive in links from strangers, so no HTML is ever parsed (a `<b>` is shown as the text
// “<b>”) and a link leads only to http(s) pages or to a state of this page (`#…`); any other
// link (javascript:, data:, …) is shown as its words alone.
//
// The subset: paragraphs (split by blank lines), `- ` or `* ` bullet lists, `1. ` numbered lists,
// **bold**, *italic* or _italic_, `code`, [words](url), and `\` before a mark to write it as is.
// parseMarkdown is pure (node tests); renderMarkdown builds the nodes.

/** Links a caption may make: to other pages over http(s), or to a state of this page. */
const SAFE_URL = /^(https?:\/\/[^\s]+|#[^\s]*)$/i;
/** Inline marks, in the order they are tried at a position. */
const ESCAPABLE = '\\`*_[]()#-.!';

/** Whether a caption's link may be followed (else its words are shown without a link). */
export function safeUrl(url) {
  return SAFE_URL.test(url);
}

/**
 * The caption's blocks: [{type: 'p', inline}] | [{type: 'ul' | 'ol', start, items: [inline]}], where
 * inline is [{type: 'text' | 'strong' | 'em' | 'code', text} | {type: 'link', text, href}]
 * (href null: not a safe link, shown as words).
 */
export function parseMarkdown(text) {
  const blocks = [];
  let paragraph = [];
  let list = null;
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ type: 'p', inline: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  const endList = () => {
    if (list) blocks.push({ type: list.type, start: list.start, items: list.items.map(parseInline) });
    list = null;
  };
  for (const raw of String(text).split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    const item = /^([-*]|\d{1,3}[.)])\s+(.*)$/.exec(line);
    if (line === '') {
      endParagraph();
      endList();
    } else if (item) {
      endParagraph();
      const type = /^\d/.test(item[1]) ? 'ol' : 'ul';
      if (list?.type !== type) {
        endList();
        list = { type, items: [], start: type === 'ol' ? Number.parseInt(item[1], 10) : 1 };
      }
      list.items.push(item[2]);
    } else if (list && /^\s/.test(raw)) {
      // An indented line goes on with the list's last item.
      list.items[list.items.length - 1] += ` ${line}`;
    } else {
      endList();
      paragraph.push(line);
    }
  }
  endParagraph();
  endList();
  return blocks;
}

/** One line's inline parts. Marks never nest: a caption is a few sentences. */
export function parseInline(text) {
  const parts = [];
  let words = '';
  const push = (part) => {
    if (words) parts.push({ type: 'text', text: words });
    words = '';
    parts.push(part);
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\' && i + 1 < text.length && ESCAPABLE.includes(text[i + 1])) {
      words += text[i + 1];
      i += 2;
      continue;
    }
    if (c === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        push({ type: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (c === '*' && text[i + 1] === '*') {
      const end = closing(text, '**', i + 2);
      if (end > i + 2) {
        push({ type: 'strong', text: unescape(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if ((c === '*' || c === '_') && text[i + 1] !== c && text[i + 1] !== ' ') {
      const end = closing(text, c, i + 1);
      // An underscore inside a word (snake_case, a1_b2) is not a mark.
      const wordBefore = c === '_' && /\w/.test(text[i - 1] ?? '');
      if (end > i + 1 && !wordBefore) {
        push({ type: 'em', text: unescape(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    if (c === '[') {
      const link = /^\[([^\]]+)\]\(([^()\s]*)\)/.exec(text.slice(i));
      if (link) {
        const url = link[2];
        push({ type: 'link', text: unescape(link[1]), href: safeUrl(url) ? url : null, url });
        i += link[0].length;
        continue;
      }
    }
    words += c;
    i += 1;
  }
  if (words) parts.push({ type: 'text', text: words });
  return parts;
}

/** Where `mark` closes after `from` (not escaped), or -1. */
function closing(text, mark, from) {
  for (let at = text.indexOf(mark, from); at >= 0; at = text.indexOf(mark, at + 1)) {
    if (text[at - 1] !== '\\') return at;
  }
  return -1;
}

/** A mark's words without their escapes. */
function unescape(text) {
  return text.replace(/\\(.)/g, (whole, c) => (ESCAPABLE.includes(c) ? c : whole));
}

/**
 * The caption as DOM nodes in `host` (its children replaced): elements made one by one, words
 * set as text, so nothing in a caption is ever read as HTML. `doc`: the document.
 */
export function renderMarkdown(host, text, doc = host.ownerDocument) {
  const inline = (parent, parts) => {
    for (const part of parts) {
      if (part.type === 'text') parent.append(doc.createTextNode(part.text));
      else if (part.type === 'link' && part.href == null) parent.append(doc.createTextNode(part.text));
      else {
        const tag = { strong: 'strong', em: 'em', code: 'code', link: 'a' }[part.type];
        const element = doc.createElement(tag);
        element.textContent = part.text;
        if (part.type === 'link') {
          element.setAttribute('href', part.href);
          // Another site opens in a new tab, without a handle on this page.
          if (!part.href.startsWith('#')) {
            element.setAttribute('target', '_blank');
            element.setAttribute('rel', 'noopener noreferrer');
          }
        }
        parent.append(element);
      }
    }
    return parent;
  };
  host.replaceChildren();
  for (const block of parseMarkdown(text)) {
    if (block.type === 'p') host.append(inline(doc.createElement('p'), block.inline));
    else {
      const list = doc.createElement(block.type);
      if (block.type === 'ol' && block.start !== 1) list.setAttribute('start', String(block.start));
      for (const item of block.items) list.append(inline(doc.createElement('li'), item));
      host.append(list);
    }
  }
  return host;
}
