import { SETTINGS_MESSAGES } from '@storytable/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError, errorFromResponse, serverMessageOr } from '@/lib/api-error.ts';

const FALLBACK_NAME = 'storytable-data.json';

/** The file name the server gives in Content-Disposition, else a fixed one. */
export function downloadNameFrom(disposition: string | null): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  const name = match?.[1]?.trim();
  return name && /^[\w.-]{1,100}$/.test(name) ? name : FALLBACK_NAME;
}

/** GET /api/user/export-data, saved by the browser as a JSON file. */
export async function exportData(): Promise<void> {
  const res = await fetch('/api/user/export-data', {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!res.ok) throw await errorFromResponse(res, 'mutation');
  const blob = await res.blob();
  if (blob.size === 0) throw new ApiError(res.status, SETTINGS_MESSAGES.EXPORT_FAILED);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadNameFrom(res.headers.get('content-disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started from the link; the object URL is no longer needed after this turn
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportData() {
  return useMutation({
    mutationFn: exportData,
    meta: {
      errorToast: { title: 'Error', describe: serverMessageOr(SETTINGS_MESSAGES.EXPORT_FAILED) },
    },
  });
}
