#!/usr/bin/env bash
# Leaves per second for the full evaluation of Sequence trees at n = 20 and 22, side by side:
# Rust native (the `gamegraph simulate` CLI, one thread and all cores), plain JavaScript (node)
# and numpy. Every implementation evaluates the tree of run 0 of the experiment with master seed
# 7 and must print the same VALUE(e); the script says whether they agree.
#
# Two rates: per second of wall-clock time, and per second of CPU time (user + system), which
# is what one core delivers even when other work shares the machine. For the all-cores run only
# the wall-clock rate means anything.
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
echo "load:    $(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min averages: other work slows the wall-clock rates)"
echo "tools:   $(rustc --version), node $(node --version), numpy $(python3 -c 'import numpy; print(numpy.__version__)')"
echo "leaves:  $leaves"
printf '\n%-3s %-22s %15s %15s %10s  %-22s %s\n' n implementation "leaves/s (wall)" "leaves/s (CPU)" "ms/tree" "VALUE(e)" agrees

row() { # n implementation wall_rate cpu_rate value reference
  python3 - "$@" <<'PY'
import sys
n, name, wall, cpu, value, reference = sys.argv[1:]
wall, cpu = float(wall), float(cpu)
same = "yes" if float(value) == float(reference) else "NO"
cpu_text = f"{cpu:15,.0f}" if cpu > 0 else f"{'-':>15}"
print(f"{n:<3} {name:<22} {wall:15,.0f} {cpu_text} {1e3 * 2**int(n) / wall:10.3f}  {value:<22} {same}")
PY
}

for n in 20 22; do
  first=$("$bin" simulate --n "$n" --runs 1 --seed 7 --leaves "$leaves" | tail -1)
  seed=$(echo "$first" | cut -d, -f3)
  value=$(echo "$first" | cut -d, -f5)
  # About two seconds of work for one core (CPU times are measured to 10 ms).
  runs=$(( n == 20 ? 512 : 128 ))
  for threads in 1 all; do
    flag=(); [ "$threads" = 1 ] && flag=(--threads 1)
    times=$( { /usr/bin/time -f "%e %U %S" "$bin" simulate --n "$n" --runs "$runs" --seed 7 --leaves "$leaves" "${flag[@]}" > /dev/null; } 2>&1 )
    read -r wall user system <<< "$times"
    rates=$(python3 -c "w, c = $wall, $user + $system; print($runs * 2**$n / w, $runs * 2**$n / c if '$threads' == '1' else 0)")
    read -r wall_rate cpu_rate <<< "$rates"
    row "$n" "rust, $threads thread$([ "$threads" = 1 ] || echo s)" "$wall_rate" "$cpu_rate" "$value" "$value"
  done
  for impl in "node baselines/sequence.js" "python3 baselines/sequence_numpy.py"; do
    json=$($impl "$n" "$seed" "$leaves" 5)
    read -r name wall_rate cpu_rate got < <(python3 -c "import json,sys; j=json.loads(sys.argv[1]); print(j['implementation'].replace(' ','-'), j['leaves_per_second'], j['leaves_per_cpu_second'], repr(j['value']))" "$json")
    row "$n" "$name" "$wall_rate" "$cpu_rate" "$got" "$value"
  done
done
