#!/usr/bin/env python3
"""numpy baseline for the Sequence lab: the vectorised evaluation a student would write.

All 2^n leaf VALUEs are generated at once with numpy uint64 arithmetic (which wraps modulo 2^64
like Rust's wrapping operations), then reduced level by level with np.maximum (Paul's levels,
even depths) and np.minimum (Carole's levels) on the even and odd halves of the array. The
generator is the Rust crate's (src/games/sequence.rs): key = mix(seed) (normal:
mix(seed ^ 0x6A09E667F3BCC908)); draw i = mix(key + (i + 1)·γ) with γ = 0x9E3779B97F4A7C15 and mix
the SplitMix64 finaliser. Uniform and coin leaves are bit-identical to Rust's; normal leaves use
numpy's log and cos, which may differ from the C library's in the last bit (run.sh reports
whether the VALUEs agree).

Usage: python3 sequence_numpy.py N SEED [uniform|coin|normal] [REPETITIONS]
Prints one JSON line: the VALUE, and leaves per second of wall-clock and of CPU time over the
repetitions (after a warm-up).
"""

import json
import sys
import time

import numpy as np

GAMMA = np.uint64(0x9E3779B97F4A7C15)
MIX1 = np.uint64(0xBF58476D1CE4E5B9)
MIX2 = np.uint64(0x94D049BB133111EB)
NORMAL_SALT = 0x6A09E667F3BCC908
UNIT = 2.0**-53


def mix(z):
    """The SplitMix64 finaliser, elementwise on a uint64 array (or a uint64 scalar)."""
    with np.errstate(over="ignore"):  # products wrap modulo 2^64, as intended
        z = (z ^ (z >> np.uint64(30))) * MIX1
        z = (z ^ (z >> np.uint64(27))) * MIX2
    return z ^ (z >> np.uint64(31))


def draws(key, counters):
    """Draws number `counters` of the SplitMix64 stream with key `key`."""
    with np.errstate(over="ignore"):
        return mix(key + (counters + np.uint64(1)) * GAMMA)


def leaf_values(n, seed, leaves):
    indices = np.arange(2**n, dtype=np.uint64)
    if leaves == "normal":
        key = mix(np.uint64(seed ^ NORMAL_SALT))
        u1 = ((draws(key, indices * np.uint64(2)) >> np.uint64(11)) + np.uint64(1)).astype(np.float64) * UNIT
        u2 = (draws(key, indices * np.uint64(2) + np.uint64(1)) >> np.uint64(11)).astype(np.float64) * UNIT
        return np.sqrt(-2.0 * np.log(u1)) * np.cos(2.0 * np.pi * u2)
    bits = draws(mix(np.uint64(seed)), indices)
    negative = (bits >> np.uint64(63)).astype(bool)
    if leaves == "coin":
        return np.where(negative, -1.0, 1.0)
    m = (bits >> np.uint64(11)) & np.uint64((1 << 52) - 1)
    magnitude = (m * np.uint64(2) + np.uint64(1)).astype(np.float64) * UNIT
    return np.where(negative, -magnitude, magnitude)


def value_by_levels(n, values):
    """VALUE(e): Paul (max) moves at even depths, leaves at depth n."""
    for depth in range(n - 1, -1, -1):
        pick = np.maximum if depth % 2 == 0 else np.minimum
        values = pick(values[0::2], values[1::2])
    return float(values[0])


def main():
    if len(sys.argv) < 3 or (len(sys.argv) > 3 and sys.argv[3] not in ("uniform", "coin", "normal")):
        print("usage: python3 sequence_numpy.py N SEED [uniform|coin|normal] [REPETITIONS]", file=sys.stderr)
        sys.exit(2)
    n, seed = int(sys.argv[1]), int(sys.argv[2]) % 2**64
    leaves = sys.argv[3] if len(sys.argv) > 3 else "uniform"
    repetitions = int(sys.argv[4]) if len(sys.argv) > 4 else 5
    value = value_by_levels(n, leaf_values(n, seed, leaves))  # warm-up (and the VALUE)
    start, cpu_start = time.perf_counter(), time.process_time()
    for _ in range(repetitions):
        if value_by_levels(n, leaf_values(n, seed, leaves)) != value:
            raise RuntimeError("not deterministic")
    seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - cpu_start
    print(json.dumps({
        "implementation": "numpy " + np.__version__,
        "n": n,
        "seed": str(seed),
        "leaves": leaves,
        "value": value,
        "seconds_per_tree": seconds / repetitions,
        "leaves_per_second": repetitions * 2**n / seconds,
        "leaves_per_cpu_second": repetitions * 2**n / cpu_seconds,
    }))


if __name__ == "__main__":
    main()
