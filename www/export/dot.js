// A game as Graphviz DOT (https://graphviz.org/doc/info/lang.html): the positions reachable from
// the start, Paul's as up-triangles (max), Carole's as down-triangles (min), end positions as boxes
// with their VALUE, one edge per move (repeated moves repeated), the start drawn bold with an arrow
// from nowhere, and, when the game is solved, each position's value under its name. The same
// shapes as the page's drawing, so `dot -Tsvg` gives a familiar picture.

import { MOVER, showValue } from '../core/index.js';

/** A DOT string literal: quotes and backslashes escaped, newlines as \n. */
export function dotString(text) {
  // Graphviz reads HTML entities in strings (a position named &amp; would be drawn as &): & is one.
  return `"${String(text).replace(/&/g, '&amp;').replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\r?\n/g, '\\n')}"`;
}

/**
 * game: {names, movers, offsets, targets, endValues, start, reachable}; values (optional): each
 * position's value (NaN = unknown); title (optional): a comment line. Returns the DOT text.
 */
export function gameToDot(game, { values = null, title = null } = {}) {
  const { names, movers, offsets, targets, endValues, start, reachable } = game;
  const lines = [];
  if (title) lines.push(`// ${title.replace(/[\r\n]+/g, ' ')}`);
  lines.push('digraph game {', '  node [fontname="Helvetica", fontsize=11];', '  edge [arrowsize=0.7];');
  // The invisible point the start's arrow comes from: a name no position has (a position may be
  // called __start too).
  const taken = new Set(names);
  let from = '__start';
  while (taken.has(from)) from = `_${from}`;
  lines.push(`  ${from} [shape=point, style=invis];`);
  for (let v = 0; v < names.length; v++) {
    if (!reachable[v]) continue;
    const isEnd = offsets[v] === offsets[v + 1];
    const shape = isEnd ? 'box' : movers[v] === MOVER.paul ? 'triangle' : 'invtriangle';
    const known = values && !Number.isNaN(values[v]);
    const label = isEnd
      ? `${names[v]}\n${showValue(endValues[v])}`
      : known
        ? `${names[v]}\n= ${showValue(values[v])}`
        : names[v];
    const attributes = [`shape=${shape}`, `label=${dotString(label)}`];
    if (v === start) attributes.push('penwidth=2');
    lines.push(`  ${dotString(names[v])} [${attributes.join(', ')}];`);
  }
  lines.push(`  ${from} -> ${dotString(names[start])};`);
  for (let v = 0; v < names.length; v++) {
    if (!reachable[v]) continue;
    for (let i = offsets[v]; i < offsets[v + 1]; i++)
      lines.push(`  ${dotString(names[v])} -> ${dotString(names[targets[i]])};`);
  }
  lines.push('}');
  return `${lines.join('\n')}\n`;
}
