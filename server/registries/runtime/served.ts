/**
 * A write of a run-time registry's records checks first that the version it writes by is still
 * the one published (issue 38: a type change "loses nothing"). A request served by the version
 * a publication replaces — begun before the swap, or on an instance not yet notified — would
 * write the field's old column, which the new version no longer reads: its value would be lost
 * to the registry. It is refused with a 409 instead, and the user saves again.
 *
 * The check holds the registry's row (FOR KEY SHARE) until the write's transaction ends, and
 * comes before the write touches the table: a publication takes that row FOR UPDATE before the
 * table, so writes wait for it there, in the same order, and never queue behind its table lock.
 */
import type { RegistryDefinition } from '../../../src/registries';
import type { Queryable } from '../../db';
import { ApiError, errorItem } from '../../jsonapi/errors';
import { heldPublishedVersion } from './queries';

export const servedMessages = {
  stale: 'Реестр только что изменён администратором: обновите страницу и сохраните запись снова',
} as const;

/** Refuses the write when `definition` is a run-time registry's version no longer published. */
export async function writesServedVersion(
  tx: Queryable,
  definition: RegistryDefinition,
): Promise<void> {
  if (definition.registryId === undefined) return;
  const published = await heldPublishedVersion(tx, definition.registryId);
  if (published !== definition.schemaVersion)
    throw new ApiError(409, [errorItem('conflict', 'Конфликт', servedMessages.stale)]);
}
