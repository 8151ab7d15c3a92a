#!/usr/bin/env bash
# Serves the built page (dist/) on http://localhost:8080 until interrupted.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=${PORT:-8080}
echo
echo "  Game Graph Lab is served at:  http://localhost:${PORT}/"
echo "  (Ctrl+C stops it)"
echo
exec node_modules/.bin/vite preview --host localhost --port "$PORT" --strictPort --logLevel warn
