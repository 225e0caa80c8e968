// Sums vitest JSON reports into the plain line CI reads: "N passed, N failed".
// A test file that fails before any test runs (an import error, a failing hook) counts as one failure, so a
// broken file can never hide behind "0 failed". Each failure is named, with the first line of its message, because
// CI keeps only the end of its log: a failure that happens once must be findable from these lines alone.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const filePassed = report.numPassedTests ?? 0;
  let fileFailed = report.numFailedTests ?? 0;
  for (const result of report.testResults ?? []) {
    const where = relative(process.cwd(), result.name ?? '');
    const failures = (result.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (result.status === 'failed' && failures.length === 0) {
      fileFailed += 1;
      console.log(`  failed: ${where}: ${firstLine(result.message)}`);
    }
    for (const a of failures) console.log(`  failed: ${where} > ${a.fullName ?? a.title}: ${firstLine(a.failureMessages?.[0])}`);
  }
  passed += filePassed;
  failed += fileFailed;
  console.log(`${file}: ${filePassed} passed, ${fileFailed} failed`);
}
console.log(`${passed} passed, ${failed} failed`);

function firstLine(message) {
  // eslint-disable-next-line no-control-regex -- vitest's messages carry terminal colours
  const line = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim()) ?? '';
  return line.trim().slice(0, 300);
}
