// The snags a newcomer hits: at 1280×800 each mode's primary controls are on screen without
// scrolling (practice after a wrong answer, compare mode);
// position names are set apart in sentences as code (a hostile name stays text); practice shows
// the board of the position asked about, hides the solved values while it asks, and says that
// its score carries on when the algorithm changes.
import { test, expect, openCustom, openHash, typeGame } from './fixtures.js';

test.use({ viewport: { width: 1280, height: 800 } });

const app = (page) => page.locator('#app');

/** The element is wholly inside the window, and the page was not scrolled to show it. */
async function onScreen(page, locator) {
  await expect(locator).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

test('practice: the board shows the position asked about; after a wrong answer "Next question" is on screen', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,2,3&alg=dfs&step=0&mode=practice');
  await expect(app(page)).toHaveAttribute('data-asked', /.+/);
  const asked = await app(page).getAttribute('data-asked');
  await expect(page.locator('#board-card [data-board-of]')).toHaveAttribute('data-board-of', asked);
  // The prompt names it as code.
  await expect(page.locator('#practice-question code.name-word').first()).toHaveText(asked);
  // Values of a Nim position are ±1: 99 is read, and wrong.
  await page.getByLabel('Your answer').fill('99');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.locator('.practice-feedback[data-verdict="wrong"]')).toContainText('the answer is');
  await onScreen(page, page.getByRole('button', { name: 'Next question' }));
  // The board follows the search again once the question is answered.
  await expect(page.locator('#board-card [data-board-of]')).toContainText('where the search is');
  // Another algorithm on the page: the score carries on, and the round says so.
  await page.getByLabel('Algorithm').selectOption('retrograde');
  await expect(app(page)).toHaveAttribute('data-alg', 'retrograde');
  await expect(app(page)).toHaveAttribute('data-score', '0/1');
  await expect(page.locator('.practice-feedback')).toContainText('Your score carries on from before: Score 0 of 1');
});

test('practice on a game with a cycle: the start\'s value and the best moves are hidden while it asks', async ({ page }) => {
  await openHash(page, '#game=catmouse&board=M../.#./C.H&alg=retrograde&step=0&mode=practice');
  await expect(app(page)).toHaveAttribute('data-asked', /.+/);
  await expect(page.locator('#solved-note')).toBeVisible();
  await expect(page.locator('#solved-note .summary-list')).toBeHidden();
  // Outside practice the same game shows them.
  await openHash(page, '#game=catmouse&board=M../.#./C.H&alg=retrograde&step=0');
  await expect(page.locator('#solved-note .summary-list')).toBeVisible();
  await expect(page.locator('#solved-note .summary-list')).toContainText('Value of the start');
});

test('compare mode: the shared controls and both panes\' sentences, whole, on screen', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,2&compare=dfs,retrograde&step=0');
  await expect(page.locator('[data-pane="retrograde"] [data-position]').first()).toBeAttached();
  await onScreen(page, page.getByRole('button', { name: 'Step forward' }));
  await onScreen(page, page.getByRole('slider', { name: 'Step' }));
  for (const pane of ['dfs', 'retrograde']) {
    const sentence = page.locator(`[data-pane="${pane}"] .pane-narration`);
    await onScreen(page, sentence);
    // Not cut off: the sentence fits its box.
    expect(await sentence.evaluate((p) => p.scrollHeight <= p.clientHeight + 1)).toBe(true);
  }
});

test('a name of dots is set apart as code; a name that looks like markup stays text', async ({ page }) => {
  await openHash(page, '#game=tictactoe&board=XOXOX....&alg=dfs&step=3');
  const name = page.locator('#narration code.name-word').first();
  await expect(name).toHaveText(/^[XO.]{9}$/);
  await expect(page.locator('#narration')).toContainText(`${await name.textContent()} turns gray`);

  await openCustom(page);
  await typeGame(page, 'start S.\nS. max : <i>x</i>.. W\n<i>x</i>.. = 1\nW = -1\n');
  await expect(app(page)).toHaveAttribute('data-steps', '8');
  await page.getByRole('button', { name: 'Jump to end' }).click();
  await expect(page.locator('#narration code.name-word').last()).toHaveText('<i>x</i>..');
  await expect(page.locator('#narration i')).toHaveCount(0);
});

test('in a lesson the caption, the step controls and the sentence are on screen', async ({ page }) => {
  await openHash(page, '#lesson=alphabeta');
  await expect(app(page)).toHaveAttribute('data-slide', '1');
  await onScreen(page, page.locator('#lesson-caption'));
  await onScreen(page, page.getByRole('button', { name: 'Step forward' }));
  await onScreen(page, page.locator('#narration'));
});
