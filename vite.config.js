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
  },
  worker: { format: 'es' },
  preview: { host: '127.0.0.1', port: 8080, strictPort: true },
});
