//! The page's wasm API (`src/wasm/`) in headless Chromium, through wasm-bindgen-test, one module
//! per concern in one test binary.
//!
//! Run by `make test` as `cargo test --target wasm32-unknown-unknown --test wasm` with
//! `wasm-bindgen-test-runner` (and chromedriver; see `webdriver.json`). Native builds see nothing.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::wasm_bindgen_test_configure;

wasm_bindgen_test_configure!(run_in_browser);

mod api;
mod graph_traces;
mod lab;
mod tree;
