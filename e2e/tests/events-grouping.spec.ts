import type { EventsListResponse } from '@storytable/domain';
import { clickInView, expect, skipWelcomeModal, test } from '../fixtures/index.ts';

// Issue 10 item 8 (decision 035): the /events grid under date headings, each dinner by the date
// its card shows (its own zone), with the spec's pagination and 'Showing N of total experiences'
// unchanged. The browser is in another zone than the demo's dinners, which must not matter.
test.use({ timezoneId: 'Asia/Tokyo', allowedConsoleErrors: [/status of 404/] });

/** The oracle: the heading of a dinner at `iso`, by the calendar of its own `timeZone`. */
function labelOf(
  { dateTime: iso, timeZone }: { dateTime: string; timeZone: string },
  now: Date,
): string {
  const day = (d: Date) => {
    const [m, dd, y] = d
      .toLocaleDateString('en-US', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
      })
      .split('/')
      .map(Number);
    return Date.UTC(y!, m! - 1, dd!) / 86_400_000;
  };
  const days = day(new Date(iso)) - day(now);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days < 7) return 'This week';
  return new Date(iso).toLocaleDateString('en-US', {
    timeZone,
    month: 'long',
    year: 'numeric',
  });
}

/** The spec's 'Showing N of total experiences', whatever the total is by the time it renders. */
const showingPattern = (shown: number) => new RegExp(`^Showing ${shown} of \\d+ experiences$`);

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the grid is grouped by date at ${viewport.width} px, page by page`, async ({
    page,
    axe,
  }) => {
    await page.setViewportSize(viewport);
    await skipWelcomeModal(page);
    const list = (await (
      await page.request.get('/api/events?page=1')
    ).json()) as EventsListResponse;
    const now = new Date();
    const expected = [...new Set(list.events.map((e) => labelOf(e, now)))];
    expect(expected.length).toBeGreaterThan(1);

    await page.goto('/events');
    const grid = page.getByRole('region', { name: 'Guided Experiences' });
    const headings = grid.getByRole('heading', { level: 3 });
    await expect(grid.getByRole('article')).toHaveCount(list.events.length);
    const cardTitles = new Set(list.events.map((e) => e.title));
    const groupHeadings = (await headings.allTextContents()).filter((h) => !cardTitles.has(h));
    expect(groupHeadings).toEqual(expected);
    // other journeys publish and cancel dinners meanwhile: the total is read, not compared
    await expect(grid.getByText(showingPattern(list.events.length))).toBeVisible();
    // each heading's list holds that heading's dinners
    const lists = grid.getByRole('list').filter({ has: page.getByRole('article') });
    await expect(lists).toHaveCount(expected.length);
    for (const [i, label] of expected.entries()) {
      const titles = list.events.filter((e) => labelOf(e, now) === label).map((e) => e.title);
      await expect(lists.nth(i).getByRole('article')).toHaveCount(titles.length);
    }
    await axe.expectNoViolations();

    if (list.pagination.totalPages > 1) {
      const second = (await (
        await page.request.get('/api/events?page=2')
      ).json()) as EventsListResponse;
      await clickInView(
        page
          .getByRole('navigation', { name: 'Event pages' })
          .getByRole('button', { name: 'Page 2' }),
      );
      await expect(grid.getByRole('article')).toHaveCount(second.events.length);
      const label = labelOf(second.events[0]!, now);
      await expect(grid.getByRole('heading', { level: 3, name: label, exact: true })).toBeVisible();
      await expect(grid.getByText(showingPattern(second.events.length))).toBeVisible();
    }
  });
}
