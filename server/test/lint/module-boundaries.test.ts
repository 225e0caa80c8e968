import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The repository's own eslint.config.js, run through ESLint's Node API on planted snippets: proves the boundary
 * rules fire (a rule that never fires would let the structure decay silently) and that the allowed forms pass.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RULE = 'import-x/no-restricted-paths';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** Lints `code` as if it were the file at `file` (relative to the repository) and returns the boundary errors. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('server module boundaries (eslint.config.js)', () => {
  it("when a module imports another module's repo, then lint reports it", async () => {
    const errors = await boundaryErrors(
      'server/src/modules/stats/planted.ts',
      "import { createKeywordsRepo } from '../keywords/keywords.repo';\nexport const planted = createKeywordsRepo;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/only another module's \*\.service file/);
  });

  it("when a module imports another module's non-service helper, then lint reports it", async () => {
    const errors = await boundaryErrors(
      'server/src/modules/onboarding/planted.ts',
      "import { toCompanyProfile } from '../companies/company-wire';\nexport const planted = toCompanyProfile;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it("when a module imports another module's service or its own files, then lint accepts it", async () => {
    const errors = await boundaryErrors(
      'server/src/modules/stats/planted.ts',
      [
        "import { createKeywordsService } from '../keywords/keywords.service';",
        "import { createStatsService } from './stats.service';",
        "import { trendCategories } from '@newsjack/shared';",
        'export const planted = [createKeywordsService, createStatsService, trendCategories];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('when an engine imports http/, then lint reports it', async () => {
    const [fromAi, fromDiscovery] = await Promise.all([
      boundaryErrors('server/src/ai/planted.ts', "import { parseBody } from '../http/validate';\nexport const planted = parseBody;\n"),
      boundaryErrors(
        'server/src/discovery/pipeline/planted.ts',
        "import { currentUser } from '../../http/guards';\nexport const planted = currentUser;\n",
      ),
    ]);
    expect(fromAi).toHaveLength(1);
    expect(fromAi[0]).toMatch(/Engines do not import http/);
    expect(fromDiscovery).toHaveLength(1);
  });

  it('when an engine imports a module, then lint reports it', async () => {
    const errors = await boundaryErrors(
      'server/src/discovery/planted.ts',
      "import { createKeywordsService } from '../modules/keywords/keywords.service';\nexport const planted = createKeywordsService;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Engines do not import modules/);
  });

  it('when an engine imports the neutral errors, then lint accepts it', async () => {
    const errors = await boundaryErrors(
      'server/src/discovery/planted.ts',
      "import { notFound } from '../errors';\nexport const planted = notFound;\n",
    );
    expect(errors).toEqual([]);
  });
});
