import { Download } from 'lucide-react';
import { useState } from 'react';
import { queryErrorText } from '@/components/tab-states.tsx';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/lib/toast.ts';
import { downloadEarningsCsv } from '../api/get-earnings.ts';

export const EARNINGS_CSV_FAILED = 'Failed to download your earnings';

/** 'Download CSV': the per-dinner rows as a spreadsheet file. */
export function DownloadEarnings() {
  const [saving, setSaving] = useState(false);
  const download = async () => {
    setSaving(true);
    try {
      await downloadEarningsCsv();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: queryErrorText(error, EARNINGS_CSV_FAILED),
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={download} disabled={saving} aria-busy={saving}>
      <Download aria-hidden="true" className="size-4" />
      {saving ? 'Downloading…' : 'Download CSV'}
    </Button>
  );
}
