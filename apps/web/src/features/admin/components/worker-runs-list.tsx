import type { WorkerRun } from '@storytable/domain';
import { Timer } from 'lucide-react';
import { TabEmpty } from '@/components/tab-states.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { agoText, durationText, runsByWorker, workerStatus } from '../lib/operations-view.ts';

function RunLine({ run, now }: { run: WorkerRun; now: number }) {
  const status = workerStatus(run, now);
  return (
    <li className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:gap-3">
      <Badge tone={status.tone}>{status.label}</Badge>
      <span className="font-mono text-xs break-all text-muted">{run.instance}</span>
      <span className="text-sm text-ink">
        last run {agoText(run.lastStartedAt, now)} · took {durationText(run.durationMs)}
      </span>
      {run.error ? (
        <span className="text-sm break-words text-red-800">Error: {run.error}</span>
      ) : null}
    </li>
  );
}

/** Each background worker's last run on each instance. */
export function WorkerRunsList({ runs, now }: { runs: WorkerRun[]; now: number }) {
  if (runs.length === 0)
    return (
      <TabEmpty icon={Timer} title="No worker runs yet">
        Background workers record each run here, a few seconds after an instance starts.
      </TabEmpty>
    );
  return (
    <ul className="space-y-3" aria-label="Background workers">
      {runsByWorker(runs).map(([worker, workerRuns]) => (
        <li key={worker} className="rounded-2xl border border-line bg-white p-4">
          <h3 className="font-semibold text-ink capitalize">{worker}</h3>
          <p className="text-xs text-muted">
            Every {Math.round((workerRuns[0]?.everySeconds ?? 0) / 60) || 1} min
          </p>
          <ul className="mt-2 divide-y divide-line">
            {workerRuns.map((run) => (
              <RunLine key={run.instance} run={run} now={now} />
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
