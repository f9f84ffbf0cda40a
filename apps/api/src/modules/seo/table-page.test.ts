import { PAGE_DATA_ELEMENT_ID, type PageData } from '@storytable/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { events, users } from '../../db/schema/index.ts';
import { type Agent, anonymousAgent, signedInUser } from '../../test/auth.ts';
import { useTestApp } from '../../test/helper.ts';
import { hostedEvent, request, reserve } from '../../test/reservations.ts';
import { FIRST_SCREEN_BAR, fakeWebDist, ROOTS } from '../../test/web-dist.ts';

const dist = fakeWebDist();
const ctx = useTestApp({ webDist: dist.dir });
const db = () => ctx.database.db;
afterAll(() => dist.remove());

const GUEST_NAME = 'Priya </script><script>alert(1)</script>';
const TITLE = 'Stories </script><!-- & \u2028 Secrets';

/** A dinner tonight with one confirmed guest whose name tries to end the data block. */
async function tonight() {
  const host = await signedInUser(ctx.app, db(), { isHost: true });
  const dinner = await hostedEvent(ctx, host.user.id, { capacity: 6, title: TITLE });
  const guest = await signedInUser(ctx.app, db(), { name: GUEST_NAME });
  expect((await reserve(ctx, guest.agent, { eventId: dinner.id })).statusCode).toBe(201);
  await db()
    .update(events)
    .set({ dateTime: new Date(Date.now() - 30 * 60_000) })
    .where(eq(events.id, dinner.id));
  return { host, dinner, guest };
}

const tablePage = (agent: Agent, id: number) => request(ctx, agent, 'GET', `/event/${id}/table`);

/** The page's data block as the web app reads it (JSON.parse of the element's text). */
function pageData(html: string): PageData | null {
  const open = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`;
  const at = html.indexOf(open);
  if (at === -1) return null;
  return JSON.parse(html.slice(at + open.length, html.indexOf('</script>', at))) as PageData;
}

describe("table mode's page with its data (decision 074)", () => {
  it("carries the host's user, table and prompts, never stored, with the cookie bar", async () => {
    const { host, dinner } = await tonight();
    const res = await tablePage(host.agent, dinner.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/Cookie/);
    // the first screen shows the table's top in place of the loading text
    expect(res.body).toContain(
      '<h1>Table mode</h1><div data-first-screen-body=""><div><p>Stories &lt;/script&gt;&lt;!-- &amp; \u2028 Secrets</p>',
    );
    expect(res.body).toContain('<p data-testid="check-in-count">0 of 1 checked in</p>');
    expect(res.body).not.toContain('Loading the table');
    expect(res.body).not.toContain('@@st-table');
    const data = pageData(res.body);
    expect(data?.user?.id).toBe(host.user.id);
    // the same answers the API gives the host
    const api = await request(ctx, host.agent, 'GET', `/api/events/${dinner.id}/check-ins`);
    expect(data?.table).toEqual(api.json());
    expect(data?.table?.seats.map((s) => s.name)).toEqual([GUEST_NAME]);
    const prompts = await request(ctx, host.agent, 'GET', `/api/events/${dinner.id}/prompts`);
    expect(data?.prompts).toEqual(prompts.json());
    // the account has made no cookie choice: the bar paints with the heading
    expect(res.body).toContain(FIRST_SCREEN_BAR);
  });

  it('escapes what hosts and guests typed: no text ends the data block or adds markup', async () => {
    const { host, dinner } = await tonight();
    const { body } = await tablePage(host.agent, dinner.id);
    expect(body).not.toContain('<script>alert(1)');
    expect(body).not.toContain('</script><!--');
    const block = body.slice(body.indexOf(`id="${PAGE_DATA_ELEMENT_ID}"`), body.indexOf('</head>'));
    expect(block).not.toContain('\u2028');
    // the data block adds one element end to the page without data, and only one
    const ends = (html: string) => html.match(/<\/script>/g)?.length ?? 0;
    expect(ends(body)).toBe(ends((await tablePage(host.agent, 0)).body) + 1);
    expect(pageData(body)?.table?.title).toBe(TITLE);
  });

  it('leaves the cookie bar out for an account that has made its choice', async () => {
    const { host, dinner } = await tonight();
    await db().update(users).set({ cookieConsentAt: new Date() }).where(eq(users.id, host.user.id));
    const res = await tablePage(host.agent, dinner.id);
    expect(pageData(res.body)?.table?.eventId).toBe(dinner.id);
    expect(res.body).not.toContain('cookie-banner');
  });

  it('gives an admin the data too', async () => {
    const { dinner } = await tonight();
    const admin = await signedInUser(ctx.app, db(), { isAdmin: true });
    const data = pageData((await tablePage(admin.agent, dinner.id)).body);
    expect(data?.user?.id).toBe(admin.user.id);
    expect(data?.table?.seats).toHaveLength(1);
  });

  it("never puts the table in anyone else's page: visitor, guest, other host, no dinner", async () => {
    const { dinner, guest } = await tonight();
    const otherHost = await signedInUser(ctx.app, db(), { isHost: true });
    const visitor = await anonymousAgent(ctx.app);
    for (const [agent, id] of [
      [visitor, dinner.id],
      [guest.agent, dinner.id],
      [otherHost.agent, dinner.id],
      [otherHost.agent, 999_999],
    ] as const) {
      const res = await tablePage(agent, id);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(ROOTS['table-mode']);
      expect(res.body).not.toContain(PAGE_DATA_ELEMENT_ID);
      expect(res.body).not.toContain('Priya');
      expect(res.body).not.toContain('cookie-banner');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a malformed dinner id with the page and no data', async () => {
    const { host } = await tonight();
    for (const id of ['abc', '99999999999', '-1']) {
      const res = await request(ctx, host.agent, 'GET', `/event/${id}/table`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(PAGE_DATA_ELEMENT_ID);
    }
  });
});
