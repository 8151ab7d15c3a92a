//! Draw mode (`mode=draw`): draw your own game graph. This module puts the page's part
//! together — the tools, the drawing (drawing-view.js), the inspector (inspector.js), undo and redo, what
//! is still missing, and the links to animate and play the game drawn — around the model
//! (drawing-model.js, drawing-text.js, placement.js, drawing-history.js). The drawing and the
//! text editor stay in sync both ways: each edit of the drawing writes the text (onText: the
//! editor shows it, keeps it in "Your games", and the worker judges it like any typed text); a text typed in the editor comes back through open() and is drawn
//! again, every position keeping its place. The engine's errors come back through judged().
//!
//! #app carries data-mode="draw" while it is shown (main.js sets it).

// Draw mode's styles come with its code, not with the first screen.
import './draw.css';
import { count, download, h, outcomeWords, replaceChildren, showValue, typingIn } from '../core/index.js';
import { DrawingView } from './drawing-view.js';
import { fileNameOf, svgToPng } from '../export/index.js';
import { titleOf } from '../editor/index.js';
import { Inspector } from './inspector.js';
import {
  addMove,
  addPosition,
  byIdOf,
  byName,
  deleteMove,
  deletePosition,
  emptyDrawing,
  placePosition,
  problems,
  rename,
  setKind,
  setStart,
  setValue,
  startOf,
} from './drawing-model.js';
import { fromText, lineNames, toText } from './drawing-text.js';
import { History } from './drawing-history.js';
import { arrange } from './placement.js';
import { drawRefusal } from './starter.js';

const TOOLS = [
  ['connect', 'Add and connect', 'Click on empty space: a new position. Drag from a position to another: a move.'],
  ['move', 'Move positions', 'Drag a position to place it.'],
];

export class DrawMode {
  /** root: the section to fill; onText(text, fresh): the drawing wrote a new text (fresh: a new
   * drawing, see wrote()); links(): {animate,
   * play, practise} hashes for the game shown; beforeEdit(): called as an edit of the drawing
   * starts (the editor makes a text still being typed, which comes back through open()). */
  constructor(root, { onText, links, beforeEdit = () => {} }) {
    this.root = root;
    this.onText = onText;
    this.beforeEdit = beforeEdit;
    this.links = links;
    this.history = null;
    this.text = null;
    this.selected = null;
    this.errors = [];
    this.verdict = null;
    this.message = null;
    document.addEventListener('keydown', (event) => this.key(event));
  }

  get active() {
    return this.history != null || this.view != null;
  }

  /** Shows the drawing of a text (a link, the editor, a game opened): the positions of the same
   * names keep their places; `fresh` (a link opened) starts a new history of edits. Returns a
   * sentence when the text is too big to draw, else null. */
  open(text, fresh = false) {
    if (!this.view) this.build();
    if (text === this.text) return this.refusal;
    if (fresh) this.history = null;
    this.text = text;
    this.refusal = null;
    this.unjudged();
    const refusal = drawRefusal(text);
    if (refusal) {
      this.history = null;
      this.view.clear();
      this.refusal = refusal;
      this.showProblems([this.refusal]);
      return this.refusal;
    }
    const drawing = fromText(text, this.history?.current);
    if (this.history) this.history.push(drawing);
    else this.history = new History(drawing);
    if (this.selected && !this.selectionExists(drawing)) this.selected = null;
    this.render();
    return null;
  }

  close() {
    this.history = null;
    this.text = null;
    this.refusal = null;
    this.selected = null;
    this.view?.resize.disconnect();
    this.view = null;
    replaceChildren(this.root);
  }

  /** The engine's verdict on the text: errors [{line, column, token, message}] (empty when it is a
   * game); when it is one, the solved summary ({start, startValue, algorithm}) and the solution
   * (`solved`: {names, values, bestOffsets, bestTargets}, by the engine's position numbers),
   * drawn as each position's value and the best moves. */
  judged(errors, summary = null, solved = null) {
    if (!this.view) return;
    this.errors = errors ?? [];
    this.verdict = summary;
    this.solved = solved ? byNames(solved) : null;
    this.render();
  }

  /** A new text: the engine's verdict on the old one no longer holds. */
  unjudged() {
    this.errors = [];
    this.verdict = null;
    this.solved = null;
  }

  build() {
    const toolButtons = TOOLS.map(([tool, words, title]) =>
      h(
        'button',
        {
          type: 'button',
          class: 'button',
          'data-tool': tool,
          'aria-pressed': String(tool === 'connect'),
          title,
          onclick: () => this.setTool(tool),
        },
        words,
      ),
    );
    this.undoButton = h(
      'button',
      { type: 'button', class: 'button', title: 'Undo (Ctrl+Z)', onclick: () => this.undo() },
      'Undo',
    );
    this.redoButton = h(
      'button',
      { type: 'button', class: 'button', title: 'Redo (Ctrl+Y)', onclick: () => this.redo() },
      'Redo',
    );
    this.deleteButton = h(
      'button',
      {
        type: 'button',
        class: 'button',
        title: 'Delete the selected position or move (Delete)',
        onclick: () => this.remove(),
      },
      'Delete',
    );
    this.arrangeButton = h(
      'button',
      {
        type: 'button',
        class: 'button',
        title: 'Lay the drawing out in layers, the start on top, with few moves crossing (Undo puts it back)',
        onclick: () => this.arrange(),
      },
      'Arrange',
    );
    this.newButton = h(
      'button',
      {
        type: 'button',
        class: 'button',
        title: 'Start again from an empty drawing (Undo brings this one back; it stays in “Your games”)',
        onclick: () => this.newDrawing(),
      },
      'New drawing',
    );
    this.toolNote = h('p', { class: 'muted draw-tool-note' }, TOOLS[0][2]);
    const canvas = h('div', { class: 'draw-canvas' });
    const inspector = h('aside', { class: 'draw-inspector', 'aria-label': 'Selected' });
    this.problemList = h('ul', { class: 'errors draw-problems', 'aria-label': 'What the drawing still needs' });
    this.verdictLine = h('p', { class: 'draw-verdict', role: 'status' });
    this.actions = h('div', { class: 'draw-actions' });
    replaceChildren(
      this.root,
      h(
        'div',
        { class: 'draw-head' },
        h('h2', {}, 'Draw your own game'),
        h(
          'p',
          { class: 'muted' },
          'Paul (max) and Carole (min) take turns moving along the arrows; an end position says what Carole pays Paul. Click on empty space to add a position, drag from one position to another to add a move, click a position to choose who moves there, its value and its name. The text below follows every change, and the drawing follows the text.',
        ),
      ),
      h(
        'div',
        { class: 'draw-tools' },
        h('div', { class: 'draw-tool-group', role: 'group', 'aria-label': 'Tool' }, toolButtons),
        h(
          'div',
          { class: 'draw-tool-group', role: 'group', 'aria-label': 'Edit' },
          this.undoButton,
          this.redoButton,
          this.deleteButton,
          this.arrangeButton,
          this.newButton,
        ),
        h(
          'div',
          { class: 'draw-tool-group', role: 'group', 'aria-label': 'Save the drawing' },
          h(
            'button',
            {
              type: 'button',
              class: 'button',
              title: 'Save the drawing as an SVG file',
              onclick: () => this.save('svg'),
            },
            'Save as SVG',
          ),
          h(
            'button',
            {
              type: 'button',
              class: 'button',
              title: 'Save the drawing as a PNG picture',
              onclick: () => this.save('png'),
            },
            'Save as PNG',
          ),
        ),
      ),
      this.toolNote,
      h('div', { class: 'draw-body' }, canvas, inspector),
      this.problemList,
      this.verdictLine,
      this.actions,
    );
    this.toolButtons = toolButtons;
    this.view = new DrawingView(canvas, {
      add: (x, y) => {
        this.beforeEdit();
        // The text just typed may be too big to draw: no drawing to add to any more.
        if (!this.history) return;
        this.added(addPosition(this.current, x, y));
      },
      connect: (from, to) => this.edit(() => addMove(this.current, from, to), { id: to }),
      connectNew: (from, x, y) => {
        this.beforeEdit();
        if (!this.history) return;
        const added = addPosition(this.current, x, y);
        this.edit(() => addMove(added.drawing, from, added.id), { id: added.id });
      },
      place: (id, x, y) => this.edit(() => placePosition(this.current, id, x, y), { id }),
      select: (selection) => {
        this.selected = selection;
        this.message = null;
        this.render();
      },
    });
    this.inspector = new Inspector(inspector, {
      rename: (id, name) => this.edit(() => rename(this.current, id, name), { id }, 'Not renamed'),
      kind: (id, kind) => this.edit(() => setKind(this.current, id, kind), { id }),
      value: (id, value) => this.edit(() => setValue(this.current, id, value), { id }, 'Value not changed'),
      start: (id) => this.edit(() => setStart(this.current, id), { id }),
      remove: () => this.remove(),
    });
  }

  get current() {
    return this.history.current;
  }

  /** Saves the drawing as a file: 'svg' or 'png', named after the text's first comment. */
  async save(kind) {
    if (!this.history) return;
    const drawing = this.view.exportSvg();
    const name = fileNameOf(titleOf(this.text ?? ''), kind);
    try {
      if (kind === 'svg') download(name, drawing.text, 'image/svg+xml');
      else download(name, await svgToPng(drawing));
    } catch (error) {
      this.message = `The drawing could not be saved: ${error?.message ?? error}.`;
      this.render();
    }
  }

  setTool(tool) {
    this.view.tool = tool;
    for (const button of this.toolButtons) button.setAttribute('aria-pressed', String(button.dataset.tool === tool));
    this.toolNote.textContent = TOOLS.find(([id]) => id === tool)[2];
  }

  added({ drawing, id }) {
    this.edit(() => drawing, { id });
  }

  /** Makes an edit (make() returns the new drawing or throws a sentence): drawn, written as
   * text, one step of undo. A refused edit changes nothing and says why (`refused` starts it). */
  edit(make, selected, refused = 'Not done') {
    this.beforeEdit();
    if (!this.history) return;
    let next;
    try {
      next = make();
    } catch (error) {
      this.message = `${refused}: ${error.message}.`;
      this.render();
      return;
    }
    this.message = null;
    this.history.push(next);
    this.selected = selected;
    this.wrote();
  }

  /** The drawing changed: the text follows (the editor, the link, "Your games"); `fresh`: a new
   * drawing, whose edits go into a new entry of "Your games" (the one before keeps its text). */
  wrote(fresh = false) {
    this.text = toText(this.current);
    this.unjudged();
    if (this.selected && !this.selectionExists(this.current)) this.selected = null;
    this.render();
    this.onText(this.text, fresh);
  }

  /** Lays the drawing out in layers (placement.js): one step of undo. */
  arrange() {
    this.edit(() => arrange(this.current), this.selected);
  }

  /** Starts from an empty drawing: one step of undo, and the drawing before stays in "Your games". */
  newDrawing() {
    this.beforeEdit();
    if (!this.history) return;
    this.message = null;
    this.history.push({ ...emptyDrawing(), nextId: this.current.nextId });
    this.selected = null;
    this.wrote(true);
  }

  undo() {
    this.beforeEdit();
    if (!this.history?.canUndo) return;
    this.history.undo();
    this.wrote();
  }

  redo() {
    this.beforeEdit();
    if (!this.history?.canRedo) return;
    this.history.redo();
    this.wrote();
  }

  /** Deletes what is selected. */
  remove() {
    const selected = this.selected;
    if (!this.history || !selected) return;
    if (selected.id != null) this.edit(() => deletePosition(this.current, selected.id), null);
    else this.edit(() => deleteMove(this.current, selected.from, selected.index), null);
  }

  selectionExists(drawing) {
    if (this.selected.id != null) return byIdOf(drawing, this.selected.id) != null;
    return (byIdOf(drawing, this.selected.from)?.moves.length ?? 0) > this.selected.index;
  }

  /** Delete/Backspace, Ctrl+Z, Ctrl+Y (Ctrl+Shift+Z), Escape — not while typing in a field or
   * in the text editor (which has its own undo). */
  key(event) {
    if (!this.history || !this.view) return;
    if (typingIn(event)) return;
    const ctrl = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (ctrl && key === 'z' && !event.shiftKey) this.undo();
    else if (ctrl && (key === 'y' || (key === 'z' && event.shiftKey))) this.redo();
    else if (!ctrl && (event.key === 'Delete' || event.key === 'Backspace') && this.selected) this.remove();
    else if (event.key === 'Escape' && this.selected) {
      this.selected = null;
      this.render();
    } else return;
    event.preventDefault();
  }

  render() {
    if (!this.view || !this.history) return;
    const drawing = this.current;
    const start = startOf(drawing);
    const own = problems(drawing);
    const flagged = new Set(own.map((p) => p.id).filter((id) => id != null));
    const names = this.errors.length ? lineNames(this.text ?? '') : [];
    // The engine's errors, each at the position its line defines (or the one it is about, its
    // token, when that line defines none).
    const engine = this.errors.map((error) => {
      const head = names[error.line - 1];
      const position = byName(drawing, head) ?? byName(drawing, error.token);
      if (position) flagged.add(position.id);
      return `Line ${error.line}${position ? ` (${position.name})` : ''}: ${error.message}.`;
    });
    // A position focused by the keyboard keeps the focus through the redraw (it is a new element).
    const focused =
      this.root.contains(document.activeElement) &&
      /** @type {HTMLElement} */ (document.activeElement).dataset?.position != null;
    this.view.render(drawing, {
      selected: this.selected,
      start,
      flagged,
      values: this.solved?.values,
      best: this.solved?.best,
    });
    if (focused && this.selected?.id != null) this.view.focusPosition(byIdOf(drawing, this.selected.id)?.name ?? '');
    this.inspector.show(drawing, this.selected, start, this.message);
    this.undoButton.disabled = !this.history.canUndo;
    this.redoButton.disabled = !this.history.canRedo;
    this.deleteButton.disabled = this.selected == null;
    this.arrangeButton.disabled = drawing.positions.length === 0;
    this.newButton.disabled = drawing.positions.length === 0 && drawing.extra.length === 0;
    this.showProblems([...own.map((p) => p.message), ...engine]);
    this.showVerdict(own.length === 0 && engine.length === 0 ? this.verdict : null);
  }

  showProblems(messages) {
    this.problemList.hidden = messages.length === 0;
    replaceChildren(
      this.problemList,
      messages.map((message) => h('li', {}, message)),
    );
  }

  /** A game: its value and the links to animate and play it; else what to do first. */
  showVerdict(summary) {
    const links = summary ? this.links() : null;
    if (!summary || !links) {
      this.verdictLine.textContent =
        this.errors.length || problems(this.current).length
          ? 'Not a game yet: see what is missing above.'
          : 'Checking the game…';
      replaceChildren(this.actions);
      return;
    }
    const how =
      summary.algorithm === 'dfs' ? 'DFS minimax, CLRS ch. 22' : 'retrograde analysis, Knuth TAOCP 2.2.3 ex. 28';
    // Positions no play from the start reaches are not solved: said, or their blank shapes puzzle.
    const unreachable =
      summary.unreachable > 0
        ? ` ${summary.unreachable === 1 ? 'One position is' : `${count(summary.unreachable)} positions are`} not reachable from the start: no value is worked out there.`
        : '';
    this.verdictLine.textContent = `A game: the value of ${summary.start}, the start, is ${showValue(summary.startValue)} — ${outcomeWords(summary.startValue)} (${how}). Each triangle shows its position's value; the green arrows are the best moves.${unreachable}`;
    replaceChildren(
      this.actions,
      h('a', { class: 'button', href: links.animate }, 'Animate it'),
      h('a', { class: 'button', href: links.play }, 'Play it'),
      links.practise ? h('a', { class: 'button', href: links.practise }, 'Practise on it') : null,
    );
  }
}

/** The solution by names: {values: Map name → value, best: Set of "FROM>TO"}. */
function byNames({ names, values, bestOffsets, bestTargets }) {
  const byName = new Map();
  const best = new Set();
  names.forEach((name, v) => {
    byName.set(name, values[v]);
    for (let k = bestOffsets[v]; k < bestOffsets[v + 1]; k++) best.add(`${name}>${names[bestTargets[k]]}`);
  });
  return { values: byName, best };
}
