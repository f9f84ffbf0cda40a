import {
  type Event,
  type EventCover,
  type EventHost,
  type ManualReviewStatus,
  publicStanding,
} from '@storytable/domain';
import type { EventRow } from '../../db/schema/index.ts';
import { COVER_WIDTHS, coverKeyAt } from '../../platform/images/cover-jpegs.ts';
import { imageUrl } from '../../platform/images/image-upload.ts';

/** An event row and its host's public fields, as every events endpoint answers them. */
export interface EventWithHost {
  event: EventRow;
  /** `takesPayment`: the host's payout account can take a guest's payment (decision 034). */
  host: Omit<EventHost, 'manualReviewStatus'> & {
    manualReviewStatus: ManualReviewStatus;
    takesPayment: boolean;
  };
}

export function toEvent({ event: e, host: { takesPayment, ...host } }: EventWithHost): Event {
  const availableSpots = e.availableSpots ?? e.capacity;
  return {
    id: e.id,
    hostId: e.hostId,
    host: { ...host, ...publicStanding(host) },
    title: e.title,
    description: e.description,
    tags: e.tags,
    featured: e.featured,
    restaurantName: e.restaurantName,
    city: e.city,
    state: e.state,
    location: e.location,
    neighborhood: e.neighborhood,
    dateTime: e.dateTime.toISOString(),
    timeZone: e.timeZone,
    price: e.price,
    capacity: e.capacity,
    availableSpots,
    availableSeats: availableSpots,
    status: e.status,
    createdAt: e.createdAt.toISOString(),
    cancelledAt: e.cancelledAt ? e.cancelledAt.toISOString() : null,
    coverImage: e.coverImageKey ? toCover(e.coverImageKey) : null,
    onSale: e.price === 0 || takesPayment,
    refundPolicy: e.refundPolicy,
    materialChangeAt: e.materialChangeAt ? e.materialChangeAt.toISOString() : null,
    question: e.question,
    questionRequired: e.question !== null && e.questionRequired,
    maxSeatsPerBooking: e.maxSeatsPerBooking,
    requiresApproval: e.requiresApproval,
    opensAt: e.opensAt?.toISOString() ?? null,
  };
}

function toCover(key: string): EventCover {
  return {
    src: imageUrl(coverKeyAt(key, COVER_WIDTHS[1])),
    srcSet: COVER_WIDTHS.map((width) => `${imageUrl(coverKeyAt(key, width))} ${width}w`).join(', '),
  };
}
