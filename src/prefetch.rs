//! A hint to the processor to start loading a value into the cache now because it will be read
//! soon: software prefetching, for loops whose next reads are known ahead but scattered over
//! arrays larger than the caches (retrograde analysis reads the predecessor lists in the order of
//! its queue, see `solve::retrograde`). It changes no result, only when memory is waited for.
//!
//! x86-64 `PREFETCHT0`; elsewhere (WebAssembly has no prefetch) nothing.

/// Starts loading the cache line of `value` into every cache level.
#[inline(always)]
pub(crate) fn prefetch<T>(value: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: `PREFETCHT0` only hints the cache; it reads no value into the program, never faults,
    // and SSE, which provides it, is part of every x86-64 processor (the baseline target).
    unsafe {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        _mm_prefetch::<_MM_HINT_T0>((value as *const T).cast::<i8>());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = value;
}

/// Whether [`prefetch`] and [`prefetch_at`] do anything here: loops that compute an address
/// only to ask for it skip that work where they do not.
pub(crate) const PREFETCHES: bool = cfg!(target_arch = "x86_64");

/// [`prefetch`] of a raw address, which may be one past an array (then nothing is loaded that is
/// ever read). `PREFETCHT0` too: the baseline x86-64 target has no `PREFETCHW`, and the lines
/// asked for here are written next, but a line loaded for reading is then taken for writing
/// from the nearest cache, which is what the wait was for.
#[inline(always)]
pub(crate) fn prefetch_at<T>(address: *const T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: as for `prefetch`: a hint that reads nothing into the program and never faults,
    // whatever the address.
    unsafe {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        _mm_prefetch::<_MM_HINT_T0>(address.cast::<i8>());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = address;
}
