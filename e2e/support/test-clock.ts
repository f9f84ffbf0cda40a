import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { TEST_NOW_HEADER } from '@storytable/domain';
import { post } from './api.ts';

/**
 * Moves one journey's clock (decision 069): the page's (Playwright's fake clock, installed
 * before the first page) and the server's for this browser context only, through the header
 * the e2e server honours under TEST_CLOCK. Other journeys on the same server keep real time.
 */
export async function setJourneyTime(page: Page, context: BrowserContext, at: Date) {
  await context.setExtraHTTPHeaders({ [TEST_NOW_HEADER]: at.toISOString() });
  await page.clock.setSystemTime(at);
}

/** The real morning-after sweep at `at`, for the one dinner `host` hosts; how many were thanked. */
export async function runThankYous(
  host: APIRequestContext,
  eventId: number,
  at: Date,
): Promise<number> {
  const done = (await post(host, '/api/test/thank-yous', {
    eventId,
    at: at.toISOString(),
  })) as { thankYous: number };
  return done.thankYous;
}
