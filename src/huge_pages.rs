//! Transparent huge pages for big fresh arrays: a hint to the kernel to back an array with 2 MB
//! pages rather than 4 KB ones, so that its first touch costs one page fault per 2 MB instead of
//! one per 4 KB (Linux `madvise(MADV_HUGEPAGE)`, honoured when
//! `/sys/kernel/mm/transparent_hugepage/enabled` says `always` or `madvise`). Retrograde analysis
//! writes 4 bytes per move of fresh predecessor lists (40 MB for 10^7 moves): with 4 KB pages,
//! about 10,000 faults per solve. It changes no value, only how the memory is mapped.
//!
//! Linux only; elsewhere (and in WebAssembly) nothing.

/// Arrays smaller than this are left alone (they are not worth a system call).
#[cfg(target_os = "linux")]
const MIN_BYTES: usize = 4 << 20;

/// Asks for huge pages under the allocation of `v` (its whole capacity), best done before the
/// array is first written. Nothing for small arrays.
#[inline]
pub(crate) fn advise<T>(v: &Vec<T>) {
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
