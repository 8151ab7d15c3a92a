//! Rules files on the command line: a file whose name ends in `.rhai` is a game by its rules
//! (src/rules/), expanded before it is solved or traced; `expand` prints it in the text format.
//! Its errors are said as `FILE:LINE:COL: message`, like a text's.

use std::io::Write;
use std::path::Path;

use gamegraph::format::{Limits, to_text_with_comment};
use gamegraph::graph::GameGraph;
use gamegraph::rules::{Rules, RulesError, expand_rules};

use super::{Failure, read_at_most};

/// The longest rules text read, in bytes: rules are a few lines (the examples, 40 at most).
const MAX_RULES_BYTES: u64 = 1024 * 1024;

/// Whether `path` names a rules file.
pub fn is_rules_file(path: &Path) -> bool {
    path.extension().is_some_and(|e| e.eq_ignore_ascii_case("rhai"))
}

/// `NAME=VALUE` pairs, or the one that is not.
fn pairs(params: &[String]) -> Result<Vec<(String, String)>, String> {
    params
        .iter()
        .map(|param| match param.split_once('=') {
            Some((name, value)) if !name.trim().is_empty() => Ok((name.trim().to_owned(), value.to_owned())),
            _ => Err(format!("--param {param}: write it NAME=VALUE, for example --param stones=30")),
        })
        .collect()
}

/// A rules error as `FILE:LINE:COL: message (in function)`.
fn located(label: &str, error: &RulesError) -> String {
    let place = match (error.line, error.column) {
        (Some(line), Some(column)) => format!("{label}:{line}:{column}"),
        (Some(line), None) => format!("{label}:{line}"),
        _ => label.to_owned(),
    };
    let function = error.function.as_ref().map_or(String::new(), |f| format!(" (in {f})"));
    format!("{place}: {}{function}", error.message)
}

/// The rules in `path`, with `params`, expanded: the game, and the parameters' values as
/// `NAME=VALUE` (for a comment).
pub fn read(path: &Path, params: &[String]) -> Result<(GameGraph, Vec<String>), String> {
    let label = path.display().to_string();
    let given = pairs(params)?;
    let file = std::fs::File::open(path).map_err(|e| format!("cannot read {label}: {e}"))?;
    let bytes = read_at_most(file, &label, MAX_RULES_BYTES)?;
    let source = String::from_utf8(bytes).map_err(|e| {
        format!("{label}: the rules are not UTF-8 text (byte {} is not)", e.utf8_error().valid_up_to() + 1)
    })?;
    let rules = Rules::compile(&source, &given).map_err(|e| located(&label, &e))?;
    let game = expand_rules(rules, Limits::DEFAULT).map_err(|e| located(&label, &e))?;
    let rules = &game.rules;
    if let Some(name) = rules.unasked().first() {
        let asked: Vec<String> = rules.params().into_iter().map(|p| p.name).collect();
        let them = if asked.is_empty() { "none".to_owned() } else { asked.join(", ") };
        return Err(format!("--param {name}: the rules never ask for a parameter named {name} (they ask for {them})"));
    }
    let values = rules.params().into_iter().map(|p| format!("{}={}", p.name, p.value)).collect();
    Ok((game.graph, values))
}

/// `gamegraph expand FILE.rhai`: the game in the text format.
pub fn expand(path: &Path, params: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    let (graph, values) = read(path, params)?;
    let mut comment = format!("Expanded from {}", path.display());
    if !values.is_empty() {
        comment.push_str(&format!(" with {}", values.join(" ")));
    }
    out.write_all(to_text_with_comment(&graph, &comment).as_bytes())?;
    Ok(())
}
