import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { wrapPglite } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { migrationsBefore } from '../helpers/migrations-before';

const client = new PGlite();
const database = wrapPglite(client);
const before = migrationsBefore('0011_saved_items_per_company');
afterAll(async () => {
  await client.close();
  rmSync(before, { recursive: true, force: true });
});

const ADA = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';

describe('migration 0011: each bookmark belongs to a client', () => {
  it('when bookmarks were kept per user, then each goes to its item\u2019s company, else the active (or newest) company', async () => {
    await migrateDatabase(database, before);
    await client.exec(`
      insert into users (id, email) values ('${ADA}', 'ada@example.test'), ('${BOB}', 'bob@example.test');
      insert into company_profiles (id, user_id, company_name, website, created_at) overriding system value values
        (1, '${ADA}', 'Ledgerline', 'ledgerline.example', '2026-01-01'),
        (2, '${ADA}', 'Veloway', 'veloway.example', '2026-02-01'),
        (3, '${BOB}', 'Sunward', 'sunward.example', '2026-01-01');
      update users set active_company_id = 1 where id = '${ADA}';
      insert into story_angles (id, user_id, company_id, headline, angle, content_type)
        overriding system value values (10, '${ADA}', 2, 'Veloway angle', 'An angle', 'blog-post');
      insert into trends (id, scope, company_id, cluster_key, title, last_seen_at) overriding system value values
        (20, 'global', null, 'g', 'A global trend', now()),
        (21, 'personal', 2, 'p', 'Veloway personal trend', now());
      insert into saved_items (user_id, item_type, item_id) values
        ('${ADA}', 'story_angle', 10),
        ('${ADA}', 'trend', 21),
        ('${ADA}', 'trend', 20),
        ('${BOB}', 'trend', 20);
    `);

    await migrateDatabase(database);

    const { rows } = await client.query<{ user_id: string; item_type: string; item_id: number; company_id: number }>(
      `select user_id, item_type, item_id, company_id from saved_items order by user_id, item_type, item_id`,
    );
    expect(rows.map((r) => [r.user_id === ADA ? 'ada' : 'bob', r.item_type, r.item_id, r.company_id])).toEqual([
      ['ada', 'story_angle', 10, 2], // the angle's company
      ['ada', 'trend', 20, 1], // a global trend: Ada's active company
      ['ada', 'trend', 21, 2], // a personal trend: its company
      ['bob', 'trend', 20, 3], // no active company chosen: his newest
    ]);
    // One bookmark per client: the same trend may now be saved for Ada's second client too.
    await client.exec(
      `insert into saved_items (user_id, company_id, item_type, item_id) values ('${ADA}', 2, 'trend', 20)`,
    );
    await expect(
      client.exec(
        `insert into saved_items (user_id, company_id, item_type, item_id) values ('${ADA}', 2, 'trend', 20)`,
      ),
    ).rejects.toThrow(/saved_items_user_company_type_item_uq/);
  });
});
