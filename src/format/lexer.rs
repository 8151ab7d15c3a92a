//! The words of a line: tokens split on white space and on the separators `:` and `=`, and the
//! few words the format knows (movers, numbers).

use crate::graph::Player;

/// A word of a line and its 1-based column in characters.
#[derive(Clone, Copy)]
pub(super) struct Token<'a> {
    pub(super) text: &'a str,
    pub(super) column: usize,
}

/// Splits `line` on white space and on the separators `:` and `=`, which become tokens of their own.
pub(super) fn tokenize(line: &str) -> Vec<Token<'_>> {
    let mut tokens = Vec::new();
    let mut start: Option<(usize, usize)> = None; // (byte, column)
    for (column0, (byte, ch)) in line.char_indices().enumerate() {
        let column = column0 + 1;
        let separator = ch == ':' || ch == '=';
        if ch.is_whitespace() || separator {
            if let Some((s, c)) = start.take() {
                tokens.push(Token { text: &line[s..byte], column: c });
            }
            if separator {
                tokens.push(Token { text: &line[byte..byte + 1], column });
            }
        } else if start.is_none() {
            start = Some((byte, column));
        }
    }
    if let Some((s, c)) = start {
        tokens.push(Token { text: &line[s..], column: c });
    }
    tokens
}

/// Whether `next` follows `word` on its line with no space between them.
pub(super) fn glued(word: Token<'_>, next: Token<'_>) -> bool {
    word.column + word.text.chars().count() == next.column
}

/// The first of `tokens` and those glued to it, one after the other, as written (`A:B` from the
/// tokens `A`, `:`, `B`).
pub(super) fn glued_word(tokens: &[Token<'_>]) -> String {
    let mut written = String::new();
    for (k, token) in tokens.iter().enumerate() {
        if k > 0 && !glued(tokens[k - 1], *token) {
            break;
        }
        written.push_str(token.text);
    }
    written
}

/// A mover keyword: `max`/`paul` or `min`/`carole`, in any case.
pub(super) fn parse_mover(word: &str) -> Option<Player> {
    if word.eq_ignore_ascii_case("max") || word.eq_ignore_ascii_case("paul") {
        Some(Player::Max)
    } else if word.eq_ignore_ascii_case("min") || word.eq_ignore_ascii_case("carole") {
        Some(Player::Min)
    } else {
        None
    }
}

/// Whether `word` is a mover keyword.
pub(super) fn is_mover(word: &str) -> bool {
    parse_mover(word).is_some()
}

/// Whether a number as written is not 0: a digit other than 0 before its exponent (`1e-400` is
/// not 0, though it reads as 0.0; `0.000e7` is).
pub(super) fn names_non_zero(number: &str) -> bool {
    let mantissa = number.split(['e', 'E']).next().unwrap_or("");
    mantissa.bytes().any(|b| (b'1'..=b'9').contains(&b))
}
