import type { CurrentUser, PreferencesInput } from '@storytable/domain';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { toast } from '@/lib/toast.ts';
import { useExportData } from '../api/export-data.ts';
import { useUpdatePreferences } from '../api/update-preferences.ts';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 border-b border-line pb-6 last:border-b-0 last:pb-0">
      <legend className="mb-4 font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The privacy tab: marketing messages, the cookie choices (`cookieChoices`, owned by the legal
 * feature) and the data export.
 */
export function PrivacyPanel({
  user,
  cookieChoices,
}: {
  user: CurrentUser;
  cookieChoices: ReactNode;
}) {
  const preferences = useUpdatePreferences();
  const exportData = useExportData();
  const save = (next: PreferencesInput) =>
    preferences.mutate(next, { onSuccess: (res) => toast({ title: res.message }) });
  const current = {
    marketingEmails: user.marketingPreferences.emails,
    marketingSms: user.marketingPreferences.sms,
  };
  return (
    <div className="space-y-6">
      <Group title="Marketing">
        <Switch
          label="Marketing emails"
          description="News about dinners, hosts and Storytable."
          checked={current.marketingEmails}
          disabled={preferences.isPending}
          onCheckedChange={(on) => save({ ...current, marketingEmails: on })}
        />
        <Switch
          label="Marketing text messages"
          description="Occasional SMS about dinners near you."
          checked={current.marketingSms}
          disabled={preferences.isPending}
          onCheckedChange={(on) => save({ ...current, marketingSms: on })}
        />
      </Group>
      <Group title="Cookies">{cookieChoices}</Group>
      <Group title="Your data">
        <p className="text-sm text-muted">
          Download everything Storytable holds about you as a JSON file: your profile, reservations
          and payments, reviews, follows, consents and sessions.
        </p>
        <Button
          variant="secondary"
          disabled={exportData.isPending}
          onClick={() => exportData.mutate()}
        >
          <Download aria-hidden="true" className="size-4" />
          {exportData.isPending ? 'Preparing...' : 'Download my data'}
        </Button>
      </Group>
    </div>
  );
}
