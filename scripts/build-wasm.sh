#!/usr/bin/env bash
# Builds the page's wasm modules: cargo (release, wasm32) → wasm-bindgen (ES module + .d.ts) →
# wasm-opt from npm's binaryen (Debian's binaryen breaks the module: never it). Two builds of the
# one crate, giving the same numbers to the bit, and a part of the first:
#   pkg/       without SIMD: the whole engine for a browser without SIMD (the lab's workers, and
#              what the page loads on demand: www/engine/wasm-pick.js);
#   pkg-simd/  with 128-bit SIMD (.cargo/config.toml): the same for every other browser; the lab's
#              leaf generator and level reduction run on v128 lanes (src/lanes.rs);
#   pkg-lite/  pkg/ without what the first screen does not use (the lab, the tree traces, the
#              whole-game layout, draw mode's outline: scripts/lib/first-screen-exports.mjs),
#              cut out by wasm-metadce: the page's and its worker's own module, its glue pkg/'s
#              without what calls the exports cut out (scripts/lib/lite-glue.mjs).
# Each has its own target directory, so that neither build invalidates the other's cache; the
# SIMD one shares target/ with the wasm-bindgen tests, which run with SIMD too.
set -euo pipefail
cd "$(dirname "$0")/.."

# Rust's wasm32 target emits these post-MVP features; every browser the page supports has them.
WASM_FEATURES=(--enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext
  --enable-mutable-globals --enable-reference-types --enable-multivalue)

# build OUT TARGET_DIR WASM_OPT_FEATURES... : one module into OUT/.
build() {
  local out=$1 target_dir=$2
  shift 2
  # Debug info is for native profiling (the release profile keeps it); the page does not want
  # it. One codegen unit with fat LTO: the lab's full evaluation got 12 % faster in Chromium and
  # the module 8 % smaller (BENCHMARKS.md).
  CARGO_PROFILE_RELEASE_LTO=fat CARGO_PROFILE_RELEASE_CODEGEN_UNITS=1 CARGO_PROFILE_RELEASE_DEBUG=0 \
    cargo build --quiet --lib --release --target wasm32-unknown-unknown --target-dir "$target_dir"
  wasm-bindgen --target web --out-dir "$out" --out-name gamegraph "$target_dir/wasm32-unknown-unknown/release/gamegraph.wasm"
  node_modules/.bin/wasm-opt -O3 --strip-debug --strip-producers "${WASM_FEATURES[@]}" "$@" \
    "$out/gamegraph_bg.wasm" -o "$out/gamegraph_bg.wasm"
  echo "wasm: $out/gamegraph_bg.wasm ($(wc -c < "$out/gamegraph_bg.wasm") bytes, $(gzip -9c "$out/gamegraph_bg.wasm" | wc -c) gzipped)"
}

# Both at once: each ends in a long single-threaded step (fat LTO, one codegen unit, then
# wasm-opt), so side by side they keep two cores busy. Each one's output is held back and printed
# whole, so the two never interleave; either failing fails the script.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
# RUSTFLAGS replaces .cargo/config.toml's `+simd128` for this build only. The page's module is
# on the first screen's download, so it is optimised for size ("s"): 7 KB smaller gzipped and as
# fast on the page's solvers ("z": 30 KB smaller, but DFS and the trace of tic-tac-toe twice as
# slow; BENCHMARKS.md). The lab's SIMD module stays at "3".
RUSTFLAGS="-C target-feature=-simd128" CARGO_PROFILE_RELEASE_OPT_LEVEL=s build pkg target/wasm-scalar >"$logs/scalar" 2>&1 &
scalar=$!
build pkg-simd target --enable-simd >"$logs/simd" 2>&1 &
simd=$!
status=0
wait "$scalar" || status=$?
cat "$logs/scalar"
wait "$simd" || status=$?
cat "$logs/simd"
[ "$status" = 0 ] || exit "$status"

# pkg-lite/: 3 s, not a third build (a second wasm-opt pass after it saved 0.5 KB gzipped for 3 s
# more). The glue is pkg/'s without its functions for the exports cut out (the page calls those on
# the module www/engine/extras.js loads): the page's chunk and its worker's carry it whole.
rm -rf pkg-lite
mkdir pkg-lite
cp pkg/gamegraph.js pkg/gamegraph.d.ts pkg-lite/
node scripts/lib/first-screen-exports.mjs pkg/gamegraph_bg.wasm.d.ts >"$logs/graph.json"
node_modules/.bin/wasm-metadce pkg/gamegraph_bg.wasm --graph-file "$logs/graph.json" -o pkg-lite/gamegraph_bg.wasm \
  "${WASM_FEATURES[@]}" >/dev/null
node scripts/lib/lite-glue.mjs pkg-lite/gamegraph.js pkg-lite/gamegraph_bg.wasm
echo "wasm: pkg-lite/gamegraph_bg.wasm ($(wc -c < pkg-lite/gamegraph_bg.wasm) bytes, $(gzip -9c pkg-lite/gamegraph_bg.wasm | wc -c) gzipped)"
