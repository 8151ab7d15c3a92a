// Vite builds the static page into dist/: index.html, hashed ES modules (page + worker), the
// CSS and the wasm module. Relative URLs, so dist/ works from any folder of any static host.
import { defineConfig } from 'vite';

export default defineConfig({
  base: './',
  build: {
    outDir: 'dist',
    target: 'es2022',
    // Vite would inline small assets as data: URLs; the CSP and the wasm loader want files.
    assetsInlineLimit: 0,
    // The code editor (CodeMirror and its parser) is a chunk of its own: loaded beside the page's
    // code (not after it), cached across releases of the page, and the page's chunk stays under
    // Vite's 500 kB warning.
    rolldownOptions: {
      // dagre (the layout, run in the worker) has no side effects: the page's chunk, which imports
      // www/drawing/index.js for its views, drops it.
      treeshake: { moduleSideEffects: (id) => !/[\\/]@dagrejs[\\/]/.test(id) },
      output: {
        codeSplitting: {
          groups: [{ name: 'editor', test: /node_modules[\\/](@codemirror|@lezer|style-mod|w3c-keyname|crelt|@marijn)[\\/]/ }],
        },
      },
    },
  },
  worker: { format: 'es' },
  preview: { host: '127.0.0.1', port: 8080, strictPort: true },
});
