import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SIGNED_IN_COOKIE } from '@storytable/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, storedImages } from '../../db/schema/index.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { createEvent, PAYOUTS_READY } from '../../test/event-factory.ts';
import { createTestApp, type TestContext } from '../../test/helper.ts';
import { fakeWebDist, ROOTS, readFirstScreen, readHead } from '../../test/web-dist.ts';

const APP = 'https://storytable.test';
let ctx: TestContext;
let dist: ReturnType<typeof fakeWebDist>;

beforeAll(async () => {
  dist = fakeWebDist();
  ctx = await createTestApp({ webDist: dist.dir, appUrl: APP });
});
afterAll(async () => {
  await ctx.close();
  dist.remove();
});

const get = (url: string, signedIn = false) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: signedIn ? { cookie: `${SIGNED_IN_COOKIE}=1` } : {},
  });

async function host(name = 'Eleanor Whitfield') {
  return createUser(ctx.database.db, { ...PAYOUTS_READY, isHost: true, name });
}

async function dbRow(id: number) {
  const [row] = await ctx.database.db.select().from(events).where(eq(events.id, id));
  if (!row) throw new Error('no row');
  return row;
}

describe('a dinner’s page, fetched as a chat app fetches it (no JavaScript)', () => {
  it('carries its title, description, address, image and schema.org Event, as in the database', async () => {
    const h = await host();
    const e = await createEvent(ctx.database.db, {
      hostId: h.id,
      title: 'Bread and Circuses: Dining Like a Roman',
      description: 'Roman history over a four-course dinner.',
      restaurantName: 'Capitol Oak Bistro',
      streetAddress: '1500 K St',
      neighborhood: 'Midtown',
      // 7 PM on Thursday, July 4, 2030 in Sacramento (PDT, UTC-7)
      dateTime: new Date('2030-07-05T02:00:00Z'),
      price: 4500,
      capacity: 8,
      availableSpots: 5,
    });
    const row = await dbRow(e.id);
    const res = await get(`/event/${e.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // the first screen, written for this dinner before any script runs (decision 055)
    expect(readFirstScreen(res.body)).toMatchObject({
      title: row.title,
      text: [
        'Hosted by Eleanor Whitfield',
        '$45.00 + $1.65 fee',
        'Thursday, July 4, 2030',
        '7:00 PM PDT',
        'Midtown, Sacramento, CA',
      ],
      coverBox: 'h-36 sm:h-48',
      cover: null,
    });
    expect(res.body).not.toContain('@@st-');
    expect(res.body).not.toContain('1500 K St');
    const head = readHead(res.body);
    expect(head.titles).toEqual([`${row.title} | Storytable`]);
    expect(head.description).toBe(
      'Thursday, July 4, 2030, 7:00 PM PDT at Capitol Oak Bistro, Midtown, Sacramento, CA. Hosted by Eleanor Whitfield. Roman history over a four-course dinner.',
    );
    expect(head.robots).toBeUndefined();
    expect(head.canonical).toBe(`${APP}/event/${e.id}`);
    expect(head.og('url')).toBe(`${APP}/event/${e.id}`);
    expect(head.og('title')).toBe(`${row.title} | Storytable`);
    expect(head.og('image')).toMatch(
      new RegExp(`^${APP}/api/events/${e.id}/share-card\\.png\\?v=[0-9a-f]{16}$`),
    );
    expect([head.og('image:width'), head.og('image:height')]).toEqual(['1200', '630']);
    expect(head.twitter('card')).toBe('summary_large_image');
    expect(head.twitter('image')).toBe(head.og('image'));

    expect(head.jsonLd).toHaveLength(1);
    const ld = head.jsonLd[0]!;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: row.title,
      description: row.description,
      url: `${APP}/event/${e.id}`,
      startDate: '2030-07-04T19:00:00-07:00',
      endDate: '2030-07-04T21:00:00-07:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: row.restaurantName,
        address: {
          '@type': 'PostalAddress',
          name: row.neighborhood,
          addressLocality: row.city,
          addressRegion: row.state,
          addressCountry: 'US',
        },
      },
      image: [head.og('image')],
      organizer: { '@type': 'Person', name: h.name, url: `${APP}/profile/${h.id}` },
      remainingAttendeeCapacity: row.availableSpots,
      offers: {
        '@type': 'Offer',
        price: (row.price / 100).toFixed(2),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(new Date(ld.startDate as string).toISOString()).toBe(row.dateTime.toISOString());
    // the app starts from the same dinner instead of asking for it again
    expect(head.pageData).toMatchObject({ event: { id: e.id, title: row.title } });

    // /events/{id} is the same dinner under the one canonical address
    const alias = readHead((await get(`/events/${e.id}`)).body);
    expect(alias.canonical).toBe(`${APP}/event/${e.id}`);
    expect(alias.jsonLd).toEqual(head.jsonLd);

    // a signed-in user gets the app's shell, with the same tags
    const signedIn = await get(`/event/${e.id}`, true);
    expect(readFirstScreen(signedIn.body)).toBeUndefined();
    const theirs = readHead(signedIn.body);
    expect(theirs.title).toBe(head.title);
    expect(theirs.og('image')).toBe(head.og('image'));
    expect(theirs.jsonLd).toEqual(head.jsonLd);
  });

  it('says so when the dinner is sold out, and when it is cancelled', async () => {
    const h = await host();
    const full = await createEvent(ctx.database.db, { hostId: h.id, availableSpots: 0 });
    const soldOut = readHead((await get(`/event/${full.id}`)).body);
    expect(soldOut.description).toMatch(/^Sold out\. /);
    expect(soldOut.jsonLd[0]).toMatchObject({
      eventStatus: 'https://schema.org/EventScheduled',
      remainingAttendeeCapacity: 0,
      offers: { availability: 'https://schema.org/SoldOut' },
    });

    const off = await createEvent(ctx.database.db, { hostId: h.id });
    await ctx.database.db
      .update(events)
      .set({ status: false, cancelledAt: new Date() })
      .where(eq(events.id, off.id));
    const cancelled = readHead((await get(`/event/${off.id}`)).body);
    expect(cancelled.title).toBe(`Cancelled: ${off.title} | Storytable`);
    expect(cancelled.description).toMatch(/^Cancelled\. /);
    expect(cancelled.jsonLd[0]).toMatchObject({
      eventStatus: 'https://schema.org/EventCancelled',
      offers: { availability: 'https://schema.org/Discontinued' },
    });
  });

  it('escapes what hosts type, in the tags and in the JSON-LD', async () => {
    const h = await host('Mal "Icious" <Host>');
    const title = `</script><script>alert(1)</script> "Rome" & <b>bread</b>`;
    const e = await createEvent(ctx.database.db, {
      hostId: h.id,
      title,
      description: 'Ends here --></script><!-- and \u2028 here',
    });
    const res = await get(`/event/${e.id}`);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<b>bread');
    // our own scripts only: the JSON-LD, the page data and the template's module
    expect(res.body.match(/<script/g)).toHaveLength(3);
    // the first screen holds the same text as text, escaped, and the policy still forbids inline
    // scripts and handlers
    const screen = readFirstScreen(res.body);
    expect(screen?.title).toBe(title);
    expect(screen?.text[0]).toBe(`Hosted by ${h.name}`);
    expect(screen?.html).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Rome&quot; &amp; &lt;b&gt;bread',
    );
    const scriptSrc = /script-src [^;]*/.exec(String(res.headers['content-security-policy']))?.[0];
    expect(scriptSrc).toMatch(/^script-src 'self'/);
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-hashes/);

    const attr = `"><img src=x onerror=alert(1)>`;
    const other = await createEvent(ctx.database.db, { hostId: h.id, title: attr });
    const page = await get(`/event/${other.id}`);
    expect(page.body).not.toContain('<img src=x');
    expect(readFirstScreen(page.body)?.title).toBe(attr);
    expect(readFirstScreen(page.body)?.html).toContain(
      '&quot;&gt;&lt;img src=x onerror=alert(1)&gt;',
    );
    const head = readHead(res.body);
    expect(head.title).toBe(`${title} | Storytable`);
    expect(head.og('title')).toBe(`${title} | Storytable`);
    expect(head.jsonLd[0]).toMatchObject({ name: title, organizer: { name: h.name } });
    expect(head.jsonLd[0]?.description).toBe('Ends here --></script><!-- and \u2028 here');
    expect(head.pageData).toMatchObject({ event: { title } });
  });

  it('uses the dinner’s cover when it has one', async () => {
    const h = await host();
    const key = `${'c'.repeat(64)}-1440.jpg`;
    await ctx.database.db.insert(storedImages).values({
      key,
      ownerId: h.id,
      kind: 'event-cover',
      contentType: 'image/jpeg',
      width: 1440,
      height: 900,
      bytes: Buffer.from('not read here'),
    });
    const e = await createEvent(ctx.database.db, { hostId: h.id, coverImageKey: key });
    const res = await get(`/event/${e.id}`);
    const head = readHead(res.body);
    // the first screen's cover is the photo, in the box of a photo's shape
    expect(readFirstScreen(res.body)).toMatchObject({
      coverBox: 'aspect-[16/10] sm:aspect-[5/2]',
      cover: { src: `/api/images/${key.replace('-1440', '-960')}` },
    });
    expect(head.og('image')).toBe(`${APP}/api/images/${key}`);
    expect([head.og('image:width'), head.og('image:height')]).toEqual(['1440', '900']);
  });

  it('answers a missing dinner 404, kept out of search', async () => {
    for (const url of ['/event/2000000000', '/events/2000000000', '/event/abc', '/event/-1']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      const head = readHead(res.body);
      expect(head.title).toBe('Event not found | Storytable');
      expect(head.robots).toBe('noindex');
    }
  });
});

describe('the share card', () => {
  it('is a 1200 x 630 PNG, rendered once, kept where every instance reads it', async () => {
    const h = await host();
    const e = await createEvent(ctx.database.db, { hostId: h.id, title: 'The Lost Cities' });
    const image = readHead((await get(`/event/${e.id}`)).body).og('image') as string;
    const path = image.replace(APP, '');
    const first = await get(path);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    const kept = await ctx.database.db
      .select({ key: storedImages.key })
      .from(storedImages)
      .where(eq(storedImages.kind, 'share-card'));
    const version = new URL(image).searchParams.get('v');
    expect(kept.map((k) => k.key)).toContain(`share-${e.id}-${version}.png`);
    expect((await get(path)).rawPayload.equals(first.rawPayload)).toBe(true);

    // a new title is a new card at a new address; the old one goes
    await ctx.database.db
      .update(events)
      .set({ title: 'The Found Cities' })
      .where(eq(events.id, e.id));
    const next = readHead((await get(`/event/${e.id}`)).body).og('image') as string;
    expect(next).not.toBe(image);
    expect((await get(next.replace(APP, ''))).statusCode).toBe(200);
    const left = await ctx.database.db
      .select({ key: storedImages.key })
      .from(storedImages)
      .where(eq(storedImages.kind, 'share-card'));
    expect(left.filter((k) => k.key.startsWith(`share-${e.id}-`))).toHaveLength(1);
    // an old address still answers, briefly cached
    expect((await get(path)).headers['cache-control']).toBe('public, max-age=300');
  });

  it('is not found for a dinner that is not there, and draws nothing for it', async () => {
    const before = await ctx.database.db
      .select({ key: storedImages.key })
      .from(storedImages)
      .where(eq(storedImages.kind, 'share-card'));
    const res = await get('/api/events/2000000000/share-card.png?v=0123456789abcdef');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    // an address with anything but ?v= asks for no card
    expect((await get('/api/events/1/share-card.png?size=9999')).statusCode).toBe(400);
    const after = await ctx.database.db
      .select({ key: storedImages.key })
      .from(storedImages)
      .where(eq(storedImages.kind, 'share-card'));
    expect(after).toEqual(before);
  });
});

describe('profiles, the landing page and the listing', () => {
  it('gives a host’s page their Person, and keeps a guest’s out of search', async () => {
    const h = await createUser(ctx.database.db, {
      isHost: true,
      name: 'Marcus Delgado',
      bio: 'Military historian. Long tables & honest questions.',
    });
    const head = readHead((await get(`/profile/${h.id}`)).body);
    expect(head.title).toBe('Marcus Delgado | Storytable');
    expect(head.description).toBe('Military historian. Long tables & honest questions.');
    expect(head.canonical).toBe(`${APP}/profile/${h.id}`);
    expect(head.og('type')).toBe('profile');
    expect(head.robots).toBeUndefined();
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'Person',
      name: 'Marcus Delgado',
      url: `${APP}/profile/${h.id}`,
      description: 'Military historian. Long tables & honest questions.',
    });
    const guest = await createUser(ctx.database.db, { name: 'Gail Guest' });
    const theirs = readHead((await get(`/profile/${guest.id}`)).body);
    expect(theirs.robots).toBe('noindex');
    expect(theirs.jsonLd).toEqual([]);
    expect((await get('/profile/2000000000')).statusCode).toBe(404);
  });

  it('serves / and /events prerendered to visitors and bare to the signed in, both with their tags', async () => {
    const landing = await get('/');
    expect(landing.body).toContain(ROOTS.landing);
    expect(landing.headers.vary).toMatch(/Cookie/);
    expect(landing.headers['cache-control']).toBe('no-cache');
    const head = readHead(landing.body);
    expect(head.titles).toEqual(['Storytable | Connect through conversation']);
    expect(head.canonical).toBe(`${APP}/`);
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'WebSite', name: 'Storytable' });
    expect(readHead((await get('/', true)).body).canonical).toBe(`${APP}/`);
    expect((await get('/', true)).body).not.toContain(ROOTS.landing);

    const listing = await get('/events');
    expect(listing.body).toContain(ROOTS.events);
    expect(readHead(listing.body).title).toBe('Browse Events | Storytable');
    expect(readHead(listing.body).canonical).toBe(`${APP}/events`);
    const second = await get('/events?page=2');
    expect(second.body).not.toContain(ROOTS.events);
    expect(readHead(second.body).canonical).toBe(`${APP}/events?page=2`);
    // other pages are the app's, with its default head
    const search = await get('/search?q=history');
    expect(search.statusCode).toBe(200);
    expect(readHead(search.body).title).toBe('Storytable | Connect through conversation');
  });

  it('answers a malformed address or page number as a page, never a server error', async () => {
    const bad = ['abc', '-1', '0', '0x13', '1.5', '%F0%9F%98%80', '2147483648', 'x'.repeat(90)];
    for (const id of bad) {
      for (const signedIn of [false, true]) {
        const profile = await get(`/profile/${id}`, signedIn);
        expect(profile.statusCode, `/profile/${id.slice(0, 20)}`).toBe(404);
        const head = readHead(profile.body);
        expect(head.title).toBe('User Not Found | Storytable');
        expect(head.robots).toBe('noindex');
        const event = await get(`/events/${id}`, signedIn);
        expect(event.statusCode, `/events/${id.slice(0, 20)}`).toBe(404);
        expect(readHead(event.body).robots).toBe('noindex');
      }
    }
    // a page number that is not one reads as the first page
    for (const page of ['abc', '-5', '0', '2.5x']) {
      const res = await get(`/events?page=${page}`);
      expect(res.statusCode, page).toBe(200);
      expect(readHead(res.body).canonical).toBe(`${APP}/events`);
    }
    expect((await get('/events?page=1e400')).statusCode).toBe(200);
    // a control character is refused before any page is looked for (the input guard)
    for (const url of ['/profile/%00', '/event/%00', '/events?page=%00']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('answers a file that is not there 404, not with the app', async () => {
    for (const url of ['/foo.xml', '/wp-login.php', '/assets/missing.js', '/api/nope']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await get('/nowhere/at/all')).statusCode).toBe(200); // a page: the app says not found
  });
});

describe('compression', () => {
  it('sends pages gzipped or in brotli as the browser accepts, the same page either way', async () => {
    const h = await host();
    const e = await createEvent(ctx.database.db, { hostId: h.id });
    const plain = await get(`/event/${e.id}`);
    const zipped = await ctx.app.inject({
      method: 'GET',
      url: `/event/${e.id}`,
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    // a browser taking both gets brotli for a page made per request too
    const either = await ctx.app.inject({
      method: 'GET',
      url: `/event/${e.id}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(either.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(either.rawPayload).toString()).toBe(plain.body);
    const landing = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(landing.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(landing.rawPayload).toString()).toBe((await get('/')).body);
  });
});
