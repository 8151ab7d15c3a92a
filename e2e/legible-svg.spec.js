// Every text shown in a small game's SVG drawing is legible at 1280×800: at least 11 px on
// screen (names, the values inside the shapes, a move's count, the badges), at the scale the
// drawing opens at and zoomed in.
import { test, expect, openHash } from './fixtures.js';

/** The screen size (px) of every text of the drawing that is shown: [{text, px}]. */
function shownTexts(page) {
  return page
    .locator('#graph svg.graph text')
    .evaluateAll((texts) =>
      texts
        .filter(
          (t) =>
            t.textContent !== '' && getComputedStyle(t).visibility === 'visible' && t.getBoundingClientRect().width > 0,
        )
        .map((t) => ({ text: t.textContent, px: parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a })),
    );
}

test('Nim 1,2,3 solved by DFS at 1280×800: no text shown under 11 px, opened or zoomed in', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHash(page, '#game=nim&piles=1,2,3&alg=dfs&step=188');
  await expect(page.locator('#app')).toHaveAttribute('data-step', '188');
  for (const zoom of [0, 6]) {
    for (let i = 0; i < zoom; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForTimeout(400);
    const texts = await shownTexts(page);
    // The start's name at least is shown.
    expect(texts.length).toBeGreaterThan(0);
    for (const { text, px } of texts) expect(px, `"${text}" is ${px.toFixed(1)} px`).toBeGreaterThanOrEqual(10.99);
  }
  // Zoomed in, the values inside the shapes are shown again.
  expect((await shownTexts(page)).some(({ text }) => /^[+-]?1$|^0$/.test(text))).toBe(true);
});
