import { type WorkerRun, workerIsLate } from '@storytable/domain';
import type { BadgeTone } from '@/components/ui/badge.tsx';

/** '45 s', '3 min', '2 h', '4 days': how long something waited or how long ago it was. */
export function spanText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min`;
  if (s < 86_400) return `${Math.floor(s / 3600)} h`;
  const days = Math.floor(s / 86_400);
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** 'just now' under a second, else '3 min ago'. */
export function agoText(iso: string, now: number): string {
  const seconds = (now - new Date(iso).getTime()) / 1000;
  return seconds < 1 ? 'just now' : `${spanText(seconds)} ago`;
}

/** '120 ms', '4.2 s'. */
export function durationText(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** The oldest due email's wait, or that nothing is due. */
export function oldestDueText(seconds: number | null): string {
  return seconds === null ? 'Nothing due' : spanText(seconds);
}

export interface WorkerStatus {
  label: 'Ran OK' | 'Failed' | 'Late';
  tone: BadgeTone;
}

/** Late (no run for twice its interval) wins over how the last run went. */
export function workerStatus(run: WorkerRun, now: number): WorkerStatus {
  if (workerIsLate(run, now)) return { label: 'Late', tone: 'yellow' };
  return run.ok ? { label: 'Ran OK', tone: 'green' } : { label: 'Failed', tone: 'red' };
}

/** The instances' runs of each worker together, workers in name order. */
export function runsByWorker(runs: WorkerRun[]): [string, WorkerRun[]][] {
  const groups = new Map<string, WorkerRun[]>();
  for (const run of runs) groups.set(run.worker, [...(groups.get(run.worker) ?? []), run]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}
