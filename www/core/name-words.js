// Position names set apart in the page's sentences: a name made of dots or digits ("XOXOX....",
// "P0.1") must never run into the sentence's own punctuation. A pure module writes a name into
// its sentence with `nameWord` (two Unicode noncharacters around it, which no text exchanged
// carries); the page renders the sentence with `wordNodes` (each name a <code> element, built as
// DOM nodes: names are user input, never markup), and anything read as plain text (a screen
// reader's announcement, a test) goes through `plainWords`.

import { h } from './dom.js';

const OPEN = '\uFDD0';
const CLOSE = '\uFDD1';
const MARKS = /[\uFDD0\uFDD1]/g;

/** A position's name, marked to be set apart when the sentence is shown. */
export function nameWord(name) {
  return `${OPEN}${String(name).replace(MARKS, '')}${CLOSE}`;
}

/** The sentence as plain text: the marks around names dropped. */
export function plainWords(text) {
  return String(text).replace(MARKS, '');
}

/** The sentence as DOM children: text, and each marked name as a <code class="name-word">. */
export function wordNodes(text) {
  const parts = [];
  String(text)
    .split(OPEN)
    .forEach((piece, i) => {
      const end = i === 0 ? -1 : piece.indexOf(CLOSE);
      if (end < 0) {
        if (piece) parts.push(piece.replace(MARKS, ''));
        return;
      }
      parts.push(h('code', { class: 'name-word' }, piece.slice(0, end)));
      const rest = piece.slice(end + 1).replace(MARKS, '');
      if (rest) parts.push(rest);
    });
  return parts;
}
