import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Protocol } from 'puppeteer-core';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];

export interface LighthouseRun {
  performance: number | null;
  accessibility: number | null;
  seo: number | null;
  scriptUrls: string[];
}

/** Debian's Chromium for Lighthouse; one instance serves every run of the bench. */
export async function launchChrome(): Promise<{ port: number; kill(): void }> {
  // chrome-launcher would die on an unhandled spawn error instead
  if (!existsSync(CHROME_PATH)) {
    throw new Error(
      `${CHROME_PATH} is missing: Lighthouse drives Debian's chromium (apt-get install -y chromium, or set CHROME_PATH)`,
    );
  }
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  return { port: chrome.port, kill: () => chrome.kill() };
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);

/** Runs Lighthouse asks to be run again (Chromium's trace lost the navigation); not page faults. */
const TRACE_LOST = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_FCP_IN_TRACE']);
/** Attempts per page before its failure is reported. */
const ATTEMPTS = 3;

export async function runLighthouse(
  url: string,
  port: number,
  formFactor: 'mobile' | 'desktop',
  onRetry: (why: string) => void = () => {},
  cookie?: string,
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    if (cookie) await browserCommand(port, 'Storage.setCookies', { cookies: jarOf(url, cookie) });
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    ).finally(() => (cookie ? browserCommand(port, 'Storage.clearCookies', {}) : undefined));
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const error = lhr.runtimeError;
    if (error && TRACE_LOST.has(error.code) && attempt < ATTEMPTS) {
      onRetry(`Lighthouse ${formFactor} ${url}: ${error.code}, run again (attempt ${attempt + 1})`);
      continue;
    }
    if (error) throw new Error(`Lighthouse: ${error.message} (${error.code})`);
    // a guarded page that sends the browser elsewhere would be measured as the other page
    const shown = new URL(lhr.finalDisplayedUrl).pathname;
    if (shown !== new URL(url).pathname) throw new Error(`${url} ended on ${shown}`);
    keepReport(lhr, formFactor);
    return summary(lhr);
  }
}

/**
 * A signed-in page's cookies go in the browser's jar, not in a header: the app reads its
 * signed-in marker from `document.cookie`, and without it a guarded page sends a visitor to `/`.
 * Lighthouse clears an origin's storage but not its cookies, so they are cleared after the run.
 */
function jarOf(url: string, header: string) {
  return header.split(/;\s*/).map((pair) => {
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: new URL(url).origin };
  });
}

/** One DevTools protocol command to the browser itself (cookies are the browser's). */
async function browserCommand(
  port: number,
  method: 'Storage.setCookies' | 'Storage.clearCookies',
  params: Protocol.Storage.SetCookiesRequest | Protocol.Storage.ClearCookiesRequest,
): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const session = await browser.target().createCDPSession();
    await session.send(method, params as Protocol.Storage.SetCookiesRequest);
  } finally {
    await browser.disconnect();
  }
}

/**
 * BENCH_LIGHTHOUSE_DIR keeps each run's whole report (its metrics, LCP element, request chains),
 * which the bench's table leaves out, to find where a page's time goes.
 */
function keepReport(lhr: LighthouseResult, formFactor: string) {
  const dir = process.env.BENCH_LIGHTHOUSE_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const page = new URL(lhr.finalDisplayedUrl).pathname.replace(/[^a-z0-9]+/gi, '-');
  writeFileSync(join(dir, `${Date.now()}${page}${formFactor}.json`), JSON.stringify(lhr));
}

function summary(lhr: LighthouseResult): LighthouseRun {
  const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)
    ?.items as Array<{ url: string; resourceType?: string }> | undefined;
  return {
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    seo: score(lhr.categories.seo?.score),
    scriptUrls: (requests ?? []).filter((r) => r.resourceType === 'Script').map((r) => r.url),
  };
}

/** Gzipped size of the given scripts, fetched again (what a compressing server would send). */
export async function gzippedBytes(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
    total += gzipSync(Buffer.from(await res.arrayBuffer())).length;
  }
  return total;
}
