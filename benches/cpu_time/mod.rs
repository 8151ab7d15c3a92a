//! A criterion measurement of this thread's CPU time (Linux `clock_gettime(CLOCK_THREAD_CPUTIME_ID)`),
//! shared by `benches/solve.rs` and `examples/retrograde_phases.rs` (which includes this file by
//! path).
//!
//! Not `/proc/thread-self/schedstat`, which an earlier version read: the kernel brings a running
//! thread's total there up to date only at a scheduler tick or a switch, so on a quiet machine
//! (no switches) it moved in steps of 4 ms, and a best-of-N over 25–100 ms solves came out in
//! multiples of 4 ms. `clock_gettime` brings it up to date when asked (nanoseconds).
//!
//! The project machine is shared with other jobs (2 cores, load averages of 5 to 30): wall-clock
//! times then count the waits for a core, which come and go between two benchmarks of one run,
//! while the time a solve spends on a processor stays within a few per cent. Where the file cannot
//! be read (not Linux), it falls back to wall-clock time.

use criterion::Throughput;
use criterion::measurement::{Measurement, ValueFormatter};
use std::time::{Duration, Instant};

/// This thread's time on a processor so far, if the system says.
pub fn thread_cpu_time() -> Option<Duration> {
    #[cfg(target_os = "linux")]
    {
        let mut t = libc::timespec { tv_sec: 0, tv_nsec: 0 };
        // SAFETY: `t` is a valid, writable timespec; CLOCK_THREAD_CPUTIME_ID needs nothing else.
        let status = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
        (status == 0).then(|| Duration::new(t.tv_sec as u64, t.tv_nsec as u32))
    }
    #[cfg(not(target_os = "linux"))]
    None
}

pub struct CpuTime;

/// A point to measure from: CPU time when available, and always the wall clock.
pub struct Start(Option<Duration>, Instant);

impl Measurement for CpuTime {
    type Intermediate = Start;
    type Value = Duration;

    fn start(&self) -> Start {
        Start(thread_cpu_time(), Instant::now())
    }

    fn end(&self, start: Start) -> Duration {
        match (start.0, thread_cpu_time()) {
            (Some(before), Some(after)) => after.saturating_sub(before),
            _ => start.1.elapsed(),
        }
    }

    fn add(&self, a: &Duration, b: &Duration) -> Duration {
        *a + *b
    }

    fn zero(&self) -> Duration {
        Duration::ZERO
    }

    fn to_f64(&self, value: &Duration) -> f64 {
        value.as_nanos() as f64
    }

    fn formatter(&self) -> &dyn ValueFormatter {
        &CpuFormatter
    }
}

/// Times in ns to ms, throughputs in elements per second of CPU time.
struct CpuFormatter;

impl ValueFormatter for CpuFormatter {
    fn scale_values(&self, ns: f64, values: &mut [f64]) -> &'static str {
        let (factor, unit) = if ns < 1e3 {
            (1.0, "ns cpu")
        } else if ns < 1e6 {
            (1e-3, "µs cpu")
        } else if ns < 1e9 {
            (1e-6, "ms cpu")
        } else {
            (1e-9, "s cpu")
        };
        values.iter_mut().for_each(|v| *v *= factor);
        unit
    }

    fn scale_throughputs(&self, ns: f64, throughput: &Throughput, values: &mut [f64]) -> &'static str {
        let per_iteration = match *throughput {
            Throughput::Bits(n) | Throughput::Bytes(n) | Throughput::BytesDecimal(n) | Throughput::Elements(n) => n,
            Throughput::ElementsAndBytes { elements, .. } => elements,
        } as f64;
        let (factor, unit) = if per_iteration * 1e9 / ns < 1e9 { (1e-6, "M/s cpu") } else { (1e-9, "G/s cpu") };
        values.iter_mut().for_each(|v| *v = per_iteration * 1e9 / *v * factor);
        unit
    }

    fn scale_for_machines(&self, _values: &mut [f64]) -> &'static str {
        "ns"
    }
}
