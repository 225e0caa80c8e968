import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';

/**
 * The owner map (server/src/db/table-owners.json) as the one statement of who queries which table: it covers
 * every table, eslint.config.js turns it into an import rule (proved here on planted imports), and raw SQL
 * outside the owner, which no import rule sees, is found by scanning the sql`…` templates of server/src.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const src = path.join(root, 'server/src');
const owners: Record<string, string> = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(path.join(src, 'db/table-owners.json'), 'utf8')) as Record<string, string>).filter(
    ([key]) => !key.startsWith('$'),
  ),
);
const tables = Object.entries(schema).flatMap(([name, value]) => (is(value, PgTable) ? [{ name, sqlName: getTableName(value) }] : []));

/** The folder under server/src that owns a file ('modules/keywords', 'discovery', …), or null for any other file. */
function ownerFolderOf(file: string): string | null {
  const rel = path.relative(src, file).split(path.sep).join('/');
  return [...new Set(Object.values(owners))].find((folder) => rel.startsWith(`${folder}/`)) ?? null;
}

/** The tables a file names in SQL it does not own: table names after from/join/update/into inside sql`…` templates. */
function foreignSqlTables(code: string, ownFolder: string | null): string[] {
  const foreign = new Set<string>(tables.filter((t) => owners[t.name] !== ownFolder).map((t) => t.sqlName));
  const found = new Set<string>();
  for (const [, body] of code.matchAll(/sql`([^`]*)`/g)) {
    for (const [, table] of body!.matchAll(/\b(?:from|join|update|into)\s+"?([a-z_]+)"?/gi)) {
      if (foreign.has(table!.toLowerCase())) found.add(table!.toLowerCase());
    }
  }
  return [...found];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'db' && dir === src ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** Lints `code` as if it were the file at `file` (relative to the repository); returns the table-import errors. */
async function tableImportErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('table owners (server/src/db/table-owners.json)', () => {
  it('when the schema is compared with the owner map, then every table has exactly one owner folder that exists', () => {
    expect(Object.keys(owners).sort()).toEqual(tables.map((t) => t.name).sort());
    for (const folder of new Set(Object.values(owners))) {
      expect(readdirSync(path.join(src, folder)).length, folder).toBeGreaterThan(0);
    }
  });

  it('when the discovery engine imports a table the companies or keywords module owns, then lint reports it', async () => {
    const errors = await tableImportErrors(
      'server/src/discovery/planted.ts',
      [
        "import { keywords, trends } from '../db/schema';",
        "import { companyProfiles } from '../db/schema/companies';",
        'export const planted = [keywords, trends, companyProfiles];',
        '',
      ].join('\n'),
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/'keywords' import from '..\/db\/schema' is restricted.*Only its owner queries this table/);
    expect(errors[1]).toMatch(/'companyProfiles' import/);
  });

  it('when the AI engine or a file outside every owner imports a table, or a namespace import takes them all, then lint reports it', async () => {
    const [ai, outside, namespace] = await Promise.all([
      tableImportErrors('server/src/ai/planted.ts', "import { keywords } from '../db/schema';\nexport const planted = keywords;\n"),
      tableImportErrors('server/src/net/planted.ts', "import { users } from '../db/schema';\nexport const planted = users;\n"),
      tableImportErrors('server/src/discovery/planted.ts', "import * as schema from '../db/schema';\nexport const planted = schema;\n"),
    ]);
    expect(ai).toHaveLength(1);
    expect(outside).toHaveLength(1);
    expect(outside[0]).toMatch(/go through its service/);
    expect(namespace).toHaveLength(1);
  });

  it("when a module imports another module's table, then lint reports it; its own table passes", async () => {
    const [foreign, own] = await Promise.all([
      tableImportErrors('server/src/modules/saved-items/planted.ts', "import { storyAngles } from '../../db/schema';\nexport const planted = storyAngles;\n"),
      tableImportErrors('server/src/modules/keywords/planted.ts', "import { keywords } from '../../db/schema';\nexport const planted = keywords;\n"),
    ]);
    expect(foreign).toHaveLength(1);
    expect(foreign[0]).toMatch(/call the owning service/);
    expect(own).toEqual([]);
  });

  it('when discovery imports the tables it owns, then lint accepts it', async () => {
    const errors = await tableImportErrors(
      'server/src/discovery/planted.ts',
      "import { adminConfig, newsItems, trends } from '../db/schema';\nexport const planted = [adminConfig, newsItems, trends];\n",
    );
    expect(errors).toEqual([]);
  });

  it('when raw SQL names a table of another owner, then the scan finds it', () => {
    const planted = 'await db.execute(sql`update keywords k set mentions = r.mentions from json_to_recordset(${rows}) as r(id int)`);';
    expect(foreignSqlTables(planted, 'discovery')).toEqual(['keywords']);
    expect(foreignSqlTables(planted, 'modules/keywords')).toEqual([]);
    expect(foreignSqlTables('sql`select 1 from trends t join company_profiles c on c.id = t.company_id`', 'discovery')).toEqual(['company_profiles']);
  });

  it('when server/src is scanned, then no file names a table it does not own in raw SQL', () => {
    const offenders = sourceFiles(src).flatMap((file) => {
      const found = foreignSqlTables(readFileSync(file, 'utf8'), ownerFolderOf(file));
      return found.length > 0 ? [`${path.relative(root, file)}: ${found.join(', ')}`] : [];
    });
    expect(offenders).toEqual([]);
  });
});
