// Hostile links are harmless, the page fits a phone, and both themes render.
import { test, expect, openHash, screenshot } from './fixtures.js';

const HOSTILE = [
  '#game=<img src=x onerror=alert(1)>&step=3',
  '#game=nim&piles=<script>alert(1)</script>',
  '#game=nim&evil=1',
  '#game=custom&text=%%%not-base64%%%',
  '#game=custom&text=AAAA',
  '#game=nim&step=-4',
  '#game=nim&alg=javascript:alert(1)',
  '#%E0%A4%A',
  `#game=nim&piles=${'9,'.repeat(80)}9`,
];

for (const hash of HOSTILE) {
  test(`a hostile link is harmless: ${hash.slice(0, 50)}`, async ({ page }) => {
    await page.goto(`/${hash}`);
    await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
    // A readable message, the default game drawn, no injected markup.
    await expect(page.locator('#notice')).toBeVisible();
    await expect(page.locator('#notice-text')).toContainText(/could not|not/);
    await expect(page.locator('[data-position]').first()).toBeVisible();
    expect(await page.locator('#app img, #app script, #app iframe').count()).toBe(0);
    expect(await page.evaluate(() => location.hash)).toContain('game=nim');
  });
}

test('a 375-px phone: no horizontal scroll, the controls are there', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  for (const hash of ['#game=nim&piles=1,2,3&step=20', '#game=nim&piles=3,5,7', '#game=custom&text=' ]) {
    await page.goto(`/${hash}`);
    await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, hash).toBeLessThanOrEqual(375);
  }
  await page.goto('/#game=nim&piles=1,2,3&step=20');
  await expect(page.locator('#app')).toHaveAttribute('data-step', '20');
  await expect(page.getByRole('button', { name: 'Step forward' })).toBeVisible();
  await screenshot(page, 'phone-375');
  await page.close();
});

test('light and dark themes', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,2,3&step=30');
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme');
  await screenshot(page, `theme-${before}`);
  await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
  const after = await html.getAttribute('data-theme');
  expect(after).not.toBe(before);
  await screenshot(page, `theme-${after}`);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', after);
});

test('a broken escape is quoted as typed; the next good link clears the notice', async ({ page }) => {
  await openHash(page, '#game=%E0%A4%A');
  await expect(page.locator('#notice-text')).toContainText('the field “game=%E0%A4%A” has a broken escape');
  await expect(page.locator('#notice-text')).not.toContainText('\uFFFD');
  await page.evaluate(() => {
    location.hash = '#game=chomp&rows=2&cols=3';
  });
  await expect(page.locator('#title')).toContainText('Chomp');
  await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('#notice')).toBeHidden();
});

test('the server sends the hosting headers: policy with frame-ancestors, nosniff, referrer, wasm type', async ({ page }) => {
  const wasm = page.waitForResponse((r) => r.url().endsWith('.wasm'));
  const response = await page.goto('/');
  const headers = response.headers();
  expect(headers['content-security-policy']).toMatch(/^default-src 'self'; .*; frame-ancestors /);
  expect(headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect((await wasm).headers()['content-type']).toBe('application/wasm');
});
