//! Numbers and lists in messages people read: thousands separators, powers of two, and lists
//! shortened to their ends so that a message about a 10⁶-position cycle stays one short line.

/// `1234567` as `1,234,567`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The most characters of the user's text a message quotes: more than a name may have bytes (64),
/// so a name, or one a little too long, is quoted whole.
pub const QUOTE_CHARS: usize = 80;

/// A piece of the user's text as a message quotes it: whole up to [`QUOTE_CHARS`] characters,
/// else its first ones and `…` (a one-megabyte token made a one-megabyte message), shown by
/// [`visible`].
pub fn short_quote(text: &str) -> std::borrow::Cow<'_, str> {
    match text.char_indices().nth(QUOTE_CHARS) {
        None => visible(text),
        Some((at, _)) => std::borrow::Cow::Owned(format!("{}…", visible(&text[..at]))),
    }
}

/// The user's text as the terminal may show it: a character that shows nothing where it stands
/// (a control, a zero-width space, a direction mark, see [`invisible`]) written as `\u{200b}`,
/// so that a message about the unknown successor `B\u{200b}` says why a `B` is not found, and a
/// name from someone else's game file cannot send escape sequences to the user's terminal or
/// reverse the line it is printed in.
pub fn visible(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.chars().any(invisible) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if invisible(c) {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    std::borrow::Cow::Owned(out)
}

/// Whether a character shows nothing where it stands: a control character, or one of Unicode's
/// format characters a name may hide (soft hyphen, zero-width spaces and joiners, direction marks
/// and embeddings, the word joiner and invisible operators, the byte order mark).
pub fn invisible(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{ad}' | '\u{61c}' | '\u{180e}' | '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{2064}' | '\u{2066}'..='\u{206f}' | '\u{feff}')
}

/// A count and its noun, singular for exactly one: `1 game`, `2 games`, `1,000 games`.
pub fn counted(n: u64, singular: &str, plural: &str) -> String {
    format!("{} {}", thousands(n), if n == 1 { singular } else { plural })
}

/// The smallest count written also as a power of two by [`count`]: below it the digits are
/// short enough to read at a glance.
pub const POWER_OF_TWO_FROM: u64 = 1 << 20;

/// A count for a message: `1,234`, or `2^60 (1,152,921,504,606,846,976)` when it is a power of
/// two of at least [`POWER_OF_TWO_FROM`].
pub fn count(n: u64) -> String {
    if n >= POWER_OF_TWO_FROM && n.is_power_of_two() {
        format!("2^{} ({})", n.trailing_zeros(), thousands(n))
    } else {
        thousands(n)
    }
}

/// A count that saturates at `u64::MAX` (a tree's size counted with saturating sums): [`count`],
/// or `at least 18,446,744,073,709,551,615` when it saturated, since the true count is larger.
pub fn count_at_least(n: u64) -> String {
    if n == u64::MAX { format!("at least {}", thousands(n)) } else { count(n) }
}

/// The smallest count [`large_count`] writes as a power of ten: past it the digits no longer
/// read at a glance (and a `u64` ends soon after).
pub const POWER_OF_TEN_FROM: f64 = 1e18;

/// A number as a power of ten with one decimal: `2.0 × 10^30`; 9.96·10^18 is `1.0 × 10^19`.
pub fn power_of_ten(x: f64) -> String {
    let mut exponent = x.log10().floor() as i32;
    // The mantissa as written, one decimal: 9.96 rounds to 10.0, which is 1.0 × 10 more.
    let mut mantissa = (x / 10f64.powi(exponent) * 10.0).round() / 10.0;
    if mantissa >= 10.0 {
        mantissa /= 10.0;
        exponent += 1;
    }
    format!("{mantissa:.1} × 10^{exponent}")
}

/// A count bounded with saturating `u128` steps: its digits below [`POWER_OF_TEN_FROM`],
/// `about 2.0 × 10^30` above, and `more than 3.4 × 10^38` when it saturated.
pub fn large_count(n: u128) -> String {
    if n == u128::MAX {
        format!("more than {}", power_of_ten(n as f64))
    } else if n >= POWER_OF_TEN_FROM as u128 {
        format!("about {}", power_of_ten(n as f64))
    } else {
        thousands(n as u64)
    }
}

/// How many items [`shorten_list`] keeps at each end of a long list.
pub const LIST_ENDS: usize = 3;

/// The items joined by `separator`; a list longer than `2 · ends + 1` items keeps its first and
/// last `ends` and says how many are left out in between:
/// `A → B → C → … 999,996 more … → X → Y → A`.
pub fn shorten_list<S: AsRef<str>>(items: &[S], separator: &str, ends: usize) -> String {
    let join = |part: &[S]| part.iter().map(AsRef::as_ref).collect::<Vec<&str>>().join(separator);
    if items.len() <= 2 * ends + 1 {
        return join(items);
    }
    let left_out = (items.len() - 2 * ends) as u64;
    let head = join(&items[..ends]);
    let tail = join(&items[items.len() - ends..]);
    if ends == 0 {
        return format!("… {} more …", thousands(left_out));
    }
    format!("{head}{separator}… {} more …{separator}{tail}", thousands(left_out))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_are_cut_after_quote_chars_characters() {
        assert_eq!(short_quote("abc"), "abc");
        assert_eq!(short_quote("B\u{200b}"), "B\\u{200b}");
        assert_eq!(short_quote("\u{202e}A\u{1}"), "\\u{202e}A\\u{1}");
        assert_eq!(short_quote("é"), "é");
        let name = "é".repeat(QUOTE_CHARS);
        assert_eq!(short_quote(&name), name);
        assert_eq!(short_quote(&"é".repeat(1_000_000)), format!("{name}…"));
    }

    #[test]
    fn counts_take_the_singular_for_one_only() {
        assert_eq!(counted(1, "leaf", "leaves"), "1 leaf");
        assert_eq!(counted(0, "leaf", "leaves"), "0 leaves");
        assert_eq!(counted(1234, "game", "games"), "1,234 games");
    }

    #[test]
    fn thousands_separators() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1000), "1,000");
        assert_eq!(thousands(1_000_000), "1,000,000");
        assert_eq!(thousands(12_345_678), "12,345,678");
        assert_eq!(thousands(u64::MAX), "18,446,744,073,709,551,615");
    }

    #[test]
    fn counts_as_powers_of_two() {
        assert_eq!(count(1 << 60), "2^60 (1,152,921,504,606,846,976)");
        assert_eq!(count(1 << 20), "2^20 (1,048,576)");
        // Small powers of two and other numbers: digits only.
        assert_eq!(count(1 << 19), "524,288");
        assert_eq!(count((1 << 20) + 1), "1,048,577");
        assert_eq!(count(240), "240");
    }

    #[test]
    fn large_counts_turn_to_powers_of_ten() {
        assert_eq!(large_count(2_000_000), "2,000,000");
        assert_eq!(large_count(999_999_999_999_999_999), "999,999,999,999,999,999");
        assert_eq!(large_count(2 * 10u128.pow(30)), "about 2.0 × 10^30");
        assert_eq!(large_count(u64::MAX as u128), "about 1.8 × 10^19");
        assert_eq!(large_count(u128::MAX), "more than 3.4 × 10^38");
        assert_eq!(power_of_ten(9.96e18), "1.0 × 10^19");
    }

    #[test]
    fn visible_text_escapes_what_shows_nothing() {
        assert_eq!(visible("P1.2"), "P1.2");
        assert_eq!(visible("B\u{1b}]0;x\u{7}"), "B\\u{1b}]0;x\\u{7}");
        assert_eq!(visible("\u{9b}31m\u{2067}A"), "\\u{9b}31m\\u{2067}A");
    }

    #[test]
    fn short_lists_are_whole() {
        assert_eq!(shorten_list(&["A", "B", "A"], " → ", 3), "A → B → A");
        let seven: Vec<String> = (0..7).map(|i| format!("P{i}")).collect();
        assert_eq!(shorten_list(&seven, " ", 3), "P0 P1 P2 P3 P4 P5 P6");
        assert_eq!(shorten_list::<&str>(&[], ", ", 3), "");
    }

    #[test]
    fn long_lists_keep_their_ends() {
        // A ring of a million positions, closed by its first one again.
        let mut ring: Vec<String> = (0..1_000_000).map(|i| format!("P{i}")).collect();
        ring.push("P0".to_owned());
        let text = shorten_list(&ring, " → ", 3);
        assert_eq!(text, "P0 → P1 → P2 → … 999,995 more … → P999998 → P999999 → P0");
        let eight: Vec<String> = (0..8).map(|i| i.to_string()).collect();
        assert_eq!(shorten_list(&eight, ",", 3), "0,1,2,… 2 more …,5,6,7");
        assert_eq!(shorten_list(&eight, ",", 0), "… 8 more …");
    }
}
