//! The page's lab checks a link's sizes before the engine does (www/lab/params.js mirrors the
//! engine's limits, to say at once what is wrong with a link); the two must agree.

use gamegraph::sim::limits::{MAX_N_ALPHABETA, MAX_N_FULL};

/// The number in `export const NAME = 123;` of the page's module.
fn page_constant(source: &str, name: &str) -> u32 {
    let line = source
        .lines()
        .find(|line| line.starts_with(&format!("export const {name} = ")))
        .unwrap_or_else(|| panic!("www/lab/params.js exports {name}"));
    line.trim_end_matches(';').rsplit(' ').next().and_then(|n| n.parse().ok()).unwrap_or_else(|| panic!("{line}"))
}

#[test]
fn the_page_and_the_engine_allow_the_same_sizes() {
    let source = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/www/lab/params.js")).unwrap();
    assert_eq!(page_constant(&source, "MAX_N_FULL"), MAX_N_FULL);
    assert_eq!(page_constant(&source, "MAX_N_ALPHABETA"), MAX_N_ALPHABETA);
}
