// The lesson being made, kept in local storage at each change (it is small, and local storage
// is written at once: nothing typed is lost to a reload or a closed tab). An embedded page is
// given no storage (ctx.storage() is null there) and writes nothing. Pure but for the storage
// handed in, so node tests give it a Map-like stand-in.

import { parseLesson, serialiseLesson, UNTITLED } from './lesson-format.js';

const KEY = 'gamegraph.lesson-draft';

/** An empty lesson being made. */
export function emptyDraft() {
  return { title: '', slides: [], caption: '' };
}

/**
 * The draft kept in `storage` (a Storage, or null): {title, slides, caption (typed, not recorded
 * yet)}, or an empty one when none is kept or what is kept cannot be read.
 */
export function readDraft(storage) {
  try {
    const kept = storage?.getItem(KEY);
    if (!kept) return emptyDraft();
    const { text, title, caption } = JSON.parse(kept);
    const slides = text ? parseLesson(text).slides : [];
    return {
      title: typeof title === 'string' ? title : '',
      slides,
      caption: typeof caption === 'string' ? caption : '',
    };
  } catch {
    return emptyDraft();
  }
}

/** Keeps `draft` in `storage` (nothing without one); false when the storage refused it (full). */
export function writeDraft(storage, draft) {
  if (!storage) return true;
  const text = draft.slides.length ? serialiseLesson({ title: draft.title || UNTITLED, slides: draft.slides }) : '';
  try {
    storage.setItem(KEY, JSON.stringify({ text, title: draft.title, caption: draft.caption }));
    return true;
  } catch {
    return false;
  }
}
