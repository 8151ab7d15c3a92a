//! Position names made valid for the text format (src/format/: no white space, `#`, `:` or `=`,
//! at most 64 bytes) and unique: a rules game's `name(s)`, or its state printed compactly, may be
//! neither. What cannot be in a name becomes `_`; a long one is cut at a character's end; a name
//! already taken gets `~2`, `~3`, … (the first position keeps it).

use std::collections::HashSet;

use crate::format::MAX_NAME_BYTES;

/// `raw` as a name: never empty, nothing a name cannot hold, at most `max` bytes.
fn valid(raw: &str, max: usize) -> String {
    let mut name = String::with_capacity(raw.len().min(max));
    for c in raw.chars() {
        let c = if c.is_whitespace() || matches!(c, '#' | ':' | '=') { '_' } else { c };
        if name.len() + c.len_utf8() > max {
            break;
        }
        name.push(c);
    }
    // A line that starts `start` and no mover would be read as the start's directive.
    if name.is_empty() || name == "start" {
        name.push('_');
    }
    name
}

/// Gives out valid, unique names in order.
#[derive(Default)]
pub struct Names {
    taken: HashSet<String>,
}

impl Names {
    /// A valid name for `raw`, not given before.
    pub fn name(&mut self, raw: &str) -> String {
        let first = valid(raw, MAX_NAME_BYTES);
        if self.taken.insert(first.clone()) {
            return first;
        }
        for k in 2u64.. {
            let suffix = format!("~{k}");
            let name = format!("{}{suffix}", valid(raw, MAX_NAME_BYTES - suffix.len()));
            if self.taken.insert(name.clone()) {
                return name;
            }
        }
        unreachable!("some suffix is free")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::is_name;

    #[test]
    fn what_a_name_cannot_hold_becomes_an_underscore() {
        let mut names = Names::default();
        assert_eq!(names.name("a b#c:d=e\tf"), "a_b_c_d_e_f");
        assert_eq!(names.name(""), "_");
        assert_eq!(names.name("start"), "start_");
    }

    #[test]
    fn names_are_cut_at_a_character_and_kept_unique() {
        let mut names = Names::default();
        let long = "é".repeat(40);
        let first = names.name(&long);
        assert_eq!(first.len(), 64);
        let second = names.name(&long);
        assert!(second.ends_with("~2") && second.len() <= 64, "{second}");
        assert_eq!(names.name("x"), "x");
        assert_eq!(names.name("x"), "x~2");
        assert_eq!(names.name("x"), "x~3");
        for name in [first, second] {
            assert!(is_name(&name), "{name}");
        }
    }

    #[test]
    fn every_name_given_is_a_name_of_the_format() {
        let mut names = Names::default();
        for raw in ["", " ", "#", "::", "a=b", "\u{3000}x", &"z".repeat(200), "start", "start"] {
            let name = names.name(raw);
            assert!(is_name(&name), "{raw:?} gave {name:?}");
        }
    }
}
