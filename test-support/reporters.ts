import { join } from 'node:path';

/** With VITEST_JSON_DIR set (CI), each run also writes a JSON report that .ci/run sums into one plain line. */
export function reporters(defaultName: string) {
  const dir = process.env.VITEST_JSON_DIR;
  if (!dir) return {};
  const name = process.env.VITEST_JSON_NAME ?? defaultName;
  return { reporters: ['default', 'json'], outputFile: { json: join(dir, `${name}.json`) } };
}
