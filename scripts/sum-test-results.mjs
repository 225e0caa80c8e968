// Sums vitest JSON reports into the plain line CI reads: "N passed, N failed".
// A test file that fails before any test runs (an import error, a failing hook) counts as one failure, so a
// broken file can never hide behind "0 failed".
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const brokenFiles = (report.testResults ?? []).filter(
    (r) => r.status === 'failed' && !(r.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  const filePassed = report.numPassedTests ?? 0;
  const fileFailed = (report.numFailedTests ?? 0) + brokenFiles;
  passed += filePassed;
  failed += fileFailed;
  console.log(`${file}: ${filePassed} passed, ${fileFailed} failed`);
}
console.log(`${passed} passed, ${failed} failed`);
