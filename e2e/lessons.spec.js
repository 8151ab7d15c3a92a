// Lessons (www/lessons/): every built-in lesson stepped through, each slide showing the state its
// link names (the root's data attributes and the game chosen); a lesson made by recording three
// slides reopened from its link; ←/→ step the slides while the lesson's bar has the focus.
import { test, expect } from './fixtures.js';
import { BUILTIN_LESSONS } from '../www/lessons/builtin.js';
import { LESSONS } from '../www/lessons/lesson-list.js';
import { parseLesson } from '../www/lessons/lesson-format.js';
import { parseMarkdown } from '../www/lessons/markdown.js';

/** A caption's first words as the page shows them (its marks gone). */
function firstWords(caption) {
  const [first] = parseMarkdown(caption);
  const inline = first.type === 'p' ? first.inline : first.items[0];
  return inline
    .map((part) => part.text)
    .join('')
    .slice(0, 40);
}

/** Waits until the page shows `slide` (its 1-based `number`) and its state. */
async function expectSlide(page, id, number, count, slide) {
  const fields = new URLSearchParams(slide.state.slice(1));
  const lab = fields.has('lab');
  const want = { lesson: id, slide: String(number), slides: String(count) };
  Object.assign(
    want,
    lab ? { view: 'lab' } : { view: 'explorer', state: 'ready', alg: fields.get('alg'), step: fields.get('step') },
  );
  const game = lab ? null : fields.get('game');
  const words = firstWords(slide.caption);
  // Checked at every frame (the retrying expectations below wait up to a second between tries,
  // and a slide is shown in a frame or two); they then pass at once, or say what differs.
  await page
    .waitForFunction(
      ([want, game, words]) => {
        const app = document.getElementById('app');
        if (Object.entries(want).some(([name, value]) => app.dataset[name] !== value)) return false;
        if (game && /** @type {HTMLSelectElement} */ (document.getElementById('game-select')).value !== game)
          return false;
        return document.getElementById('lesson-caption')?.textContent.includes(words);
      },
      [want, game, words],
      { polling: 'raf', timeout: 15_000 },
    )
    .catch(() => {});
  const app = page.locator('#app');
  for (const [name, value] of Object.entries(want)) await expect(app).toHaveAttribute(`data-${name}`, value);
  await expect(page.locator('#lesson-bar #lesson-caption')).toContainText(words);
  if (lab) await expect(page.locator('#lab')).toBeVisible();
  else await expect(page.locator('#game-select')).toHaveValue(game);
  // The address bar says the slide, not the view (a lesson holds it).
  const hash = new URL(page.url()).hash;
  expect(hash).toMatch(
    new RegExp(`^#lesson=${id}(&lessontext=[^&]+)?${number === 1 ? '(&slide=1)?' : `&slide=${number}`}$`),
  );
}

test('each built-in lesson steps through its slides, each showing the state it names', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/#game=nim&piles=1,2&alg=dfs&step=0');
  await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
  for (const { id, title } of LESSONS) {
    const lesson = parseLesson(`title: ${title}\n${BUILTIN_LESSONS[id]}`);
    const count = lesson.slides.length;
    expect(count, `${id}: 4 to 8 slides`).toBeGreaterThanOrEqual(4);
    expect(count).toBeLessThanOrEqual(8);
    // Chosen from the Lessons menu.
    await page.getByText('Lessons', { exact: true }).click();
    await page.getByRole('link', { name: title }).click();
    await expect(page.locator('#lesson-bar h2')).toHaveText(title);
    for (let i = 0; i < count; i++) {
      await expectSlide(page, id, i + 1, count, lesson.slides[i]);
      const next = page.getByRole('button', { name: 'Next slide' });
      if (i + 1 < count) await next.click();
      else await expect(next).toBeDisabled();
    }
  }
});

test('a lesson made by recording three slides reopens from its link; ←/→ step it with the focus', async ({ page }) => {
  await page.goto('/#game=nim&piles=1,2&alg=dfs&step=0');
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-state', 'ready');
  await page.evaluate(() => localStorage.removeItem('gamegraph.lesson-draft'));
  await page.getByText('Lessons', { exact: true }).click();
  await page.getByRole('button', { name: 'Make a lesson' }).click();
  const caption = page.getByLabel('Caption of the next slide');
  const record = page.getByRole('button', { name: 'Record slide' });
  await page.getByLabel('Lesson title').fill('Three states');

  // A stranger's caption: its HTML stays text, its script link is words.
  await caption.fill('The **start**: nothing seen yet <img src=x onerror=alert(1)> [run](javascript:void)');
  await record.click();
  await page.getByRole('button', { name: 'Step forward' }).click();
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(app).toHaveAttribute('data-step', '2');
  await caption.fill('Two steps in: `C0.2` is gray');
  await record.click();
  await page.evaluate(() => {
    location.hash = '#game=catmouse&board=M../C.H&alg=retrograde&step=5';
  });
  await expect(app).toHaveAttribute('data-alg', 'retrograde');
  await expect(app).toHaveAttribute('data-step', '5');
  await caption.fill('Backwards from the ends\nquestion: Which ends come first?\nright: Paul wins\nwrong: Carole wins');
  await record.click();
  await expect(page.locator('.lesson-slide')).toHaveCount(3);
  const states = await page
    .locator('.lesson-slide')
    .evaluateAll((items) => items.map((item) => item.dataset.slideState));
  expect(states[0]).toContain('game=nim');
  expect(states[1]).toContain('step=2');
  expect(states[2]).toContain('alg=retrograde');
  const listed = () =>
    page.locator('.lesson-slide').evaluateAll((items) => items.map((item) => item.dataset.slideState));
  // Moved up and back down; a fourth slide recorded, then deleted.
  await page.getByRole('button', { name: 'Move slide 3 up' }).click();
  await expect.poll(listed).toEqual([states[0], states[2], states[1]]);
  await page.getByRole('button', { name: 'Move slide 2 down' }).click();
  await expect.poll(listed).toEqual(states);
  await caption.fill('One too many');
  await record.click();
  await page.getByRole('button', { name: 'Delete slide 4' }).click();
  await expect.poll(listed).toEqual(states);

  // Saved as a file and opened back; a bad file says what is wrong and where.
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save lesson as file' }).click();
  const saved = await (await saving).path();
  const file = page.getByLabel('Open a lesson file');
  await file.setInputFiles({
    name: 'bad.lesson.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('title: x\nslide: #game=nim\n'),
  });
  await expect(page.locator('.lesson-errors')).toHaveText(
    'bad.lesson.txt is not a lesson: line 2: slide 1 has no caption (its lines come after “slide:”).',
  );
  await file.setInputFiles(saved);
  await expect(page.locator('.lesson-errors')).toBeHidden();
  await expect.poll(listed).toEqual(states);

  const link = await page.getByLabel('Lesson link').inputValue();
  expect(link).toMatch(/#lesson=custom&lessontext=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{6}&slide=1$/);
  // Opened anew, as a student would.
  await page.goto('about:blank');
  await page.goto(link);
  const expected = [
    { state: states[0], caption: 'The start: nothing seen yet' },
    { state: states[1], caption: 'Two steps in: C0.2 is gray' },
    { state: states[2], caption: 'Backwards from the ends' },
  ];
  await expectSlide(page, 'custom', 1, 3, expected[0]);
  await expect(page.locator('#lesson-bar h2')).toHaveText('Three states');
  await expect(page.locator('#lesson-caption')).toContainText('<img src=x onerror=alert(1)> run');
  await expect(page.locator('#lesson-caption img, #lesson-caption a')).toHaveCount(0);
  // ←/→ with the focus on the lesson's bar step the slides, not the algorithm.
  await page.locator('#lesson-bar').focus();
  await page.keyboard.press('ArrowRight');
  await expectSlide(page, 'custom', 2, 3, expected[1]);
  await page.keyboard.press('ArrowRight');
  await expectSlide(page, 'custom', 3, 3, expected[2]);
  await expect(page.getByRole('group', { name: 'Question' })).toContainText('Which ends come first?');
  await page.getByRole('button', { name: 'Paul wins' }).click();
  await expect(page.locator('.lesson-verdict')).toHaveText('Right.');
  await page.locator('#lesson-bar').focus();
  await page.keyboard.press('ArrowLeft');
  await expectSlide(page, 'custom', 2, 3, expected[1]);
  // Back in the browser's history goes to the slide before.
  await page.goBack();
  await expectSlide(page, 'custom', 3, 3, expected[2]);
  // A link to no lesson says so, and the page leaves the lesson.
  await page.evaluate(() => {
    location.hash = '#lesson=nope';
  });
  await expect(page.locator('#notice')).toContainText('there is no lesson “nope”');
  await expect(app).not.toHaveAttribute('data-lesson', /./);
  await expect(page.locator('#lesson-bar')).toBeHidden();
});

test('a lesson opened while its code loads keeps the address bar from a step written late', async ({ page }) => {
  // The lesson's code arrives late, after the link of the steps just taken would be written.
  await page.route(/\/lessons-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/#game=nim&piles=1,2&alg=dfs&step=0');
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-state', 'ready');
  // Two steps and the lesson's link in one task: the first step's link is written at once, the
  // second's after a pause, still pending as the lesson's link is followed.
  await page.evaluate((id) => {
    const forward = /** @type {HTMLButtonElement} */ (document.querySelector('[aria-label="Step forward"]'));
    forward.click();
    forward.click();
    location.hash = `#lesson=${id}`;
  }, LESSONS[0].id);
  await expect(page.locator('#lesson-bar h2')).toHaveText(LESSONS[0].title);
  await expect(app).toHaveAttribute('data-lesson', LESSONS[0].id);
  expect(new URL(page.url()).hash).toMatch(new RegExp(`^#lesson=${LESSONS[0].id}(&slide=1)?$`));
});
