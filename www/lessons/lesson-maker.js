// "Make a lesson": the page's current state becomes the next slide, with the caption typed;
// slides are moved up or down, deleted, shown again; the lesson is previewed, shared by link
// (packed as custom games are: www/link/compress.js) or saved as a file and opened back. The
// lesson being made is kept at each change (lesson-draft.js). ctx: as ./lessons.js's.

import { download, h, replaceChildren } from '../core/index.js';
import { packText } from '../link/index.js';
import { parseLesson, parseSlideBody, serialiseLesson, UNTITLED } from './lesson-format.js';
import { CUSTOM_ID, formatLessonHash } from './lesson-link.js';
import { readDraft, writeDraft } from './lesson-draft.js';
import { parseInline } from './markdown.js';

/** Longest caption preview in the list of slides (characters). */
const PREVIEW_CHARS = 80;

export class LessonMaker {
  constructor(root, ctx) {
    this.root = root;
    this.ctx = ctx;
    this.draft = readDraft(ctx.storage());
    this.title = h('input', {
      type: 'text',
      class: 'lesson-title-input',
      'aria-label': 'Lesson title',
      placeholder: UNTITLED,
      maxlength: '300',
    });
    this.caption = h('textarea', {
      class: 'lesson-caption-input',
      rows: '3',
      'aria-label': 'Caption of the next slide',
      placeholder:
        'What this state shows (Markdown: **bold**, *italic*, `code`, - lists). Optional: a line “question: …” then “right: …” and “wrong: …” lines.',
    });
    this.errors = h('p', { class: 'errors lesson-errors', role: 'alert', hidden: true });
    this.list = h('ol', { class: 'lesson-slides', 'aria-label': 'Slides' });
    this.link = h('input', { type: 'text', readonly: true, class: 'lesson-link', 'aria-label': 'Lesson link' });
    this.status = h('span', { class: 'muted', role: 'status' });
    const file = h('input', { type: 'file', accept: '.txt,.lesson,text/plain', 'aria-label': 'Open a lesson file' });
    file.addEventListener('change', () => {
      const chosen = file.files?.[0];
      file.value = '';
      if (chosen) this.openFile(chosen);
    });
    this.title.addEventListener('input', () => this.changed());
    this.caption.addEventListener('input', () => this.keep());
    replaceChildren(
      root,
      h(
        'div',
        { class: 'lesson-maker-head' },
        h('h2', null, 'Make a lesson'),
        h(
          'button',
          { type: 'button', class: 'button icon', 'aria-label': 'Close Make a lesson', onclick: () => this.close() },
          '✕',
        ),
      ),
      h(
        'p',
        { class: 'muted' },
        'Set the page as the slide should show it (game, algorithm, step, mode), type its caption, record.',
      ),
      this.title,
      this.caption,
      h(
        'div',
        { class: 'lesson-maker-row' },
        h('button', { type: 'button', class: 'button primary', onclick: () => this.record() }, 'Record slide'),
        h('button', { type: 'button', class: 'button', onclick: () => this.preview() }, 'Preview'),
        h('button', { type: 'button', class: 'button', onclick: () => this.copy() }, 'Copy lesson link'),
        h('button', { type: 'button', class: 'button', onclick: () => this.save() }, 'Save lesson as file'),
        h('label', { class: 'button file-button' }, 'Open lesson file…', file),
        this.status,
      ),
      this.errors,
      this.list,
      this.link,
    );
  }

  /** Shows the maker with the lesson being made. */
  open() {
    this.title.value = this.draft.title;
    this.caption.value = this.draft.caption;
    this.showMaker(true);
    this.renderList();
    this.caption.focus();
  }

  close() {
    this.showMaker(false);
  }

  /** Shows the maker or not; the modes that fill the width make room for it (lessons.css). */
  showMaker(on) {
    this.root.hidden = !on;
    this.root.parentElement.classList.toggle('making-lesson', on);
  }

  /** The page's current state becomes the next slide, with the caption typed. */
  record() {
    const state = this.ctx.currentState();
    if (state.error) return this.say(state.error);
    const problem = this.ctx.checkState(state.hash);
    if (problem) return this.say(`This state cannot be a slide: ${problem}.`);
    let slide;
    try {
      slide = parseSlideBody(state.hash, this.caption.value);
    } catch (error) {
      return this.say(`The caption: ${error.message}.`);
    }
    this.draft.slides.push(slide);
    this.caption.value = '';
    this.changed();
  }

  /** Moves slide `index` by `by` (−1 up, +1 down). */
  move(index, by) {
    const slides = this.draft.slides;
    const to = index + by;
    if (to < 0 || to >= slides.length) return;
    [slides[index], slides[to]] = [slides[to], slides[index]];
    this.changed();
  }

  remove(index) {
    this.draft.slides.splice(index, 1);
    this.changed();
  }

  /** The lesson changed: kept, listed again, its link made again. */
  changed() {
    this.say(null);
    this.keep();
    this.renderList();
  }

  /** Keeps the draft (title, slides and the caption being typed). */
  keep() {
    this.draft.title = this.title.value.trim();
    this.draft.caption = this.caption.value;
    if (!writeDraft(this.ctx.storage(), this.draft))
      this.say('This browser refused to keep the lesson (its storage is full): save it as a file.');
  }

  /** The lesson as its text (null without slides). */
  text() {
    if (this.draft.slides.length === 0) return null;
    return serialiseLesson({ title: this.draft.title || UNTITLED, slides: this.draft.slides });
  }

  /** The lesson's link from slide 1 (null without slides). */
  hash() {
    const text = this.text();
    return text == null ? null : formatLessonHash(CUSTOM_ID, 1, packText(text));
  }

  renderList() {
    const slides = this.draft.slides;
    const items = slides.map((slide, index) => {
      const number = index + 1;
      const button = (label, words, onclick, disabled = false) => {
        const made = h('button', { type: 'button', class: 'button', 'aria-label': label, onclick }, words);
        made.disabled = disabled;
        return made;
      };
      return h(
        'li',
        { class: 'lesson-slide', 'data-slide-state': slide.state },
        h('span', { class: 'lesson-slide-caption' }, preview(slide.caption)),
        h('code', { class: 'lesson-slide-state muted', title: slide.state }, shortState(slide.state)),
        h(
          'span',
          { class: 'lesson-slide-tools' },
          button(`Show slide ${number}`, 'Show', () => this.ctx.openState(slide.state)),
          button(`Move slide ${number} up`, '↑', () => this.move(index, -1), index === 0),
          button(`Move slide ${number} down`, '↓', () => this.move(index, 1), index === slides.length - 1),
          button(`Delete slide ${number}`, 'Delete', () => this.remove(index)),
        ),
      );
    });
    replaceChildren(this.list, items.length ? items : h('li', { class: 'muted' }, 'No slide yet.'));
    this.link.value = this.hash() == null ? '' : `${location.origin}${location.pathname}${this.hash()}`;
  }

  /** Opens the lesson at slide 1, as its link does. */
  preview() {
    const hash = this.hash();
    if (hash == null) return this.say('Record a slide first.');
    location.hash = hash;
  }

  async copy() {
    if (!this.link.value) return this.say('Record a slide first.');
    try {
      await navigator.clipboard.writeText(this.link.value);
      this.status.textContent = 'Lesson link copied';
    } catch {
      this.link.select();
      this.status.textContent = 'Copy the selected link';
    }
  }

  save() {
    const text = this.text();
    if (text == null) return this.say('Record a slide first.');
    download(`${fileName(this.draft.title)}.lesson.txt`, text);
  }

  /** A lesson file opened: it becomes the lesson being made (its errors named otherwise). */
  async openFile(file) {
    let lesson;
    try {
      lesson = parseLesson(await file.text(), this.ctx.checkState);
    } catch (error) {
      return this.say(`${file.name} is not a lesson: ${error.message}.`);
    }
    this.draft = {
      title: lesson.title === UNTITLED ? '' : lesson.title,
      slides: lesson.slides,
      caption: this.caption.value,
    };
    this.title.value = this.draft.title;
    this.changed();
    this.status.textContent = `Opened ${file.name}`;
  }

  /** A problem shown under the buttons (null: none). */
  say(sentence) {
    this.errors.hidden = sentence == null;
    this.errors.textContent = sentence ?? '';
  }
}

/** A caption's first words, without their marks. */
function preview(caption) {
  const words = parseInline(caption.split('\n')[0])
    .map((part) => part.text)
    .join('');
  return words.length > PREVIEW_CHARS ? `${words.slice(0, PREVIEW_CHARS)}…` : words;
}

/** A state's link, its packed text cut short. */
function shortState(state) {
  return state.replace(/text=[^&]{12,}/, (text) => `${text.slice(0, 17)}…`);
}

/** A file name from a lesson's title. */
function fileName(title) {
  return (
    (title || 'lesson')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'lesson'
  );
}
