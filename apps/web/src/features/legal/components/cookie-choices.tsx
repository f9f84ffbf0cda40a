import { Switch } from '@/components/ui/switch.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { storage } from '@/lib/storage.ts';
import { toast } from '@/lib/toast.ts';
import { useSaveCookieConsent } from '../api/save-cookie-consent.ts';
import { type CookieConsent, writeCookieChoice } from '../lib/cookie-consent.ts';

export const COOKIE_LABELS = {
  statistics: {
    label: 'Statistics cookies',
    description: 'Count visits and page views in aggregate so we can improve Storytable.',
  },
  marketing: {
    label: 'Marketing cookies',
    description: 'Let us measure which of our announcements bring people to Storytable.',
  },
} as const;

/** The optional cookies as two switches. */
export function CookieSwitches({
  value,
  onChange,
  disabled,
}: {
  value: CookieConsent;
  onChange: (next: CookieConsent) => void;
  disabled?: boolean;
}) {
  return (
    <div className="space-y-4">
      {(['statistics', 'marketing'] as const).map((kind) => (
        <Switch
          key={kind}
          label={COOKIE_LABELS[kind].label}
          description={COOKIE_LABELS[kind].description}
          checked={value[kind]}
          disabled={disabled}
          onCheckedChange={(on) => onChange({ ...value, [kind]: on })}
        />
      ))}
    </div>
  );
}

/** The signed-in user's cookie choice (settings, privacy tab), saved to the account and this browser. */
export function CookieChoices() {
  const { user } = useCurrentUser();
  const save = useSaveCookieConsent();
  if (!user) return null;
  return (
    <CookieSwitches
      value={user.cookieConsent}
      disabled={save.isPending}
      onChange={(next) =>
        save.mutate(next, {
          onSuccess: (res) => {
            writeCookieChoice(storage, { ...next, synced: true });
            toast({ title: res.message });
          },
        })
      }
    />
  );
}
