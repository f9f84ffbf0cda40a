import { HOST_NOTICE_KINDS, NOTICE_MESSAGES, type NoticePreferences } from '@storytable/domain';
import { useState } from 'react';
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
  // the choice being saved shows as made at once (a radio that springs back reads as refused);
  // set in the click itself, since the mutation's own state reaches React a tick later
  const [choosing, setChoosing] = useState<NoticePreferences | null>(null);
  if (prefs.isPending) return <Skeleton className="h-48" />;
  if (prefs.isError)
    return (
      <TabError
        error={prefs.error}
        fallback="Failed to load your notification preferences"
        onRetry={() => prefs.refetch()}
      />
    );
  const current = choosing ?? prefs.data;
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
            onChange={(delivery) => {
              const next = { ...current, [kind]: delivery };
              setChoosing(next);
              save.mutate(next, {
                onSuccess: () => toast({ title: NOTICE_MESSAGES.UPDATED }),
                onSettled: () => setChoosing(null),
              });
            }}
          />
        ))}
      </div>
    </div>
  );
}
