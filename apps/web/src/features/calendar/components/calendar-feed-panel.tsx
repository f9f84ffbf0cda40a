import { Check, Copy, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { TabError } from '@/components/tab-states.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/lib/toast.ts';
import { useCalendarFeed, useResetCalendarFeed } from '../api/calendar-feed.ts';

/**
 * The private calendar feed in settings: its address to paste into a calendar program ('subscribe
 * by URL'), a copy button, and a reset that retires the old address.
 */
export function CalendarFeedPanel() {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [copied, setCopied] = useState(false);
  const fieldId = useId();
  if (feed.isPending) return <Skeleton className="h-24" />;
  if (feed.isError)
    return (
      <TabError
        error={feed.error}
        fallback="Failed to load your calendar feed"
        onRetry={() => feed.refetch()}
      />
    );
  const url = feed.data.url;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      toast({ title: 'Copy the address', description: 'Select the address and copy it.' });
    }
  };
  const renew = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setCopied(false);
        toast({
          title: url ? 'Calendar feed reset' : 'Calendar feed ready',
          description: url
            ? 'The old address no longer works. Subscribe with the new one.'
            : 'Subscribe to this address in your calendar.',
        });
      },
    });
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        Subscribe to this private address in Google Calendar, Apple Calendar or Outlook and your
        dinners appear there, kept up to date when a dinner changes or is cancelled. It includes
        addresses: share it with no one.
      </p>
      {url ? (
        <div className="space-y-2">
          <label htmlFor={fieldId} className="text-sm font-medium text-ink">
            Your calendar feed address
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={fieldId}
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1 rounded-xl border border-line bg-cream px-3 py-2 font-mono text-xs text-ink"
            />
            <Button variant="secondary" size="sm" onClick={() => void copy()}>
              {copied ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {copied ? 'Copied' : 'Copy address'}
            </Button>
          </div>
        </div>
      ) : null}
      <Button
        variant={url ? 'ghost' : 'primary'}
        size="sm"
        disabled={reset.isPending}
        onClick={renew}
      >
        <RefreshCw aria-hidden="true" className="size-4" />
        {reset.isPending ? 'Working...' : url ? 'Reset address' : 'Create my calendar feed'}
      </Button>
    </div>
  );
}
