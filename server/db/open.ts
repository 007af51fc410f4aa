import { join } from 'node:path';
import type { Config } from '../config';
import { openPglite, openPostgres, type Db } from './index';

/** The configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db. */
export function openConfiguredDb(config: Config): Promise<Db> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite(join(config.dataDir, 'db'));
}
