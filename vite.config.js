// Vite builds the static page into dist/: index.html, hashed ES modules (page + worker), the
// CSS and the wasm module. Relative URLs, so dist/ works from any folder of any static host.
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

// The headers a host should send with the page (README, "Hosting"), sent by `vite preview` (the
// server of `make run` and of the e2e tests). The policy is the page's own meta tag, read from
// index.html (one source), plus what only a header can say: who may frame the page
// (FRAME_ANCESTORS='*' or a list of course sites lets them embed it; 'self' by default).
const metaPolicy = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(readFileSync(new URL('./index.html', import.meta.url), 'utf8'))[1];
export const HOSTING_HEADERS = {
  'Content-Security-Policy': `${metaPolicy}; frame-ancestors ${process.env.FRAME_ANCESTORS || "'self'"}`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

// The algorithm modules (pure at import, www/algorithms/index.js) and the link's (constants and
// functions) have no side effects: the worker, which imports the link's packing beside the link's
// fields (which name the algorithms), drops the fields and the algorithms.
const TREESHAKE = {
  moduleSideEffects: (id) =>
    !/[\\/](www[\\/]algorithms|www[\\/]link)[\\/]/.test(id),
};

export default defineConfig({
  base: './',
  build: {
    outDir: 'dist',
    target: 'es2022',
    // Vite would inline small assets as data: URLs; the CSP and the wasm loader want files.
    assetsInlineLimit: 0,
    // The code editor's library (CodeMirror and its parser) is a chunk of its own, cached across
    // releases of the page; it loads with the editor (www/editor/editor-on-demand.js) when a custom game
    // is first shown, never with the first screen.
    rolldownOptions: {
      treeshake: TREESHAKE,
      output: {
        codeSplitting: {
          groups: [
            { name: 'codemirror', test: /node_modules[\\/](@codemirror|@lezer|style-mod|w3c-keyname|crelt|@marijn)[\\/]/ },
          ],
        },
      },
    },
  },
  worker: { format: 'es', rolldownOptions: { treeshake: TREESHAKE } },
  preview: { host: '127.0.0.1', port: 8080, strictPort: true, headers: HOSTING_HEADERS },
});
