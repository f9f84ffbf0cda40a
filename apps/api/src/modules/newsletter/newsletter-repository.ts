import type { DbOrTx } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';

/** True when the address is new; a repeat changes nothing (and never raises). */
export async function addSubscriber(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
