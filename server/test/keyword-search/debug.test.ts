import { it } from 'vitest';
import { createDiscoveryService } from '../../src/discovery/discovery.service';
import { seedCompany } from '../helpers/seed-trends';
import { createTestApp, signUp } from '../helpers/test-app';
import { fixtureSource } from './search-fixture';
import { discoveryRuns } from '../../src/db/schema';
it('debug', async () => {
  const base = await createTestApp();
  const discovery = createDiscoveryService({ db: base.db, config: base.config, logger: base.deps.logger, now: () => new Date(), ai: base.deps.ai, sourcesFor: ({ keywords: terms }) => [fixtureSource(terms, new Date())] });
  const u = await signUp(base.app);
  const c = await seedCompany(base.db, u.userId, { keywords: ['fraud'] });
  const s = await discovery.runPersonalCycle({ companyId: c, userId: u.userId, trigger: 'keyword', keywords: ['fraud'] });
  console.log(JSON.stringify(s), JSON.stringify(await base.db.select().from(discoveryRuns)));
  await base.close();
});
