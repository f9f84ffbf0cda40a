/** The id of the event page's review form, the target of 'Write a Review' elsewhere. */
export const WRITE_REVIEW_ANCHOR = 'write-review';

/** The event page opened at its review form, which scrolls into view and takes focus. */
export const eventReviewHref = (eventId: number) => `/event/${eventId}#${WRITE_REVIEW_ANCHOR}`;
