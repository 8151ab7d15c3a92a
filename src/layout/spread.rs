//! Items in a row near where they want to be: x of each closest in weighted least squares to its
//! wish, in order, each at least its gap after the one before. With x_i = z_i + offset_i (offset_i
//! the gaps before i summed), the gaps become "z non-decreasing": isotonic regression, solved
//! exactly by pool-adjacent-violators (an explicit stack of blocks) in one pass.
//!
//! ```text
//!   wishes  5 5 5, gaps 1  →  4 5 6        (pooled: spread round their common wish)
//!   wishes  0 20           →  0 20         (met exactly)
//! ```

/// A run of items pooled at one z: its weighted sum of wishes, weight, length.
#[derive(Clone, Copy, Debug)]
pub struct Block {
    sum: f64,
    weight: f64,
    len: usize,
}

/// x of each item, given each one's wish as (sum of wished x, weight) and `offsets[i]`, the least
/// distance from item 0 to item i (non-decreasing, `offsets[0] == 0`). An item without a wish
/// (weight 0) follows its neighbours; when none has one, the row is centred on 0. `blocks` is
/// scratch space.
pub fn spread(wishes: &[(f64, f64)], offsets: &[f64], blocks: &mut Vec<Block>) -> Vec<f64> {
    debug_assert_eq!(wishes.len(), offsets.len());
    let count = wishes.len();
    let none = wishes.iter().all(|w| w.1 == 0.0);
    let span = offsets.last().copied().unwrap_or(0.0);
    blocks.clear();
    for (&(sum, weight), &offset) in wishes.iter().zip(offsets) {
        let mut block = if none {
            Block { sum: -span / 2.0, weight: 1.0, len: 1 }
        } else {
            Block { sum: sum - weight * offset, weight, len: 1 }
        };
        // Pool while the block before would sit right of this one (a weightless block joins).
        while let Some(&last) = blocks.last() {
            let pool = block.weight == 0.0 || last.weight == 0.0 || last.sum / last.weight >= block.sum / block.weight;
            if !pool {
                break;
            }
            blocks.pop();
            block = Block { sum: last.sum + block.sum, weight: last.weight + block.weight, len: last.len + block.len };
        }
        blocks.push(block);
    }
    let mut xs = Vec::with_capacity(count);
    for block in blocks.iter() {
        let z = if block.weight > 0.0 { block.sum / block.weight } else { 0.0 };
        for _ in 0..block.len {
            xs.push(z + offsets[xs.len()]);
        }
    }
    xs
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unit(n: usize) -> Vec<f64> {
        (0..n).map(|i| i as f64).collect()
    }

    #[test]
    fn items_one_gap_apart_near_their_wishes() {
        let mut blocks = Vec::new();
        assert_eq!(spread(&[(5.0, 1.0), (5.0, 1.0), (5.0, 1.0)], &unit(3), &mut blocks), vec![4.0, 5.0, 6.0]);
        assert_eq!(spread(&[(0.0, 1.0), (20.0, 2.0)], &unit(2), &mut blocks), vec![0.0, 10.0]);
        assert_eq!(spread(&[(0.0, 0.0), (0.0, 0.0)], &unit(2), &mut blocks), vec![-0.5, 0.5]);
        assert_eq!(spread(&[(3.0, 1.0), (0.0, 0.0)], &unit(2), &mut blocks), vec![3.0, 4.0]);
        // Wider gaps: a pair wishing the same x sits a gap apart round it.
        assert_eq!(spread(&[(10.0, 1.0), (10.0, 1.0)], &[0.0, 6.0], &mut blocks), vec![7.0, 13.0]);
    }

    /// Against brute force: the result keeps the gaps, and no small move of one item (keeping
    /// them) lowers the weighted squared distance to the wishes.
    #[test]
    fn a_least_squares_optimum_under_the_gaps() {
        let mut blocks = Vec::new();
        let mut state = 0x2545_F491_u64;
        let mut next = |m: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % m
        };
        for _ in 0..200 {
            let n = 1 + next(7) as usize;
            let wishes: Vec<(f64, f64)> = (0..n)
                .map(|_| {
                    let weight = next(3) as f64;
                    (weight * next(20) as f64, weight)
                })
                .collect();
            let mut offsets = vec![0.0];
            for _ in 1..n {
                offsets.push(offsets.last().unwrap() + 1.0 + next(3) as f64);
            }
            let xs = spread(&wishes, &offsets, &mut blocks);
            let cost = |xs: &[f64]| {
                xs.iter()
                    .zip(&wishes)
                    .map(|(x, &(sum, w))| if w > 0.0 { w * (x - sum / w).powi(2) } else { 0.0 })
                    .sum::<f64>()
            };
            for i in 1..n {
                assert!(xs[i] - xs[i - 1] >= offsets[i] - offsets[i - 1] - 1e-9, "{wishes:?} {offsets:?} {xs:?}");
            }
            // Shifting any run of items i..j by ±0.01 (where the gaps allow) costs no less.
            for i in 0..n {
                for j in i + 1..=n {
                    for delta in [-0.01, 0.01] {
                        let mut moved = xs.clone();
                        for x in &mut moved[i..j] {
                            *x += delta;
                        }
                        let keeps = (1..n).all(|k| moved[k] - moved[k - 1] >= offsets[k] - offsets[k - 1] - 1e-9);
                        if keeps {
                            assert!(cost(&moved) >= cost(&xs) - 1e-9, "{wishes:?} {offsets:?} {xs:?}");
                        }
                    }
                }
            }
        }
    }
}
