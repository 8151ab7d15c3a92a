//! The built-in games and the preset registry.
//!
//! Each game lives in its own module and is available twice: as an implicit [`Game`] (moves
//! generated on demand, for trees too big to store) and as a stored [`GameGraph`] for the DFS
//! and retrograde solvers and the page.
//!
//! - [`nim`]: Nim as in seed 001 (piles and whose move it is; the player to move at all-empty loses);
//! - [`sequence`]: seed 001's Sequence game, n bit moves with keyed random leaf VALUEs;
//! - [`tictactoe`]: tic-tac-toe from the empty board or any legal board (seed 000: "This works
//!   pretty nicely for Tic Tac Toe");
//! - [`catmouse`]: a cat chasing a mouse on a small board, a game with cycles and draws for
//!   retrograde analysis (seeds 002 and 003);
//! - [`chomp`]: Gale's Chomp, the poisoned chocolate bar.
//!
//! [`position`] reads each game's position names back into their boards, described once for every
//! game by [`board`] (rows of cells, a caption, the cell each move is made on).
//!
//! A *preset* is one of these games with its parameters given as strings, because they come from
//! URL hashes and the command line: [`presets`] lists them with their parameters and defaults,
//! [`build_preset`] builds one. Every stored graph is capped at [`MAX_STORED_POSITIONS`]
//! positions (and [`MAX_STORED_MOVES`] moves): bigger requests get a clear error instead.
//!
//! [`Game`]: crate::game::Game

pub mod board;
pub mod catmouse;
pub mod chomp;
pub mod nim;
pub mod params;
pub mod position;
pub mod sequence;
pub mod tictactoe;

use crate::format;
use crate::game::{ExpandError, Game};
use crate::graph::GameGraph;
use params::ParamValues;

/// The most positions a preset may store (the text format's default cap).
pub const MAX_STORED_POSITIONS: usize = format::Limits::DEFAULT.max_positions;

/// The most moves a preset may store (the text format's default cap).
pub const MAX_STORED_MOVES: usize = format::Limits::DEFAULT.max_moves;

/// One parameter of a preset (serialized as it is for the page).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct ParamInfo {
    /// The parameter's name, as used in URL hashes and `build_preset`.
    pub name: &'static str,
    /// The value used when the parameter is not given.
    pub default: &'static str,
    /// One line saying what the parameter means and which values it takes.
    pub help: &'static str,
}

/// A built-in game as listed to the user (serialized as it is for the page).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct PresetInfo {
    /// A stable identifier (`nim`, `sequence`, …).
    pub id: &'static str,
    /// The game's name for menus.
    pub title: &'static str,
    /// A few sentences explaining the rules.
    pub description: &'static str,
    /// The parameters, in a fixed order.
    pub params: &'static [ParamInfo],
}

/// A built game: which preset, with which parameters, and its stored graph.
#[derive(Clone, Debug, PartialEq)]
pub struct Preset {
    /// The preset's id.
    pub id: String,
    /// Every parameter, in the preset's order, with its value normalised (defaults filled in).
    pub params: Vec<(String, String)>,
    /// A one-line title naming the game and its parameters.
    pub title: String,
    /// The game graph, start position first.
    pub graph: GameGraph,
}

impl Preset {
    /// The game in the text format, headed by a `# title` comment.
    pub fn to_text(&self) -> String {
        format::to_text_with_comment(&self.graph, &self.title)
    }
}

/// Why a preset could not be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PresetError {
    /// The parameter at fault, if one is.
    pub param: Option<String>,
    /// What is wrong, in words.
    pub message: String,
}

impl PresetError {
    /// An error caused by the value of parameter `param`.
    pub fn param(param: &str, message: impl Into<String>) -> Self {
        PresetError { param: Some(param.to_owned()), message: message.into() }
    }

    /// An error not tied to one parameter.
    pub fn general(message: impl Into<String>) -> Self {
        PresetError { param: None, message: message.into() }
    }
}

impl std::fmt::Display for PresetError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.param {
            Some(param) => write!(f, "{param}: {}", self.message),
            None => write!(f, "{}", self.message),
        }
    }
}

impl std::error::Error for PresetError {}

static PRESETS: [PresetInfo; 5] = [nim::INFO, sequence::INFO, tictactoe::INFO, catmouse::INFO, chomp::INFO];

/// How each preset is built from its parameter values: `BUILDERS[i]` builds `PRESETS[i]`.
type BuildFn = fn(&ParamValues) -> Result<Built, PresetError>;
static BUILDERS: [BuildFn; 5] = [nim::preset, sequence::preset, tictactoe::preset, catmouse::preset, chomp::preset];

/// Every built-in game, in menu order.
pub fn presets() -> &'static [PresetInfo] {
    &PRESETS
}

/// Builds preset `id` with the given parameters; parameters left out take their defaults.
/// Unknown ids, unknown or repeated parameter names and bad values are errors.
pub fn build_preset(id: &str, params: &[(&str, &str)]) -> Result<Preset, PresetError> {
    let Some(index) = presets().iter().position(|p| p.id == id) else {
        let known: Vec<&str> = presets().iter().map(|p| p.id).collect();
        return Err(PresetError::general(format!("unknown game `{id}`: the built-in games are {}", known.join(", "))));
    };
    let info = &PRESETS[index];
    for (i, (name, _)) in params.iter().enumerate() {
        if !info.params.iter().any(|p| p.name == *name) {
            let known: Vec<&str> = info.params.iter().map(|p| p.name).collect();
            return Err(PresetError::param(
                name,
                format!("{id} has no such parameter; its parameters are {}", known.join(", ")),
            ));
        }
        if params[..i].iter().any(|(earlier, _)| earlier == name) {
            return Err(PresetError::param(name, "given twice"));
        }
    }
    let values = ParamValues::new(
        info.params
            .iter()
            .map(|p| (p.name, params.iter().find(|(n, _)| *n == p.name).map_or(p.default, |(_, v)| *v)))
            .collect(),
    );
    let built = BUILDERS[index](&values)?;
    Ok(Preset {
        id: info.id.to_owned(),
        params: built.params.into_iter().map(|(name, value)| (name.to_owned(), value)).collect(),
        title: built.title,
        graph: built.graph,
    })
}

/// What a game module hands back to the registry.
pub(crate) struct Built {
    /// Normalised values of all parameters, in the preset's order.
    pub params: Vec<(&'static str, String)>,
    pub title: String,
    pub graph: GameGraph,
}

/// Stores an implicit game with the registry's caps, turning a cap overflow into an error that
/// says which limit was hit.
pub(crate) fn store<G>(game: &G) -> Result<GameGraph, PresetError>
where
    G: Game,
    G::State: std::hash::Hash + Eq,
{
    let graph = crate::game::expand(game, MAX_STORED_POSITIONS).map_err(|e| match e {
        ExpandError::TooManyPositions { limit } => PresetError::general(format!(
            "the game has more than {} positions, too many to store; choose smaller parameters",
            thousands(limit as u64)
        )),
        ExpandError::Build(e) => PresetError::general(format!("could not build the game: {e}")),
    })?;
    if graph.move_count() > MAX_STORED_MOVES {
        return Err(PresetError::general(format!(
            "the game has {} moves, more than {} can be stored; choose smaller parameters",
            thousands(graph.move_count() as u64),
            thousands(MAX_STORED_MOVES as u64)
        )));
    }
    Ok(graph)
}

pub(crate) use crate::text::thousands;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_defaults_build() {
        for (i, info) in presets().iter().enumerate() {
            assert!(presets()[..i].iter().all(|p| p.id != info.id), "duplicate id {}", info.id);
            let preset = build_preset(info.id, &[]).unwrap_or_else(|e| panic!("{}: {e}", info.id));
            let names: Vec<&str> = preset.params.iter().map(|(n, _)| n.as_str()).collect();
            let declared: Vec<&str> = info.params.iter().map(|p| p.name).collect();
            assert_eq!(names, declared, "{} must report all its parameters in order", info.id);
        }
    }

    #[test]
    fn registry_errors() {
        let e = build_preset("go", &[]).unwrap_err();
        assert_eq!(e.param, None);
        assert_eq!(
            e.to_string(),
            "unknown game `go`: the built-in games are nim, sequence, tictactoe, catmouse, chomp"
        );
        let e = build_preset("nim", &[("heaps", "3")]).unwrap_err();
        assert_eq!(e.to_string(), "heaps: nim has no such parameter; its parameters are piles, first");
        let e = build_preset("nim", &[("piles", "3"), ("piles", "4")]).unwrap_err();
        assert_eq!(e.to_string(), "piles: given twice");
    }
}
