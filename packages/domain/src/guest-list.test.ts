import { describe, expect, it } from 'vitest';
import {
  confirmedSeatsOf,
  csvField,
  everySeat,
  type GuestList,
  guestListCsv,
  guestListFilename,
} from './guest-list.ts';

const list: GuestList = {
  eventId: 7,
  title: 'Supper Club: Stories & Strangers!',
  dateTime: '2026-12-06T03:30:00.000Z',
  timeZone: 'America/Los_Angeles',
  capacity: 8,
  confirmedSeats: 2,
  question: null,
  dietaryTotals: [],
  guests: [
    {
      reservationId: 11,
      name: 'Ana "Nana" Lima',
      profileImage: null,
      seats: 1,
      bookedAt: '2026-11-20T18:05:00.000Z',
      dietary: { needs: [], note: null },
      companions: [],
      answer: null,
    },
    {
      reservationId: 12,
      name: '=HYPERLINK("http://x")',
      profileImage: '/api/images/1',
      seats: 1,
      bookedAt: '2026-11-21T01:00:00.000Z',
      dietary: { needs: [], note: null },
      companions: [],
      answer: null,
    },
  ],
  waitlist: [],
};

describe('guest list CSV', () => {
  it('quotes every field and doubles quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField(3)).toBe('"3"');
  });

  it('defuses what a spreadsheet would run as a formula', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvField(`${lead}1+1`)).toBe(`"'${lead}1+1"`);
    expect(csvField('Zoë = fine')).toBe('"Zoë = fine"');
  });

  it('writes one row per confirmed guest, booked times in the dinner’s zone', () => {
    expect(guestListCsv(list).split('\r\n')).toEqual([
      '"Name","Seats","Booked at","Reservation","Dietary needs","Answer"',
      '"Ana ""Nana"" Lima","1","Nov 20, 2026 10:05 AM PST","11","None",""',
      '"\'=HYPERLINK(""http://x"")","1","Nov 20, 2026 5:00 PM PST","12","None",""',
    ]);
  });

  it('writes a row per seat of a party, each companion named with the booker', () => {
    const [first] = list.guests;
    if (!first) throw new Error('fixture');
    const party: GuestList = {
      ...list,
      guests: [
        {
          ...first,
          seats: 2,
          companions: [{ name: 'Rui', dietary: { needs: ['vegan'], note: 'no honey' } }],
        },
      ],
    };
    expect(guestListCsv(party).split('\r\n').slice(1)).toEqual([
      '"Ana ""Nana"" Lima","2","Nov 20, 2026 10:05 AM PST","11","None",""',
      '"Rui (with Ana ""Nana"" Lima)","","Nov 20, 2026 10:05 AM PST","11","Vegan (no honey)",""',
    ]);
    expect(everySeat(party.guests).map((s) => s.dietary.needs)).toEqual([[], ['vegan']]);
  });

  it('names the file for the dinner and its local date', () => {
    expect(guestListFilename(list)).toBe('guests-supper-club-stories-strangers-2026-12-05.csv');
    expect(guestListFilename({ ...list, title: '晚餐' })).toBe('guests-dinner-2026-12-05.csv');
  });

  it('counts seats, not bookings', () => {
    expect(confirmedSeatsOf([{ seats: 1 }, { seats: 3 }])).toBe(4);
    expect(confirmedSeatsOf([])).toBe(0);
  });
});
