#!/usr/bin/env bash
# Builds the static page into dist/ (wasm first). Any static file server can serve dist/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build-wasm.sh
node_modules/.bin/vite build --logLevel warn
echo "page: dist/ ($(du -sh dist | cut -f1))"
