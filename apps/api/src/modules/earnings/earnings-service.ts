import {
  dinnerDate,
  dinnerFigures,
  dinnerMonth,
  type EarningsDinner,
  earningsSummary,
  type HostEarnings,
  type PaymentGroup,
} from '@storytable/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { PaymentGatewayError } from '../../platform/payments/gateway.ts';
import { findEarningsRows } from './earnings-repository.ts';

type Row = Awaited<ReturnType<typeof findEarningsRows>>[number];

/** The rows of one dinner together, in the query's order (most recent dinner first). */
function byDinner(rows: Row[]): { first: Row; groups: PaymentGroup[]; seats: number }[] {
  const dinners = new Map<number, { first: Row; groups: PaymentGroup[]; seats: number }>();
  for (const row of rows) {
    const d = dinners.get(row.eventId) ?? { first: row, groups: [], seats: 0 };
    d.groups.push({ amountPaid: row.amountPaid, refunded: row.refunded, count: row.count });
    d.seats += row.seats;
    dinners.set(row.eventId, d);
  }
  return [...dinners.values()];
}

/**
 * GET /api/host/earnings: the signed-in host's dinners as the payments and refunds recorded sum
 * them (the domain's `dinnerFigures`), each with its payout as the payment provider tells it.
 */
export async function hostEarnings(
  deps: Pick<AppDeps, 'db' | 'payments'>,
  host: UserRow,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<HostEarnings> {
  const rows = byDinner(await findEarningsRows(deps.db, host.id)).map(
    ({ first, groups, seats }) => ({
      first,
      figures: dinnerFigures(groups, seats),
    }),
  );
  const payouts = await payoutsOf(deps, log, {
    accountId: host.stripeConnectId,
    dinners: rows.map((r) => ({
      eventId: r.first.eventId,
      dateTime: r.first.dateTime,
      net: r.figures.net,
    })),
    now,
  });
  const dinners: EarningsDinner[] = rows.map(({ first, figures }) => ({
    eventId: first.eventId,
    title: first.title,
    dateTime: first.dateTime.toISOString(),
    timeZone: first.timeZone,
    date: dinnerDate(first.dateTime, first.timeZone),
    month: dinnerMonth(first.dateTime, first.timeZone),
    ...figures,
    payout: payouts?.get(first.eventId) ?? { status: payouts ? 'none' : 'unknown', date: null },
  }));
  return { ...earningsSummary(dinners), dinners };
}

/** The provider's payouts, or null when it cannot be asked now: our own figures still show. */
async function payoutsOf(
  deps: Pick<AppDeps, 'payments'>,
  log: FastifyBaseLogger,
  input: Parameters<AppDeps['payments']['dinnerPayouts']>[0],
) {
  try {
    return await deps.payments.dinnerPayouts(input);
  } catch (err) {
    if (!(err instanceof PaymentGatewayError)) throw err;
    log.warn({ err, accountId: input.accountId }, 'could not read the payouts of a host');
    return null;
  }
}
