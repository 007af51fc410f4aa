/**
 * Seeds an empty database: reference data always, demo organizations and accounts when asked.
 * Returns the demo logins so `npm start` can print them. "Empty" means no region yet; the check
 * runs under an advisory lock inside the seeding transaction, so two instances starting
 * together seed once, and a restart costs one query.
 */
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../index';
import { seedDemo, type DemoLogin } from './demo';
import { seedOrganizationExtras } from './organizationExtras';
import { seedReference } from './reference';
import { seedRegistries } from './registries';
import type { Storage } from '../../storage/types';

export interface SeedOptions {
  demo: boolean;
  demoPassword: string;
  /** The app's file storage: the demo documents' bytes go there (without it, their rows only). */
  storage?: Storage;
}

export interface SeedResult {
  seeded: boolean;
  logins: DemoLogin[];
}

const LOCK_ID = 4_242_002;

async function isEmpty(db: Pick<Db, 'query'>): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM regions LIMIT 1');
  return rows.length === 0;
}

export async function seed(db: Db, options: SeedOptions): Promise<SeedResult> {
  // Fast path for every restart: no lock, no hashing.
  if (!(await isEmpty(db))) return { seeded: false, logins: [] };
  const passwordHash = options.demo ? await hashPassword(options.demoPassword) : '';
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    if (!(await isEmpty(tx))) return { seeded: false, logins: [] };
    await seedReference(tx);
    const logins = options.demo ? await seedDemo(tx, passwordHash) : [];
    if (options.demo) await seedRegistries(tx);
    if (options.demo) await seedOrganizationExtras(tx);
    if (options.demo) await (await import('./applicants')).seedApplicants(tx);
    if (options.demo)
      logins.push(...(await (await import('./operators')).seedDemoOperators(tx, passwordHash)));
    if (options.demo) await (await import('./ratings')).seedRatings(tx);
    if (options.demo) await (await import('./inventory')).seedInventory(tx);
    if (options.demo)
      await (await import('./gasificationProgramItems')).seedGasificationProgramItems(tx);
    if (options.demo) await (await import('./appeals')).seedAppeals(tx);
    if (options.demo) await (await import('./documents')).seedDocuments(tx);
    // Before the cabinets: their step writes the bytes of every demo file.
    if (options.demo) await (await import('./instructions')).seedInstructions(tx);
    if (options.demo) await (await import('./cabinets')).seedCabinets(tx, options.storage);
    return { seeded: true, logins };
  });
}
