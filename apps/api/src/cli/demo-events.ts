import { randomBytes } from 'node:crypto';
import {
  citiesOf,
  defaultEventLocation,
  EVENT_CATEGORIES,
  type EventCategory,
  timeZoneOf,
  US_STATES,
  zonedDateTime,
} from '@storytable/domain';
import type { DbOrTx } from '../db/client.ts';
import { type EventRow, events, type NewEventRow, type UserRow } from '../db/schema/index.ts';
import { createUser } from '../platform/users/user-factory.ts';
import { demoQuestion } from './demo-answers.ts';
import { seedDemoPictures } from './demo-pictures.ts';

const ZONE = 'America/Los_Angeles';
const DAY = 86_400_000;

/** A round avatar with initials, as a data URI (allowed by the CSP's img-src 'self' data:). */
export function initialsAvatar(name: string, background: string): string {
  const initials = name
    .split(/\s+/)
    .map((p) => p[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><rect width="160" height="160" rx="80" fill="${background}"/><text x="80" y="80" dy="0.35em" text-anchor="middle" font-family="Georgia, serif" font-size="64" fill="#fffaf2">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Today's calendar date in `zone`, plus `days`, as yyyy-MM-dd. */
function dateInZone(days: number, zone = ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(
    new Date(Date.now() + days * DAY),
  );
}

function at(days: number, time: string, zone = ZONE): Date {
  const d = zonedDateTime(dateInZone(days, zone), time, zone);
  if (!d) throw new Error(`demo events: bad time ${time}`);
  return d;
}

// Host ratings come only from real reviews (the review service recomputes them from the rows),
// so the demo hosts start unrated rather than claiming reviews that do not exist.
const DEMO_HOSTS = [
  {
    name: 'Eleanor Whitfield',
    username: 'eleanor_whitfield',
    color: '#8a4b2f',
    bio: 'Former museum curator who has spent twenty years telling the stories of ancient Rome and Egypt. I host dinners where the past feels close enough to touch.',
    isVerifiedHost: true,
    idmeVerified: true,
    manualReviewStatus: 'verified' as const,
    rating: null,
    reviewCount: 0,
  },
  {
    name: 'Marcus Delgado',
    username: 'marcus_delgado',
    color: '#3f5a45',
    bio: 'Retired Army officer and military historian. I like long tables, strong coffee and honest questions about why wars start and how they end.',
    isVerifiedHost: true,
    idmeVerified: true,
    manualReviewStatus: 'verified' as const,
    rating: null,
    reviewCount: 0,
  },
  {
    name: 'Priya Raman',
    username: 'priya_raman',
    color: '#5b4a8a',
    bio: 'Engineer turned startup mentor. My dinners are about how ideas become inventions, and how to lead people through change without losing yourself.',
    isVerifiedHost: true,
    idmeVerified: true,
    manualReviewStatus: 'verified' as const,
    rating: null,
    reviewCount: 0,
  },
  {
    name: 'Samuel Okafor',
    username: 'samuel_okafor',
    color: '#a36a1f',
    bio: 'Community organizer and storyteller. I bring neighbors together to talk about heritage, belonging and the work of making a city better.',
    isVerifiedHost: false,
    idmeVerified: false,
    manualReviewStatus: 'approved' as const,
    rating: null,
    reviewCount: 0,
  },
  {
    name: 'June Takahashi',
    username: 'june_takahashi',
    color: '#2f6f7a',
    bio: 'Art historian and lover of old books. Expect paintings passed around the table and a reading or two between courses.',
    isVerifiedHost: false,
    idmeVerified: true,
    manualReviewStatus: 'pending' as const,
    rating: null,
    reviewCount: 0,
  },
];

const RESTAURANTS = [
  'Capitol Oak Bistro',
  'Midtown Ember',
  'The Delta Table',
  'Riverbend Supper Club',
  'Old Town Chophouse',
  'Tower Bridge Trattoria',
  "Sutter's Hearth",
  'Golden Spike Brasserie',
  'Land Park Larder',
  'R Street Commons',
  'Camellia House',
  'American River Grill',
];

/**
 * Where each demo restaurant is: street addresses in the neighborhoods of Sacramento, for the
 * guests who hold a seat, and the neighborhood everyone sees (decision 047).
 */
const ADDRESSES: Record<string, { streetAddress: string; neighborhood: string }> = {
  'Capitol Oak Bistro': { streetAddress: '1530 J St', neighborhood: 'Downtown' },
  'Midtown Ember': { streetAddress: '2030 L St', neighborhood: 'Midtown' },
  'The Delta Table': { streetAddress: '1013 Front St', neighborhood: 'Old Sacramento' },
  'Riverbend Supper Club': { streetAddress: '2801 Capitol Ave', neighborhood: 'Midtown' },
  'Old Town Chophouse': { streetAddress: '1107 2nd St', neighborhood: 'Old Sacramento' },
  'Tower Bridge Trattoria': { streetAddress: '925 Capitol Mall', neighborhood: 'Downtown' },
  "Sutter's Hearth": { streetAddress: '2724 J St', neighborhood: 'Sutter District' },
  'Golden Spike Brasserie': { streetAddress: '1200 K St', neighborhood: 'Downtown' },
  'Land Park Larder': { streetAddress: '2425 Land Park Dr', neighborhood: 'Land Park' },
  'R Street Commons': { streetAddress: '1725 R St', neighborhood: 'R Street Corridor' },
  'Camellia House': { streetAddress: '5601 H St', neighborhood: 'East Sacramento' },
  'American River Grill': { streetAddress: '3301 Folsom Blvd', neighborhood: 'East Sacramento' },
};

function addressOf(restaurantName: string) {
  const found = ADDRESSES[restaurantName];
  if (!found) throw new Error(`demo events: no address for ${restaurantName}`);
  return found;
}

type DemoEvent = { title: string; description: string };

/** Three dinners per category: title and description written for people, not for tests. */
const DEMO_EVENTS: Record<EventCategory, DemoEvent[]> = {
  'Ancient Civilizations': [
    {
      title: 'Bread and Circuses: Dining Like a Roman',
      description:
        'Roman history over a four-course dinner. We talk about what ordinary Romans ate, laughed at and feared, and what their empire can teach a modern city.',
    },
    {
      title: 'Pharaohs, Priests and Papyrus',
      description:
        'Ancient Egypt beyond the pyramids: scribes, beer rations, and the everyday lives of the people who built a civilization that lasted three thousand years.',
    },
    {
      title: 'The Lost Cities of Mesopotamia',
      description:
        'From Uruk to Babylon, the first cities, the first laws and the first recipes ever written down, shared over dishes inspired by them.',
    },
  ],
  'World History': [
    {
      title: 'World History in Twelve Dishes',
      description:
        'Twelve guests, twelve small plates, twelve turning points in world history. Each course starts a conversation about one moment that changed everything.',
    },
    {
      title: 'Silk Road Suppers',
      description:
        'Spices, ideas and empires moved along the Silk Road. Trace the routes over a meal that borrows from every stop on the way.',
    },
    {
      title: 'The Year 1492, Seen From Everywhere',
      description:
        'History rarely happens in one place. We look at a single year from Granada, Beijing, Timbuktu and Tenochtitlan.',
    },
  ],
  'Art History': [
    {
      title: 'Art History After Dark: The Impressionists',
      description:
        'Art history and French bistro classics. Why were Monet and Morisot so scandalous, and what would shock a gallery today?',
    },
    {
      title: 'Forgers, Thieves and Masterpieces',
      description:
        'The strangest stories in the art world: stolen paintings, brilliant fakes and the detectives who chased them.',
    },
    {
      title: 'Renaissance Rivals',
      description:
        'Michelangelo versus Leonardo, Florence versus Rome. Rivalry, patronage and genius around a Tuscan table.',
    },
  ],
  'Military History': [
    {
      title: 'Military History Roundtable: Turning Points',
      description:
        'Military history told through the decisions of a single day. Gettysburg, Midway and Agincourt over a slow-cooked dinner.',
    },
    {
      title: 'Letters From the Front',
      description:
        'We read letters written home by soldiers across two centuries and talk about courage, fear and the people waiting for news.',
    },
    {
      title: 'Generals and Their Kitchens',
      description:
        'Armies march on their stomachs. A dinner about logistics, rations and the cooks who quietly won campaigns.',
    },
  ],
  'Cultural Heritage': [
    {
      title: 'Family Recipes, Family Histories',
      description:
        'Bring a story about a dish your family still makes. Cultural heritage lives in kitchens, and we will taste a few of them.',
    },
    {
      title: 'The Delta Chinese Communities of California',
      description:
        'The history of Locke and Walnut Grove, and the Chinese families who shaped the Sacramento Delta, over a shared banquet.',
    },
    {
      title: 'Songs We Inherited',
      description:
        'Folk songs carry history the textbooks leave out. A musician joins us between courses.',
    },
  ],
  'Historical Innovation': [
    {
      title: 'Inventions That Changed Dinner',
      description:
        'Historical innovation at the table: the fork, the icebox, canned food and the microwave. Small inventions, huge consequences.',
    },
    {
      title: 'The Printing Press and the First Viral Ideas',
      description:
        'How Gutenberg made ideas travel faster than kings could stop them, and what that tells us about the internet.',
    },
    {
      title: 'Railroads That Built the West',
      description:
        'Sacramento was where the transcontinental railroad began. The engineering, the labor and the people behind it.',
    },
  ],
  'Modern History': [
    {
      title: 'The Sixties, Remembered',
      description:
        'Modern history from people who lived it and people who wish they had. Music, protest and the moon landing.',
    },
    {
      title: 'After the Wall Came Down',
      description:
        'Europe in 1989 and the years that followed: hope, hard choices and the world we inherited.',
    },
    {
      title: 'California Since the Gold Rush',
      description:
        'How a gold rush town became the capital of the largest state economy in the country, one boom at a time.',
    },
  ],
  'Archaeological Finds': [
    {
      title: 'Digging Up the Past: Great Archaeological Finds',
      description:
        'Archaeological finds that rewrote history, from Pompeii to the Terracotta Army, told by someone who has held a trowel.',
    },
    {
      title: 'Shipwrecks and Sunken Cities',
      description:
        'Underwater archaeology and the treasures the sea kept for centuries. A seafood dinner, naturally.',
    },
    {
      title: 'What Our Trash Will Say About Us',
      description:
        'Archaeologists read the past in rubbish heaps. What would they make of ours in a thousand years?',
    },
  ],
  'Historical Literature': [
    {
      title: 'Historical Literature Book Club: War and Peace',
      description:
        'Historical literature over a Russian-inspired supper. No need to have finished the book; most of us have not.',
    },
    {
      title: 'Poets of the Great War',
      description:
        'Owen, Sassoon and the poets who wrote from the trenches. Readings between courses.',
    },
    {
      title: 'Myths Retold',
      description:
        'Homer, Ovid and the modern novels that reimagine them. Which retellings work and why do we keep returning to old stories?',
    },
  ],
  'Historical Politics': [
    {
      title: 'History of Democracy, From Athens to Sacramento',
      description:
        'History of self-government, from the Athenian assembly to the state capitol down the street. Bring your opinions.',
    },
    {
      title: 'Speeches That Changed Minds',
      description:
        'We listen to five great speeches and ask what made them work. Lincoln, Churchill, King and two surprises.',
    },
    {
      title: 'Founders at the Dinner Table',
      description:
        'The arguments of the constitutional convention, replayed over a colonial-era menu.',
    },
  ],
  'Tech & Innovation': [
    {
      title: 'Tech & Innovation: Where AI Came From',
      description:
        'Tech and innovation from Ada Lovelace to today. A friendly, jargon-free dinner about thinking machines.',
    },
    {
      title: 'Founders Who Failed First',
      description:
        'Stories of start-ups that almost did not make it, told by people who have been there. Honest, funny and useful.',
    },
    {
      title: 'The Future of Food',
      description:
        'Lab-grown meat, vertical farms and the farm-to-fork capital of America. What will we eat in 2050?',
    },
  ],
  'Personal Development': [
    {
      title: 'Personal Development Supper: The Art of Listening',
      description:
        'Personal development without the jargon. A dinner where the only rule is to listen more than you speak.',
    },
    {
      title: 'Starting Over at Any Age',
      description:
        'Career changes, moves and second acts. Guests share the moment they decided to begin again.',
    },
    {
      title: 'Habits of the Ancients',
      description:
        'Stoic philosophy and daily rituals from history that still help people live well today.',
    },
  ],
  'Social Impact': [
    {
      title: 'Social Impact Dinner: Feeding Our Neighbors',
      description:
        'Social impact close to home: food banks, community gardens and the people running them in Sacramento.',
    },
    {
      title: 'Movements That Worked',
      description:
        'What history teaches about organizing for change, from suffrage to civil rights to local campaigns.',
    },
    {
      title: 'Giving Well',
      description:
        'How to volunteer and donate so that it actually helps. A practical, candid conversation.',
    },
  ],
  Leadership: [
    {
      title: 'Leadership Lessons From Shackleton',
      description:
        'Leadership under impossible conditions: the Endurance expedition and what it teaches about keeping a team together.',
    },
    {
      title: 'Leading Without a Title',
      description: 'Influence, trust and quiet leadership in teams, families and neighborhoods.',
    },
    {
      title: 'Presidents Under Pressure',
      description:
        'Great decisions and great mistakes made in the Oval Office, and what anyone leading people can learn from them.',
    },
  ],
};

const PAST_EVENTS: DemoEvent[] = [
  {
    title: 'Winter Solstice Stories',
    description: 'Midwinter traditions from around the world, told by candlelight.',
  },
  {
    title: 'The Gold Rush Supper',
    description: 'The history of 1849 Sacramento over a miner-inspired menu.',
  },
  {
    title: 'Ancient Greek Symposium',
    description: 'Philosophy and wine, the way Plato described it.',
  },
  {
    title: 'Women Who Led Revolutions',
    description: 'Leadership stories that history books skipped.',
  },
];

/** The demo host login's own past dinner, so it has reviews to read and answer (decision 062). */
const LOGIN_HOST_PAST_EVENT: DemoEvent = {
  title: 'Letters Home from the Front',
  description: 'Soldiers’ letters across two centuries, read aloud between courses.',
};

/** The upcoming demo dinner seeded sold out: weeks away, past the listing's first page. */
const SOLD_OUT_AT = 13;

/**
 * The demo marketplace: five hosts (verified, unverified, pending review) with avatars (photos for
 * some) and bios, and 42 upcoming Sacramento dinners, three in each of the 14 categories, some featured, some
 * free, some nearly full and one sold out, a third with a cover photo, plus a few past ones. Hosts passed in (the demo host login) host
 * some of the dinners too.
 */
export async function seedDemoEvents(
  tx: DbOrTx,
  {
    hosts: loginHosts = [],
    paidDinners = true,
  }: {
    hosts?: UserRow[];
    /** false when no demo host can take card payments (Stripe mode): every dinner is free. */
    paidDinners?: boolean;
  } = {},
): Promise<{ hosts: UserRow[]; events: EventRow[]; taken: Map<number, number> }> {
  const demoHosts: UserRow[] = [];
  for (const h of DEMO_HOSTS) {
    const { color, ...fields } = h;
    demoHosts.push(
      await createUser(tx, {
        ...fields,
        email: `${h.username}@demo.storytable.test`,
        password: randomBytes(18).toString('base64url'),
        profileImage: initialsAvatar(h.name, color),
        isHost: true,
        becameHostAt: new Date(Date.now() - 200 * DAY),
      }),
    );
  }
  const hosts = [...demoHosts, ...loginHosts.filter((h) => h.isHost)];
  const rows: NewEventRow[] = [];
  /** Seats taken per row index: real reservations fill them (demo-seed.ts). */
  const takenAt: number[] = [];
  const times = ['18:00', '18:30', '19:00', '19:30', '20:00'];
  let i = 0;
  for (const category of EVENT_CATEGORIES) {
    for (const e of DEMO_EVENTS[category]) {
      // the sold-out one is the demo host login's, so her guest list shows a full table and a line
      const host =
        (i === SOLD_OUT_AT ? loginHosts.find((h) => h.isHost) : undefined) ??
        hosts[i % hosts.length]!;
      const capacity = [8, 6, 10, 12, 7, 8, 9][i % 7]!;
      const free = i % 7 === 3;
      const nearlyFull = i % 9 === 4;
      const restaurantName = RESTAURANTS[i % RESTAURANTS.length]!;
      rows.push({
        hostId: host.id,
        title: e.title,
        description: e.description,
        tags: [category],
        // not the soonest three (i = 0, 15, 30 fall on the first day): the grid's first row, under
        // the featured carousel, would repeat it
        featured: i % 5 === 2,
        restaurantName,
        ...addressOf(restaurantName),
        city: 'Sacramento',
        state: 'CA',
        location: defaultEventLocation({ restaurantName, city: 'Sacramento', state: 'CA' }),
        dateTime: at(2 + ((i * 5) % 75), times[i % times.length]!),
        timeZone: ZONE,
        price: free || !paidDinners ? 0 : [4500, 6500, 3500, 8500, 5500, 12000, 2500][i % 7]!,
        capacity,
        availableSpots: capacity,
        // most hosts keep today's rule; a few choose Moderate, one or two Strict (decision 057)
        refundPolicy: i % 20 === 5 ? 'strict' : i % 7 === 1 ? 'moderate' : 'flexible',
        ...demoQuestion(i),
        // parties of up to 1 to 4 seats per booking (decision 063)
        maxSeatsPerBooking: 1 + ((i + 1) % 4),
      });
      // one dinner sold out, so a visitor sees the Sold out box and can join its waitlist
      takenAt.push(i === SOLD_OUT_AT ? capacity : nearlyFull ? capacity - 1 : i % 4);
      i += 1;
    }
  }
  const loginHost = loginHosts.find((h) => h.isHost);
  const past = PAST_EVENTS.map((e, j) => ({ e, host: hosts[j % hosts.length]! }));
  if (loginHost) past.push({ e: LOGIN_HOST_PAST_EVENT, host: loginHost });
  past.forEach(({ e, host }, j) => {
    const restaurantName = RESTAURANTS[(j + 3) % RESTAURANTS.length]!;
    rows.push({
      hostId: host.id,
      title: e.title,
      description: e.description,
      tags: [EVENT_CATEGORIES[(j * 4) % EVENT_CATEGORIES.length]!],
      restaurantName,
      ...addressOf(restaurantName),
      city: 'Sacramento',
      state: 'CA',
      location: defaultEventLocation({ restaurantName, city: 'Sacramento', state: 'CA' }),
      dateTime: at(-(10 + j * 12), '19:00'),
      timeZone: ZONE,
      price: j === 1 || !paidDinners ? 0 : 4000,
      capacity: 8,
      availableSpots: 8,
    });
    // past dinners were full; the free one keeps a seat for the demo guest login
    takenAt.push(j === 1 ? 7 : 8);
  });
  const inserted = await tx.insert(events).values(rows).returning();
  const taken = new Map(inserted.map((e, k) => [e.id, takenAt[k] ?? 0]));
  const pictured = await seedDemoPictures(tx, [...demoHosts, ...loginHosts], inserted);
  return { hosts: pictured.slice(0, demoHosts.length), events: inserted, taken };
}

// ---------------------------------------------------------------- bulk data for benchmarks

const TOPICS = [
  'Roman History',
  'the Silk Road',
  'Art History',
  'the Renaissance',
  'Military History',
  'the Gold Rush',
  'Ancient Egypt',
  'Modern History',
  'the Printing Press',
  'Jazz Age America',
  'the Space Race',
  'Leadership',
  'Social Change',
  'Great Inventions',
  'Lost Cities',
  'Shipwrecks',
  'the Cold War',
  'Greek Philosophy',
  'Medieval Kitchens',
  'the Industrial Revolution',
];
const FORMATS = [
  'Dinner and Conversation on',
  'A Supper About',
  'Stories of',
  'An Evening With',
  'Candlelit Talk:',
  'Long Table:',
  'Small Plates and',
  'Questions About',
];
const OPENINGS = [
  'A relaxed dinner about',
  'Good food and a guided conversation on',
  'Bring your curiosity:',
  'A small table talks through',
  'An intimate evening exploring',
];

/** `n` varied events for benchmarks, inserted in batches; hosts are created for them. */
export async function seedManyEvents(
  db: DbOrTx,
  n: number,
): Promise<{ events: number; hosts: UserRow[] }> {
  const hosts: UserRow[] = [];
  for (let h = 0; h < 10; h += 1) {
    hosts.push(
      await createUser(db, {
        name: `Bench Host ${h + 1}`,
        isHost: true,
        isVerifiedHost: h % 2 === 0,
        // no avatar: a data URI repeated in every event would dwarf the event itself
        profileImage: null,
        // unrated: ratings come only from real reviews, and bench data has none
      }),
    );
  }
  const otherStates = US_STATES.filter((s) => s.code !== 'CA');
  const batch = 1000;
  for (let start = 0; start < n; start += batch) {
    const rows: NewEventRow[] = [];
    for (let k = start; k < Math.min(n, start + batch); k += 1) {
      const topic = TOPICS[k % TOPICS.length]!;
      const category = EVENT_CATEGORIES[(k * 7) % EVENT_CATEGORIES.length]!;
      // half of the dinners are in Sacramento, the rest spread over the other states
      const state =
        k % 2 === 0
          ? US_STATES.find((s) => s.code === 'CA')!
          : otherStates[k % otherStates.length]!;
      const cities = citiesOf(state.code);
      const city = cities[k % cities.length]!;
      const restaurantName = `${RESTAURANTS[k % RESTAURANTS.length]} ${k % 3 === 0 ? 'Downtown' : 'Midtown'}`;
      const capacity = 4 + (k % 9);
      const days = k % 20 === 0 ? -((k % 60) + 1) : (k % 365) + 1;
      rows.push({
        hostId: hosts[k % hosts.length]!.id,
        title: `${FORMATS[k % FORMATS.length]} ${topic} #${k + 1}`,
        description: `${OPENINGS[k % OPENINGS.length]} ${topic.toLowerCase()}, ${category.toLowerCase()} and the people who lived it. Menu by the house; conversation guided by your host.`,
        tags: [category],
        featured: k % 50 === 0,
        restaurantName,
        streetAddress: `${100 + (k % 900)} ${['Main St', 'Oak Ave', 'Market St', '2nd St'][k % 4]}`,
        neighborhood: k % 3 === 0 ? 'Downtown' : 'Midtown',
        city,
        state: state.code,
        location: defaultEventLocation({ restaurantName, city, state: state.code }),
        dateTime: new Date(Date.now() + days * DAY + (k % 24) * 900_000),
        timeZone: timeZoneOf(state.code),
        price: k % 10 === 0 ? 0 : 1000 + (k % 40) * 500,
        capacity,
        // bench data has no reservations, so every seat is free (the seat invariant holds)
        availableSpots: capacity,
        status: k % 33 !== 0,
      });
    }
    await db.insert(events).values(rows);
  }
  return { hosts, events: n };
}
