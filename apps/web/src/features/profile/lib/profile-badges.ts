import type { CurrentUser } from '@storytable/domain';

export const TOP_RATED_MIN_RATING = 4.8;
export const EXPERT_HOST_MIN_REVIEWS = 10;
export const STREAK_BADGE_MIN = 5;

export type ProfileBadgeKind = 'top-rated' | 'expert-host' | 'streak' | 'level';

export interface ProfileBadge {
  kind: ProfileBadgeKind;
  label: string;
}

type BadgeFields = Pick<CurrentUser, 'rating' | 'reviewCount' | 'eventStreak' | 'level'>;

/**
 * Profile badges (spec section 4): Top Rated at a rating of 4.8 or more, Expert Host at 10 or
 * more reviews, a streak badge at an event streak of 5 or more, and the level when above 1.
 * Top Rated reads the real rating: the 5.0 shown for a host without one earns nothing.
 */
export function profileBadges(u: BadgeFields): ProfileBadge[] {
  const badges: ProfileBadge[] = [];
  if (u.rating !== null && u.rating >= TOP_RATED_MIN_RATING)
    badges.push({ kind: 'top-rated', label: 'Top Rated' });
  if (u.reviewCount >= EXPERT_HOST_MIN_REVIEWS)
    badges.push({ kind: 'expert-host', label: 'Expert Host' });
  if (u.eventStreak >= STREAK_BADGE_MIN)
    badges.push({ kind: 'streak', label: `${u.eventStreak}-Event Streak` });
  if (u.level > 1) badges.push({ kind: 'level', label: `Level ${u.level}` });
  return badges;
}
