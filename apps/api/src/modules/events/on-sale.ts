import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { events, users } from '../../db/schema/index.ts';

/**
 * An event offered to guests: free, or its host can take payment (the domain's `canTakePayment`,
 * decision 046). A subquery rather than a join, so every listing and search query can add it as
 * it is. The database's `event_on_sale` (migration 0017, with `payout_ready` for canTakePayment)
 * is the same rule, for the triggers that keep search_word_events to on-sale dinners; the rule
 * truth table (`test/rule-truth-table.test.ts`) holds all of them to it.
 */
export const onSale = onSaleOf(events);

/** `onSale` for another name of the events table (a subquery over events inside a query on it). */
export function onSaleOf(t: { price: AnyPgColumn; hostId: AnyPgColumn }) {
  return sql`(${t.price} = 0 or exists (
  select 1 from "users" "payee" where "payee"."id" = ${t.hostId}
    and "payee"."stripe_connect_id" is not null
    and "payee"."stripe_connect_onboarding_complete"
    and "payee"."stripe_connect_status" is distinct from 'pending'))`;
}

/**
 * The domain's `canTakePayment` as a column of a query that joins the host as `users`
 * (`hostColumns`): every event carries `onSale`, so a dinner reached by its link is shown but
 * not offered.
 */
export const hostTakesPayment = sql<boolean>`(${users.stripeConnectId} is not null
  and ${users.stripeConnectOnboardingComplete}
  and ${users.stripeConnectStatus} is distinct from 'pending')`;
