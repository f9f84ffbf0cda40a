import type { WorkerRun } from '@storytable/domain';
import { describe, expect, it } from 'vitest';
import {
  agoText,
  durationText,
  oldestDueText,
  runsByWorker,
  spanText,
  workerStatus,
} from './operations-view.ts';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const run = (over: Partial<WorkerRun>): WorkerRun => ({
  instance: 'web-1:100',
  worker: 'reminders',
  lastStartedAt: new Date(NOW - 60_000).toISOString(),
  lastFinishedAt: new Date(NOW - 59_000).toISOString(),
  ok: true,
  error: null,
  durationMs: 1000,
  lastOkAt: new Date(NOW - 59_000).toISOString(),
  runs: 3,
  failures: 0,
  everySeconds: 300,
  ...over,
});

describe('the operator view', () => {
  it('writes spans, ages and durations briefly', () => {
    expect(spanText(0)).toBe('0 s');
    expect(spanText(59.4)).toBe('59 s');
    expect(spanText(61)).toBe('1 min');
    expect(spanText(7200)).toBe('2 h');
    expect(spanText(86_400)).toBe('1 day');
    expect(spanText(3 * 86_400)).toBe('3 days');
    expect(agoText(new Date(NOW - 500).toISOString(), NOW)).toBe('just now');
    expect(agoText(new Date(NOW - 180_000).toISOString(), NOW)).toBe('3 min ago');
    expect(durationText(120)).toBe('120 ms');
    expect(durationText(4210)).toBe('4.2 s');
    expect(oldestDueText(null)).toBe('Nothing due');
    expect(oldestDueText(95)).toBe('1 min');
  });

  it('calls a worker late once its last run is older than twice its interval', () => {
    expect(workerStatus(run({}), NOW).label).toBe('Ran OK');
    expect(workerStatus(run({ ok: false, error: 'boom' }), NOW)).toEqual({
      label: 'Failed',
      tone: 'red',
    });
    // every 5 min: late past 11 min (twice the interval plus a minute)
    const at = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
    expect(workerStatus(run({ lastStartedAt: at(10) }), NOW).label).toBe('Ran OK');
    expect(workerStatus(run({ lastStartedAt: at(12) }), NOW).label).toBe('Late');
    expect(workerStatus(run({ lastStartedAt: at(12), ok: false }), NOW).label).toBe('Late');
  });

  it('groups each worker across instances, in name order', () => {
    const grouped = runsByWorker([
      run({ worker: 'reminders', instance: 'b' }),
      run({ worker: 'housekeeping', instance: 'a' }),
      run({ worker: 'reminders', instance: 'a' }),
    ]);
    expect(grouped.map(([w, rs]) => [w, rs.map((r) => r.instance)])).toEqual([
      ['housekeeping', ['a']],
      ['reminders', ['b', 'a']],
    ]);
  });
});
