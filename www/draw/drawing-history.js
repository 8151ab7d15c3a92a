//! Undo and redo over whole drawings (Draw mode's model, drawing-model.js, returns a new drawing
//! for every edit): each edit is one step; at most HISTORY_LIMIT steps are kept.

/** At most this many steps of undo. */
const HISTORY_LIMIT = 200;

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
