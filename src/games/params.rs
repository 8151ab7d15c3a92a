//! Strict parsing of preset parameters.
//!
//! Parameters arrive as strings from URL hashes and from the command line, so every parser here
//! accepts exactly the documented spelling and otherwise returns a [`PresetError`] that names the
//! parameter and quotes the offending text. Surrounding spaces are forgiven (a shell user may type
//! `"3, 5, 7"`); anything else that is not a number is not.

use super::PresetError;
use crate::graph::Player;
use crate::text::short_quote;

/// The values of one preset's parameters, in the order the preset declares them, with defaults
/// filled in for the ones the caller left out.
#[derive(Clone, Debug)]
pub struct ParamValues<'a> {
    values: Vec<(&'static str, &'a str)>,
}

impl<'a> ParamValues<'a> {
    pub(crate) fn new(values: Vec<(&'static str, &'a str)>) -> Self {
        ParamValues { values }
    }

    /// The value of parameter `name`.
    ///
    /// # Panics
    /// When `name` is not a declared parameter of the preset: that is a bug in the preset's code,
    /// never a user error, because the registry rejects unknown names before any preset runs.
    pub fn get(&self, name: &str) -> &'a str {
        match self.values.iter().find(|(n, _)| *n == name) {
            Some((_, value)) => value,
            None => panic!("preset code asked for undeclared parameter `{name}`"),
        }
    }
}

/// A whole number in `min..=max`, written in decimal digits only.
pub fn parse_u64(param: &str, text: &str, min: u64, max: u64) -> Result<u64, PresetError> {
    let trimmed = text.trim();
    let quoted = short_quote(text);
    let out_of_range =
        || PresetError::param(param, format!("\"{quoted}\" is out of range: use a whole number from {min} to {max}"));
    if trimmed.is_empty() || !trimmed.bytes().all(|b| b.is_ascii_digit()) {
        return Err(PresetError::param(
            param,
            format!("\"{quoted}\" is not a whole number (use decimal digits, from {min} to {max})"),
        ));
    }
    let value: u64 = trimmed.parse().map_err(|_| out_of_range())?;
    if value < min || value > max {
        return Err(out_of_range());
    }
    Ok(value)
}

/// A comma-separated list of whole numbers, each at most `max_item`; `what` describes the list
/// in the error ("a list of pile sizes").
pub fn parse_list(param: &str, text: &str, what: &str, max_item: u32) -> Result<Vec<u32>, PresetError> {
    let mut items = Vec::new();
    for item in text.split(',') {
        let item = item.trim();
        let problem = if item.is_empty() {
            Some("an entry is empty".to_owned())
        } else if !item.bytes().all(|b| b.is_ascii_digit()) {
            Some(format!("\"{}\" is not a whole number", short_quote(item)))
        } else {
            match item.parse::<u32>() {
                Ok(v) if v <= max_item => {
                    items.push(v);
                    None
                }
                _ => Some(format!("{} is more than {max_item}", short_quote(item))),
            }
        };
        if let Some(problem) = problem {
            return Err(PresetError::param(param, format!("\"{}\" is not {what}: {problem}", short_quote(text))));
        }
    }
    Ok(items)
}

/// A player: `paul` or `carole` (also `max` / `min`, as in the text format), any case.
pub fn parse_player(param: &str, text: &str) -> Result<Player, PresetError> {
    match text.trim().to_ascii_lowercase().as_str() {
        "paul" | "max" => Ok(Player::Max),
        "carole" | "min" => Ok(Player::Min),
        _ => Err(PresetError::param(param, format!("\"{}\" is not a player: use paul or carole", short_quote(text)))),
    }
}

/// The normalised spelling of a player parameter.
pub fn player_keyword(player: Player) -> &'static str {
    match player {
        Player::Max => "paul",
        Player::Min => "carole",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_strict() {
        assert_eq!(parse_u64("n", " 12 ", 0, 20).unwrap(), 12);
        assert_eq!(
            parse_u64("n", "1e3", 0, 20).unwrap_err().to_string(),
            "n: \"1e3\" is not a whole number (use decimal digits, from 0 to 20)"
        );
        assert!(parse_u64("n", "-1", 0, 20).is_err());
        assert!(parse_u64("n", "+1", 0, 20).is_err());
        assert!(parse_u64("n", "", 0, 20).is_err());
        assert_eq!(
            parse_u64("n", "21", 0, 20).unwrap_err().to_string(),
            "n: \"21\" is out of range: use a whole number from 0 to 20"
        );
        assert!(parse_u64("seed", "18446744073709551616", 0, u64::MAX).is_err());
        assert_eq!(parse_u64("seed", "18446744073709551615", 0, u64::MAX).unwrap(), u64::MAX);
    }

    #[test]
    fn lists_are_strict() {
        assert_eq!(parse_list("piles", "3, 5,7", "a list of pile sizes", 100).unwrap(), [3, 5, 7]);
        assert_eq!(
            parse_list("piles", "3,x", "a list of pile sizes", 100).unwrap_err().to_string(),
            "piles: \"3,x\" is not a list of pile sizes: \"x\" is not a whole number"
        );
        assert_eq!(
            parse_list("piles", "3,,5", "a list of pile sizes", 100).unwrap_err().to_string(),
            "piles: \"3,,5\" is not a list of pile sizes: an entry is empty"
        );
        assert_eq!(
            parse_list("piles", "3,500", "a list of pile sizes", 100).unwrap_err().to_string(),
            "piles: \"3,500\" is not a list of pile sizes: 500 is more than 100"
        );
    }

    #[test]
    fn players() {
        assert_eq!(parse_player("first", "Carole").unwrap(), Player::Min);
        assert_eq!(parse_player("first", "max").unwrap(), Player::Max);
        assert_eq!(
            parse_player("first", "bob").unwrap_err().to_string(),
            "first: \"bob\" is not a player: use paul or carole"
        );
    }
}
