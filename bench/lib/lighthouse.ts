import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

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
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const error = lhr.runtimeError;
    if (error && TRACE_LOST.has(error.code) && attempt < ATTEMPTS) {
      onRetry(`Lighthouse ${formFactor} ${url}: ${error.code}, run again (attempt ${attempt + 1})`);
      continue;
    }
    if (error) throw new Error(`Lighthouse: ${error.message} (${error.code})`);
    return summary(lhr);
  }
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
