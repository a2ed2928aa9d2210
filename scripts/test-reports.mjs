// The failed tests of a run, by name, from the JSON reports that `npm test` collects.

/** `file › title` of each failed test in a Vitest JSON report, and each file that failed whole. */
export function vitestFailures(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`${file.name} › ${test.fullName}`);
    // A file that failed to load or in a hook has no failed test to name: name the file.
    if (file.status === 'failed' && failedTests.length === 0) {
      failures.push(`${file.name} (${firstLine(file.message) || 'failed'})`);
    }
  }
  return failures;
}

/** `file:line › title` of each test in a Playwright JSON report that failed all its tries. */
export function playwrightFailures(report) {
  return playwrightTests(report, 'unexpected');
}

/** `file:line › title` of each test that failed and then passed on its retry (`flaky`). */
export function playwrightFlaky(report) {
  return playwrightTests(report, 'flaky');
}

function playwrightTests(report, status) {
  const names = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== status) continue;
        // The error of the try that failed last.
        const error = test.results?.findLast((result) => result.error)?.error?.message;
        const name = [...titles, spec.title].join(' › ');
        names.push(
          `${spec.file}:${spec.line} › ${name}${error ? ` (${firstLine(stripColours(error))})` : ''}`,
        );
      }
    }
    for (const child of suite.suites ?? []) {
      walk(child, child.title === child.file ? titles : [...titles, child.title]);
    }
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return names;
}

const firstLine = (text) =>
  String(text ?? '')
    .split('\n', 1)[0]
    .trim();
// eslint-disable-next-line no-control-regex
const stripColours = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');
