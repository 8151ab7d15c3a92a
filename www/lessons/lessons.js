// A lesson on the page: its bar (#lesson-bar) shows the slide's caption (#lesson-caption) and
// question over the page state the slide names, which the page opens as it opens any link. While
// a lesson is shown it owns the address bar (`#lesson=dfs&slide=3`: a slide is a history entry,
// so Back goes to the previous slide) and the root says where it is (data-lesson, data-slide,
// data-slides). ←/→ step the slides while the bar has the focus.
//
// ctx (the page's hooks): notice(sentence); marks.set({name: value | undefined}) (the root's
// attributes, www/app/root-attributes.js); openState(hash, display) (a slide's page state, shown
// as display says: {present?: true, embed?: true}); display() (how the view is shown now); checkState(hash)
// (an error sentence for a state the page cannot open, or null); holdLink(held) (the address bar
// writes no view's link while held); writeLink(hash) (a new history entry the page knows it
// wrote); release() (the lesson closed: the page's own link again); currentState() ({hash} or
// {error}: the state shown, for "Make a lesson"); storage() (local storage, or null in an
// embedded page).

import { announcer, byId, h, replaceChildren } from '../core/index.js';
import { unpackTextAsync } from '../link/index.js';
import { parseLesson } from './lesson-format.js';
import { CUSTOM_ID, formatLessonHash, parseLessonHash } from './lesson-link.js';
import { BUILTIN_LESSONS } from './builtin.js';
import { LESSONS } from './lesson-list.js';
import { renderMarkdown } from './markdown.js';
import { LessonMaker } from './lesson-maker.js';

export class Lessons {
  constructor(ctx) {
    this.ctx = ctx;
    this.bar = byId('lesson-bar');
    /** The lesson shown: {id, packed, lesson: {title, slides}}, or null. */
    this.shown = null;
    this.index = 0;
    /** How the lesson is shown ({present?: true, embed?: true}): as its link said, then as the
     * view was when a slide was stepped to (Present and Esc change it meanwhile). */
    this.display = {};
    /** Counts the links opened: a custom lesson unpacked after another link was opened is dropped. */
    this.token = 0;
    this.maker = null;
    this.bar.setAttribute('tabindex', '-1');
    this.bar.addEventListener('keydown', (event) => this.onKey(event));
    /** Each slide's place and caption, said by screen readers as it is shown. */
    this.say = announcer(this.bar);
  }

  /** Opens a lesson link. */
  async open(hash) {
    const token = ++this.token;
    const link = parseLessonHash(hash);
    if (link.error) return this.fail(link.error);
    let lesson;
    if (this.shown && this.shown.id === link.id && this.shown.packed === link.packed) lesson = this.shown.lesson;
    else {
      try {
        lesson = await this.read(link);
      } catch (error) {
        if (token === this.token) this.fail(`This lesson could not be read: ${error.message}.`);
        return;
      }
      if (token !== this.token) return;
    }
    const fresh = this.shown?.lesson !== lesson;
    this.shown = { id: link.id, packed: link.packed, lesson };
    this.display = link.display;
    this.show(Math.min(link.slide, lesson.slides.length) - 1, false);
    // A lesson just opened has the focus: ←/→ step its slides at once.
    if (fresh) this.bar.focus({ preventScroll: true });
  }

  /** A lesson from its link: built in, or unpacked from it and read.
   * @param {{id?: string, packed?: string | null}} link */
  async read({ id, packed }) {
    if (id !== CUSTOM_ID) {
      const { title } = LESSONS.find((known) => known.id === id);
      return parseLesson(`title: ${title}\n${BUILTIN_LESSONS[id]}`);
    }
    let text;
    try {
      text = await unpackTextAsync(packed);
    } catch (error) {
      throw new Error(error.message.replace('game text', 'lesson'));
    }
    return parseLesson(text, this.ctx.checkState);
  }

  /** A lesson link that cannot be shown: the page says why and shows its default view. */
  fail(sentence) {
    this.leave();
    // (Opening a state clears the page's notice: the sentence comes after.)
    this.ctx.openState('');
    this.ctx.notice(`${sentence} Showing the default game instead.`);
  }

  /** Shows slide `index` (0-based); `push`: as a new history entry (the slide was stepped to). */
  show(index, push = true) {
    const { lesson, id, packed } = this.shown;
    const slides = lesson.slides;
    this.index = Math.max(0, Math.min(slides.length - 1, index));
    const slide = slides[this.index];
    this.ctx.holdLink(true);
    if (push) this.display = this.ctx.display();
    const hash = formatLessonHash(id, this.index + 1, packed, this.display);
    if (push) this.ctx.writeLink(hash);
    this.ctx.marks.set({ lesson: id, slide: String(this.index + 1), slides: String(slides.length) });
    this.render(lesson, slide);
    this.say(`Slide ${this.index + 1} of ${slides.length}. ${byId('lesson-caption').textContent}`);
    this.ctx.openState(slide.state, this.display);
  }

  /** The link of the slide shown, shown as `display` says, or null when no lesson is shown. */
  link(display) {
    if (!this.shown) return null;
    return formatLessonHash(this.shown.id, this.index + 1, this.shown.packed, display);
  }

  /** The bar for `slide`: the title and place, the caption, the question, the buttons. */
  render(lesson, slide) {
    const count = lesson.slides.length;
    const caption = renderMarkdown(h('div', { id: 'lesson-caption', class: 'lesson-caption' }), slide.caption);
    const previous = h(
      'button',
      { type: 'button', class: 'button', onclick: () => this.step(-1), title: 'Previous slide (←)' },
      '‹ Previous slide',
    );
    const next = h(
      'button',
      { type: 'button', class: 'button primary', onclick: () => this.step(1), title: 'Next slide (→)' },
      'Next slide ›',
    );
    previous.disabled = this.index === 0;
    next.disabled = this.index === count - 1;
    // Their accessible names, whatever their arrows.
    previous.setAttribute('aria-label', 'Previous slide');
    next.setAttribute('aria-label', 'Next slide');
    const close = h(
      'button',
      {
        type: 'button',
        class: 'button icon',
        'aria-label': 'Close lesson',
        title: 'Close lesson',
        onclick: () => this.close(),
      },
      '✕',
    );
    const focused = this.bar.contains(document.activeElement)
      ? document.activeElement?.getAttribute('aria-label')
      : null;
    replaceChildren(
      this.bar,
      h(
        'div',
        { class: 'lesson-head' },
        h('h2', { class: 'lesson-title' }, lesson.title),
        h('span', { class: 'muted lesson-place' }, `Slide ${this.index + 1} of ${count}`),
        h('span', { class: 'lesson-nav' }, previous, next, close),
      ),
      caption,
      slide.question ? question(slide.question) : null,
    );
    // The focus stays in the bar as it is rebuilt (←/→ go on stepping); a disabled button's goes
    // to the bar itself.
    if (focused) {
      const again = this.bar.querySelector(`[aria-label="${focused}"]`);
      if (again && !(/** @type {HTMLButtonElement} */ (again).disabled)) /** @type {HTMLElement} */ (again).focus();
      else this.bar.focus();
    }
  }

  /** One slide on or back; whether a lesson is shown (to step it). */
  step(by) {
    if (!this.shown) return false;
    const to = this.index + by;
    if (to >= 0 && to < this.shown.lesson.slides.length) this.show(to);
    return true;
  }

  onKey(event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (/** @type {HTMLElement} */ (event.target).closest('input, textarea, select')) return;
    const by = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!by) return;
    // The explorer's own ← and → (on the document) do not step the algorithm meanwhile.
    event.preventDefault();
    event.stopPropagation();
    this.step(by);
  }

  /** The page opened another link: the lesson's bar and marks go, the address bar is the page's. */
  leave() {
    this.token++;
    // (Held since its link was opened, even when no lesson came to be shown.)
    this.ctx.holdLink(false);
    if (!this.shown) return;
    this.shown = null;
    this.bar.replaceChildren();
    this.ctx.marks.set({ lesson: undefined, slide: undefined, slides: undefined });
  }

  /** "Close lesson": the page stays as it is, its link is the view's own. */
  close() {
    this.leave();
    this.ctx.release();
  }

  /** Opens "Make a lesson". */
  make() {
    this.maker ??= new LessonMaker(byId('lesson-maker'), this.ctx);
    this.maker.open();
  }
}

/** A slide's practice question: its answers as buttons, each saying whether it is right. */
function question({ text, answers }) {
  const verdict = h('p', { class: 'lesson-verdict', role: 'status' });
  const buttons = answers.map((answer) =>
    h(
      'button',
      {
        type: 'button',
        class: 'button',
        onclick: (event) => {
          for (const other of buttons) other.removeAttribute('aria-pressed');
          event.currentTarget.setAttribute('aria-pressed', 'true');
          verdict.textContent = answer.right ? 'Right.' : 'Not this one: try again.';
          verdict.dataset.right = String(answer.right);
        },
      },
      answer.text,
    ),
  );
  return h(
    'div',
    { class: 'lesson-question', role: 'group', 'aria-label': 'Question' },
    h('p', { class: 'lesson-question-text' }, renderInlineQuestion(text)),
    h('div', { class: 'lesson-answers' }, buttons),
    verdict,
  );
}

/** A question's words, with its Markdown (`code`, **bold**) as in captions. */
function renderInlineQuestion(text) {
  const host = renderMarkdown(h('span'), text);
  // One paragraph: its words go inline.
  const paragraph = host.firstElementChild;
  return paragraph ? [...paragraph.childNodes] : text;
}
