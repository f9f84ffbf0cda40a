import type { Scenario } from '../lib/types.ts';
import { apiCore } from './api-core.ts';
import { events } from './events.ts';
import { hostPages } from './host-pages.ts';
import { landing } from './landing.ts';
import { opening } from './opening.ts';
import { pages100k } from './pages.ts';
import { reminders } from './reminders.ts';
import { reservations } from './reservations.ts';
import { search, search1m, search100k } from './search.ts';

/**
 * Every bench scenario, in the order they run. A new one is a file in this folder exporting a
 * Scenario (lib/types.ts), plus one line here.
 */
export const scenarios: Scenario[] = [
  apiCore,
  landing,
  hostPages,
  events,
  reservations,
  opening,
  reminders,
  search,
  search100k,
  search1m,
  pages100k,
];
