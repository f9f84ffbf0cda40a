import { formatTimeLeft } from '@storytable/domain';
import { Button } from '@/components/ui/button.tsx';
import { useRoundTimer } from '../lib/use-round-timer.ts';

export const TIME_UP = 'Time is up for this round.';

/**
 * The optional round timer: the time left is shown, not read out every second; only the end of
 * the round is announced, politely.
 */
export function RoundTimer({ minutes }: { minutes: number }) {
  const timer = useRoundTimer(minutes);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-white p-4">
      <p className="text-sm font-medium text-muted">
        <span className="sr-only">Time left in this round: </span>
        <span
          role="timer"
          className="font-mono text-4xl font-semibold text-ink tabular-nums"
          data-testid="round-time-left"
        >
          {formatTimeLeft(timer.left)}
        </span>
      </p>
      <div className="flex gap-2">
        {timer.running ? (
          <Button variant="secondary" onClick={timer.pause}>
            Pause timer
          </Button>
        ) : (
          <Button variant="secondary" onClick={timer.start} disabled={timer.done}>
            Start timer
          </Button>
        )}
        <Button variant="ghost" onClick={timer.reset}>
          Reset timer
        </Button>
      </div>
      <p aria-live="polite" className="w-full text-sm font-medium text-green-800">
        {timer.done ? TIME_UP : ''}
      </p>
    </div>
  );
}
