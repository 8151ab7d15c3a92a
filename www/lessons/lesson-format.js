// The lesson format: a lesson (the e-Lecture idea) is a title and a sequence of slides, each a
// caption (short Markdown, markdown.js) shown over a page state (any link the page makes:
// www/link/link.js, or a Sequence lab link), with an optional practice question. The same text
// is a lesson file, the packed text of a shared lesson's link, and how the built-in lessons are
// written (builtin.js):
//
//   title: DFS minimax on Nim
//
//   slide: #game=nim&piles=1,2&alg=dfs&step=9
//   When **P0.1** turns black, all its moves are black already…
//   question: Which value does P0.1 get?
//   right: +1
//   wrong: −1
//
// A `slide:` line starts a slide; the lines after it are its caption, up to `question:`, whose
// `right:` and `wrong:` lines are its answers, in the order shown. Pure: every error is an Error
// whose message names the line and what is wrong (the lesson text is a stranger's).

/** Most slides a lesson may have. */
export const MAX_SLIDES = 60;
/** Longest caption (characters): a caption is a few sentences beside the drawing. */
export const MAX_CAPTION_CHARS = 2000;
/** Longest lesson text read (characters). */
export const MAX_LESSON_CHARS = 200 * 1024;
/** Longest title, question or answer (characters). */
const MAX_LINE_CHARS = 300;
/** Most answers a question may offer. */
const MAX_ANSWERS = 6;
/** Longest page state (characters): a custom game packed into a slide stays a link's size. */
const MAX_STATE_CHARS = 64 * 1024;
/** The title of a lesson that gives none. */
export const UNTITLED = 'Untitled lesson';

const KEY = /^(title|slide|question|right|wrong):\s?(.*)$/;

/** An Error for line `line` (1-based) of the lesson text. */
function problem(line, message) {
  return new Error(`line ${line}: ${message}`);
}

/** The text quoted short in a message. */
function quoted(text) {
  return text.length > 40 ? `“${text.slice(0, 40)}…”` : `“${text}”`;
}

/**
 * Whether `state` can be a slide's page state, said as an error sentence (null: it can): a link
 * of a game (#game=…) or of the Sequence lab (#lab…), never another lesson.
 */
export function stateProblem(state) {
  if (state.length > MAX_STATE_CHARS) return `the page state is longer than ${MAX_STATE_CHARS / 1024} KB`;
  if (/^#lesson=/.test(state)) return 'a slide shows a page state, not another lesson';
  if (!/^#(game=|lab(&|$))/.test(state))
    return `the page state ${quoted(state)} is not a link of this page (it starts with #game= or #lab)`;
  return null;
}

/**
 * Reads a lesson text into {title, slides: [{state, caption, question?: {text, answers:
 * [{text, right}]}}]}. `checkState(state)` may return an error sentence for a state the page
 * cannot open (the page checks its links; the format only their shape). Throws an Error naming
 * the line.
 * @param {string} text
 * @param {(state: string) => string | null} [checkState]
 */
export function parseLesson(text, checkState = () => null) {
  if (typeof text !== 'string') throw new Error('a lesson is a text');
  if (text.length > MAX_LESSON_CHARS) throw new Error(`the lesson is longer than ${MAX_LESSON_CHARS / 1024} KB`);
  if (text.includes('\0')) throw new Error('the lesson is not text (it holds a NUL byte)');
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  let title = null;
  const slides = [];
  /** The slide being read: its caption lines and where it started. */
  let slide = null;
  const finish = () => {
    if (slide) slides.push(finishSlide(slide));
  };
  lines.forEach((raw, index) => {
    const line = index + 1;
    const key = KEY.exec(raw);
    if (!key) {
      if (!slide) {
        if (raw.trim() === '' || raw.startsWith('//')) return;
        throw problem(
          line,
          `text before the first slide (a lesson starts with “title:” and each slide with “slide: #…”)`,
        );
      }
      if (slide.question) {
        if (raw.trim() === '') return;
        throw problem(line, 'after a question come only its “right:” and “wrong:” answers, then the next “slide:”');
      }
      // A caption line indented so as not to be read as a key (serialiseLesson) gets its line back.
      slide.caption.push(raw.startsWith(' ') && KEY.test(raw.slice(1)) ? raw.slice(1) : raw);
      return;
    }
    const [, name, rawValue] = key;
    const value = rawValue.trim();
    if (name !== 'slide' && value.length > MAX_LINE_CHARS)
      throw problem(line, `the ${name} is longer than ${MAX_LINE_CHARS} characters`);
    if (name === 'title') {
      if (slide || title != null) throw problem(line, 'the title comes once, before the first slide');
      if (value === '') throw problem(line, 'the title is empty');
      title = value;
    } else if (name === 'slide') {
      finish();
      if (slides.length >= MAX_SLIDES) throw problem(line, `a lesson has at most ${MAX_SLIDES} slides`);
      if (value === '') throw problem(line, 'the slide names no page state (slide: #game=…)');
      const wrong = stateProblem(value) ?? checkState(value);
      if (wrong) throw problem(line, `slide ${slides.length + 1}: ${wrong}`);
      slide = { line, number: slides.length + 1, state: value, caption: [], question: null };
    } else if (name === 'question') {
      if (!slide) throw problem(line, 'a question belongs to a slide: it comes after “slide:”');
      if (slide.question) throw problem(line, `slide ${slide.number} has a question already`);
      if (value === '') throw problem(line, 'the question is empty');
      slide.question = { line, text: value, answers: [] };
    } else {
      if (!slide?.question) throw problem(line, `a “${name}:” answer comes after its “question:”`);
      if (value === '') throw problem(line, `the ${name} answer is empty`);
      if (slide.question.answers.length >= MAX_ANSWERS)
        throw problem(line, `a question offers at most ${MAX_ANSWERS} answers`);
      slide.question.answers.push({ text: value, right: name === 'right' });
    }
  });
  finish();
  if (slides.length === 0) throw new Error('the lesson has no slide (each slide starts with “slide: #…”)');
  return { title: title ?? UNTITLED, slides };
}

/** A slide read: its caption trimmed of blank lines around it, its question checked. */
function finishSlide({ line, number, state, caption, question }) {
  const text = caption.join('\n').replace(/^\s*\n|\s+$/g, '');
  if (text.trim() === '') throw problem(line, `slide ${number} has no caption (its lines come after “slide:”)`);
  if (text.length > MAX_CAPTION_CHARS)
    throw problem(line, `slide ${number}'s caption is longer than ${MAX_CAPTION_CHARS} characters`);
  const slide = { state, caption: text };
  if (question) {
    if (question.answers.length < 2)
      throw problem(question.line, `slide ${number}'s question needs two answers or more (“right:” and “wrong:”)`);
    if (!question.answers.some((answer) => answer.right))
      throw problem(question.line, `slide ${number}'s question has no “right:” answer`);
    slide.question = { text: question.text, answers: question.answers };
  }
  return slide;
}

/** A lesson ({title, slides}) as its text; parseLesson reads it back equal. */
export function serialiseLesson(lesson) {
  const parts = [`title: ${oneLine(lesson.title || UNTITLED)}`];
  for (const slide of lesson.slides) parts.push('', ...slideLines(slide));
  return `${parts.join('\n')}\n`;
}

/** One slide's lines (its `slide:` line, caption and question). */
function slideLines(slide) {
  const lines = [`slide: ${slide.state}`, ...safeCaption(slide.caption).split('\n')];
  if (slide.question) {
    lines.push(`question: ${oneLine(slide.question.text)}`);
    for (const answer of slide.question.answers)
      lines.push(`${answer.right ? 'right' : 'wrong'}: ${oneLine(answer.text)}`);
  }
  return lines;
}

/** A caption whose lines could be read as keys gets them indented by a space (Markdown ignores it). */
function safeCaption(caption) {
  return caption
    .split('\n')
    .map((line) => (KEY.test(line) ? ` ${line}` : line))
    .join('\n');
}

/** A title, question or answer on one line. */
function oneLine(text) {
  return String(text).replace(/\s+/g, ' ').trim();
}

/**
 * The body of one slide as typed in "Make a lesson" (a caption, then optional `question:`,
 * `right:` and `wrong:` lines) read with its state: {state, caption, question?}. Throws an
 * Error naming the line of the body.
 */
export function parseSlideBody(state, body) {
  try {
    return parseLesson(`slide: ${state}\n${body}`).slides[0];
  } catch (error) {
    // The body's own line numbers (its first line is the lesson text's second).
    const message = error.message.replace(/^line (\d+): /, (_, n) => (n > 1 ? `line ${n - 1}: ` : ''));
    throw new Error(
      message.replace('slide 1: ', '').replace("slide 1's ", "the slide's ").replace('slide 1 ', 'the slide '),
    );
  }
}

/** A slide's body as typed in "Make a lesson" (the inverse of parseSlideBody). */
export function slideBody(slide) {
  return slideLines(slide).slice(1).join('\n');
}
