//! `gamegraph merge`: join the CSV outputs of `gamegraph simulate --part 1/K … K/K` into the
//! whole run's output.
//!
//! The files are read twice: first every row is checked (the first file starts with the header,
//! Paul's or Carole-first's; a later file's header, if it has one, must be the same and is dropped; the rows are one
//! experiment's, each the job right after the one before, see [`RowSequence`]), then the lines
//! are copied unchanged. So nothing is written unless the parts join, and what is written is
//! byte for byte the output of the same experiment run whole.

use std::io::{BufRead, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};

use gamegraph::sim::{Order, RowSequence, RunRow};
use gamegraph::text::{short_quote, thousands};

use super::Failure;

pub fn run(files: &[PathBuf], out: &mut dyn Write) -> Result<(), Failure> {
    let mut sequence = RowSequence::new(Order::Contiguous);
    let mut header = None;
    for file in files {
        for_each_row(file, &mut header, |at, line| {
            let row = RunRow::parse_csv_line(line).map_err(|e| format!("line {}: {e}", thousands(at)))?;
            Ok(sequence.push(&row).map_err(|e| format!("line {}: {e}", thousands(at)))?)
        })?;
    }
    if let Some(last) = files.last() {
        sequence.finish().map_err(|e| format!("{}: {e}", last.display()))?;
    }
    let mut out = BufWriter::new(out);
    let Some(header) = header else { return Ok(()) };
    writeln!(out, "{header}")?;
    let mut again = Some(header);
    for file in files {
        for_each_row(file, &mut again, |_, line| Ok(writeln!(out, "{line}")?))?;
    }
    out.flush()?;
    Ok(())
}

/// Calls `row(line number, line)` for every row of `file` (the header skipped and checked: the
/// first file, read with `header` None, must have one of the two and sets `header`; a later one
/// may have it, the same); a message is prefixed with the file's name.
fn for_each_row(
    file: &Path,
    header: &mut Option<&'static str>,
    mut row: impl FnMut(u64, &str) -> Result<(), Failure>,
) -> Result<(), Failure> {
    let first = header.is_none();
    let label = file.display().to_string();
    let handle = std::fs::File::open(file).map_err(|e| format!("cannot read {label}: {e}"))?;
    let mut reader = BufReader::new(handle);
    let mut line = String::new();
    let mut at = 0u64;
    loop {
        line.clear();
        if reader.read_line(&mut line).map_err(|e| format!("cannot read {label}: {e}"))? == 0 {
            return Ok(());
        }
        at += 1;
        let Some(text) = line.strip_suffix('\n') else {
            return Err(
                format!("{label}: line {} ends without a line break: was this part cut short?", thousands(at)).into()
            );
        };
        if at == 1 && (first || text.starts_with("n,")) {
            let known = [RunRow::CSV_HEADER, RunRow::CSV_HEADER_CAROLE_FIRST];
            match *header {
                None if known.contains(&text) => *header = known.into_iter().find(|h| *h == text),
                Some(expected) if text == expected => {}
                _ => {
                    let (which, expected) = match *header {
                        None => ("the first part must start with", RunRow::CSV_HEADER),
                        Some(expected) => ("a later part's header differs from", expected),
                    };
                    return Err(format!(
                        "{label}: line 1: \"{}\": {which} the header of `gamegraph simulate`, {expected}",
                        short_quote(text)
                    )
                    .into());
                }
            }
            continue;
        }
        row(at, text).map_err(|failure| match failure {
            Failure::Message(m) => Failure::Message(format!("{label}: {m}")),
            io => io,
        })?;
    }
}
