/**
 * The programme items' item settlements (./routes.ts): reading them with their settlements,
 * what a payload's settlements bring, and writing an item's rows inside its transaction.
 */
import type { itemSettlementFields } from '../../../src/registries/gasificationProgramItems';
import type { Queryable } from '../../db';
import { insertRow, updateRow } from '../../http/crud';

/** A stored item settlement with what it reads from its settlement. */
export interface StoredRow {
  id: string;
  settlement_id: string;
  name: string;
  fias_id: string | null;
  region_id: string;
  home_ownerships_count: number | null;
  public_institutions_count: number | null;
  paramedic_centers_count: number | null;
  settlement_connected: boolean;
}

/** The item settlements of items, in the order they were added. */
export async function storedRows(db: Queryable, itemIds: string[]) {
  const rows = itemIds.length
    ? await db.query<StoredRow & { item_id: string }>(
        `SELECT r.id::text AS id, r.item_id::text AS item_id, r.settlement_id::text AS settlement_id,
           s.name, s.fias_id, s.region_id::text AS region_id, r.home_ownerships_count,
           r.public_institutions_count, r.paramedic_centers_count,
           (s.organization_id IS NOT NULL) AS settlement_connected
         FROM gasification_program_item_settlements r JOIN settlements s ON s.id = r.settlement_id
         WHERE r.item_id = ANY($1::bigint[]) ORDER BY r.id`,
        [itemIds],
      )
    : [];
  const out = new Map<string, StoredRow[]>();
  for (const { item_id, ...row } of rows) out.set(item_id, [...(out.get(item_id) ?? []), row]);
  return out;
}

/** What a settlement the payload names brings: its region and whether a ГРО serves it. */
export interface SettlementFacts {
  region_id: string;
  connected: boolean;
}

/** The facts of existing settlements by id; an unknown id (or what is not an id) is absent. */
export async function settlementFacts(
  db: Queryable,
  values: unknown[],
): Promise<Map<string, SettlementFacts>> {
  const ids = [...new Set(values.map((v) => String(v ?? '')))].filter((v) => /^\d{1,18}$/.test(v));
  if (!ids.length) return new Map();
  const rows = await db.query<{ id: string; region_id: string; connected: boolean }>(
    `SELECT id::text AS id, region_id::text AS region_id, (organization_id IS NOT NULL) AS connected
     FROM settlements WHERE id = ANY($1::bigint[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, { region_id: r.region_id, connected: r.connected }]));
}

/** An item settlement's columns, by the definition's fields. */
export type RowValues = Record<keyof typeof itemSettlementFields, unknown>;

/** The writes of an item's settlements, validated. */
export interface NestedWrites {
  inserts: RowValues[];
  updates: { id: string; values: Partial<RowValues> }[];
  deletes: string[];
}

/** Deletes, updates and inserts the item's settlements, in `tx`. */
export async function writeNested(tx: Queryable, itemId: string, plan: NestedWrites) {
  if (plan.deletes.length)
    await tx.query(
      'DELETE FROM gasification_program_item_settlements WHERE item_id = $1 AND id = ANY($2::bigint[])',
      [itemId, plan.deletes],
    );
  for (const { id, values } of plan.updates)
    if (Object.keys(values).length)
      await updateRow(tx, 'gasification_program_item_settlements', id, values);
  for (const values of plan.inserts)
    await insertRow(tx, 'gasification_program_item_settlements', { ...values, item_id: itemId });
}
