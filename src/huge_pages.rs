//! Transparent huge pages for big fresh arrays: a hint to the kernel to back an array with 2 MB
//! pages rather than 4 KB ones, so that its first touch costs one page fault per 2 MB instead of
//! one per 4 KB (Linux `madvise(MADV_HUGEPAGE)`, honoured when
//! `/sys/kernel/mm/transparent_hugepage/enabled` says `always` or `madvise`). Retrograde analysis
//! writes 4 bytes per move of fresh predecessor lists (40 MB for 10^7 moves): with 4 KB pages,
//! about 10,000 faults per solve. It changes no value, only how the memory is mapped.
//!
//! A huge page is only used for a 2 MB-aligned stretch that lies wholly inside the advised
//! mapping, and the allocator's mappings start and end anywhere: the arrays made here get 2 MB
//! of room more than asked for (address space only: never touched, so never backed), so that
//! the stretch holding their last elements can be a huge page too. On the machine of
//! 2026-11-25 a 4 KB fault cost about 3 µs: the 4 MB array of list offsets alone took 1,000.
//!
//! Linux only; elsewhere (and in WebAssembly) nothing: the arrays are plain ones.

/// Arrays smaller than this are left alone (they are not worth a system call).
const MIN_BYTES: usize = 1 << 20;

/// The size of a huge page, and the room added at the end of a big array.
const HUGE_PAGE: usize = 2 << 20;

/// Asks for huge pages under the allocation of `v` (its whole capacity), before the
/// array is first written. Nothing for small arrays.
#[inline]
fn advise<T>(v: &Vec<T>) {
    #[cfg(target_os = "linux")]
    {
        let bytes = v.capacity() * size_of::<T>();
        if bytes < MIN_BYTES {
            return;
        }
        const PAGE: usize = 4096;
        let begin = (v.as_ptr() as usize).next_multiple_of(PAGE);
        let end = (v.as_ptr() as usize + bytes) & !(PAGE - 1);
        // SAFETY: the range lies inside the allocation that `v` owns, page-aligned as madvise
        // requires; MADV_HUGEPAGE only changes how the kernel backs those pages, never their
        // contents, and a failure (an old kernel, huge pages disabled) is harmless and ignored.
        unsafe {
            libc::madvise(begin as *mut libc::c_void, end - begin, libc::MADV_HUGEPAGE);
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = v;
}

/// How many elements of `T` to allocate for `n`: `n`, plus a huge page's worth when the array
/// is big enough to be advised (on Linux).
fn room<T>(n: usize) -> usize {
    let size = size_of::<T>().max(1);
    if cfg!(target_os = "linux") && n * size >= MIN_BYTES { n + HUGE_PAGE / size } else { n }
}

/// An empty array with room for `n` elements, backed by huge pages when it is big.
pub(crate) fn fresh<T>(n: usize) -> Vec<T> {
    let v = Vec::with_capacity(room::<T>(n));
    advise(&v);
    v
}

/// An empty stack that may grow to `most` elements: on Linux, room for all of them reserved
/// at once and advised (address space only: the kernel backs it, by huge pages, as it is
/// touched), so that a deep search neither copies it as it grows nor faults it in 4 KB at a
/// time; elsewhere an empty array that grows as needed.
pub(crate) fn stack<T>(most: usize) -> Vec<T> {
    if cfg!(target_os = "linux") { fresh(most) } else { Vec::new() }
}

/// An array of `n` copies of `value`, backed by huge pages when it is big.
pub(crate) fn filled<T: Clone>(n: usize, value: T) -> Vec<T> {
    let mut v = fresh(n);
    v.resize(n, value);
    v
}

/// An array of `n` zeros, backed by huge pages when it is big. Unlike [`filled`], its memory is
/// not written here: a fresh mapping from the system is zero already, and is faulted in (as huge
/// pages) only where the array is first written.
pub(crate) fn zeros(n: usize) -> Vec<u32> {
    let mut v = vec![0; room::<u32>(n)];
    v.truncate(n);
    advise(&v);
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrays_have_their_length_and_contents() {
        for n in [0, 1, 1000, (MIN_BYTES / 4) + 3] {
            let f: Vec<u32> = fresh(n);
            assert!(f.is_empty() && f.capacity() >= n);
            assert_eq!(filled(n, 7u8), vec![7u8; n]);
            let z = zeros(n);
            assert_eq!(z.len(), n);
            assert!(z.iter().all(|&x| x == 0));
        }
    }
}
