import type { GuestList } from '@storytable/domain';
import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { queryErrorText } from '@/components/tab-states.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { toast } from '@/lib/toast.ts';
import { downloadGuestListCsv } from '../api/get-guest-list.ts';

export const CSV_FAILED = 'Failed to download the guest list';

/** 'Print' opens the print view; 'Download CSV' saves the confirmed guests as a file. */
export function GuestListActions({ list }: { list: GuestList }) {
  const [saving, setSaving] = useState(false);
  const download = async () => {
    setSaving(true);
    try {
      await downloadGuestListCsv(list);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: queryErrorText(error, CSV_FAILED),
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Link
        href={`/event/${list.eventId}/guests/print`}
        className={buttonClasses('secondary', 'sm')}
      >
        <Printer aria-hidden="true" className="size-4" />
        Print
      </Link>
      <Button variant="secondary" size="sm" onClick={download} disabled={saving} aria-busy={saving}>
        <Download aria-hidden="true" className="size-4" />
        {saving ? 'Downloading…' : 'Download CSV'}
      </Button>
    </div>
  );
}
