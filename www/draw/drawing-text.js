//! A drawing read from and written to the text format (src/format/): `NAME max|min|paul|carole :
//! SUCCESSORS`, `NAME = VALUE`, `start NAME`, `# comment`. The engine reads the lines (its
//! `outlineText`: each line by the parser's own rules, so the format lives in Rust only); this
//! module only decides what a drawing keeps of them.
//!
//! The reading is lenient on purpose: the engine (the worker) judges the whole text and reports
//! its errors; the drawing only has to keep everything the user wrote. A line the engine cannot
//! read alone (a typo) or that defines a name a second time is kept verbatim in `extra` and
//! written back, so a drawing edit never loses a word of the text; comment lines are kept too,
//! where they were: a comment after a position's line stays on that line, comment lines stay
//! above the line they were above (`above`, `startAbove`; an unreadable line keeps its own in
//! `extra`), and those after the last line stay last (`comments`).
//!
//! Where each position is drawn travels with the text, in comment lines the engine ignores:
//!   `# drawn at: A=120,80 B=200,80`
//! so the link, the user's kept games and a saved file all keep the drawing. A name holds no
//! `=` or space, so `NAME=X,Y` reads back without ambiguity.

import { extrasGuard } from '../engine/index.js';
import { byIdOf, byName, emptyDrawing } from './drawing-model.js';
import { layOut } from './placement.js';

/** The comment prefix of the lines that hold the coordinates. */
export const AT_PREFIX = '# drawn at:';
const AT_LINE = /^\s*#\s*drawn at:(.*)$/i;
/** Coordinates per `# drawn at:` line. */
const AT_PER_LINE = 8;

/**
 * The drawing of a text. Positions take their coordinates from the `# drawn at:` lines, else
 * from `previous` (a drawing: it also lends its ids) for the same name; the rest are placed by
 * placement.js (all of them laid out in layers when none has a place yet).
 */
export function fromText(text, previous = null) {
  const drawing = emptyDrawing();
  const at = new Map();
  /** @type {{text: string, note: string | null, kind: string, name: string | null, mover: string | null, word: string | null, successors: string[], written: string | null}[]} */
  const lines = extrasGuard((wasm) => wasm.outlineText(text));
  let startName = null;
  const ensure = (name) => {
    let position = byName(drawing, name);
    if (!position) {
      position = {
        id: 0,
        name,
        kind: null,
        word: null,
        value: null,
        moves: [],
        x: null,
        y: null,
        note: null,
        above: [],
      };
      drawing.positions.push(position);
    }
    return position;
  };
  const defined = new Set();
  // Comment lines not placed yet: they go above the next line that is not one.
  let pending = [];
  for (const line of lines) {
    if (line.kind === 'blank') {
      const coordinates = AT_LINE.exec(line.text);
      if (coordinates) readAt(coordinates[1], at);
      else if (line.text.trim() !== '') pending.push(line.text);
      continue;
    }
    if (line.kind === 'start' && startName == null) {
      startName = line.name;
      drawing.startNote = line.note;
      drawing.startAbove = pending;
      pending = [];
      continue;
    }
    if (line.kind === 'unreadable' || line.kind === 'start' || defined.has(line.name)) {
      drawing.extra.push(...pending, line.text);
      pending = [];
      continue;
    }
    defined.add(line.name);
    // Defined here: it takes its place in the order of definitions.
    const existing = byName(drawing, line.name);
    if (existing) drawing.positions.splice(drawing.positions.indexOf(existing), 1);
    const position = existing ?? ensure(line.name);
    if (existing) drawing.positions.push(position);
    const end = line.kind === 'end';
    Object.assign(position, {
      kind: end ? 'end' : line.mover,
      word: end ? null : line.word,
      value: end ? line.written : null,
      note: line.note,
      above: pending,
    });
    pending = [];
    position.moves = line.successors.map((name) => ensure(name));
  }
  drawing.comments = pending;
  // Undefined successors go after the defined positions (the order the text is written in).
  drawing.positions.sort((a, b) => Number(a.kind == null) - Number(b.kind == null));
  for (const position of drawing.positions) {
    const old = previous ? byName(previous, position.name) : null;
    position.id = old?.id ?? 0;
    const place = at.get(position.name) ?? (old && old.x != null ? [old.x, old.y] : null);
    if (place) [position.x, position.y] = place;
  }
  let nextId = Math.max(previous?.nextId ?? 1, 1);
  for (const position of drawing.positions) if (position.id === 0) position.id = nextId++;
  drawing.nextId = nextId;
  for (const position of drawing.positions) position.moves = position.moves.map((p) => p.id);
  drawing.start = startName != null ? ensureStart(drawing, startName) : null;
  layOut(drawing);
  return drawing;
}

/** The name of the position each line of a text defines or starts at, as the engine reads the
 * line (null for a line that names none), by line: to say which position an error is about. */
export function lineNames(text) {
  return extrasGuard((wasm) => wasm.outlineText(text)).map((/** @type {{name: string | null}} */ line) => line.name);
}

/** A `start NAME` whose name no position has is kept as a line the engine will judge. */
function ensureStart(drawing, name) {
  const position = byName(drawing, name);
  if (position) return position.id;
  drawing.extra.unshift(...drawing.startAbove, `start ${name}${drawing.startNote ? ` ${drawing.startNote}` : ''}`);
  drawing.startNote = null;
  drawing.startAbove = [];
  return null;
}

/** `A=120,80 B=200,80` into the map name → [x, y] (what does not read is skipped). */
function readAt(text, at) {
  for (const item of text.trim().split(/\s+/)) {
    const equals = item.lastIndexOf('=');
    if (equals <= 0) continue;
    const xy = item
      .slice(equals + 1)
      .split(',')
      .map(Number);
    if (xy.length === 2 && xy.every(Number.isFinite)) at.set(item.slice(0, equals), xy);
  }
}

/** The game text of a drawing (the engine's format; coordinates in `# drawn at:` lines). */
export function toText(drawing) {
  const lines = [];
  const start = drawing.start != null ? byIdOf(drawing, drawing.start) : null;
  // The comments above the start line stay first even when it is gone (a title, say).
  lines.push(...(drawing.startAbove ?? []));
  if (start) lines.push(`start ${start.name}${drawing.startNote ? ` ${drawing.startNote}` : ''}`);
  const names = new Map(drawing.positions.map((p) => [p.id, p.name]));
  for (const p of drawing.positions) {
    // An undefined position's comments (above a line since deleted) are kept too.
    lines.push(...(p.above ?? []));
    if (p.kind == null) continue;
    const note = p.note ? ` ${p.note}` : '';
    if (p.kind === 'end') lines.push(`${p.name} = ${p.value ?? '0'}${note}`);
    else lines.push(`${p.name} ${p.word ?? p.kind} :${p.moves.map((id) => ` ${names.get(id)}`).join('')}${note}`);
  }
  lines.push(...drawing.extra, ...drawing.comments);
  const placed = drawing.positions.filter((p) => p.x != null);
  for (let i = 0; i < placed.length; i += AT_PER_LINE) {
    lines.push(
      `${AT_PREFIX} ${placed
        .slice(i, i + AT_PER_LINE)
        .map((p) => `${p.name}=${Math.round(p.x)},${Math.round(p.y)}`)
        .join(' ')}`,
    );
  }
  return lines.length ? `${lines.join('\n')}\n` : '';
}
