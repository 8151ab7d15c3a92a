// The lesson format (www/lessons/lesson-format.js), the lesson link and the draft kept: read and
// written back equal, every bad text refused with the line and what is wrong, the built-in
// lessons all readable with states of this page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  MAX_SLIDES,
  parseLesson,
  parseSlideBody,
  serialiseLesson,
  slideBody,
  UNTITLED,
} from '../../www/lessons/lesson-format.js';
import { BUILTIN_LESSONS } from '../../www/lessons/builtin.js';
import { LESSONS, LESSON_IDS } from '../../www/lessons/lesson-list.js';
import { formatLessonHash, isLessonHash, parseLessonHash } from '../../www/lessons/lesson-link.js';
import { readDraft, writeDraft } from '../../www/lessons/lesson-draft.js';
import { packText, unpackTextAsync } from '../../www/link/index.js';

/** Asserts that fn throws an Error whose message matches `pattern`. */
function refused(fn, pattern, note) {
  assert.throws(fn, (error) => {
    assert.match(error.message, pattern, note);
    return true;
  });
}

const LESSON = `title: Two slides

slide: #game=nim&piles=1,2&alg=dfs&step=0
The **start**.

A second paragraph.

slide: #lab&n=1..4&runs=10&seed=7&leaves=uniform&method=full
The lab.
question: Which?
wrong: this
right: that
`;

test('a lesson is read into its title, slides, captions and question', () => {
  const lesson = parseLesson(LESSON);
  assert.equal(lesson.title, 'Two slides');
  assert.equal(lesson.slides.length, 2);
  assert.deepEqual(lesson.slides[0], {
    state: '#game=nim&piles=1,2&alg=dfs&step=0',
    caption: 'The **start**.\n\nA second paragraph.',
  });
  assert.deepEqual(lesson.slides[1].question, {
    text: 'Which?',
    answers: [
      { text: 'this', right: false },
      { text: 'that', right: true },
    ],
  });
});

test('serialising and reading back gives the same lesson (captions that look like keys too)', () => {
  const lesson = {
    title: 'Tricky',
    slides: [
      { state: '#game=nim&piles=1&step=0', caption: 'question: not a question\nslide: #game=nim\n- a list' },
      {
        state: '#lab',
        caption: 'Ask.',
        question: {
          text: 'Right?',
          answers: [
            { text: 'yes', right: true },
            { text: 'no', right: false },
          ],
        },
      },
    ],
  };
  assert.deepEqual(parseLesson(serialiseLesson(lesson)), lesson);
  const built = parseLesson(LESSON);
  assert.deepEqual(parseLesson(serialiseLesson(built)), built);
  // A slide's body as typed in the maker, and back.
  const slide = built.slides[1];
  assert.deepEqual(parseSlideBody(slide.state, slideBody(slide)), slide);
});

test('a lesson without a title is untitled; Windows line ends and a BOM are read', () => {
  const lesson = parseLesson('\uFEFFslide: #game=nim&step=0\r\nHello\r\n');
  assert.equal(lesson.title, UNTITLED);
  assert.equal(lesson.slides[0].caption, 'Hello');
});

test('every bad lesson is refused with its line and what is wrong', () => {
  const cases = [
    ['', /no slide/],
    ['hello\nslide: #game=nim\nx', /^line 1: text before the first slide/],
    ['slide: #game=nim\n', /^line 1: slide 1 has no caption/],
    ['slide:\nx', /^line 1: the slide names no page state/],
    [
      'slide: javascript:alert(1)\nx',
      /^line 1: slide 1: the page state “javascript:alert\(1\)” is not a link of this page/,
    ],
    ['slide: #lesson=dfs\nx', /^line 1: slide 1: a slide shows a page state, not another lesson/],
    ['slide: #game=nim\nx\nslide: https://example.com\ny', /^line 3: slide 2: the page state/],
    ['slide: #game=nim\nx\ntitle: late', /^line 3: the title comes once, before the first slide/],
    ['title: a\ntitle: b\nslide: #game=nim\nx', /^line 2: the title comes once/],
    ['slide: #game=nim\nx\nright: yes', /^line 3: a “right:” answer comes after its “question:”/],
    ['slide: #game=nim\nx\nquestion: q\nright: yes', /^line 3: slide 1's question needs two answers or more/],
    ['slide: #game=nim\nx\nquestion: q\nwrong: a\nwrong: b', /^line 3: slide 1's question has no “right:” answer/],
    ['slide: #game=nim\nx\nquestion: q\nright: a\nwrong: b\nmore words', /^line 6: after a question come only/],
    ['slide: #game=nim\nx\nquestion: q\nquestion: r', /^line 4: slide 1 has a question already/],
    ['slide: #game=nim\nx\nquestion: ', /^line 3: the question is empty/],
    ['slide: #game=nim\n' + 'x'.repeat(2001), /^line 1: slide 1's caption is longer than 2000 characters/],
    ['slide: #game=nim\nx\0', /not text/],
  ];
  for (const [text, expected] of cases) refused(() => parseLesson(text), expected, JSON.stringify(text));
  const many = Array.from({ length: MAX_SLIDES + 1 }, () => 'slide: #game=nim\nx').join('\n');
  refused(() => parseLesson(many), new RegExp(`^line ${2 * MAX_SLIDES + 1}: a lesson has at most ${MAX_SLIDES}`));
  refused(() => parseLesson(42), /a lesson is a text/);
});

test('the page checks each state; its sentence is told with the line', () => {
  const check = (state) => (state.includes('piles=x') ? 'Nim has no piles “x”' : null);
  refused(
    () => parseLesson('slide: #game=nim&step=0\na\n\nslide: #game=nim&piles=x\nb', check),
    /^line 4: slide 2: Nim has no piles “x”$/,
  );
});

test('a slide typed in the maker says what is wrong in its own lines', () => {
  refused(() => parseSlideBody('#game=nim', ''), /^the slide has no caption/);
  refused(
    () => parseSlideBody('#game=nim', 'x\nquestion: q\nright: a'),
    /^line 2: the slide's question needs two answers/,
  );
});

test('the built-in lessons: 4 to 8 slides each, captions and states of this page', () => {
  assert.deepEqual(LESSON_IDS, ['dfs', 'retrograde', 'attractor', 'stack', 'alphabeta', 'sequence']);
  for (const { id, title } of LESSONS) {
    const lesson = parseLesson(`title: ${title}\n${BUILTIN_LESSONS[id]}`);
    assert.ok(lesson.slides.length >= 4 && lesson.slides.length <= 8, id);
    for (const slide of lesson.slides) assert.match(slide.state, /^#(game=\w+&.*step=\d+|lab&)/, id);
  }
  // Each lesson shows its own algorithm.
  for (const id of ['dfs', 'retrograde', 'attractor', 'stack', 'alphabeta'])
    assert.ok(
      parseLesson(BUILTIN_LESSONS[id]).slides.every((slide) => slide.state.includes(`alg=${id}`)),
      id,
    );
});

test('lesson links: built-in and made ones read back; bad ones say what is wrong', () => {
  assert.ok(isLessonHash('#lesson=dfs'));
  assert.ok(!isLessonHash('#game=nim'));
  assert.deepEqual(parseLessonHash('#lesson=dfs'), { id: 'dfs', slide: 1, packed: null, display: {} });
  assert.deepEqual(parseLessonHash(formatLessonHash('stack', 3)), { id: 'stack', slide: 3, packed: null, display: {} });
  assert.deepEqual(parseLessonHash(formatLessonHash('custom', 2, 'abc.def')), {
    id: 'custom',
    slide: 2,
    packed: 'abc.def',
    display: {},
  });
  const bad = [
    ['#lesson=nope', /there is no lesson “nope”/],
    ['#lesson=dfs&slide=0', /the slide “0” is not a slide number/],
    ['#lesson=dfs&slide=two', /the slide “two” is not a slide number/],
    ['#lesson=dfs&slide=1&slide=2', /gives “slide” twice/],
    ['#lesson=dfs&game=nim', /a lesson link has no field “game”/],
    ['#lesson=custom', /carries its slides in lessontext=/],
    ['#lesson=dfs&lessontext=abc', /a built-in lesson \(dfs\) carries no lessontext=/],
    ['#lesson=%E2%82', /broken escape/],
    ['#lesson=dfs&present=yes', /present=“yes” must be 1/],
    ['#lesson=dfs&embed=0', /embed=“0” must be 1/],
  ];
  for (const [hash, expected] of bad) {
    const { error } = parseLessonHash(hash);
    assert.match(error, /^This lesson link could not be read: /, hash);
    assert.match(error, expected, hash);
  }
});

test('lesson links say how the page is shown: present=1 and embed=1 read back', () => {
  assert.deepEqual(parseLessonHash('#lesson=dfs&present=1').display, { present: true });
  assert.deepEqual(parseLessonHash('#lesson=dfs&embed=1&slide=2'), {
    id: 'dfs',
    slide: 2,
    packed: null,
    display: { embed: true },
  });
  const made = formatLessonHash('custom', 1, 'abc.def', { present: true, embed: undefined });
  assert.equal(made, '#lesson=custom&lessontext=abc.def&slide=1&present=1');
  assert.deepEqual(parseLessonHash(made), { id: 'custom', slide: 1, packed: 'abc.def', display: { present: true } });
  assert.equal(formatLessonHash('dfs', 3, null, { embed: true }), '#lesson=dfs&slide=3&embed=1');
});

test('a made lesson travels packed in its link, and a changed character is told', async () => {
  const text = serialiseLesson(parseLesson(LESSON));
  const link = parseLessonHash(formatLessonHash('custom', 2, packText(text)));
  assert.equal(link.slide, 2);
  assert.equal(await unpackTextAsync(link.packed), text);
  const changed = `${link.packed[0] === 'A' ? 'B' : 'A'}${link.packed.slice(1)}`;
  await assert.rejects(unpackTextAsync(changed), /damaged/);
});

test('the lesson being made is kept and read back; none is written without storage', () => {
  const store = new Map();
  const storage = { getItem: (key) => store.get(key) ?? null, setItem: (key, value) => store.set(key, value) };
  const slides = parseLesson(LESSON).slides;
  assert.ok(writeDraft(storage, { title: 'Mine', slides, caption: 'typing…' }));
  assert.deepEqual(readDraft(storage), { title: 'Mine', slides, caption: 'typing…' });
  assert.deepEqual(readDraft(null), { title: '', slides: [], caption: '' });
  // Damaged storage is an empty draft, not an error.
  store.set('gamegraph.lesson-draft', '{not json');
  assert.deepEqual(readDraft(storage), { title: '', slides: [], caption: '' });
  // A full storage says so.
  const full = {
    getItem: () => null,
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  };
  assert.equal(writeDraft(full, { title: '', slides, caption: '' }), false);
  // An embedded page has no storage: nothing written, no error.
  assert.ok(writeDraft(null, { title: '', slides, caption: '' }));
});
