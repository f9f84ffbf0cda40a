import {
  ATTENDANCE_MESSAGES,
  ErrorCode,
  type HostNoteEntry,
  type HostNoteInput,
  hasEventEnded,
} from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { EVENT_NOT_FOUND } from '../events/index.ts';
import {
  findDinner,
  findHostNotes,
  findSeatAttendance,
  insertHostNote,
} from './attendance-repository.ts';

async function existingDinner(deps: Pick<AppDeps, 'db'>, eventId: number) {
  const event = await findDinner(deps.db, eventId);
  if (!event) throw AppError.notFound(EVENT_NOT_FOUND);
  return event;
}

/**
 * POST /api/events/:id/notes (decision 065): a guest who came leaves the host one private note,
 * once; the primary key is the last word on two at once.
 */
export async function leaveHostNote(
  deps: Pick<AppDeps, 'db'>,
  user: UserRow,
  eventId: number,
  input: HostNoteInput,
): Promise<{ message: string; note: HostNoteEntry }> {
  const event = await existingDinner(deps, eventId);
  const seat = await findSeatAttendance(deps.db, user.id, eventId);
  if (user.id === event.hostId || !hasEventEnded(event.dateTime) || !seat.came)
    throw AppError.forbidden(ATTENDANCE_MESSAGES.NOTE_NOT_ATTENDED);
  const row = await insertHostNote(deps.db, { eventId, userId: user.id, note: input.note });
  if (!row) throw AppError.conflict(ErrorCode.NOTE_EXISTS, ATTENDANCE_MESSAGES.NOTE_EXISTS);
  return {
    message: ATTENDANCE_MESSAGES.NOTE_SENT,
    note: {
      guest: { id: user.id, name: user.name },
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    },
  };
}

/** GET /api/events/:id/notes: the dinner's host only (not admins: the notes are private). */
export async function hostNotesOf(
  deps: Pick<AppDeps, 'db'>,
  user: UserRow,
  eventId: number,
): Promise<HostNoteEntry[]> {
  const event = await existingDinner(deps, eventId);
  if (user.id !== event.hostId) throw AppError.forbidden(ATTENDANCE_MESSAGES.NOTES_NOT_YOURS);
  const rows = await findHostNotes(deps.db, eventId);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
