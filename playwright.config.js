// End-to-end tests of the built page (dist/) in Debian's Chromium (no browser download:
// executablePath), served by `vite preview` on port 4173 (E2E_PORT changes it, so two checkouts can
// test at once). A failed test leaves its screenshot in test-results/ (ignored by git); the
// named ones the tests take are kept in test-results/screens/.
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Each test has its own browser context and no spec keeps state from one test to the next, so
  // the tests of one file spread over both workers too: the long files no longer run on one
  // worker while the other waits at the end.
  fullyParallel: true,
  workers: 2,
  // In CI (a fresh clone on 2 shared cores) a test that fails is run once more: the run still
  // fails when it fails twice, and the report lists it as flaky. Each flake seen is fixed at its
  // cause (e.g. e2e/draw.spec.js centre(), which read a box between two renders).
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'off',
    permissions: ['clipboard-read', 'clipboard-write'],
  },
  webServer: {
    command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/`,
    // Never test another process's server that happens to hold the port.
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
