import { join } from 'node:path';
import type { Config } from '../config';
import { openPglite, openPostgres, type Db } from './index';

/**
 * The read replica when DATABASE_READ_URL is set: the lists, reports and exports read there
 * (`app.readDb`); undefined sends them to the main database.
 */
export function openReadReplica(config: Config): Promise<Db> | undefined {
  return config.databaseReadUrl ? openPostgres(config.databaseReadUrl) : undefined;
}

/** The configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db. */
export function openConfiguredDb(config: Config): Promise<Db> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite(join(config.dataDir, 'db'));
}
