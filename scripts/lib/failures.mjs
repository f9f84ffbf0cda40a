// Names the tests that failed, from Vitest's and Playwright's JSON reports, so the last lines of
// a CI log (often all that is kept) say which test to look at, not only how many failed.

/** @returns {string[]} "file > test name" of each failed Vitest test */
export function vitestFailures(report) {
  const names = [];
  for (const file of report?.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // a file that failed to load has no failed test of its own
    if (failed.length === 0 && file.status === 'failed') names.push(`${file.name} (did not run)`);
    for (const test of failed) names.push(`${file.name} > ${test.fullName ?? test.title}`);
  }
  return names;
}

/** @returns {string[]} "file:line > title" of each Playwright test that failed or was flaky */
export function playwrightFailures(report) {
  const names = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          names.push(`${spec.file}:${spec.line} > ${spec.title} (${test.status})`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return names;
}
