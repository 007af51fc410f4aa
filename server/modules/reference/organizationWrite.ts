/**
 * Validation and saving of an organization from the console. Regions per capacity arrive as
 * `<kind>_region_ids` (gro, ngro, rog, eog, eog_agent, authority) and replace that kind's rows;
 * `rog_region_ids` also makes the organization the main organization of those regions, since
 * the seeds define a rog through regions.main_organization.
 */
import type { Queryable } from '../../db';
import { NotFound } from '../../jsonapi/errors';
import { existingIds, insertRow, updateRow } from '../../http/crud';
import { Fields } from '../../http/fields';
import { attributesOf, mapConstraint } from '../../http/request';
import { organizationRegionKinds } from './organizationData';

const ID = /^\d{1,18}$/;
const regionFields = organizationRegionKinds.map((k) => `${k}_region_ids`);

// What the console may echo back from a read: relationships and timestamps are not written here.
const readOnly = [
  'id',
  'created_at',
  'updated_at',
  'branches',
  'head_branch',
  'legal_address',
  'postal_address',
  'organization_regions',
  'regions',
  ...organizationRegionKinds.map((k) => `${k}_regions`),
];

async function validate(db: Queryable, body: unknown, partial: boolean) {
  const f = new Fields(attributesOf(body, 'organization'), partial, readOnly);
  f.string('name', 'Наименование', { required: true, max: 500 });
  f.string('full_name', 'Полное наименование', { max: 1000 });
  f.string('short_code', 'Краткий код', { max: 50 });
  f.string('inn', 'ИНН', { pattern: /^\d{10}(\d{2})?$/ });
  f.string('ogrn', 'ОГРН', { pattern: /^\d{13}(\d{2})?$/ });
  f.string('kpp', 'КПП', { pattern: /^\d{9}$/ });
  f.bool('active', 'Активна');
  f.phone('unified_phone', 'Единый телефон горячей линии');
  f.phones('phones', 'Телефоны');
  f.email('email', 'Электронная почта');
  f.string('region_code', 'Код региона', { max: 3, pattern: /^\d{2,3}$/ });
  for (const field of regionFields) f.strings(field, 'Регионы', undefined, ID);

  const code = f.values.region_code;
  if (typeof code === 'string') {
    const rows = await db.query('SELECT 1 FROM regions WHERE code = $1', [code]);
    if (!rows.length) f.fail('region_code', 'Код региона', 'Регион не найден');
  }
  for (const field of regionFields) {
    const ids = (f.values[field] as string[] | null | undefined) ?? [];
    const found = await existingIds(db, 'regions', ids);
    if (ids.some((id) => !found.has(id))) f.fail(field, 'Регионы', 'Регион не найден');
  }
  if (f.values.phones === null) f.values.phones = [];
  return f.done();
}

async function saveAffiliations(tx: Queryable, orgId: string, values: Record<string, unknown>) {
  for (const kind of organizationRegionKinds) {
    const ids = values[`${kind}_region_ids`] as string[] | null | undefined;
    if (ids === undefined) continue;
    const list = ids ?? [];
    await tx.query('DELETE FROM organization_regions WHERE organization_id = $1 AND kind = $2', [
      orgId,
      kind,
    ]);
    await tx.query(
      `INSERT INTO organization_regions (organization_id, region_id, kind)
       SELECT $1, unnest($2::bigint[]), $3`,
      [orgId, list, kind],
    );
    if (kind !== 'rog') continue;
    await tx.query(
      `UPDATE regions SET main_organization_id = NULL, updated_at = now()
       WHERE main_organization_id = $1 AND NOT (id = ANY($2::bigint[]))`,
      [orgId, list],
    );
    await tx.query(
      'UPDATE regions SET main_organization_id = $1, updated_at = now() WHERE id = ANY($2::bigint[])',
      [orgId, list],
    );
  }
}

const constraints = {
  unique: { organizations_inn_kpp_idx: ['inn', 'Организация с таким ИНН и КПП уже существует'] },
  inUse: 'Организация используется в других разделах и не может быть удалена',
} as const;

/** Creates (no id) or updates an organization; returns its id. */
export async function saveOrganization(
  db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  body: unknown,
  id?: string,
): Promise<string> {
  const values = await validate(db, body, id !== undefined);
  const columns = Object.fromEntries(
    Object.entries(values).filter(([k]) => !regionFields.includes(k)),
  );
  return db
    .transaction(async (tx) => {
      const savedId = id ?? (await insertRow(tx, 'organizations', columns));
      if (id && !(await updateRow(tx, 'organizations', id, columns))) throw new NotFound();
      await saveAffiliations(tx, savedId, values);
      return savedId;
    })
    .catch((e: unknown) => mapConstraint(e, constraints));
}

export const organizationConstraints = constraints;
