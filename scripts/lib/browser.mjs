// The benchmarks' browser setup, one for all: `vite preview` of a built page on its own port,
// and headless Debian Chromium with the flags that keep its background work out of the timings.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { waitForServer } from './server.mjs';

/** No sandbox (containers), software rendering, and none of Chromium's own network or sync work. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Starts `vite preview` of `dir` on 127.0.0.1:`port` and resolves once it answers:
 * `{ base, stop }` (`stop` ends that server). */
export async function startPreview(port, dir = 'dist') {
  const server = spawn('node_modules/.bin/vite', ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', dir], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}/`;
  try {
    await waitForServer(base);
  } catch (error) {
    server.kill();
    throw error;
  }
  return { base, stop: () => server.kill() };
}

/** Headless Debian Chromium with CHROMIUM_ARGS. */
export const launchChromium = () => chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });

/** Runs in the page (`page.evaluate(installFrameClock)`): `window.benchFrames.start()` begins
 * timing every animation frame, `stop()` ends it (a frame already asked for still counts), and
 * `intervals()` gives the intervals between frames (ms), the first two left out while the page
 * settles. */
export function installFrameClock() {
  let intervals = [];
  let last = 0;
  let running = false;
  const tick = (now) => {
    intervals.push(now - last);
    last = now;
    if (running) requestAnimationFrame(tick);
  };
  window.benchFrames = {
    start() {
      intervals = [];
      last = performance.now();
      running = true;
      requestAnimationFrame(tick);
    },
    stop() {
      running = false;
    },
    intervals: () => intervals.slice(2),
  };
}
