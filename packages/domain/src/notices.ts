import { z } from 'zod';

/**
 * What a host is told of on their dinners (decision 054). A join request is the next kind, once
 * hosts approve guests (issue 28).
 */
export const HOST_NOTICE_KINDS = ['booking', 'cancellation', 'waitlist_claim', 'review'] as const;
export type HostNoticeKind = (typeof HOST_NOTICE_KINDS)[number];

/** 'now': an email for each; 'digest': one email a day listing them. */
export const NOTICE_DELIVERIES = ['now', 'digest'] as const;
export type NoticeDelivery = (typeof NOTICE_DELIVERIES)[number];
export const DEFAULT_NOTICE_DELIVERY: NoticeDelivery = 'now';

const delivery = z.enum(NOTICE_DELIVERIES);

/** GET and PUT /api/user/notification-preferences: every kind's delivery, hosts only. */
export const noticePreferencesSchema = z.strictObject({
  booking: delivery,
  cancellation: delivery,
  waitlist_claim: delivery,
  review: delivery,
});
export type NoticePreferences = z.infer<typeof noticePreferencesSchema>;

/** The Settings host tab's words for each kind and delivery. */
export const NOTICE_KIND_LABELS: Record<HostNoticeKind, string> = {
  booking: 'Bookings',
  cancellation: 'Cancellations',
  waitlist_claim: 'Waitlist claims',
  review: 'Reviews',
};
export const NOTICE_DELIVERY_LABELS: Record<NoticeDelivery, string> = {
  now: 'At once',
  digest: 'In a daily digest',
};

export const NOTICE_MESSAGES = {
  UPDATED: 'Notification preferences updated',
  FAILED: 'Failed to update notification preferences',
  HOSTS_ONLY: 'Only hosts receive notices about their dinners',
} as const;

/** When a refund reaches the card, as Stripe says. */
export const REFUND_ARRIVES = '5-10 business days';
