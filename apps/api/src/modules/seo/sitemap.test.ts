import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../platform/users/user-factory.ts';
import { createEvent, PAYOUTS_READY } from '../../test/event-factory.ts';
import { useTestApp } from '../../test/helper.ts';
import { sitemap, sitemapPart } from './sitemap.ts';

const APP = 'https://storytable.test';
const ctx = useTestApp({ appUrl: APP });
const DAY = 86_400_000;
const parser = new XMLParser({ isArray: (name) => ['url', 'sitemap'].includes(name) });

interface Urlset {
  urlset?: { url: { loc: string; lastmod: string }[] };
  sitemapindex?: { sitemap: { loc: string; lastmod: string }[] };
}

function parse(xml: string): Urlset {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as Urlset;
}

async function collect(chunks: AsyncGenerator<string>) {
  let out = '';
  for await (const c of chunks) out += c;
  return out;
}

/** The dinners a guest is offered, said again here in plain SQL: the sitemap must list these. */
async function offeredIds(): Promise<Map<number, string>> {
  const { rows } = (await ctx.database.db.execute(sql`
    select e.id, e.updated_at from events e join users h on h.id = e.host_id
    where e.status and e.date_time > now()
      and (e.price = 0 or (h.stripe_connect_id is not null
        and h.stripe_connect_onboarding_complete
        and h.stripe_connect_status is distinct from 'pending'))`)) as unknown as {
    rows: { id: number; updated_at: string | Date }[];
  };
  return new Map(rows.map((r) => [r.id, new Date(r.updated_at).toISOString()]));
}

describe('/sitemap.xml', () => {
  it('lists exactly the upcoming dinners on sale and the hosts who have one, with lastmod', async () => {
    const { db } = ctx.database;
    const ready = await createUser(db, { ...PAYOUTS_READY, isHost: true });
    const unpaid = await createUser(db, { isHost: true });
    const onlyUnpaid = await createUser(db, { isHost: true });
    const offered = [
      await createEvent(db, { hostId: ready.id, price: 0 }),
      await createEvent(db, { hostId: ready.id, price: 4500 }),
      await createEvent(db, { hostId: unpaid.id, price: 0 }),
    ];
    const notOffered = [
      await createEvent(db, { hostId: ready.id, dateTime: new Date(Date.now() - DAY) }),
      await createEvent(db, { hostId: ready.id, status: false, cancelledAt: new Date() }),
      await createEvent(db, { hostId: unpaid.id, price: 3000 }),
      await createEvent(db, { hostId: onlyUnpaid.id, price: 3000 }),
    ];

    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = parse(res.body).urlset?.url ?? [];
    const events = new Map(
      urls
        .filter((u) => u.loc.startsWith(`${APP}/event/`))
        .map((u) => [Number(u.loc.split('/').pop()), u.lastmod]),
    );
    expect(events).toEqual(await offeredIds());
    for (const e of offered) expect(events.has(e.id)).toBe(true);
    for (const e of notOffered) expect(events.has(e.id)).toBe(false);

    const hosts = urls.filter((u) => u.loc.startsWith(`${APP}/profile/`)).map((u) => u.loc);
    expect(hosts).toContain(`${APP}/profile/${ready.id}`);
    expect(hosts).toContain(`${APP}/profile/${unpaid.id}`);
    expect(hosts).not.toContain(`${APP}/profile/${onlyUnpaid.id}`);
    expect(urls).toHaveLength(events.size + hosts.length);
  });

  it('becomes an index of parts past the limit, and the parts hold every address once', async () => {
    const { db } = ctx.database;
    const h = await createUser(db, { ...PAYOUTS_READY, isHost: true });
    for (let i = 0; i < 5; i++) await createEvent(db, { hostId: h.id });
    const whole = parse(await collect(await sitemap(db, APP))).urlset?.url ?? [];
    // three addresses a file, so the same data needs an index
    const index = parse(await collect(await sitemap(db, APP, 3))).sitemapindex?.sitemap ?? [];
    expect(index.length).toBeGreaterThan(1);
    const fromParts: string[] = [];
    for (const entry of index) {
      const [, of, part] = /\/sitemaps\/(events|hosts)-(\d+)\.xml$/.exec(entry.loc) ?? [];
      expect(of).toBeDefined();
      const xml = await collect(
        sitemapPart(db, APP, { of: of as 'events' | 'hosts', part: Number(part) }, 3),
      );
      const urls = parse(xml).urlset?.url ?? [];
      expect(urls.length).toBeLessThanOrEqual(3);
      expect(urls.length).toBeGreaterThan(0);
      fromParts.push(...urls.map((u) => u.loc));
    }
    expect(fromParts.sort()).toEqual(whole.map((u) => u.loc).sort());

    // the routes of the parts answer the same way (one part of 50,000 ids here)
    const part = await ctx.app.inject({ method: 'GET', url: '/sitemaps/events-0.xml' });
    expect(part.statusCode).toBe(200);
    expect(parse(part.body).urlset?.url.length).toBe(
      whole.filter((u) => u.loc.includes('/event/')).length,
    );
    // a part is written as ids are (decision 042), from 0: nothing a loose parser would read
    for (const loose of [
      'x',
      '00',
      '01',
      '0x1',
      '1e1',
      '%201',
      '1%20',
      '%2B1',
      '1.0',
      '１',
      '42950',
    ])
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/sitemaps/events-${loose}.xml` })).statusCode,
        loose,
      ).toBe(400);
  });
});

describe('/robots.txt', () => {
  it('keeps crawlers out of the API and the private pages, and points at the sitemap', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const rule of [
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /settings',
      'Disallow: /profile$',
      'Disallow: /reservations/',
      'Allow: /api/images/',
    ])
      expect(lines).toContain(rule);
    expect(lines).toContain(`Sitemap: ${APP}/sitemap.xml`);
  });
});
