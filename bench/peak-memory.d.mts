/** This process's peak resident set, in bytes (Linux's VmHWM; ru_maxrss where /proc is missing). */
export function peakResidentBytes(): number;
