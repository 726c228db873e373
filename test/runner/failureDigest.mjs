// The failures of a run, a few lines each, for the end of `npm test`'s output: CI keeps only
// the head and the tail of a long log, and a failure's own words are what a reader needs.

// Built from its code: a control character in a regex literal is a lint error.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const MAX_LINES = 10;

/** The first lines of an error's text that say something (no blank lines, no colour codes). */
function firstLines(text) {
  return String(text ?? '')
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, MAX_LINES);
}

/**
 * Jest's `--json` report: each failed test's full name and the start of its message; file
 * paths relative to `root` when under it.
 */
export function jestFailures(report, root = '') {
  const named = (name) =>
    root && name.startsWith(`${root}/`) ? name.slice(root.length + 1) : name;
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        title: `${named(file.name)} › ${test.fullName}`,
        lines: firstLines(test.failureMessages?.[0]),
      }))
      .concat(
        // A file that could not run has no test results, only its message.
        file.status === 'failed' && (file.assertionResults ?? []).length === 0
          ? [{ title: named(file.name), lines: firstLines(file.message) }]
          : [],
      ),
  );
}

/**
 * Playwright's JSON report: each failed attempt (a retry too) and the start of its error. A
 * test that then passed on its retry is marked flaky.
 */
export function playwrightFailures(report) {
  const failures = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          if (result.status === 'failed' || result.status === 'timedOut') {
            const marks = [
              result.retry ? ` (retry ${result.retry})` : '',
              test.status === 'flaky' ? ' (flaky: passed on its retry)' : '',
            ];
            failures.push({
              title: `[${test.projectName}] ${file}:${spec.line} › ${spec.title}${marks.join('')}`,
              lines: firstLines(result.error?.message ?? result.status),
            });
          }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
  return failures;
}

/** The digest as printed: a title line, then its lines indented. */
export const formatFailures = (failures) =>
  failures.flatMap(({ title, lines }) => [title, ...lines.map((line) => `    ${line}`)]);
