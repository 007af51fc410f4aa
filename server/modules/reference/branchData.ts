/**
 * Branches (seed 001 §3 Branch) as other documents include them — an organization's branches,
 * an operator's branch, the cadastral lookup's answer: the engine's resources of the branch
 * registry (src/registries/organizations.ts), in the branches' own order.
 */
import { organizationBranches } from '../../../src/registries/organizations';
import type { Queryable } from '../../db';
import type { Resource } from '../../jsonapi/serialize';
import { readRecords, serialize } from '../../registries/record';

export async function branchesByIds(db: Queryable, ids: readonly string[]): Promise<Resource[]> {
  if (!ids.length) return [];
  const records = await readRecords(
    db,
    organizationBranches,
    'WHERE id = ANY($1::bigint[]) ORDER BY is_head DESC, name, id',
    [[...new Set(ids)]],
  );
  return serialize(db, organizationBranches, records, false);
}
