import type { Event } from './events.ts';
import { formatEventLongDate, formatEventTime } from './format.ts';
import { feeText, priceOfSeats, priceText } from './money.ts';
import { publicPlaceText } from './places.ts';

/**
 * A dinner page's first screen as the server writes it into the HTML (decision 055): the text it
 * shows, made by the same rules the app's page uses. The web build renders the markup once with
 * these fields as tokens; the server puts each dinner's values, escaped, in their place.
 */
export interface EventFirstScreen {
  title: string;
  /** 'Saturday, November 28, 2026' in the dinner's zone. */
  date: string;
  /** '7:00 PM PST' in the dinner's zone. */
  time: string;
  host: string;
  price: string;
  /** '+ $1.35 fee', or '' for a free dinner. */
  fee: string;
  /** 'Midtown, Sacramento, CA'. */
  place: string;
  coverSrc: string;
  coverSrcSet: string;
  /** The cover box's size: a photo's aspect ratio, or the shorter band of the category artwork. */
  coverBox: string;
}

/** Cover box sizes, shared by the app's cover and the server's first screen (same size, no shift). */
export const EVENT_COVER_BOX = {
  photo: 'aspect-[16/10] sm:aspect-[5/2]',
  art: 'h-36 sm:h-48',
} as const;

type FirstScreenEvent = Pick<
  Event,
  'title' | 'dateTime' | 'timeZone' | 'price' | 'neighborhood' | 'city' | 'state' | 'coverImage'
> & { host: Pick<Event['host'], 'name'> };

export function eventFirstScreen(event: FirstScreenEvent): EventFirstScreen {
  return {
    title: event.title,
    date: formatEventLongDate(event.dateTime, event.timeZone),
    time: formatEventTime(event.dateTime, event.timeZone),
    host: event.host.name,
    price: priceText(event.price),
    fee: feeText(priceOfSeats(event.price)) ?? '',
    place: publicPlaceText(event),
    coverSrc: event.coverImage?.src ?? '',
    coverSrcSet: event.coverImage?.srcSet ?? '',
    coverBox: event.coverImage ? EVENT_COVER_BOX.photo : EVENT_COVER_BOX.art,
  };
}

/** Each field's token in the built first screen: characters no rendering escapes or changes. */
export const EVENT_FIRST_SCREEN_TOKENS: EventFirstScreen = {
  title: '@@st-title@@',
  date: '@@st-date@@',
  time: '@@st-time@@',
  host: '@@st-host@@',
  price: '@@st-price@@',
  fee: '@@st-fee@@',
  place: '@@st-place@@',
  coverSrc: '@@st-cover-src@@',
  coverSrcSet: '@@st-cover-srcset@@',
  coverBox: '@@st-cover-box@@',
};

/** The marker on the element the first screen is written into (the app keeps it until hydrated). */
export const EVENT_FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
