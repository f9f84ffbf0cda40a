import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  EVENT_FIRST_SCREEN_TOKENS,
  type Event,
  eventPagePath,
  idParamSchema,
  SIGNED_IN_COOKIE,
} from '@storytable/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { eventJson } from '../events/index.ts';
import { getPublicProfile } from '../profile/index.ts';
import { fillFirstScreen } from './event-first-screen.ts';
import { eventPageHead, type Site } from './event-page-head.ts';
import { accountHasNoCookieChoice, withoutCookieBanner } from './first-screen-cookie-banner.ts';
import { fixedPage, sendPage } from './html-response.ts';
import { HtmlTemplate } from './html-template.ts';
import { headTags, type PageHead } from './page-head.ts';
import { eventsHead, landingHead, missingHead, profileHead } from './site-heads.ts';
import { tablePageData, withTableData } from './table-page.ts';

/** Pages a route answers are the web app's, not API: left out of the API's document. */
const page = { schema: { hide: true } } as const;

/** The files the web build prerenders for visitors (apps/web/prerender.ts, decision 037). */
const PRERENDERED = {
  landing: 'prerendered/landing.html',
  events: 'prerendered/events.html',
  event: 'prerendered/event.html',
} as const;

/**
 * The host's pages used on a phone, signed in so never prerendered: the app's shell with the
 * page's own chunks preloaded (decision 070). Their data stays behind the API's authorization:
 * table mode carries its data only for the dinner's host or an admin (decision 074). Both keep
 * the first screen's cookie bar for an account that has made no choice (decisions 074, 079).
 */
const TABLE_MODE = '/event/:id/table';
/** Table mode's top with tokens, which the server fills for the dinner's host (decision 074). */
const TABLE_HEADING = 'prerendered/table-heading.html';
const PRELOADED = {
  [TABLE_MODE]: 'prerendered/table-mode.html',
  '/host/earnings': 'prerendered/earnings.html',
} as const;

const firstScreenMarker = EVENT_FIRST_SCREEN_TOKENS.title;

const isVisitor = (request: FastifyRequest) => request.cookies[SIGNED_IN_COOKIE] === undefined;

const isNotFound = (err: unknown) => err instanceof AppError && err.status === 404;

/**
 * The web app's pages as the server answers them (decision 047): each with its own title,
 * description, canonical address, Open Graph and Twitter tags and schema.org data, for everyone
 * (a chat app's preview and a search engine read no JavaScript). A visitor's `/`, `/events` and
 * dinner pages come with their first screen prerendered (decision 037); a dinner page also
 * carries its dinner, which the app starts from.
 */
export async function registerPages(app: FastifyInstance, root: string) {
  const { deps } = app;
  const site: Site = { appName: deps.config.appName, appUrl: deps.config.appUrl };
  const load = (file: string) =>
    existsSync(resolve(root, file))
      ? new HtmlTemplate(readFileSync(resolve(root, file), 'utf8'))
      : null;
  const index = load('index.html');
  if (!index) throw new Error(`${root} has no index.html`);
  const prerendered = {
    landing: load(PRERENDERED.landing),
    events: load(PRERENDERED.events),
    event: load(PRERENDERED.event),
  };
  // the dinner page's first screen is written per dinner (decision 055): a build without its
  // tokens would show every visitor the same tokens, so it is refused at start-up
  if (prerendered.event && !prerendered.event.bodyIncludes(firstScreenMarker))
    throw new Error(`${PRERENDERED.event} has no first screen to fill`);
  const tags = (head: PageHead) => headTags(head, site.appName);
  /**
   * A fixed page's forms, made and compressed once: a visitor's with its first screen in place
   * (decision 037), and the app's shell with the same head for everyone else.
   */
  const fixed = (prerender: HtmlTemplate | null, head: string) => ({
    visitor: prerender ? fixedPage(prerender.render(head)) : null,
    others: fixedPage(index.render(head)),
  });
  /** The prerendered form goes to a visitor asking for the bare address (no query). */
  const pick = (request: FastifyRequest, pages: ReturnType<typeof fixed>) =>
    pages.visitor && isVisitor(request) && !request.url.includes('?')
      ? pages.visitor
      : pages.others;

  const landing = fixed(prerendered.landing, tags(landingHead(site)));
  app.get('/', page, (request, reply) => sendPage(request, reply, pick(request, landing)));

  const listing = fixed(prerendered.events, tags(eventsHead(site, 1)));
  app.get('/events', page, (request, reply) => {
    const query = request.query as { page?: string };
    const n = Math.min(Math.max(1, Math.trunc(Number(query.page)) || 1), 1_000_000);
    if (n === 1) return sendPage(request, reply, pick(request, listing));
    return sendPage(request, reply, index.render(tags(eventsHead(site, n))));
  });

  const eventParams = idParamSchema('event');
  const eventPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = eventParams.safeParse(request.params);
    const visitor = isVisitor(request);
    const missing = (path: string) =>
      sendPage(request, reply, index.render(tags(missingHead(site, 'Event not found', path))), 404);
    if (!parsed.success) return missing(request.url.split('?')[0] ?? '/');
    const { id } = parsed.data;
    try {
      // the whole answer is kept with the dinner's JSON: any change to events empties both
      const html = await deps.eventsCache.get(
        `page:event:${id}:${visitor ? 'v' : 's'}`,
        async () => {
          const json = await eventJson(deps, id);
          const event = JSON.parse(json) as Event;
          const head = tags(eventPageHead(event, site));
          const data = `{"event":${json}}`;
          const value =
            visitor && prerendered.event
              ? prerendered.event.render(head, data, (body) => fillFirstScreen(body, event))
              : index.render(head, data);
          return { value };
        },
      );
      return sendPage(request, reply, html);
    } catch (err) {
      if (isNotFound(err)) return missing(eventPagePath(id));
      throw err;
    }
  };
  app.get('/event/:id', page, eventPage);
  app.get('/events/:id', page, eventPage);

  const shell = readFileSync(resolve(root, 'index.html'), 'utf8');
  const preloaded = (file: string) =>
    existsSync(resolve(root, file)) ? readFileSync(resolve(root, file), 'utf8') : shell;
  for (const [path, file] of Object.entries(PRELOADED)) {
    // the first screen's cookie bar stays only where the account is known to have no choice
    const html = fixedPage(withoutCookieBanner(preloaded(file)));
    const withBanner = preloaded(file);
    if (path !== TABLE_MODE) {
      const barred = fixedPage(withBanner);
      app.get(path, page, async (request, reply) =>
        (await accountHasNoCookieChoice(deps, request))
          ? sendPage(request, reply, barred, 200, 'private, no-cache')
          : sendPage(request, reply, html),
      );
      continue;
    }
    const heading = existsSync(resolve(root, TABLE_HEADING))
      ? readFileSync(resolve(root, TABLE_HEADING), 'utf8')
      : null;
    app.get(path, page, async (request, reply) => {
      const parsed = eventParams.safeParse(request.params);
      const data = parsed.success ? await tablePageData(deps, request, parsed.data.id) : null;
      if (!data) return sendPage(request, reply, html);
      return sendPage(
        request,
        reply,
        withTableData(withBanner, data, heading),
        200,
        'private, no-store',
      );
    });
  }

  const userParams = idParamSchema('user');
  const noProfile = fixedPage(index.render(tags(missingHead(site, 'User Not Found', '/profile'))));
  app.get('/profile/:id', page, async (request, reply) => {
    const parsed = userParams.safeParse(request.params);
    const missing = () => sendPage(request, reply, noProfile, 404);
    if (!parsed.success) return missing();
    try {
      const user = await getPublicProfile(deps, parsed.data.id);
      return sendPage(request, reply, index.render(tags(profileHead(user, site))));
    } catch (err) {
      if (isNotFound(err)) return missing();
      throw err;
    }
  });
}
