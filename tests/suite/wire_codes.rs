//! The page's module of the wire codes (www/core/codes.js) is exactly what src/wire.rs writes, and
//! what it writes is sound: every name once, every word list indexed by code from 0.

use gamegraph::wire::{PAGE_EXPORTS, PAGE_MODULE_PATH, PageExport, page_module, write_module};
use std::path::Path;

#[test]
fn the_pages_module_is_the_one_the_engine_writes() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(PAGE_MODULE_PATH);
    let committed = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let written = page_module();
    if committed != written {
        let first = committed.lines().zip(written.lines()).position(|(a, b)| a != b);
        let line = first.unwrap_or_else(|| committed.lines().count().min(written.lines().count()));
        panic!(
            "{PAGE_MODULE_PATH} is not what src/wire.rs writes (first difference at line {}: {:?} against {:?}); \
             `cargo run --example wire_codes` writes it anew",
            line + 1,
            committed.lines().nth(line),
            written.lines().nth(line),
        );
    }
}

#[test]
fn every_word_list_has_one_word_per_code_from_0() {
    for export in PAGE_EXPORTS {
        if let PageExport::Words { name, words, .. } = export {
            let mut codes: Vec<u8> = words.iter().map(|&(code, _)| code).collect();
            codes.sort_unstable();
            let expected: Vec<u8> = (0..codes.len()).map(|i| u8::try_from(i).unwrap()).collect();
            assert_eq!(codes, expected, "{name}: one word for each code 0, 1, …");
        }
    }
}

#[test]
fn every_export_has_its_own_name() {
    let mut names: Vec<&str> = PAGE_EXPORTS.iter().map(PageExport::name).collect();
    names.sort_unstable();
    let count = names.len();
    names.dedup();
    assert_eq!(names.len(), count, "{names:?}");
}

#[test]
fn the_writer_writes_each_kind_of_export() {
    let exports = [
        PageExport::Codes { name: "A", doc: "Two codes.", codes: &[("x", 0), ("y", 255)] },
        PageExport::Code { name: "B", doc: "None.", code: -1 },
        PageExport::Words { name: "C", doc: "By code.", words: &[(1, "it's"), (0, "one")] },
    ];
    let text = write_module(&exports);
    let body = &text[text.find("\n\n").expect("a blank line after the header") + 1..];
    assert_eq!(
        body,
        "\n/** Two codes. */\nexport const A = Object.freeze({ x: 0, y: 255 });\n\
         \n/** None. */\nexport const B = -1;\n\
         \n/** By code. */\nexport const C = Object.freeze(['one', 'it\\'s']);\n"
    );
    assert!(text.starts_with("// ") && text.contains("GENERATED from src/wire.rs"), "{text}");
}
