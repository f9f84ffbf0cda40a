import { EVENT_CATEGORIES, FILTER_STATE_CODES, findState } from '@storytable/domain';

/** The panel's category choices: every category, one at a time. */
export const CATEGORY_OPTIONS = EVENT_CATEGORIES.map((c) => ({ value: c, label: c }));

/** The panel's state choices: the states with dinners to filter by, by name. */
export const STATE_OPTIONS = FILTER_STATE_CODES.map((code) => ({
  value: code,
  label: findState(code)?.name ?? code,
}));

/** A price slider's value: whole dollars. */
export const dollars = (n: number) => `$${n}`;

/** A group-size slider's value: '1 guest', '8 guests'. */
export const guests = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;
