import {
  checkInCount,
  checkInCountText,
  eventPromptsSchema,
  formatEventWhen,
  TABLE_FIRST_SCREEN_TOKENS,
  type Table,
  tableSchema,
} from '@storytable/domain';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { requestNow } from '../../platform/clock/request-now.ts';
import { ownViewJson } from '../../platform/users/own-view.ts';
import { eventPrompts } from '../prompts/index.ts';
import { dinnerTable } from '../tickets/index.ts';
import { withoutCookieBanner } from './first-screen-cookie-banner.ts';
import { pageDataBlock } from './html-template.ts';
import { hasNoCookieChoice, pageSession } from './page-session.ts';

/** What table mode's page carries for its host: the data block, and whether to keep the bar. */
export interface TablePageData {
  json: string;
  table: Table;
  cookieBanner: boolean;
}

/**
 * Table mode's data for the page the server answers (decision 074): the signed-in user, the
 * table and its prompts, read with the page request's own session and the API's own services,
 * so only the dinner's host or an admin gets them. Anyone else (no session, another host, a
 * dinner that is not there) gets null and the page reads the API as before.
 */
export async function tablePageData(
  deps: Pick<AppDeps, 'db' | 'sessionCache'>,
  request: FastifyRequest,
  eventId: number,
): Promise<TablePageData | null> {
  const entry = await pageSession(deps, request);
  if (!entry) return null;
  try {
    const [table, prompts] = await Promise.all([
      dinnerTable(deps, entry.user, eventId, requestNow(request)),
      eventPrompts(deps, entry.user, eventId),
    ]);
    // parsed as the API's answers are, so the page holds nothing the API would not send
    const parsed = tableSchema.parse(table);
    const json = `{"user":${ownViewJson(entry)},"table":${JSON.stringify(parsed)},"prompts":${JSON.stringify(eventPromptsSchema.parse(prompts))}}`;
    return { json, table: parsed, cookieBanner: hasNoCookieChoice(entry.user) };
  } catch (err) {
    if (err instanceof AppError && (err.status === 403 || err.status === 404)) return null;
    throw err;
  }
}

const BODY = '<div data-first-screen-body="">';

/**
 * Table mode's top for its first screen (the build's template, each token replaced by its text,
 * escaped for HTML) in place of the loading text: the count the app draws at the same size.
 */
function withTableHeading(html: string, template: string, table: Table): string {
  const count = checkInCount(table.seats.map((s) => ({ ...s, checkedIn: s.checkedInAt !== null })));
  const text: Record<string, string> = {
    [TABLE_FIRST_SCREEN_TOKENS.title]: table.title,
    [TABLE_FIRST_SCREEN_TOKENS.when]: formatEventWhen(table.dateTime, table.timeZone),
    [TABLE_FIRST_SCREEN_TOKENS.count]: checkInCountText(count),
  };
  // one pass over the template: a title that looks like a token is never replaced again
  const heading = template.replace(/@@st-table-[a-z]+@@/g, (t) => escapeHtml(text[t] ?? t));
  const from = html.indexOf(BODY);
  const to = html.indexOf('</div>', from);
  if (from === -1 || to === -1) return html;
  return `${html.slice(0, from + BODY.length)}${heading}${html.slice(to)}`;
}

/**
 * The page with its host's data in a data block at the end of its head and, when the build
 * wrote the template, the table's top in its first screen.
 */
export function withTableData(html: string, data: TablePageData, heading: string | null): string {
  const bar = data.cookieBanner ? html : withoutCookieBanner(html);
  const page = heading ? withTableHeading(bar, heading, data.table) : bar;
  const at = page.indexOf('</head>');
  return `${page.slice(0, at)}${pageDataBlock(data.json)}\n  ${page.slice(at)}`;
}
