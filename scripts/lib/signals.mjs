import { constants } from 'node:os';

/** The exit code a shell reports for a process that ended by `signal`. */
export function exitCodeFor(code, signal) {
  if (code !== null) return code;
  return 128 + (constants.signals[signal] ?? 1);
}
