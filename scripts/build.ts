/**
 * `npm run build`: the site and the console, each built on its own (server/build.ts
 * `buildApps`), into dist/ with the fingerprint `npm start` checks, so a built image does not
 * build again.
 */
import { join } from 'node:path';
import { ensureBuilt } from '../server/build';

await ensureBuilt(join(import.meta.dirname, '..', 'dist'), console.log);
