import { describe, expect, it } from 'vitest';
import { profileBadges } from './profile-badges.ts';

const labels = (over: Partial<Parameters<typeof profileBadges>[0]> = {}) =>
  profileBadges({ rating: null, reviewCount: 0, eventStreak: 0, level: 1, ...over }).map(
    (b) => b.label,
  );

describe('profile badges', () => {
  it('gives none below every threshold', () => {
    expect(labels()).toEqual([]);
    expect(labels({ rating: 4.79, reviewCount: 9, eventStreak: 4, level: 1 })).toEqual([]);
  });

  it('gives each badge at its threshold', () => {
    expect(labels({ rating: 4.8, reviewCount: 10, eventStreak: 5, level: 2 })).toEqual([
      'Top Rated',
      'Expert Host',
      '5-Event Streak',
      'Level 2',
    ]);
  });

  it('does not count the default rating towards Top Rated', () => {
    expect(labels({ rating: null })).not.toContain('Top Rated');
  });
});
