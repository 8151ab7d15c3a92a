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

/// Whether [`prefetch`] and [`prefetch_write`] do anything here: loops that compute an address
/// only to ask for it skip that work where they do not.
pub(crate) const PREFETCHES: bool = cfg!(target_arch = "x86_64");

/// Starts loading the cache line at `address` into every cache level, to be written (`PREFETCHW`:
/// the line comes exclusive, so the store that follows need not ask for it again). A raw pointer,
/// since the address may be one past the array (then nothing is loaded that is ever read).
#[inline(always)]
pub(crate) fn prefetch_write<T>(address: *const T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: as for `prefetch`: a hint that reads nothing into the program and never faults,
    // whatever the address. `_MM_HINT_ET0` is `PREFETCHW`, which processors without it (before
    // Broadwell) treat as a no-op prefetch.
    unsafe {
        use std::arch::x86_64::{_MM_HINT_ET0, _mm_prefetch};
        _mm_prefetch::<_MM_HINT_ET0>(address.cast::<i8>());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = address;
}
