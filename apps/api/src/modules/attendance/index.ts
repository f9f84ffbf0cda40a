// Attendance: what happens around a guest's dinners on the clock, as background jobs: the
// reminders 24 hours before, the streaks, levels and achievements after (decision 022), the
// morning after's thank-you; and who came: no-shows and guests' notes to the host (decision 065).

export { findSeatAttendance } from './attendance-repository.ts';
export { refreshMemberProgress } from './member-progress.ts';
export { sendDueReminders } from './reminders.ts';
export { attendanceRoutes } from './routes.ts';
export { testClockRoutes } from './test-clock-routes.ts';
export { sendDueThankYous } from './thank-yous.ts';
