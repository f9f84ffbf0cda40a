import type { Companion, DietaryNeed } from '@storytable/domain';
import type { DbOrTx } from '../db/client.ts';
import type { EventRow } from '../db/schema/index.ts';
import { writeAnswers, writeCompanions } from '../modules/reservations/index.ts';

/** Questions some demo hosts ask at booking (decision 060); every third dinner asks one. */
const DEMO_QUESTIONS = [
  'What story would you bring?',
  'Which book would you hand a stranger?',
  'What question would you like the table to argue about?',
] as const;

export function demoQuestion(i: number): { question: string | null; questionRequired: boolean } {
  if (i % 3 !== 0) return { question: null, questionRequired: false };
  return {
    question: DEMO_QUESTIONS[(i / 3) % DEMO_QUESTIONS.length]!,
    questionRequired: i % 6 === 0,
  };
}

const DEMO_DIETS: { needs: DietaryNeed[]; note: string | null }[] = [
  { needs: ['vegetarian'], note: null },
  { needs: [], note: null },
  { needs: ['nut_allergy'], note: 'Carries an EpiPen; please no peanuts or tree nuts.' },
  { needs: ['gluten_free', 'dairy_free'], note: null },
  { needs: [], note: null },
  { needs: ['vegan'], note: null },
  { needs: ['pescatarian', 'shellfish_allergy'], note: 'Fish is fine; no prawns or crab.' },
  { needs: ['halal'], note: null },
  { needs: ['kosher'], note: null },
];

const DEMO_ANSWERS = [
  'The summer my grandmother taught me to row across the lake at dawn.',
  'How I got lost in Lisbon and ended up at a stranger’s wedding.',
  'The letters my father wrote from a fishing boat in Alaska.',
  'A ghost story from the old mill town where I grew up.',
];

const DEMO_COMPANIONS = ['Rui', 'Ines', 'Tomás', 'Amara', 'Kenji', 'Lucia', 'Dev', 'Maren'];

/** Seats of demo booking `n` (decision 063): every third a party of two, some of three. */
export function demoPartySize(n: number, room: number, maxSeatsPerBooking: number): number {
  const wanted = n % 9 === 4 ? 3 : n % 3 === 1 ? 2 : 1;
  return Math.max(1, Math.min(wanted, room, maxSeatsPerBooking));
}

/** A demo party's companions: first names and varied needs. */
export function demoCompanions(n: number, seats: number): Companion[] {
  return Array.from({ length: seats - 1 }, (_, i) => ({
    name: DEMO_COMPANIONS[(n + i) % DEMO_COMPANIONS.length]!,
    dietary: DEMO_DIETS[(n + i + 2) % DEMO_DIETS.length]!,
  }));
}

/**
 * A demo guest's answers: varied needs, and an answer when the dinner asks (always if required);
 * a party's seat rows, the booker's included, are always written.
 */
export async function seedDemoAnswers(
  tx: DbOrTx,
  reservationId: number,
  dinner: Pick<EventRow, 'question' | 'questionRequired'>,
  n: number,
  companions: Companion[] = [],
): Promise<void> {
  const dietary = DEMO_DIETS[n % DEMO_DIETS.length]!;
  const answers = dinner.question && (dinner.questionRequired || n % 2 === 0);
  const answer = answers ? DEMO_ANSWERS[n % DEMO_ANSWERS.length]! : null;
  if (dietary.needs.length === 0 && !dietary.note && !answer && companions.length === 0) return;
  await writeAnswers(tx, reservationId, { dietary, answer });
  await writeCompanions(tx, reservationId, companions);
}
