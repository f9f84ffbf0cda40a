import { describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from './failures.mjs';

describe('vitestFailures', () => {
  it('names each failed test with its file, and a file that failed to load', () => {
    const report = {
      testResults: [
        {
          name: '/repo/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            { status: 'failed', fullName: 'a refuses' },
          ],
        },
        { name: '/repo/b.test.ts', status: 'failed', assertionResults: [] },
        { name: '/repo/c.test.ts', status: 'passed', assertionResults: [{ status: 'passed' }] },
      ],
    };
    expect(vitestFailures(report)).toEqual([
      '/repo/a.test.ts > a refuses',
      '/repo/b.test.ts (did not run)',
    ]);
  });

  it('names nothing for a missing report', () => {
    expect(vitestFailures(null)).toEqual([]);
  });
});

describe('playwrightFailures', () => {
  it('walks nested suites and names failed and flaky tests', () => {
    const report = {
      suites: [
        {
          specs: [{ file: 'a.spec.ts', line: 3, title: 'ok', tests: [{ status: 'expected' }] }],
          suites: [
            {
              specs: [
                { file: 'a.spec.ts', line: 9, title: 'breaks', tests: [{ status: 'unexpected' }] },
                { file: 'a.spec.ts', line: 20, title: 'wobbles', tests: [{ status: 'flaky' }] },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual([
      'a.spec.ts:9 > breaks (unexpected)',
      'a.spec.ts:20 > wobbles (flaky)',
    ]);
  });
});
