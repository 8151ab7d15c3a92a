//! Draw mode's model (pure, no DOM): a drawing is the game text's positions with a place on the
//! page — `{positions: [{id, name, kind, word, value, moves, x, y, note, above}], start, startNote,
//! startAbove, comments, extra, nextId}` — read from and written to the text format of src/format.rs:
//!   `NAME max|min|paul|carole : SUCCESSORS`, `NAME = VALUE`, `start NAME`, `# comment`.
//!
//! kind is 'max' (Paul moves), 'min' (Carole moves), 'end' (an end position, Carole pays Paul
//! VALUE) or null: a name used as a successor that no line defines yet (drawn dashed, written
//! nowhere, so the engine says "unknown successor" until the user gives it a kind). moves are the
//! successors' ids in move order.
//!
//! The reader here is lenient on purpose: the engine (the worker) judges the text and reports its
//! errors; this reader only has to keep everything the user wrote. A line it cannot read (a
//! typo, a second definition) is kept verbatim in `extra` and written back, so a drawing edit
//! never loses a word of the text; comment lines are kept too, where they were: a comment after a
//! position's line stays on that line, comment lines stay above the line they were above (`above`,
//! `startAbove`; an unreadable line keeps its own in `extra`), and those after the last line stay
//! last (`comments`).
//!
//! Where each position is drawn travels with the text, in comment lines the engine ignores:
//!   `# drawn at: A=120,80 B=200,80`
//! so the link, the user's kept games and a saved file all keep the drawing. A name holds no
//! `=` or space, so `NAME=X,Y` reads back without ambiguity.
//!
//! Every edit returns a new drawing (the old one is untouched): History keeps them for undo and
//! redo.

const MOVERS = new Map([
  ['max', 'max'],
  ['paul', 'max'],
  ['min', 'min'],
  ['carole', 'min'],
]);
/** The comment prefix of the lines that hold the coordinates. */
export const AT_PREFIX = '# drawn at:';
const AT_LINE = /^\s*#\s*drawn at:(.*)$/i;
/** Coordinates per `# drawn at:` line. */
const AT_PER_LINE = 8;
/** The engine's longest name (MAX_NAME_BYTES in src/format/mod.rs). */
export const MAX_NAME_BYTES = 64;
/** New positions laid out from the text are this far apart (drawing units). */
export const GAP = 90;
const MARGIN = 50;
/** Two positions closer than this overlap. */
const NEAR = 40;
/** At most this many steps of undo. */
const HISTORY_LIMIT = 200;

/** The words of a kind, for sentences. */
export const KIND_WORDS = Object.freeze({
  max: 'Paul moves (max)',
  min: 'Carole moves (min)',
  end: 'an end position',
  null: 'not defined yet',
});

/** A drawing with nothing in it. */
export function emptyDrawing() {
  return { positions: [], start: null, startNote: null, startAbove: [], comments: [], extra: [], nextId: 1 };
}

/** The position with this id (undefined if none). */
export function byIdOf(drawing, id) {
  return drawing.positions.find((p) => p.id === id);
}

/** The position with this name (undefined if none). */
export function byName(drawing, name) {
  return drawing.positions.find((p) => p.name === name);
}

/** The start: the `start` line's position, else the first defined position (null when none). */
export function startOf(drawing) {
  if (drawing.start != null && byIdOf(drawing, drawing.start)) return drawing.start;
  return drawing.positions.find((p) => p.kind != null)?.id ?? null;
}

/**
 * The drawing of a text. Positions take their coordinates from the `# drawn at:` lines, else
 * from `previous` (a drawing: it also lends its ids) for the same name; the rest are laid out in
 * layers from the start (breadth first: a queue, no recursion).
 */
export function fromText(text, previous = null) {
  const drawing = emptyDrawing();
  const at = new Map();
  const lines = text.split(/\r\n?|\n/);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
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
    const hash = line.indexOf('#');
    const body = (hash < 0 ? line : line.slice(0, hash)).trim();
    const note = hash < 0 ? null : line.slice(hash);
    if (body === '') {
      const coordinates = AT_LINE.exec(line);
      if (coordinates) readAt(coordinates[1], at);
      else if (line.trim() !== '') pending.push(line);
      continue;
    }
    const read = readLine(body);
    if (read?.start != null && startName == null) {
      startName = read.start;
      drawing.startNote = note;
      drawing.startAbove = pending;
      pending = [];
      continue;
    }
    if (!read || read.start != null || defined.has(read.name)) {
      drawing.extra.push(...pending, line);
      pending = [];
      continue;
    }
    defined.add(read.name);
    // Defined here: it takes its place in the order of definitions.
    const existing = byName(drawing, read.name);
    if (existing) drawing.positions.splice(drawing.positions.indexOf(existing), 1);
    const position = existing ?? ensure(read.name);
    if (existing) drawing.positions.push(position);
    Object.assign(position, { kind: read.kind, word: read.word, value: read.value, note, above: pending });
    pending = [];
    position.moves = read.successors.map((name) => ensure(name));
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

/** A `start NAME` whose name no position has is kept as a line the engine will judge. */
function ensureStart(drawing, name) {
  const position = byName(drawing, name);
  if (position) return position.id;
  drawing.extra.unshift(...drawing.startAbove, `start ${name}${drawing.startNote ? ` ${drawing.startNote}` : ''}`);
  drawing.startNote = null;
  drawing.startAbove = [];
  return null;
}

/** One line without its comment: {name, kind, word, value, successors} | {start} | null. */
function readLine(body) {
  const words = body.split(/\s+/);
  if (words[0] === 'start' && words.length === 2 && !/[:=]/.test(body)) return { start: words[1] };
  const equals = body.indexOf('=');
  const colon = body.indexOf(':');
  if (equals > 0 && (colon < 0 || equals < colon)) {
    const name = body.slice(0, equals).trim();
    const value = body.slice(equals + 1).trim();
    if (!isName(name) || value === '' || /[\s:=]/.test(value)) return null;
    return { name, kind: 'end', word: null, value, successors: [] };
  }
  if (colon > 0) {
    const head = body.slice(0, colon).trim().split(/\s+/);
    const successors = body
      .slice(colon + 1)
      .trim()
      .split(/\s+/)
      .filter((w) => w !== '');
    if (head.length !== 2 || !MOVERS.has(head[1].toLowerCase()) || !isName(head[0]) || !successors.every(isName))
      return null;
    return { name: head[0], kind: MOVERS.get(head[1].toLowerCase()), word: head[1], value: null, successors };
  }
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

/** What ends a name in the text format: the engine's spaces (Rust's `char::is_whitespace`, which
 * also counts U+0085, unlike the regular expressions' \s), `#`, `:` and `=`. */
const NOT_IN_NAMES = /[\s\u0085#:=]/;

/** Is this a name the format accepts (no space, `#`, `:` or `=`; at most 64 bytes)? */
export function isName(name) {
  return (
    typeof name === 'string' &&
    name !== '' &&
    !NOT_IN_NAMES.test(name) &&
    new TextEncoder().encode(name).length <= MAX_NAME_BYTES
  );
}

/** Why a name cannot be given to a position (null: it can). */
export function nameProblem(drawing, id, name) {
  if (name === '') return 'a name cannot be empty';
  if (NOT_IN_NAMES.test(name)) return `“${name}” holds a space, #, : or =, which the text format uses`;
  if (!isName(name)) return `“${name}” is longer than ${MAX_NAME_BYTES} bytes`;
  if (name === 'start') return '“start” is the word of the start line';
  const other = byName(drawing, name);
  if (other && other.id !== id) return `another position is already called “${name}”`;
  return null;
}

/** A number as the engine's format reads it (Rust's f64 grammar, finite ones: no hex, no
 * underscores, no "Infinity"). */
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A typed VALUE as the text will hold it: trimmed, the page's own minus sign (−3, copied from a
 * drawing) written as '-'. */
export function valueText(value) {
  return value.trim().replace(/^\u2212/, '-');
}

/** Why a text is not an end VALUE (null: it is one). */
export function valueProblem(value) {
  const text = valueText(value);
  if (!NUMBER.test(text) || !Number.isFinite(Number(text))) return `“${value}” is not a number (e.g. 1, -1, 0.5)`;
  // As the engine's format.rs: a number other than 0 that would be stored as 0 (a draw).
  if (Number(text) === 0 && /[1-9]/.test(text.split(/e/i)[0])) {
    return `“${value}” is too close to 0 to be stored: it would be read as 0, a draw`;
  }
  return null;
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

/** Places the positions that have no coordinates: layer k holds those k moves from the start
 * (a breadth-first queue), left to right, clear of the positions already placed. */
export function layOut(drawing) {
  const unplaced = drawing.positions.filter((p) => p.x == null);
  if (unplaced.length === 0) return drawing;
  const depth = new Map();
  const start = startOf(drawing);
  const queue = start != null ? [start] : [];
  if (start != null) depth.set(start, 0);
  for (let head = 0; head < queue.length; head++) {
    const id = queue[head];
    for (const next of byIdOf(drawing, id)?.moves ?? []) {
      if (!depth.has(next)) {
        depth.set(next, depth.get(id) + 1);
        queue.push(next);
      }
    }
  }
  const deepest = Math.max(0, ...depth.values());
  for (const p of unplaced) {
    const layer = depth.get(p.id) ?? deepest + 1;
    let x = MARGIN;
    const y = MARGIN + layer * GAP;
    while (
      drawing.positions.some((q) => q !== p && q.x != null && Math.abs(q.x - x) < NEAR && Math.abs(q.y - y) < NEAR)
    )
      x += GAP;
    p.x = x;
    p.y = y;
  }
  return drawing;
}

/** The next free automatic name: A … Z, then A2 … Z2, and so on. */
export function nextName(drawing) {
  const taken = new Set(drawing.positions.map((p) => p.name));
  for (let round = 1; ; round++) {
    for (let c = 0; c < 26; c++) {
      const name = String.fromCharCode(65 + c) + (round === 1 ? '' : String(round));
      if (!taken.has(name)) return name;
    }
  }
}

function copy(drawing) {
  return structuredClone(drawing);
}

/** Adds an end position (VALUE 0) at (x, y): {drawing, id}. */
export function addPosition(drawing, x, y, name = nextName(drawing)) {
  const next = copy(drawing);
  const id = next.nextId++;
  // A new position goes after the defined ones (an undefined one is not written anyway).
  next.positions.push({
    id,
    name,
    kind: 'end',
    word: null,
    value: '0',
    moves: [],
    x: Math.round(x),
    y: Math.round(y),
    note: null,
    above: [],
  });
  return { drawing: next, id };
}

/**
 * Adds a move from → to (at the end of from's moves). An end position that gets a move becomes
 * a mover: Carole when a move of Paul's leads to it, else Paul. Throws an Error with a sentence
 * when the move cannot be drawn.
 */
export function addMove(drawing, fromId, toId) {
  const next = copy(drawing);
  const from = byIdOf(next, fromId);
  const to = byIdOf(next, toId);
  if (!from || !to) throw new Error('that position is gone');
  if (from.moves.includes(toId)) throw new Error(`${from.name} already has a move to ${to.name}`);
  if (from.kind === 'end' || from.kind == null) {
    const fromPaul = next.positions.some((p) => p.kind === 'max' && p.moves.includes(fromId));
    from.kind = fromPaul ? 'min' : 'max';
    from.word = null;
    from.value = null;
  }
  from.moves.push(toId);
  return next;
}

/** Moves a position to (x, y). */
export function placePosition(drawing, id, x, y) {
  const next = copy(drawing);
  const position = byIdOf(next, id);
  if (position) Object.assign(position, { x: Math.round(x), y: Math.round(y) });
  return next;
}

/** Sets who moves at a position ('max', 'min' or 'end'). An end position has no moves: making
 * one an end puts its moves aside, and a mover its VALUE; switched back, it gets them again (the
 * moves to positions still there), so trying another kind loses nothing. A new end has VALUE 0. */
export function setKind(drawing, id, kind) {
  if (!['max', 'min', 'end'].includes(kind)) throw new Error(`“${kind}” is not max, min or end`);
  const next = copy(drawing);
  const position = byIdOf(next, id);
  if (!position || position.kind === kind) return next;
  const wasEnd = position.kind === 'end';
  position.kind = kind;
  position.word = null;
  if (kind === 'end') {
    position.asideMoves = position.moves;
    position.moves = [];
    position.value ??= position.asideValue ?? '0';
  } else if (wasEnd) {
    position.asideValue = position.value;
    position.value = null;
    position.moves = (position.asideMoves ?? []).filter((to) => byIdOf(next, to));
  }
  return next;
}

/** Sets an end position's VALUE (what Carole pays Paul); throws with a sentence on a non-number. */
export function setValue(drawing, id, value) {
  const problem = valueProblem(value);
  if (problem) throw new Error(problem);
  const next = copy(drawing);
  const position = byIdOf(next, id);
  if (position?.kind === 'end') position.value = valueText(value);
  return next;
}

/** Renames a position (the moves to it follow); throws with a sentence on a bad name. */
export function rename(drawing, id, name) {
  const problem = nameProblem(drawing, id, name);
  if (problem) throw new Error(problem);
  const next = copy(drawing);
  const position = byIdOf(next, id);
  if (position) position.name = name;
  return next;
}

/** Makes a position the start (a `start` line; the comment on the old one, about another
 * position, goes with it). */
export function setStart(drawing, id) {
  const next = copy(drawing);
  if (byIdOf(next, id) && next.start !== id) {
    next.start = id;
    next.startNote = null;
  }
  return next;
}

/** Deletes a position and every move to or from it. */
export function deletePosition(drawing, id) {
  const next = copy(drawing);
  // The comment lines above it stay, above the line that came after it.
  const index = next.positions.findIndex((p) => p.id === id);
  const above = next.positions[index]?.above ?? [];
  const after = next.positions.slice(index + 1).find((p) => p.kind != null);
  if (above.length > 0) {
    if (after) after.above = [...above, ...(after.above ?? [])];
    else next.comments = [...above, ...next.comments];
  }
  next.positions = next.positions.filter((p) => p.id !== id);
  for (const p of next.positions) p.moves = p.moves.filter((to) => to !== id);
  if (next.start === id) {
    next.start = null;
    next.startNote = null;
  }
  return next;
}

/** Deletes the index-th move of a position. */
export function deleteMove(drawing, fromId, index) {
  const next = copy(drawing);
  const from = byIdOf(next, fromId);
  if (from && index >= 0 && index < from.moves.length) from.moves.splice(index, 1);
  return next;
}

/** What keeps the drawing from being a game, in words, each at its position: [{id, message}]
 * (the engine's own errors, from the text, are shown beside these). */
export function problems(drawing) {
  const found = [];
  if (!drawing.positions.some((p) => p.kind != null))
    found.push({ id: null, message: 'The drawing is empty: click on the drawing to add a position.' });
  for (const p of drawing.positions) {
    if ((p.kind === 'max' || p.kind === 'min') && p.moves.length === 0) {
      const who = p.kind === 'max' ? 'Paul' : 'Carole';
      found.push({
        id: p.id,
        message: `${p.name}: ${who} moves here but has no move yet — drag from ${p.name} to another position, or make it an end position.`,
      });
    }
    if (p.kind == null)
      found.push({
        id: p.id,
        message: `${p.name}: a move leads here but nothing says who moves — select it and choose who moves (or make it an end position).`,
      });
  }
  return found;
}

/** Undo and redo over whole drawings (each edit is one step). */
export class History {
  constructor(drawing) {
    this.past = [];
    this.future = [];
    this.current = drawing;
  }

  /** A new drawing after an edit: it can be undone; what was undone can no longer be redone. */
  push(drawing) {
    this.past.push(this.current);
    if (this.past.length > HISTORY_LIMIT) this.past.shift();
    this.future = [];
    this.current = drawing;
    return drawing;
  }

  get canUndo() {
    return this.past.length > 0;
  }

  get canRedo() {
    return this.future.length > 0;
  }

  undo() {
    if (!this.canUndo) return this.current;
    this.future.push(this.current);
    this.current = this.past.pop();
    return this.current;
  }

  redo() {
    if (!this.canRedo) return this.current;
    this.past.push(this.current);
    this.current = this.future.pop();
    return this.current;
  }
}
