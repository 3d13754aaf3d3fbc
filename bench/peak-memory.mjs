// The peak resident set of the running process, one definition for the benches that
// measure memory. Plain JavaScript, so that `node --import` can load it into a
// measured process without tsx (which would add its own memory to the figure).
//
// Linux's VmHWM is the peak of this process's own memory since it started.
// `resourceUsage().maxRSS` (ru_maxrss) is kept across fork and exec: a child of a
// bench that holds the generated sites would report the bench's resident set
// whenever that is the larger. It is the fallback where /proc is missing.
import { readFileSync, writeSync } from 'node:fs';
import process from 'node:process';

/** This process's peak resident set, in bytes. */
export function peakResidentBytes() {
  try {
    const match = /VmHWM:\s*(\d+)\s*kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match) return Number(match[1]) * 1024;
  } catch {
    // No /proc: not Linux.
  }
  return process.resourceUsage().maxRSS * 1024;
}

// Loaded with `node --import …/peak-memory.mjs` and VIGIL_PEAK_FD=n: writes the peak (bytes) to that
// file descriptor as the process exits (bench/memory.bench.ts reads it from its child).
const fd = Number(process.env.VIGIL_PEAK_FD);
if (Number.isInteger(fd) && fd > 2) process.on('exit', () => writeSync(fd, String(peakResidentBytes())));
