import type { HostReviewItem } from '@storytable/domain';
import { format } from 'date-fns';

/** A review fact's date as 'MMM d, yyyy', or null when there is none. */
export const reviewDay = (iso: string | null) =>
  iso ? format(new Date(iso), 'MMM d, yyyy') : null;

/** The identity check's outcome in words: the provider's status as the server recorded it. */
export function identityStatus(
  item: Pick<HostReviewItem, 'idmeVerified' | 'idmeVerificationStatus'>,
): string {
  if (item.idmeVerified) return 'Verified';
  const status = item.idmeVerificationStatus;
  if (!status) return 'Not started';
  if (status.startsWith('failed:')) return `Failed (${status.slice('failed:'.length)})`;
  return status.replaceAll('_', ' ');
}

/** The checked document as 'passport, US', or null when nothing was recorded. */
export function documentText(
  item: Pick<HostReviewItem, 'verifiedDocumentType' | 'verifiedDocumentIssuer'>,
): string | null {
  return (
    [item.verifiedDocumentType?.replaceAll('_', ' '), item.verifiedDocumentIssuer]
      .filter(Boolean)
      .join(', ') || null
  );
}
