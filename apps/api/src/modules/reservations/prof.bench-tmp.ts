import { createTestApp } from '../../test/helper.ts';
import { guest, hostedEvent, payoutReadyHost, reserve } from './reservation-test-support.ts';

const ctx = await createTestApp();
const host = await payoutReadyHost(ctx);
const events = await Promise.all(
  Array.from({ length: 10 }, () => hostedEvent(ctx, host.user.id, { capacity: 12 })),
);
const guests = [];
for (let i = 0; i < 40; i++) guests.push(await guest(ctx));
let t = performance.now();
let n = 0;
for (const g of guests.slice(0, 20))
  for (const e of events.slice(0, 3)) {
    const r = await reserve(ctx, g.agent, { eventId: e.id });
    if (r.statusCode !== 201) console.log(r.statusCode, r.body);
    n++;
  }
console.log('sequential', n, ((performance.now() - t) / n).toFixed(1), 'ms each');
t = performance.now();
const rs = await Promise.all(
  guests
    .slice(20)
    .flatMap((g) => events.slice(3, 6).map((e) => reserve(ctx, g.agent, { eventId: e.id }))),
);
console.log(
  'parallel',
  rs.length,
  (performance.now() - t).toFixed(1),
  'ms total',
  rs.filter((r) => r.statusCode === 201).length,
);
const { buildIcs } = await import('./ics.ts');
t = performance.now();
for (let i = 0; i < 50; i++)
  buildIcs({
    uid: 'x',
    start: new Date(),
    end: new Date(Date.now() + 7200000),
    timeZone: 'America/Los_Angeles',
    summary: 's',
    location: 'l',
    description: 'd',
  });
console.log('ics', ((performance.now() - t) / 50).toFixed(2), 'ms each');
await ctx.close();
