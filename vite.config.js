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
    // The code editor's library (CodeMirror and its parser) is a chunk of its own, cached across
    // releases of the page; it loads with the editor (www/editor-on-demand.js) when a custom game
    // is first shown, never with the first screen.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'codemirror', test: /node_modules[\\/](@codemirror|@lezer|style-mod|w3c-keyname|crelt|@marijn)[\\/]/ }],
        },
      },
    },
  },
  worker: { format: 'es' },
  preview: { host: '127.0.0.1', port: 8080, strictPort: true },
});
