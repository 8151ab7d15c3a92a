//! Heapsort (Williams 1964, Floyd's sift-down): in place, O(n log n) at worst, and a few hundred
//! bytes of wasm for each kind of list sorted. The layout is on the page's first screen, where the
//! standard library's sorts cost some kilobytes each (one copy per item type and order); its lists
//! are small or sorted once per sweep, so speed hardly differs. Not stable: the orders given make
//! ties impossible or harmless.

/// Sorts `items` so that no item is `less` than one before it.
pub fn heap_sort_by<T>(items: &mut [T], less: impl Fn(&T, &T) -> bool) {
    let n = items.len();
    for start in (0..n / 2).rev() {
        sift_down(items, start, n, &less);
    }
    for end in (1..n).rev() {
        items.swap(0, end);
        sift_down(items, 0, end, &less);
    }
}

/// Sorts numbers up (one copy of the code for all the layout's lists of indices).
pub fn sort_u32(items: &mut [u32]) {
    heap_sort_by(items, u32::lt);
}

/// Moves `items[root]` down the max-heap `items[..end]` to its place (a loop, no recursion).
fn sift_down<T>(items: &mut [T], mut root: usize, end: usize, less: &impl Fn(&T, &T) -> bool) {
    loop {
        let mut child = 2 * root + 1;
        if child >= end {
            return;
        }
        if child + 1 < end && less(&items[child], &items[child + 1]) {
            child += 1;
        }
        if !less(&items[root], &items[child]) {
            return;
        }
        items.swap(root, child);
        root = child;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Against the standard sort on seeded random lists of every length up to 64, with repeats.
    #[test]
    fn sorts_as_the_standard_sort_does() {
        let mut state = 0x9E37_79B9_u64;
        for n in 0..=64 {
            for _ in 0..20 {
                let items: Vec<u32> = (0..n)
                    .map(|_| {
                        state ^= state << 13;
                        state ^= state >> 7;
                        state ^= state << 17;
                        (state % 10) as u32
                    })
                    .collect();
                let mut ours = items.clone();
                heap_sort_by(&mut ours, |a, b| a < b);
                let mut theirs = items;
                theirs.sort_unstable();
                assert_eq!(ours, theirs);
            }
        }
    }
}
