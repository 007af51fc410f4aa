/**
 * The registries a file can be imported into, by definition name. A registry joins with one
 * entry: its definition, the fields that name a record (the key: a row matching a record on
 * them updates it, else creates one) and the permission key. `POST /v1/admin/<path>/import`
 * exists for each (server/jobs/registryRoutes.ts).
 *
 * Settlements: the family has no `import` action, so `update` gates it; the key is the
 * region, the district and the name — the columns the export writes (the ФИАС code is not a
 * list column), so an exported file imported again finds every record it came from.
 */
import { registryImports } from '../../../src/domain/backgroundJobs';
import { settlements } from '../../../src/registries/settlements';
import type { ImportSpec } from './engine';

export const importSpecs: Readonly<Record<string, ImportSpec>> = {
  [settlements.name]: {
    definition: settlements,
    key: ['region_id', 'municipal_district', 'name'],
    permission: registryImports.settlements,
  },
};

export function importSpecOf(name: string): ImportSpec | undefined {
  return importSpecs[name];
}
