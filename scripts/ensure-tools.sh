#!/usr/bin/env bash
# Installs what `make run` and `make test` need, only when it is missing (fast when all is
# there): the wasm32 target, wasm-bindgen-cli 0.2.130 (must equal the `wasm-bindgen` crate's
# version), Debian's chromium + chromium-driver (for the browser tests), and the npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."

WASM_BINDGEN_VERSION=0.2.130
need_browser=${1:-}   # "browser": also Chromium and ChromeDriver

say() { echo "ensure-tools: $*"; }

if ! command -v rustup >/dev/null; then
  say "rustup is missing: install Rust with rustup (https://rustup.rs), which adds the wasm32 target"
  exit 1
fi

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if ! wasm-bindgen --version 2>/dev/null | grep -q " ${WASM_BINDGEN_VERSION}\$"; then
  say "installing wasm-bindgen-cli ${WASM_BINDGEN_VERSION} (takes a few minutes, once)"
  cargo install wasm-bindgen-cli --version "${WASM_BINDGEN_VERSION}"
fi

if [ "$need_browser" = browser ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; }; then
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi
  export DEBIAN_FRONTEND=noninteractive
  say "installing Debian's chromium and chromium-driver"
  # Refresh the package lists first only when there are none, or when the install fails.
  if ! compgen -G "/var/lib/apt/lists/*Packages*" >/dev/null; then $SUDO apt-get update -q; fi
  if ! $SUDO apt-get install -y -q chromium chromium-driver; then
    $SUDO apt-get update -q
    $SUDO apt-get install -y -q chromium chromium-driver
  fi
fi

# npm ci when node_modules does not match package-lock.json (a stamp holds the lock's hash).
lock_hash=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ "$(cat node_modules/.lock-hash 2>/dev/null)" != "$lock_hash" ]; then
  say "npm ci"
  npm ci --no-audit --no-fund
  echo "$lock_hash" > node_modules/.lock-hash
fi
