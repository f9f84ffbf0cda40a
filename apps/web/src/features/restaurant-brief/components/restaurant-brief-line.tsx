import { restaurantBriefLine } from '@storytable/domain';
import { Send } from 'lucide-react';
import { RESTAURANT_BRIEF_FAILED, useRestaurantBrief } from '../api/get-restaurant-brief.ts';

/**
 * On the host's guest list: when the restaurant brief goes (or went) and to whom (decision 058).
 * A line of its own: the list shows even when this cannot load.
 */
export function RestaurantBriefLine({ eventId }: { eventId: number }) {
  const q = useRestaurantBrief(eventId);
  if (q.isPending) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-muted print:hidden">
      <Send aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{q.isError ? RESTAURANT_BRIEF_FAILED : restaurantBriefLine(q.data)}</span>
    </p>
  );
}
