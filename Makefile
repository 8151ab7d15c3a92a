# Game Graph Lab.
#   make run   builds the wasm module and the page, and serves it on http://localhost:8080
#   make test  runs every test: native (cargo test) and the Rust code's lints (rustfmt, clippy),
#              the page's pure modules (node --test),
#              the type check of the page's JavaScript (tsc) and its formatting (prettier),
#              wasm (wasm-bindgen-test in headless Chromium), and end to end (Playwright
#              against the built page)
# Both install what is missing first (scripts/ensure-tools.sh), and are quick when it is there.
.PHONY: run test tools page lint typecheck format-check test-native test-unit test-wasm test-e2e bench-page bench-crossings bench-drawing bench-lab fuzz clean-page bench-robust

run: page
	scripts/serve.sh

tools:
	scripts/ensure-tools.sh browser

page:
	scripts/ensure-tools.sh
	scripts/build-page.sh

# The tools' install (mostly compiling wasm-bindgen-cli on a fresh machine) and the native tests
# need nothing of each other: they run side by side, each one's output printed whole when it ends;
# so do the unit tests, the type check and the format check, once the page (pkg/) is built.
# Each phase says when it ended, counted from the start, so a slow one can be seen in a CI log.
# A fresh clone (CI) builds everything once: cargo's incremental caches would only be written,
# never read, so they are left off there.
ifdef CI
export CARGO_INCREMENTAL := 0
endif

test: START := $(shell date +%s)
test:
	$(MAKE) --no-print-directory -j3 --output-sync=target tools test-native lint
	@echo "make test: tools, native tests and lints done after $$(( $$(date +%s) - $(START) )) s"
	$(MAKE) --no-print-directory page
	@echo "make test: page built after $$(( $$(date +%s) - $(START) )) s"
	$(MAKE) --no-print-directory -j2 --output-sync=target test-unit typecheck format-check
	@echo "make test: unit tests, types and format done after $$(( $$(date +%s) - $(START) )) s"
	$(MAKE) --no-print-directory test-wasm
	@echo "make test: wasm tests done after $$(( $$(date +%s) - $(START) )) s"
	$(MAKE) --no-print-directory test-e2e
	@echo "make test: end to end done after $$(( $$(date +%s) - $(START) )) s"

test-native:
	cargo test

# The Rust code as rustfmt writes it (rustfmt.toml; `cargo fmt` fixes) and as clippy wants it:
# natively with the tests and benches, and for wasm32, where the binding (src/wasm/) and its
# tests exist. Clippy shares target/ with cargo test, whose lock cargo holds only while it
# compiles: beside test-native, it checks while the tests run.
lint:
	cargo fmt --check
	cargo clippy --all-targets -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --lib --test wasm -- -D warnings

# The page's modules (statistics, answers, plot series, links, the store, the whole layout) in
# node, no browser; the engine's wasm modules (pkg/, pkg-lite/) are imported by some, so they are
# built if missing.
test-unit:
	test -f pkg-lite/gamegraph.js || scripts/build-wasm.sh
	node --test test/unit/

# The page's JavaScript against its JSDoc types and the wasm module's generated pkg/gamegraph.d.ts
# (tsconfig.json); `make test` runs it after `page` has built pkg/, alone it builds pkg/ if missing.
typecheck:
	test -f pkg-lite/gamegraph.d.ts || scripts/build-wasm.sh
	node_modules/.bin/tsc --noEmit -p .

# The page's JavaScript and CSS as prettier writes them (.prettierrc.json): `prettier --write` fixes.
format-check:
	node_modules/.bin/prettier --check "www/**/*.{js,css}"

# wasm-bindgen-test-runner drives /usr/bin/chromium through chromedriver (see webdriver.json).
test-wasm:
	CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
	CHROMEDRIVER=/usr/bin/chromedriver WASM_BINDGEN_TEST_TIMEOUT=120 \
	cargo test --target wasm32-unknown-unknown --test wasm

# The CLI the end-to-end tests compare the page with: the build `cargo test` makes (target/debug,
# the test profile), so `make test` compiles the crate natively once, not twice.
test-e2e:
	cargo test --no-run --test suite
	node_modules/.bin/playwright test

# A million generated and mutated game texts through the parser and every solver, in release
# (tests/suite/fuzz.rs; FUZZ_CASES and FUZZ_FIRST choose the cases). `make test` runs a slice of it.
fuzz:
	FUZZ_CASES=$${FUZZ_CASES:-1000000} cargo test --release --test suite fuzz:: -- --ignored --nocapture

# Page performance numbers into BENCHMARKS.md ("The page" section).
bench-page: tools page
	node scripts/bench-page.mjs

# The whole-game drawing (canvases, games over 300 positions): layout, frames, long tasks, into
# BENCHMARKS.md.
bench-drawing: tools page
	node scripts/bench-drawing.mjs

# Edge crossings of the drawings as drawn, the engine's layout (src/layout/) beside elkjs's, into BENCHMARKS.md.
bench-crossings: tools page
	cargo build --release --bin gamegraph
	node scripts/bench-crossings.mjs

# Main-thread long tasks while the page opens, reloads and pastes a 10^6-position text and runs
# the 100,000-run lab link (BENCHMARKS.md, "Never blocked").
bench-robust: tools page
	node scripts/bench-robust.mjs

# The Sequence lab in Chromium (wasm, workers, JavaScript baseline, native side by side).
bench-lab: tools page
	cargo build --release --bin gamegraph
	node scripts/bench-lab.mjs

clean-page:
	rm -rf dist pkg test-results playwright-report
