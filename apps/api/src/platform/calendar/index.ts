/** iCalendar files for emails and feeds, written by ical-generator (decision 048). */
export { calendarAttachment, calendarFile } from './calendar-file.ts';
export {
  type CalendarContext,
  dinnerCalendarTemplate,
  dinnerEntry,
  seatCalendarFile,
} from './dinner-entry.ts';
