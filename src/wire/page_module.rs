//! The page's module of the wire codes, written from [`super::PAGE_EXPORTS`]: the page's copy of
//! the codes is generated (`cargo run --example wire_codes`), never kept by hand, and
//! tests/suite/wire_codes.rs fails while the committed file differs from what this writes.

use std::fmt::Write;

/// Where the module sits, from the repository's root.
pub const PAGE_MODULE_PATH: &str = "www/core/codes.js";

/// The module's first lines: that it is written, from what, and how to write it anew.
const HEADER: &str = "\
// The wire codes the engine's wasm binding sends as numbers, by name, and the words the page writes
// for some of them. GENERATED from src/wire.rs by examples/wire_codes.rs: do not edit; after a
// change there, `cargo run --example wire_codes` writes this file anew.
";

/// One export of the page's codes module.
pub enum PageExport {
    /// `export const NAME = Object.freeze({ key: code, … });`: a group of codes by the page's names.
    Codes { name: &'static str, doc: &'static str, codes: &'static [(&'static str, i64)] },
    /// `export const NAME = code;`
    Code { name: &'static str, doc: &'static str, code: i64 },
    /// `export const NAME = Object.freeze(['word', …]);`: the word of each code at its index.
    /// `words` pairs codes with words; written in the order of the codes, which count from 0.
    Words { name: &'static str, doc: &'static str, words: &'static [(u8, &'static str)] },
}

impl PageExport {
    /// The name the page imports.
    pub fn name(&self) -> &'static str {
        match self {
            PageExport::Codes { name, .. } | PageExport::Code { name, .. } | PageExport::Words { name, .. } => name,
        }
    }
}

/// The page's module of the codes, as www/core/codes.js holds it.
pub fn page_module() -> String {
    write_module(super::PAGE_EXPORTS)
}

/// A codes module of `exports`, each with its doc comment, in the order given.
pub fn write_module(exports: &[PageExport]) -> String {
    let mut out = String::from(HEADER);
    for export in exports {
        out.push('\n');
        let (name, doc, value) = match export {
            PageExport::Codes { name, doc, codes } => {
                let pairs: Vec<String> = codes.iter().map(|(key, code)| format!("{key}: {code}")).collect();
                (name, doc, format!("Object.freeze({{ {} }})", pairs.join(", ")))
            }
            PageExport::Code { name, doc, code } => (name, doc, code.to_string()),
            PageExport::Words { name, doc, words } => {
                let mut by_code = words.to_vec();
                by_code.sort_by_key(|&(code, _)| code);
                let quoted: Vec<String> = by_code.iter().map(|(_, word)| quote(word)).collect();
                (name, doc, format!("Object.freeze([{}])", quoted.join(", ")))
            }
        };
        // Writing to a String cannot fail.
        let _ = write!(out, "/** {doc} */\nexport const {name} = {value};\n");
    }
    out
}

/// `word` as a single-quoted JavaScript string.
fn quote(word: &str) -> String {
    format!("'{}'", word.replace('\\', "\\\\").replace('\'', "\\'"))
}
