//! The page's wire codes (www/codes.js, wherever it sits under www/) against the engine's
//! (src/wire.rs): every numeric code the page names has the Rust value, every Rust code is named
//! there, and the name lists indexed by code (colours, movers, outcome words) are in code order.

use gamegraph::wire::{BY_JS_NAME, COLOR_BLACK, COLOR_GRAY, COLOR_WHITE, MOVER_CAROLE, MOVER_PAUL};
use gamegraph::wire::{OUTCOME_CAROLE_WINS, OUTCOME_DRAW, OUTCOME_PAUL_WINS};
use std::path::{Path, PathBuf};

/// Every file named `codes.js` under `dir`.
fn find_codes(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a readable directory") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            find_codes(&path, found);
        } else if path.file_name().is_some_and(|n| n == "codes.js") {
            found.push(path);
        }
    }
}

/// The text of the page's codes module.
fn codes_js() -> String {
    let mut found = Vec::new();
    find_codes(&Path::new(env!("CARGO_MANIFEST_DIR")).join("www"), &mut found);
    assert_eq!(found.len(), 1, "exactly one www/**/codes.js, found {found:?}");
    std::fs::read_to_string(&found[0]).expect("codes.js readable")
}

/// The right-hand side of `export const NAME = …;` (to the end of its statement).
fn exported<'a>(js: &'a str, name: &str) -> Option<&'a str> {
    let start = js.find(&format!("export const {name} = "))? + "export const  = ".len() + name.len();
    let rest = &js[start..];
    Some(rest[..rest.find(";\n")?].trim())
}

/// Every numeric code of codes.js by name: `NAME` for `export const NAME = number;`, `NAME.key`
/// for the keys of `export const NAME = Object.freeze({ key: number, … });`.
fn numeric_codes(js: &str) -> Vec<(String, i64)> {
    let mut codes = Vec::new();
    for line in js.lines() {
        let Some(rest) = line.strip_prefix("export const ") else { continue };
        let Some((name, value)) = rest.split_once(" = ") else { continue };
        let value = value.trim_end_matches(';');
        if let Ok(number) = value.parse::<i64>() {
            codes.push((name.to_owned(), number));
        } else if let Some(object) = value.strip_prefix("Object.freeze({").and_then(|v| v.strip_suffix("})")) {
            let pairs: Vec<(&str, &str)> = object.split(',').filter_map(|pair| pair.split_once(':')).collect();
            if pairs.iter().all(|(_, v)| v.trim().parse::<i64>().is_ok()) {
                for (key, v) in pairs {
                    codes.push((format!("{name}.{}", key.trim()), v.trim().parse().unwrap()));
                }
            }
        }
    }
    codes
}

/// The quoted strings of a frozen array `Object.freeze(['a', 'b'])`.
fn names(list: &str) -> Vec<String> {
    let inner = list.trim_start_matches("Object.freeze([").trim_end_matches("])");
    inner.split(',').map(|item| item.trim().trim_matches('\'').to_owned()).collect()
}

#[test]
fn every_code_of_the_page_is_the_engines() {
    let js = codes_js();
    let mut page = numeric_codes(&js);
    let mut engine: Vec<(String, i64)> = BY_JS_NAME.iter().map(|&(n, v)| (n.to_owned(), v)).collect();
    page.sort();
    engine.sort();
    assert_eq!(page, engine, "www/codes.js against src/wire.rs");
}

#[test]
fn name_lists_are_in_code_order() {
    let js = codes_js();
    let colors = names(exported(&js, "COLOR_NAMES").expect("COLOR_NAMES"));
    for (code, name) in [(COLOR_WHITE, "white"), (COLOR_GRAY, "gray"), (COLOR_BLACK, "black")] {
        assert_eq!(colors[usize::from(code)], name);
    }
    let movers = names(exported(&js, "MOVER_NAMES").expect("MOVER_NAMES"));
    assert_eq!(
        (movers[usize::from(MOVER_PAUL)].as_str(), movers[usize::from(MOVER_CAROLE)].as_str()),
        ("Paul", "Carole")
    );
    let words = js.split("byCode: ").nth(1).expect("OUTCOME_WORDS.byCode");
    let words = names(&words[..words.find("),").expect("the end of byCode") + 1]);
    for (code, word) in [(OUTCOME_PAUL_WINS, "paul"), (OUTCOME_CAROLE_WINS, "carole"), (OUTCOME_DRAW, "draw")] {
        assert_eq!(words[usize::from(code)], word);
    }
}

#[test]
fn the_reader_finds_what_it_must() {
    let js = "export const A = Object.freeze({ x: 0, y: 255 });\nexport const B = -1;\nexport const C = 'c';\n";
    assert_eq!(numeric_codes(js), [("A.x".to_owned(), 0), ("A.y".to_owned(), 255), ("B".to_owned(), -1)]);
    assert_eq!(names("Object.freeze(['a', 'b'])"), ["a", "b"]);
}
