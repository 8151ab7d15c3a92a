//! A rules game's state, as the engine keeps it: its key (a canonical encoding, so that equal
//! states are one position whatever order a map was built in) and its compact printing (the
//! position's name when the rules give none).
//!
//! A state is any Rhai value made of numbers, booleans, characters, strings, arrays, maps and
//! `()`; anything else (a function pointer, a custom type) is refused in words.

use rhai::{Array, Dynamic, ImmutableString, Map};

/// Why a value cannot be a state.
#[derive(Clone, Debug, PartialEq)]
pub enum StateProblem {
    /// A number that is not a number.
    NotANumber,
    /// A value of a kind a state cannot hold (its Rhai type name).
    Kind(String),
}

impl std::fmt::Display for StateProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StateProblem::NotANumber => write!(f, "a state holds NaN (not a number), which equals nothing"),
            StateProblem::Kind(kind) => {
                write!(f, "a state is made of numbers, booleans, characters, strings, arrays and maps, not a {kind}")
            }
        }
    }
}

// One tag byte per kind, so that 1 and 1.0, "1" and '1' are different states.
const UNIT: u8 = 0;
const FALSE: u8 = 1;
const TRUE: u8 = 2;
const INT: u8 = 3;
const FLOAT: u8 = 4;
const CHAR: u8 = 5;
const STRING: u8 = 6;
const ARRAY: u8 = 7;
const MAP: u8 = 8;
const BLOB: u8 = 9;

/// Appends the key of `value` to `out`: equal states give equal keys, different ones different
/// keys (lengths are written before strings, arrays and maps, so no two values run together).
pub fn encode(value: &Dynamic, out: &mut Vec<u8>) -> Result<(), StateProblem> {
    // An explicit stack of the values still to write: a state nested deeply is the user's, and
    // its depth is bounded by Rhai's own limits, but no recursion is needed here to follow it.
    let mut pending: Vec<Dynamic> = vec![value.clone()];
    while let Some(value) = pending.pop() {
        if value.is_unit() {
            out.push(UNIT);
        } else if let Ok(b) = value.as_bool() {
            out.push(if b { TRUE } else { FALSE });
        } else if let Ok(i) = value.as_int() {
            out.push(INT);
            out.extend_from_slice(&i.to_le_bytes());
        } else if let Ok(x) = value.as_float() {
            if x.is_nan() {
                return Err(StateProblem::NotANumber);
            }
            // −0 and +0 are one number.
            let x = if x == 0.0 { 0.0 } else { x };
            out.push(FLOAT);
            out.extend_from_slice(&x.to_bits().to_le_bytes());
        } else if let Ok(c) = value.as_char() {
            out.push(CHAR);
            out.extend_from_slice(&u32::from(c).to_le_bytes());
        } else if value.is_string() {
            let s = value.read_lock::<ImmutableString>().expect("a string");
            out.push(STRING);
            out.extend_from_slice(&(s.len() as u64).to_le_bytes());
            out.extend_from_slice(s.as_bytes());
        } else if value.is_array() {
            let items = value.read_lock::<Array>().expect("an array");
            out.push(ARRAY);
            out.extend_from_slice(&(items.len() as u64).to_le_bytes());
            // Pushed last first, so that they are written in order.
            pending.extend(items.iter().rev().cloned());
        } else if value.is_map() {
            let map = value.read_lock::<Map>().expect("a map");
            out.push(MAP);
            out.extend_from_slice(&(map.len() as u64).to_le_bytes());
            // A map's keys come sorted: the same map, however it was built, gives the same key.
            for (key, item) in map.iter().rev() {
                pending.push(item.clone());
                pending.push(Dynamic::from(ImmutableString::from(key.as_str())));
            }
        } else if value.is_blob() {
            let blob = value.read_lock::<rhai::Blob>().expect("a blob");
            out.push(BLOB);
            out.extend_from_slice(&(blob.len() as u64).to_le_bytes());
            out.extend_from_slice(&blob);
        } else {
            return Err(StateProblem::Kind(value.type_name().to_owned()));
        }
    }
    Ok(())
}

/// The state written compactly, for a name: numbers and strings as they are, arrays as
/// `[1,2,3]`, maps as `{key/value,…}` (a map's `:` would not be a name), `()` as `_`. The caller
/// makes it a valid name (src/rules/names.rs).
pub fn compact(value: &Dynamic) -> String {
    // What is still to write: a value, or a piece of punctuation between values.
    enum Piece {
        Value(Dynamic),
        Text(&'static str),
        Key(String),
    }
    let mut out = String::new();
    let mut pending = vec![Piece::Value(value.clone())];
    while let Some(piece) = pending.pop() {
        let value = match piece {
            Piece::Text(text) => {
                out.push_str(text);
                continue;
            }
            Piece::Key(key) => {
                out.push_str(&key);
                out.push('/');
                continue;
            }
            Piece::Value(value) => value,
        };
        if value.is_unit() {
            out.push('_');
        } else if value.is_array() {
            let items = value.read_lock::<Array>().expect("an array");
            pending.push(Piece::Text("]"));
            for (i, item) in items.iter().enumerate().rev() {
                pending.push(Piece::Value(item.clone()));
                if i > 0 {
                    pending.push(Piece::Text(","));
                }
            }
            pending.push(Piece::Text("["));
        } else if value.is_map() {
            let map = value.read_lock::<Map>().expect("a map");
            pending.push(Piece::Text("}"));
            for (i, (key, item)) in map.iter().enumerate().rev() {
                pending.push(Piece::Value(item.clone()));
                pending.push(Piece::Key(key.to_string()));
                if i > 0 {
                    pending.push(Piece::Text(","));
                }
            }
            pending.push(Piece::Text("{"));
        } else if value.is_string() {
            out.push_str(&value.read_lock::<ImmutableString>().expect("a string"));
        } else {
            out.push_str(&value.to_string());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use rhai::Engine;

    fn eval(script: &str) -> Dynamic {
        Engine::new().eval::<Dynamic>(script).unwrap()
    }

    fn key(script: &str) -> Vec<u8> {
        let mut out = Vec::new();
        encode(&eval(script), &mut out).unwrap();
        out
    }

    #[test]
    fn equal_states_have_equal_keys_whatever_order_a_map_was_built_in() {
        assert_eq!(key("#{a: 1, b: [2, 3]}"), key("let m = #{}; m.b = [2, 3]; m.a = 1; m"));
        assert_eq!(key("0.0"), key("-0.0"));
    }

    #[test]
    fn different_states_have_different_keys() {
        let states = [
            "1",
            "1.0",
            "\"1\"",
            "'1'",
            "[1]",
            "[[1]]",
            "[1, 2]",
            "[12]",
            "\"ab\"",
            "[\"a\", \"b\"]",
            "#{a: 1}",
            "#{b: 1}",
            "#{a: \"1\"}",
            "()",
            "true",
            "false",
            "[]",
            "#{}",
            "\"\"",
        ];
        let keys: Vec<Vec<u8>> = states.iter().map(|s| key(s)).collect();
        for i in 0..keys.len() {
            for j in 0..i {
                assert_ne!(keys[i], keys[j], "{} and {}", states[i], states[j]);
            }
        }
    }

    #[test]
    fn nan_and_functions_are_refused_in_words() {
        let mut out = Vec::new();
        assert_eq!(encode(&eval("[1, 0.0 / 0.0]"), &mut out), Err(StateProblem::NotANumber));
        let problem = encode(&eval("Fn(\"f\")"), &mut out).unwrap_err();
        assert!(problem.to_string().contains("not a Fn"), "{problem}");
    }

    #[test]
    fn compact_prints_arrays_and_maps_without_spaces() {
        assert_eq!(compact(&eval("[1, 2, [3, \"x\"]]")), "[1,2,[3,x]]");
        assert_eq!(compact(&eval("#{turn: \"P\", piles: [1, 2]}")), "{piles/[1,2],turn/P}");
        assert_eq!(compact(&eval("()")), "_");
        assert_eq!(compact(&eval("1.5")), "1.5");
    }
}
