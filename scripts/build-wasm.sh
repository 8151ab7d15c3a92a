#!/usr/bin/env bash
# Builds the wasm module the page loads: cargo (release, wasm32) → wasm-bindgen (ES module +
# .d.ts into pkg/) → wasm-opt from npm's binaryen (Debian's binaryen breaks the module: never it).
set -euo pipefail
cd "$(dirname "$0")/.."

WASM=target/wasm32-unknown-unknown/release/gamegraph.wasm

# Debug info is for native profiling (the release profile keeps it); the page does not want it.
# One codegen unit with fat LTO: the lab's full evaluation got 12 % faster in Chromium (311–315 →
# 350–352 M leaves/s, quiet `make bench-lab` runs, BENCHMARKS.md) and the module 8 % smaller;
# the build takes no measurably longer.
CARGO_PROFILE_RELEASE_LTO=fat CARGO_PROFILE_RELEASE_CODEGEN_UNITS=1 CARGO_PROFILE_RELEASE_DEBUG=0 cargo build --quiet --lib --release --target wasm32-unknown-unknown
wasm-bindgen --target web --out-dir pkg --out-name gamegraph "$WASM"
# Rust's wasm32 target emits these post-MVP features (and SIMD, see .cargo/config.toml); every
# browser the page supports has them.
node_modules/.bin/wasm-opt -O3 --strip-debug --strip-producers \
  --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-mutable-globals --enable-reference-types --enable-multivalue --enable-simd \
  pkg/gamegraph_bg.wasm -o pkg/gamegraph_bg.wasm
echo "wasm: pkg/gamegraph_bg.wasm ($(wc -c < pkg/gamegraph_bg.wasm) bytes, $(gzip -9c pkg/gamegraph_bg.wasm | wc -c) gzipped)"
