import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { wrapPglite } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { migrationsBefore } from '../helpers/migrations-before';

const client = new PGlite();
const database = wrapPglite(client);
const before = migrationsBefore('0004_trend_reports');
afterAll(async () => {
  await client.close();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 0004: a trend keeps its links as reports', () => {
  it('when a trend stored only source URLs, then each becomes a report with the outlet, headline and time of its stored article', async () => {
    await migrateDatabase(database, before);
    await client.exec(`
      insert into news_items (source, fingerprint, title, url, outlet, published_at)
      values ('rss:a', 'fp-1', 'Port strike ends after nine days', 'https://a.example/strike', 'Harbour Daily', '2026-11-20T08:00:00Z');
      insert into trends (scope, cluster_key, title, source_urls, last_seen_at)
      values ('global', 'k1', 'Port strike', '["https://a.example/strike", "https://b.example/unknown"]', '2026-11-21T09:30:00Z'),
             ('global', 'k2', 'Nothing linked', '[]', '2026-11-21T09:30:00Z');
    `);

    await migrateDatabase(database);

    const { rows } = await client.query<{ cluster_key: string; reports: unknown }>(`select cluster_key, reports from trends order by cluster_key`);
    expect(rows[0]!.reports).toEqual([
      { url: 'https://a.example/strike', outlet: 'Harbour Daily', title: 'Port strike ends after nine days', publishedAt: '2026-11-20T08:00:00.000Z' },
      // A link with no stored article: no outlet (the screens name its site), the trend's last sighting as its time.
      { url: 'https://b.example/unknown', outlet: null, title: '', publishedAt: '2026-11-21T09:30:00.000Z' },
    ]);
    expect(rows[1]!.reports).toEqual([]);
    const { rows: columns } = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'trends' and column_name = 'source_urls'`,
    );
    expect(columns).toEqual([]);
  });
});
