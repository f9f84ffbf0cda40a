// What other modules may use of reviews: its routes and a host's reviews as answered.
export { insertReview, type ReviewWithUser, refreshHostRating } from './review-repository.ts';
export { toReview } from './review-service.ts';
export { reviewRoutes } from './routes.ts';
