/**
 * How a member's streak, level and achievements are earned (docs/decisions/022): from dinners
 * attended (a confirmed seat at an active dinner that has ended) and dinners hosted with guests.
 */
export const LEVEL_EVERY_DINNERS = 5;
export const MAX_LEVEL = 10;
/** A streak counts dinners each at most this long after the one before, the last one recent. */
export const STREAK_GAP_DAYS = 45;

export const ACHIEVEMENTS = {
  'first-table': 'First table: attended a first dinner',
  regular: 'Regular: attended 5 dinners',
  devoted: 'Devoted: attended 10 dinners',
  host: 'Host: hosted a dinner that guests attended',
} as const;
export type Achievement = keyof typeof ACHIEVEMENTS;

export interface Progress {
  eventStreak: number;
  level: number;
  achievements: Achievement[];
}

const DAY_MS = 86_400_000;

/** `attended`: when each attended dinner started, any order. */
export function memberProgress(
  attended: Date[],
  hostedWithGuests: number,
  now: Date = new Date(),
): Progress {
  const times = attended.map((d) => d.getTime()).sort((a, b) => b - a);
  const gap = STREAK_GAP_DAYS * DAY_MS;
  let eventStreak = 0;
  let previous = now.getTime();
  for (const t of times) {
    if (previous - t > gap) break;
    eventStreak += 1;
    previous = t;
  }
  const count = times.length;
  const achievements: Achievement[] = [];
  if (count >= 1) achievements.push('first-table');
  if (count >= 5) achievements.push('regular');
  if (count >= 10) achievements.push('devoted');
  if (hostedWithGuests >= 1) achievements.push('host');
  return {
    eventStreak,
    level: Math.min(MAX_LEVEL, 1 + Math.floor(count / LEVEL_EVERY_DINNERS)),
    achievements,
  };
}
