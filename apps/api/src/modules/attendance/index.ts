// Attendance: what happens around a guest's dinners on the clock, as background jobs: the
// reminders 24 hours before, and the streaks, levels and achievements after (decision 022).
export { refreshMemberProgress } from './member-progress.ts';
export { sendDueReminders } from './reminders.ts';
