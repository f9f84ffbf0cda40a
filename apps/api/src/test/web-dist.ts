import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A built web app's shape for tests: index.html and the prerendered pages (decision 037). */
export const page = (root: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The default description." />
    <title>Storytable | Connect through conversation</title>
    <script type="module" src="/assets/app.js"></script>
  </head>
  <body>
    <div id="root">${root}</div>
  </body>
</html>
`;

/** The cookie bar a signed-in page's first screen carries between its marks (decision 074). */
export const FIRST_SCREEN_BAR =
  '<!--cookie-banner--><section aria-labelledby="cookie-banner-title">Cookies on Storytable.</section><!--/cookie-banner-->';

export const ROOTS = {
  index: '',
  landing: '<h1>Connect through conversation</h1>',
  events: '<h1>Browse Events</h1>',
  // the dinner's first screen as the web build writes it, with the tokens the server fills in
  event:
    '<div data-first-screen=""><div class="@@st-cover-box@@"><img src="@@st-cover-src@@" srcSet="@@st-cover-srcset@@" alt="" width="960" height="600"/></div><h1>@@st-title@@</h1><p>Hosted by <!-- -->@@st-host@@</p><p>@@st-price@@ @@st-fee@@</p><p>@@st-date@@</p><p>@@st-time@@</p><p>@@st-place@@</p></div>',
  // a signed-in page's heading and loading text (decision 070): the same for everyone, no data
  'table-mode':
    '<div data-signed-in-first-screen=""><h1>Table mode</h1><div data-first-screen-body=""><p>Loading the table</p></div></div>',
  earnings: '<div data-signed-in-first-screen=""><h1>Earnings</h1></div>',
} as const;

/** Table mode's top with the tokens the server fills for the dinner's host (decision 074). */
export const TABLE_HEADING =
  '<div><p>@@st-table-title@@</p><p>@@st-table-when@@</p><p data-testid="check-in-count">@@st-table-count@@</p></div>';

/** Writes a web dist into a new folder; `remove` deletes it. */
export function fakeWebDist(withPrerender = true) {
  const dir = mkdtempSync(join(tmpdir(), 'storytable-web-'));
  writeFileSync(join(dir, 'index.html'), page(ROOTS.index));
  if (withPrerender) {
    mkdirSync(join(dir, 'prerendered'));
    writeFileSync(join(dir, 'prerendered', 'table-heading.html'), TABLE_HEADING);
    for (const name of ['landing', 'events', 'event', 'table-mode', 'earnings'] as const)
      writeFileSync(
        join(dir, 'prerendered', `${name}.html`),
        page(
          name === 'table-mode' || name === 'earnings'
            ? ROOTS[name] + FIRST_SCREEN_BAR
            : ROOTS[name],
        ),
      );
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const fromHtml = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);

/** The first screen's text and cover as a browser reads them before any script runs. */
export function readFirstScreen(html: string) {
  const at = html.indexOf('<div data-first-screen="">');
  if (at === -1) return undefined;
  const screen = html.slice(at, html.indexOf('</div>', html.indexOf('<p>', at)) + 6);
  const img = /<img src="([^"]*)" srcSet="([^"]*)"[^>]*>/.exec(screen);
  return {
    html: screen,
    title: fromHtml(/<h1>([^<]*)<\/h1>/.exec(screen)?.[1] ?? ''),
    text: [...screen.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) =>
      fromHtml((m[1] ?? '').replace('<!-- -->', '')),
    ),
    coverBox: /<div class="([^"]*)">/.exec(screen)?.[1],
    cover: img ? { src: fromHtml(img[1] ?? ''), srcSet: fromHtml(img[2] ?? '') } : null,
  };
}

/** What a chat app or a crawler reads from a page's head, without running anything. */
export function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (attr: 'name' | 'property', key: string) => {
    const found = [...head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)" \/>/g)]
      .filter((m) => m[1] === attr && m[2] === key)
      .map((m) => fromHtml(m[3] ?? ''));
    return found.length === 1 ? found[0] : found.length === 0 ? undefined : found;
  };
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => fromHtml(m[1] ?? ''));
  return {
    titles,
    title: titles[0],
    description: meta('name', 'description'),
    robots: meta('name', 'robots'),
    canonical: fromHtml(/<link rel="canonical" href="([^"]*)" \/>/.exec(head)?.[1] ?? ''),
    og: (key: string) => meta('property', `og:${key}`),
    twitter: (key: string) => meta('name', `twitter:${key}`),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
    ),
    pageData: (() => {
      const m = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(head);
      return m ? (JSON.parse(m[1] ?? 'null') as Record<string, unknown>) : undefined;
    })(),
  };
}
