//! The preset registry: every preset builds with its defaults, prints in the text format with its
//! title, and parses back to the same graph; parameters are normalised; bad parameters get the
//! documented errors, naming the parameter.

use gamegraph::format;
use gamegraph::games::{MAX_STORED_POSITIONS, build_preset, presets};

#[test]
fn every_preset_round_trips_through_the_text_format() {
    for info in presets() {
        let preset = build_preset(info.id, &[]).unwrap();
        assert_eq!(preset.id, info.id);
        let text = preset.to_text();
        assert_eq!(text.lines().next().unwrap(), format!("# {}", preset.title));
        let parsed = format::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", info.id));
        assert_eq!(parsed, preset.graph, "{} does not round-trip", info.id);
        assert!(preset.graph.len() <= MAX_STORED_POSITIONS);
        // The normalised parameters build the same game again.
        let again: Vec<(&str, &str)> = preset.params.iter().map(|(n, v)| (n.as_str(), v.as_str())).collect();
        assert_eq!(build_preset(info.id, &again).unwrap(), preset);
    }
}

#[test]
fn defaults_are_documented_and_used() {
    for info in presets() {
        let preset = build_preset(info.id, &[]).unwrap();
        for (param, (name, value)) in info.params.iter().zip(&preset.params) {
            assert_eq!(param.name, name);
            assert_eq!(param.default, value, "{}: the default of {name} is not normalised", info.id);
            assert!(!param.help.is_empty());
        }
        assert!(!info.title.is_empty() && !info.description.is_empty());
    }
}

#[test]
fn parameters_are_normalised() {
    let nim = build_preset("nim", &[("piles", " 1, 2,3 "), ("first", "Carole")]).unwrap();
    assert_eq!(nim.params, [("piles".to_owned(), "1,2,3".to_owned()), ("first".to_owned(), "carole".to_owned())]);
    assert_eq!(nim.title, "Nim with piles 1,2,3 — Carole moves first");
    assert_eq!(nim.graph.name(nim.graph.start()), "C1.2.3");

    let seq = build_preset("sequence", &[("n", "3"), ("leaves", "NORMAL"), ("seed", "007")]).unwrap();
    let values: Vec<&str> = seq.params.iter().map(|(_, v)| v.as_str()).collect();
    assert_eq!(values, ["3", "7", "normal", "paul"]);
    assert_eq!(seq.graph.len(), 15);
    let carole = build_preset("sequence", &[("n", "3"), ("first", " CAROLE ")]).unwrap();
    assert_eq!(carole.params[3], ("first".to_owned(), "carole".to_owned()));
    assert_eq!(carole.title, "Sequence game, n = 3, seed 1, uniform leaves, Carole first");
    assert_eq!(carole.graph.mover(carole.graph.start()), gamegraph::graph::Player::Min);

    let ttt = build_preset("tictactoe", &[("board", "X...O....")]).unwrap();
    assert_eq!(ttt.title, "Tic-tac-toe from X...O.... (X to move)");

    let chomp = build_preset("chomp", &[("rows", "2"), ("cols", "5")]).unwrap();
    assert_eq!(chomp.graph.name(0), "P5.5");
}

/// A preset id, the parameters given, and the exact error expected.
type Case = (&'static str, &'static [(&'static str, &'static str)], &'static str);

/// Each bad parameter and the exact error it gets.
#[test]
fn bad_parameters() {
    let cases: &[Case] = &[
        ("nim", &[("piles", "3,x")], "piles: \"3,x\" is not a list of pile sizes: \"x\" is not a whole number"),
        ("nim", &[("piles", "")], "piles: \"\" is not a list of pile sizes: an entry is empty"),
        ("nim", &[("piles", "3,-5")], "piles: \"3,-5\" is not a list of pile sizes: \"-5\" is not a whole number"),
        (
            "nim",
            &[("piles", "99,99,99")],
            "piles: 99,99,99 has up to 2 × 100 × 100 × 100 = 2,000,000 positions, more than the 1,000,000 that can be stored",
        ),
        ("nim", &[("first", "me")], "first: \"me\" is not a player: use paul or carole"),
        ("nim", &[("pile", "3")], "pile: nim has no such parameter; its parameters are piles, first"),
        ("sequence", &[("n", "ten")], "n: \"ten\" is not a whole number (use decimal digits, from 0 to 18)"),
        ("sequence", &[("n", "19")], "n: \"19\" is out of range: use a whole number from 0 to 18"),
        (
            "sequence",
            &[("seed", "-1")],
            "seed: \"-1\" is not a whole number (use decimal digits, from 0 to 18446744073709551615)",
        ),
        ("sequence", &[("leaves", "gauss")], "leaves: \"gauss\" is not a distribution: use uniform, coin or normal"),
        (
            "tictactoe",
            &[("board", "XO")],
            "board: \"XO\" has 2 characters; a board has 9 (X, O or . for each cell, row by row)",
        ),
        (
            "tictactoe",
            &[("board", "X0.......")],
            "board: \"X0.......\" has `0` in cell 2 (row 1, column 2); use X, O or .",
        ),
        (
            "tictactoe",
            &[("board", "OO.......")],
            "board: \"OO.......\" cannot arise in play: X has 0 marks and O has 2; X moves first, so X has as many marks as O or one more",
        ),
        ("catmouse", &[("board", "M.C")], "board: \"M.C\" must have exactly one hole (H), not 0"),
        ("chomp", &[("rows", "0")], "rows: \"0\" is out of range: use a whole number from 1 to 20"),
        ("chomp", &[("first", "")], "first: \"\" is not a player: use paul or carole"),
        ("chess", &[], "unknown game `chess`: the built-in games are nim, sequence, tictactoe, catmouse, chomp"),
    ];
    for (id, params, expected) in cases {
        let error = build_preset(id, params).unwrap_err();
        assert_eq!(error.to_string(), *expected, "{id} {params:?}");
        let named = params.first().map(|(name, _)| name.to_string());
        assert_eq!(error.param, named, "{id} {params:?} must name the parameter");
    }
    let too_big = build_preset("chomp", &[("rows", "12"), ("cols", "12")]).unwrap_err();
    assert_eq!(too_big.param, None);
    assert!(too_big.message.contains("choose fewer rows or columns"), "{too_big}");
}
