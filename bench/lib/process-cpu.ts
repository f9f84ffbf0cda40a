import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second for /proc times (USER_HZ, 100 on every mainstream kernel). */
const TICKS_PER_S = 100;

/**
 * CPU time a process has used (user + system, ms) from /proc/<pid>/stat, or null elsewhere. On a
 * shared machine it moves far less with the load than wall-clock rates do.
 */
export function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command name, which is in parentheses and may hold spaces
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
  } catch {
    return null;
  }
}

/**
 * CPU time (ms) used so far by this machine's PostgreSQL server processes (postmaster and
 * backends), or null where /proc cannot tell: with a local database it shares the bench's cores.
 */
export function postgresCpuMs(): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let total = 0;
  let found = false;
  for (const pid of pids) {
    let comm: string;
    try {
      comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      continue; // gone meanwhile
    }
    if (comm !== 'postgres') continue;
    const used = cpuMs(Number(pid));
    if (used === null) continue;
    total += used;
    found = true;
  }
  return found ? total : null;
}
