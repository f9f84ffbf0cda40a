// Notices: what a host is told of on their dinners (bookings, cancellations, waitlist claims,
// reviews), at once or in a daily digest, and their choice of which (decision 054).
export { sendDueDigests } from './notice-delivery.ts';
export { HostNoticeWorker } from './notice-worker.ts';
export { noticeRoutes } from './routes.ts';
