import type { CheckInResponse } from '@storytable/domain';
import { apiRequest } from '@/lib/api-client.ts';
import type { PendingCheckIn } from '../lib/check-in-queue.ts';

/** POST /api/events/{id}/check-ins: one check-in (or undo), sent again safely by its clientId. */
export function sendCheckIn(eventId: number, item: PendingCheckIn): Promise<CheckInResponse> {
  return apiRequest<CheckInResponse>('POST', `/api/events/${eventId}/check-ins`, item);
}
