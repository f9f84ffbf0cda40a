import { HOST_NOTICE_KINDS, NOTICE_MESSAGES } from '@storytable/domain';
import { TabError } from '@/components/tab-states.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/lib/toast.ts';
import { useNoticePreferences, useSaveNoticePreferences } from '../api/notice-preferences.ts';
import { NoticeChoice } from './notice-choice.tsx';

/**
 * The host tab's notices: for each kind of news about their dinners, an email at once (the
 * default) or one daily digest.
 */
export function NoticePreferencesPanel() {
  const prefs = useNoticePreferences();
  const save = useSaveNoticePreferences();
  if (prefs.isPending) return <Skeleton className="h-48" />;
  if (prefs.isError)
    return (
      <TabError
        error={prefs.error}
        fallback="Failed to load your notification preferences"
        onRetry={() => prefs.refetch()}
      />
    );
  // the choice being saved shows as made (a radio that springs back reads as refused)
  const current = save.isPending && save.variables ? save.variables : prefs.data;
  return (
    <div>
      <p className="text-sm text-muted">
        We email you when a guest books, cancels, claims a seat from the waitlist or reviews one of
        your dinners. Choose an email each time, or one digest a day.
      </p>
      <div className="mt-2">
        {HOST_NOTICE_KINDS.map((kind) => (
          <NoticeChoice
            key={kind}
            kind={kind}
            value={current[kind]}
            disabled={save.isPending}
            onChange={(delivery) =>
              save.mutate(
                { ...current, [kind]: delivery },
                { onSuccess: () => toast({ title: NOTICE_MESSAGES.UPDATED }) },
              )
            }
          />
        ))}
      </div>
    </div>
  );
}
