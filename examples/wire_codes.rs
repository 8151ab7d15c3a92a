//! Writes the page's module of the wire codes (www/core/codes.js) from src/wire.rs. Run with
//! `cargo run --example wire_codes` after changing a code or a name the page gives it;
//! tests/suite/wire_codes.rs fails until then.

use gamegraph::wire::{PAGE_MODULE_PATH, page_module};

fn main() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(PAGE_MODULE_PATH);
    match std::fs::write(&path, page_module()) {
        Ok(()) => println!("wrote {}", path.display()),
        Err(error) => {
            eprintln!("wire_codes: cannot write {}: {error}", path.display());
            std::process::exit(1);
        }
    }
}
