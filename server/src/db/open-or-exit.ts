import type { Config } from '../config';
import { openDatabase, type Database } from './client';
import { DataDirInUseError } from './data-dir-lock';

/**
 * openDatabase for the entry points (the server, `npm run db:migrate`): an embedded data directory another process
 * holds is told in one line on stderr and the process exits 1 before anything else starts, as a taken port is
 * (http/port-check.ts). Other failures stay errors with their stack.
 */
export async function openDatabaseOrExit(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  try {
    return await openDatabase(config);
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}
