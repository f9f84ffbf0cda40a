/** One request of a chaos load: when it started and ended (ms since the scenario began), and how. */
export interface Outcome {
  start: number;
  end: number;
  status: number | null;
  /** The network error's code when no answer came (ECONNREFUSED, ECONNRESET, ...). */
  error: string | null;
  body: unknown;
}

/** `fetch` that never throws: the status and body, or the network error's code. */
export async function timedRequest(
  t0: number,
  url: string,
  init: RequestInit & { timeoutMs?: number },
): Promise<Outcome> {
  const start = performance.now() - t0;
  try {
    const res = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(init.timeoutMs ?? 20_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { start, end: performance.now() - t0, status: res.status, error: null, body };
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause;
    const code = cause?.code ?? (err as Error).name ?? 'error';
    return { start, end: performance.now() - t0, status: null, error: code, body: null };
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** 'median / slowest' of some durations in ms. */
export function spread(ms: number[]): string {
  if (ms.length === 0) return 'none';
  const sorted = [...ms].sort((a, b) => a - b);
  return `${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ms / ${Math.round(sorted.at(-1)!)} ms`;
}

/** Prints `figures` as aligned lines, and what failed; true when every check passed. */
export function report(
  title: string,
  figures: [string, string | number][],
  checks: [string, boolean][],
) {
  console.log(`\n${title}`);
  const width = Math.max(...figures.map(([k]) => k.length));
  for (const [k, v] of figures) console.log(`  ${k.padEnd(width)}  ${v}`);
  for (const [what, ok] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${what}`);
  return checks.every(([, ok]) => ok);
}
