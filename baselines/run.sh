#!/usr/bin/env bash
# Leaves per second for the full evaluation of Sequence trees at n = 20 and 22, side by side:
# Rust native (the `gamegraph simulate` CLI, one thread and all cores), plain JavaScript (node)
# and numpy. Every implementation evaluates the tree of run 0 of the experiment with master seed
# 7 and must print the same VALUE(e); the script says whether they agree.
#
# Usage: baselines/run.sh [uniform|coin|normal]      (default uniform)
# Installs numpy with pip if it is missing. Needs cargo, node and python3.
set -euo pipefail
cd "$(dirname "$0")/.."

leaves="${1:-uniform}"
cargo build --release --quiet
python3 -c "import numpy" 2>/dev/null || python3 -m pip install --quiet numpy
bin=./target/release/gamegraph

echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), $(nproc) cores"
echo "load:    $(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min: other work on the machine slows everything)"
echo "tools:   $(rustc --version), node $(node --version), numpy $(python3 -c 'import numpy; print(numpy.__version__)')"
echo "leaves:  $leaves"
printf '\n%-3s %-26s %16s %12s  %-22s %s\n' n implementation leaves/s ms/tree "VALUE(e)" agrees

# Nanoseconds since the epoch.
now() { date +%s%N; }

row() { # n implementation leaves_per_second value reference
  python3 - "$@" <<'PY'
import sys
n, name, rate, value, reference = sys.argv[1:]
rate = float(rate)
same = "yes" if float(value) == float(reference) else "NO"
print(f"{n:<3} {name:<26} {rate:16,.0f} {1e3 * 2**int(n) / rate:12.3f}  {value:<22} {same}")
PY
}

for n in 20 22; do
  first=$("$bin" simulate --n "$n" --runs 1 --seed 7 --leaves "$leaves" | tail -1)
  seed=$(echo "$first" | cut -d, -f3)
  value=$(echo "$first" | cut -d, -f5)
  # About a second of work for one core.
  runs=$(( n == 20 ? 256 : 64 ))
  for threads in 1 all; do
    flag=(); [ "$threads" = 1 ] && flag=(--threads 1)
    start=$(now)
    "$bin" simulate --n "$n" --runs "$runs" --seed 7 --leaves "$leaves" "${flag[@]}" > /dev/null
    end=$(now)
    rate=$(python3 -c "print($runs * 2**$n / (($end - $start) / 1e9))")
    name="rust, $threads thread$([ "$threads" = 1 ] || echo s)"
    row "$n" "$name" "$rate" "$value" "$value"
  done
  for impl in "node baselines/sequence.js" "python3 baselines/sequence_numpy.py"; do
    json=$($impl "$n" "$seed" "$leaves" 5)
    read -r name rate got < <(python3 -c "import json,sys; j=json.loads(sys.argv[1]); print(j['implementation'].replace(' ','-'), j['leaves_per_second'], repr(j['value']))" "$json")
    row "$n" "$name" "$rate" "$got" "$value"
  done
done
