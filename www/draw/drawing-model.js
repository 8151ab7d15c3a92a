//! Draw mode's model (pure, no DOM): a drawing is the game text's positions with a place on the
//! page — `{positions: [{id, name, kind, word, value, moves, x, y, note, above}], start, startNote,
//! startAbove, comments, extra, nextId}` — and its edits. Read from and written to the text by
//! drawing-text.js; where positions go by placement.js; undo and redo by drawing-history.js.
//!
//! kind is 'max' (Paul moves), 'min' (Carole moves), 'end' (an end position, Carole pays Paul
//! VALUE) or null: a name used as a successor that no line defines yet (drawn dashed, written
//! nowhere, so the engine says "unknown successor" until the user gives it a kind). moves are the
//! successors' ids in move order. Names and VALUEs are judged by the engine (the format's rules
//! live in Rust: nameProblem, valueProblem).
//!
//! Every edit returns a new drawing (the old one is untouched): the history keeps them for undo
//! and redo.

import { extrasGuard } from '../engine/index.js';

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

/** Why a name cannot be given to a position (null: it can). */
export function nameProblem(drawing, id, name) {
  const problem = extrasGuard((wasm) => wasm.nameProblem(name));
  if (problem != null) return problem;
  // The format reads `start = 1` as a position, but the word would read as the start line's.
  if (name === 'start') return '“start” is the word of the start line';
  const other = byName(drawing, name);
  if (other && other.id !== id) return `another position is already called “${name}”`;
  return null;
}

/** A typed VALUE as the text will hold it: trimmed, the page's own minus sign (−3, copied from a
 * drawing) written as '-'. */
export function valueText(value) {
  return value.trim().replace(/^\u2212/, '-');
}

/** Why a text is not an end VALUE (null: it is one). */
export function valueProblem(value) {
  const text = valueText(value);
  if (text === '') return 'a VALUE cannot be empty: type a number (e.g. 1, -1, 0.5)';
  return extrasGuard((wasm) => wasm.valueProblem(text)) ?? null;
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
