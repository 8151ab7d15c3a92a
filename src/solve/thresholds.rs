//! The threshold phases of retrograde analysis (`retrograde.rs`): the reachable end positions
//! with a non-zero VALUE, grouped by VALUE, in the order the phases run — positive VALUEs from
//! the largest down, then negative VALUEs from the smallest up; within a group, in id order.
//!
//! Each VALUE is an integer key whose order is the phases' order (below). Most games have few
//! distinct VALUEs (Nim two, the benchmarks' random DAG 2,001 among 10^5 ends): the keys then go
//! through a small open-addressing table, only the distinct ones are sorted, and the ends are
//! placed in their groups by one counting pass (the random DAG's phases took 2.9 ms instead of
//! 4.7 ms, BENCHMARKS.md). With more distinct VALUEs than the table holds, the (key, id) pairs are
//! sorted whole, by a radix sort from 2^16 ends on. No general-purpose hash map: equal VALUEs
//! have equal bits (they are finite and non-zero), so the keys are compared as integers.

use crate::bitset::BitSet;
use crate::graph::{GameGraph, PositionId};

/// The ends of each threshold phase: its VALUE and its ends in id order, phases in order.
pub(crate) type Groups = Vec<(f64, Vec<PositionId>)>;

/// The groups of the ends reachable from the start with a non-zero VALUE (see the module doc).
pub(crate) fn thresholds(graph: &GameGraph, reachable: &BitSet) -> Groups {
    let ends: Vec<(u64, PositionId)> = (0..graph.len() as PositionId)
        .filter(|&v| reachable.contains(v))
        .filter_map(|v| graph.end_value(v).filter(|&value| value != 0.0).map(|value| (key(value), v)))
        .collect();
    by_table(&ends).unwrap_or_else(|| by_sort(ends))
}

/// The phases' order as one integer key: positive VALUEs before negative ones (the sign bit),
/// then by decreasing distance from 0 (the bits of a non-negative float order like the float,
/// so their complement orders the other way round). Never 0 for a finite VALUE.
fn key(value: f64) -> u64 {
    (value.to_bits() & (1 << 63)) | (!value.abs().to_bits() & !(1 << 63))
}

/// The VALUE of a key: its sign bit and the complement of the rest give back the bits.
fn value(key: u64) -> f64 {
    f64::from_bits((key & (1 << 63)) | (!key & !(1 << 63)))
}

/// At most this many distinct VALUEs are grouped through the table (its 2^14 slots of 12 bytes
/// stay in the first caches, at most a quarter full).
const TABLE_VALUES: usize = 1 << 12;
const TABLE_BITS: u32 = 14;

/// The groups through a table of the distinct keys, or None when there are more than
/// [`TABLE_VALUES`] of them. `ends` is in id order, so each group is too.
fn by_table(ends: &[(u64, PositionId)]) -> Option<Groups> {
    // Open addressing with linear probing; 0 marks an empty slot (no key is 0).
    let mut keys = vec![0u64; 1 << TABLE_BITS];
    let mut slot_group = vec![0u32; 1 << TABLE_BITS];
    let mut distinct: Vec<u64> = Vec::new();
    let mut group_of = Vec::with_capacity(ends.len());
    let mask = (1usize << TABLE_BITS) - 1;
    for &(k, _) in ends {
        let mut slot = (k.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - TABLE_BITS)) as usize;
        while keys[slot] != k && keys[slot] != 0 {
            slot = (slot + 1) & mask;
        }
        if keys[slot] == 0 {
            if distinct.len() == TABLE_VALUES {
                return None;
            }
            keys[slot] = k;
            slot_group[slot] = distinct.len() as u32;
            distinct.push(k);
        }
        group_of.push(slot_group[slot]);
    }
    // Each first-seen group's rank among the distinct keys, in the phases' order.
    let mut order: Vec<u32> = (0..distinct.len() as u32).collect();
    order.sort_unstable_by_key(|&g| distinct[g as usize]);
    let mut rank = vec![0u32; distinct.len()];
    for (r, &g) in order.iter().enumerate() {
        rank[g as usize] = r as u32;
    }
    let mut sizes = vec![0usize; distinct.len()];
    for &g in &group_of {
        sizes[rank[g as usize] as usize] += 1;
    }
    let mut groups: Groups =
        order.iter().zip(&sizes).map(|(&g, &size)| (value(distinct[g as usize]), Vec::with_capacity(size))).collect();
    for (&g, &(_, v)) in group_of.iter().zip(ends) {
        groups[rank[g as usize] as usize].1.push(v);
    }
    Some(groups)
}

/// The groups by sorting the (key, id) pairs whole: equal keys end up next to each other, in
/// id order.
fn by_sort(mut ends: Vec<(u64, PositionId)>) -> Groups {
    if ends.len() < RADIX_FROM {
        ends.sort_unstable();
    } else {
        ends = sorted_by_key(ends);
    }
    let mut groups: Groups = Vec::new();
    for (k, v) in ends {
        let value = value(k);
        match groups.last_mut() {
            Some((last, group)) if *last == value => group.push(v),
            _ => groups.push((value, vec![v])),
        }
    }
    groups
}

/// From how many ends [`by_sort`] sorts them by a radix sort (below, a comparison sort is
/// faster than a pass over 2^16 counters).
const RADIX_FROM: usize = 1 << 16;

/// The pairs in increasing order of key, pairs with equal keys in their order in `items`: a
/// least-significant-digit radix sort, 16 bits at a time, each pass a stable counting sort
/// (skipped when every key has the same digit). Θ(len + 2^16) time per pass, four passes at most.
fn sorted_by_key(mut items: Vec<(u64, PositionId)>) -> Vec<(u64, PositionId)> {
    let mut other = vec![(0, 0); items.len()];
    let mut counts = vec![0usize; 1 << 16];
    for shift in (0..64).step_by(16) {
        let digit = |key: u64| ((key >> shift) & 0xffff) as usize;
        counts.fill(0);
        for &(key, _) in &items {
            counts[digit(key)] += 1;
        }
        if counts.contains(&items.len()) {
            continue;
        }
        let mut at = 0;
        for count in counts.iter_mut() {
            at += std::mem::replace(count, at);
        }
        for &item in &items {
            let slot = &mut counts[digit(item.0)];
            other[*slot] = item;
            *slot += 1;
        }
        std::mem::swap(&mut items, &mut other);
    }
    items
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small linear congruential generator for the tests' keys.
    fn numbers(mut state: u64) -> impl FnMut() -> u64 {
        move || {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            state
        }
    }

    /// The radix sort against the standard sort, on keys that differ in every 16-bit digit, in
    /// some digits only, and not at all.
    #[test]
    fn radix_sort_by_key_is_stable_and_sorted() {
        let mut next = numbers(3);
        for mask in [u64::MAX, 0xffff_0000_0000_00ff, 0] {
            let items: Vec<(u64, PositionId)> =
                (0..5000).map(|id| (next() & mask & 0xf0f0_0f0f_f00f_00f3, id)).collect();
            let mut expected = items.clone();
            expected.sort_unstable();
            assert_eq!(sorted_by_key(items), expected, "mask {mask:x}");
        }
    }

    /// The key orders VALUEs as the phases run and gives each VALUE back.
    #[test]
    fn keys_order_the_phases_and_give_the_values_back() {
        let phases = [
            f64::MAX,
            7.5,
            2.0,
            1.0,
            1e-300,
            f64::MIN_POSITIVE / 4.0,
            f64::MIN,
            -3.0,
            -1.0,
            -1e-300,
            -f64::MIN_POSITIVE / 4.0,
        ];
        let keys: Vec<u64> = phases.iter().map(|&v| key(v)).collect();
        assert!(keys.windows(2).all(|w| w[0] < w[1]), "{keys:x?}");
        assert!(keys.iter().all(|&k| k != 0));
        assert!(phases.iter().all(|&v| value(key(v)) == v));
    }

    /// The table and the sort give the same groups: few VALUEs (the table), as many as the
    /// table holds, one more (the sort), and all distinct; ends in id order within each group.
    #[test]
    fn table_and_sort_give_the_same_groups() {
        let mut next = numbers(11);
        for (ends, values) in [(5000, 3), (20_000, TABLE_VALUES), (20_000, TABLE_VALUES + 1), (3000, 3000), (0, 1)] {
            // Every VALUE used at least once, then at random; some negative, some tiny.
            let pick = |i: u64| {
                let n = i % values as u64;
                let magnitude = (n / 2 + 1) as f64 * if n % 7 == 0 { 1e-310 } else { 0.25 };
                if n % 2 == 0 { magnitude } else { -magnitude }
            };
            let items: Vec<(u64, PositionId)> = (0..ends)
                .map(|id| (key(pick(if (id as usize) < values { id as u64 } else { next() >> 11 })), id))
                .collect();
            let sorted = by_sort(items.clone());
            match by_table(&items) {
                Some(table) => {
                    assert!(values <= TABLE_VALUES || ends == 0);
                    assert_eq!(table, sorted, "{ends} ends, {values} values");
                }
                None => assert!(values > TABLE_VALUES, "{ends} ends, {values} values"),
            }
            assert!(sorted.windows(2).all(|w| key(w[0].0) < key(w[1].0)));
            assert!(sorted.iter().all(|(_, ids)| ids.windows(2).all(|w| w[0] < w[1])));
            assert_eq!(sorted.iter().map(|(_, ids)| ids.len()).sum::<usize>(), ends as usize);
        }
    }
}
