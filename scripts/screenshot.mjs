// Takes screenshots of the served page, as a person would see it, and prints the console.
// Usage: node scripts/screenshot.mjs URL OUT.png [width] [height] [light|dark] [fullPage]
import { chromium } from '@playwright/test';

const [url, out, width = '1280', height = '900', theme = 'light', full = ''] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) }, colorScheme: theme });
page.on('console', (m) => console.log(`console.${m.type()}: ${m.text()}`));
page.on('pageerror', (e) => console.log(`pageerror: ${e.message}`));
await page.goto(url);
await page.waitForSelector('#app[data-state="ready"], #app[data-state="error"]', { timeout: 20000 });
await page.waitForTimeout(400);
const state = await page.evaluate(() => ({
  state: document.getElementById('app').dataset.state,
  step: document.getElementById('app').dataset.step,
  steps: document.getElementById('app').dataset.steps,
  scrollWidth: document.documentElement.scrollWidth,
  notice: document.getElementById('notice-text').textContent,
}));
console.log(JSON.stringify(state));
await page.screenshot({ path: out, fullPage: full === 'full' });
await browser.close();
