/**
 * Data steps in TypeScript that run right after their migration file, in its transaction and
 * under its lock (server/db/migrate.ts): where a rule of src/ computes the values, so that it
 * is written once. Every other migration is plain SQL.
 */
import { backfillDictionarySlugs } from './dictionarySlugs';
import type { Queryable } from './index';

export const migrationSteps: Readonly<Record<string, (tx: Queryable) => Promise<void>>> = {
  // The slugs of the entries that existed before slugs (issue 36).
  '0038_dictionary_slugs.sql': backfillDictionarySlugs,
};
