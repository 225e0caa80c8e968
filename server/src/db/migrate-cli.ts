import { loadConfigOrExit } from '../config';
import { logger } from '../logger';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';

// `npm run db:migrate`: apply pending migrations to the configured database and exit.
const config = loadConfigOrExit();
const database = await openDatabase(config);
try {
  await migrateDatabase(database);
  logger.info({ kind: database.kind }, 'migrations applied');
} finally {
  await database.close();
}
