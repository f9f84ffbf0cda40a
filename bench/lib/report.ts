import type { BenchResults } from './types.ts';

const mark = (met: boolean | null) => (met === null ? '' : met ? 'met' : 'MISSED');

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function targetText(target: object | undefined): string {
  if (!target) return '';
  const labels: Record<string, (v: number) => string> = {
    minRatio: (v) => `ratio >= ${v}`,
    maxP99Ms: (v) => `p99 < ${v} ms`,
    minRps: (v) => `>= ${v} req/s`,
    minPerformance: (v) => `perf >= ${v}`,
    minAccessibility: (v) => `a11y >= ${v}`,
    minSeo: (v) => `SEO >= ${v}`,
    maxJsGzipBytes: (v) => `JS <= ${Math.round(v / 1024)} KB`,
    max: (v) => `<= ${v}`,
    min: (v) => `>= ${v}`,
  };
  return Object.entries(target)
    .map(([k, v]) => labels[k]?.(v as number) ?? `${k} ${v}`)
    .join(', ');
}

/** Whether PostgreSQL ran durable: fsync and synchronous_commit as the database reported them. */
const durabilityText = (r: BenchResults) =>
  r.durability
    ? ` (fsync ${r.durability.fsync}, synchronous_commit ${r.durability.synchronousCommit})`
    : '';

export function formatResults(r: BenchResults): string {
  const out: string[] = [];
  out.push(
    `Storytable bench, ${r.startedAt}, database ${r.database}${durabilityText(r)}, ` +
      `autocannon -c ${r.options.connections} -d ${r.options.durationS} on 127.0.0.1`,
  );
  if (r.metrics.length) {
    out.push(
      '',
      table(
        ['metric', 'value', 'target', ''],
        r.metrics.map((m) => [m.name, `${m.value} ${m.unit}`, targetText(m.target), mark(m.met)]),
      ),
    );
  }
  if (r.load.length) {
    out.push(
      '',
      table(
        ['HTTP', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'vs bare', 'non-2xx', 'target', ''],
        r.load.map((l) => [
          l.name,
          String(l.connections),
          Math.round(l.rps).toLocaleString('en-US'),
          String(l.p50Ms),
          String(l.p99Ms),
          l.ratio === null ? '' : l.ratio.toFixed(2),
          String(l.non2xx + l.errors),
          targetText(l.target),
          mark(l.met),
        ]),
      ),
    );
  }
  if (r.pages.length) {
    out.push(
      '',
      table(
        ['Lighthouse', 'form', 'perf', 'a11y', 'SEO', 'JS gzip', 'files', 'target', ''],
        r.pages.map((p) => [
          `${p.name} (${p.path})`,
          p.formFactor,
          String(p.performance ?? '-'),
          String(p.accessibility ?? '-'),
          String(p.seo ?? '-'),
          `${(p.jsGzipBytes / 1024).toFixed(1)} KB`,
          String(p.jsFiles),
          targetText(p.target),
          mark(p.met),
        ]),
      ),
    );
  }
  for (const note of r.notes) out.push(`note: ${note}`);
  return out.join('\n');
}
