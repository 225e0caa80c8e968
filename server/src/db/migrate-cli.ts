import { loadConfigOrExit } from '../config';
import { logger } from '../logger';
import { migrateDatabase } from './migrate';
import { openDatabaseOrExit } from './open-or-exit';

// `npm run db:migrate`: apply pending migrations to the configured database and exit.
const config = loadConfigOrExit();
const database = await openDatabaseOrExit(config);
try {
  await migrateDatabase(database);
  logger.info({ kind: database.kind }, 'migrations applied');
} finally {
  await database.close();
}
