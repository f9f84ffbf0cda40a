import { dietaryLine, type GuestList, type GuestListGuest } from '@storytable/domain';
import { ProfileAvatar } from '@/components/profile-avatar.tsx';
import { listTimeText, partyText, waitlistPlaceText } from '../lib/guest-list-text.ts';

function Person({ name, image, detail }: { name: string; image: string | null; detail: string }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <ProfileAvatar src={image} name={name} className="size-10 text-sm" />
      <div className="min-w-0">
        <p className="truncate font-medium text-ink">{name}</p>
        <p className="text-xs text-muted">{detail}</p>
      </div>
    </div>
  );
}

/** The confirmed guests, first booked first. */
export function GuestRows({ list }: { list: GuestList }) {
  return (
    <ul
      aria-label="Confirmed guests"
      className="divide-y divide-line rounded-2xl border border-line bg-white"
    >
      {list.guests.map((g) => {
        const party = partyText(g.seats);
        return (
          <li key={g.reservationId} className="space-y-2 px-4 py-3">
            <div className="flex items-center justify-between gap-3">
              <Person
                name={g.name}
                image={g.profileImage}
                detail={`Booked ${listTimeText(g.bookedAt, list.timeZone)}`}
              />
              {party ? <span className="shrink-0 text-sm text-muted">{party}</span> : null}
            </div>
            <GuestAnswers guest={g} question={list.question} />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * What the guest answered at booking (decision 060): their needs, each companion's (decision
 * 063), and the host's question.
 */
function GuestAnswers({ guest, question }: { guest: GuestListGuest; question: string | null }) {
  return (
    <dl className="space-y-1 pl-13 text-sm">
      <div className="flex flex-wrap gap-x-2">
        <dt className="text-muted">Dietary needs:</dt>
        <dd className="text-ink">{dietaryLine(guest.dietary)}</dd>
      </div>
      {guest.companions.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its position in the party
        <div key={i} className="flex flex-wrap gap-x-2">
          <dt className="text-muted">With {c.name}:</dt>
          <dd className="text-ink">{dietaryLine(c.dietary)}</dd>
        </div>
      ))}
      {question ? (
        <div>
          <dt className="text-muted">{question}</dt>
          <dd className="break-words text-ink">{guest.answer ?? 'No answer'}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The waitlist in line order: whoever holds an offer first. */
export function WaitlistRows({ list }: { list: GuestList }) {
  return (
    <ol
      aria-label="Waitlist"
      className="divide-y divide-line rounded-2xl border border-line bg-white"
    >
      {list.waitlist.map((w) => (
        <li
          key={`${w.joinedAt}-${w.name}`}
          className="flex items-center justify-between gap-3 px-4 py-3"
        >
          <Person
            name={w.name}
            image={w.profileImage}
            detail={`Joined ${listTimeText(w.joinedAt, list.timeZone)}`}
          />
          <span className="shrink-0 text-sm font-medium text-brand-700">
            {waitlistPlaceText(w)}
          </span>
        </li>
      ))}
    </ol>
  );
}
