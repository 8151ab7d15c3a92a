//! A rules text's parameters: `param(NAME, DEFAULT)` gives the value the user set (typed as
//! text: `--param stones=30`, the page's field), read as the default's kind, else the default.
//! The parameters asked for are remembered in order, with their defaults, so that the page can
//! offer a field for each and the CLI can say which `--param` the rules never asked for.

use rhai::{Array, Dynamic};

/// What kind of value a parameter holds (its default's), so that a typed value is read as one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ParamKind {
    Integer,
    Number,
    Boolean,
    Text,
    /// An array of integers, typed `1,2,3`.
    Integers,
}

/// A parameter the rules asked for.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Param {
    pub name: String,
    pub kind: ParamKind,
    /// The default as the user would type it.
    pub default: String,
    /// The value in use, as typed (the default's when none was given).
    pub value: String,
}

pub(super) struct Params {
    given: Vec<(String, String)>,
    asked: Vec<Param>,
}

impl Params {
    pub(super) fn new(given: &[(String, String)]) -> Self {
        Params { given: given.to_vec(), asked: Vec::new() }
    }

    pub(super) fn asked(&self) -> &[Param] {
        &self.asked
    }

    pub(super) fn unasked(&self) -> Vec<String> {
        self.given
            .iter()
            .filter(|(name, _)| !self.asked.iter().any(|p| &p.name == name))
            .map(|(name, _)| name.clone())
            .collect()
    }

    /// The value of parameter `name` (its default `default`), or why the value given cannot be
    /// read as the default's kind.
    pub(super) fn value(&mut self, name: &str, default: Dynamic) -> Result<Dynamic, String> {
        let kind = kind_of(&default).ok_or_else(|| {
            format!(
                "param(\"{name}\", …): a parameter's default is a number, a boolean, a string or an array of integers, not a {}",
                default.type_name()
            )
        })?;
        let given = self.given.iter().rev().find(|(n, _)| n == name).map(|(_, v)| v.trim().to_owned());
        if !self.asked.iter().any(|p| p.name == name) {
            let default_text = typed(&default, kind);
            let value = given.clone().unwrap_or_else(|| default_text.clone());
            self.asked.push(Param { name: name.to_owned(), kind, default: default_text, value });
        }
        match given {
            None => Ok(default),
            Some(text) => read(&text, kind).ok_or_else(|| {
                let what = match kind {
                    ParamKind::Integer => "a whole number",
                    ParamKind::Number => "a number",
                    ParamKind::Boolean => "true or false",
                    ParamKind::Text => "a text",
                    ParamKind::Integers => "whole numbers separated by commas (1,2,3)",
                };
                format!("the parameter {name} is {what}, not “{}”", crate::text::short_quote(&text))
            }),
        }
    }
}

fn kind_of(value: &Dynamic) -> Option<ParamKind> {
    if value.is_int() {
        Some(ParamKind::Integer)
    } else if value.is_float() {
        Some(ParamKind::Number)
    } else if value.is_bool() {
        Some(ParamKind::Boolean)
    } else if value.is_string() {
        Some(ParamKind::Text)
    } else if value.is_array() && value.read_lock::<Array>().expect("an array").iter().all(Dynamic::is_int) {
        Some(ParamKind::Integers)
    } else {
        None
    }
}

/// A value as the user types it.
fn typed(value: &Dynamic, kind: ParamKind) -> String {
    match kind {
        ParamKind::Integers => {
            value.read_lock::<Array>().expect("an array").iter().map(ToString::to_string).collect::<Vec<_>>().join(",")
        }
        _ => value.to_string(),
    }
}

/// A typed value read as `kind`.
fn read(text: &str, kind: ParamKind) -> Option<Dynamic> {
    match kind {
        ParamKind::Integer => text.parse::<i64>().ok().map(Dynamic::from),
        ParamKind::Number => text.parse::<f64>().ok().filter(|x| x.is_finite()).map(Dynamic::from),
        ParamKind::Boolean => match text.to_ascii_lowercase().as_str() {
            "true" | "yes" | "on" | "1" => Some(Dynamic::from(true)),
            "false" | "no" | "off" | "0" => Some(Dynamic::from(false)),
            _ => None,
        },
        ParamKind::Text => Some(Dynamic::from(text.to_owned())),
        ParamKind::Integers => {
            if text.is_empty() {
                return Some(Dynamic::from(Array::new()));
            }
            let items: Option<Array> =
                text.split(',').map(|item| item.trim().parse::<i64>().ok().map(Dynamic::from)).collect();
            items.map(Dynamic::from)
        }
    }
}
