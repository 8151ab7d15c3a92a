// The benchmarks' own `vite preview` of dist/: wait until it answers.

/** Resolves once `base` answers, polling every 100 ms; throws after 10 s. */
export async function waitForServer(base) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(base)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('vite preview did not start');
}
