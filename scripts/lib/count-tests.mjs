/**
 * Prints "<passed> <failed>" for a test report, for scripts/test.sh:
 *   node scripts/lib/count-tests.mjs jest test-artifacts/jest-unit.json
 *   node scripts/lib/count-tests.mjs tap test-artifacts/browser.tap
 * A missing or unreadable report prints "0 0"; the caller then goes by the exit code.
 */
import { readFileSync } from 'node:fs';

const [format, file] = process.argv.slice(2);
let passed = 0;
let failed = 0;
try {
  const text = readFileSync(file, 'utf8');
  if (format === 'jest') {
    const report = JSON.parse(text);
    passed = report.numPassedTests;
    // A test file that cannot even run (syntax error, failing import) has no tests to count as failed.
    failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
  } else {
    const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
    passed = count('pass');
    failed = count('fail') + count('cancelled');
  }
} catch {
  // no report: counted by the caller from the exit code
}
console.log(`${passed} ${failed}`);
