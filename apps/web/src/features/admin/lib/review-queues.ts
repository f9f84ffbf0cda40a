/** The two review queues of the dashboard (decision 018). */
export type ReviewQueue = 'applications' | 'verifications';
