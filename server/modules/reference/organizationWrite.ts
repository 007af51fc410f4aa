/**
 * Validation and saving of an organization from the console. Regions per capacity arrive as
 * `<kind>_region_ids` (gro, ngro, rog, eog, eog_agent, authority) and replace that kind's rows;
 * `rog_region_ids` also makes the organization the main organization of those regions, since
 * the seeds define a rog through regions.main_organization. INN, OGRN and KPP are checked with
 * their checksums (src/validation/requisites); the legal and postal addresses arrive as
 * `legal_address_attributes` / `postal_address_attributes` objects and are written into
 * addresses. Everything is saved in one transaction: a refusal leaves nothing behind.
 */
import { alreadyExists } from '../../../i18n/messages';
import { addressLineParts } from '../../../src/domain/addresses';
import type { Queryable } from '../../db';
import { Forbidden, NotFound } from '../../jsonapi/errors';
import { existingIds, insertRow, updateRow } from '../../http/crud';
import { Fields } from '../../http/fields';
import { attributesOf, mapConstraint } from '../../http/request';
import {
  validateInnLegal,
  validateKpp,
  validateOgrnLegal,
} from '../../../src/validation/requisites';
import { validationMessages } from '../../../src/validation/messages';
import { organizationRegionKinds } from './organizationData';

const ID = /^\d{1,18}$/;
const regionFields = organizationRegionKinds.map((k) => `${k}_region_ids`);

/** The address parts a form may send (seed 000 §3 Address). */
export const addressParts = addressLineParts;
export const addressKeys = {
  legal: 'legal_address_attributes',
  postal: 'postal_address_attributes',
};

/**
 * Attributes only a role scoped to every organization may change: where the organization
 * serves and in which capacity, its activity and its region — they decide whom applications
 * are routed to. ГРО staff edit their organization's name, requisites and contacts.
 */
export const allScopeOnly = ['active', 'region_code', ...regionFields] as const;

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

function validateAddress(f: Fields, key: string, title: string) {
  const raw = f.raw(key);
  if (raw === undefined) return;
  if (raw === null) {
    f.values[key] = null;
    return;
  }
  if (typeof raw !== 'object' || Array.isArray(raw))
    return f.fail(key, title, validationMessages.invalid);
  const parts = raw as Record<string, unknown>;
  const address: Record<string, string | null> = {};
  for (const [part, value] of Object.entries(parts)) {
    if (!(addressParts as readonly string[]).includes(part)) continue;
    if (value === null || value === undefined || value === '') address[part] = null;
    else if (typeof value !== 'string' || value.length > 255)
      return f.fail(`${key}.${part}`, title, validationMessages.invalid);
    else address[part] = value.trim() || null;
  }
  if (address.zip_code && !/^\d{6}$/.test(address.zip_code))
    return f.fail(`${key}.zip_code`, 'Индекс', validationMessages.invalid);
  f.values[key] = address;
}

async function validate(db: Queryable, body: unknown, partial: boolean) {
  const f = new Fields(attributesOf(body, 'organization'), partial, readOnly);
  f.string('name', 'Наименование', { required: true, max: 500 });
  f.string('full_name', 'Полное наименование', { max: 1000 });
  f.string('short_code', 'Краткий код', { max: 50 });
  f.rule('inn', 'ИНН', validateInnLegal);
  f.rule('ogrn', 'ОГРН', validateOgrnLegal);
  f.rule('kpp', 'КПП', validateKpp, { normalize: (t) => t.toUpperCase() });
  f.bool('active', 'Активна');
  f.phone('unified_phone', 'Единый телефон горячей линии');
  f.phones('phones', 'Телефоны');
  f.email('email', 'Электронная почта');
  f.string('region_code', 'Код региона', { max: 3, pattern: /^\d{2,3}$/ });
  for (const field of regionFields) f.strings(field, 'Регионы', undefined, ID);
  validateAddress(f, addressKeys.legal, 'Юридический адрес');
  validateAddress(f, addressKeys.postal, 'Почтовый адрес');

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

/** Writes the sent addresses: updates the linked row, or inserts one and links it. */
async function saveAddresses(tx: Queryable, orgId: string, values: Record<string, unknown>) {
  for (const kind of ['legal', 'postal'] as const) {
    const key = addressKeys[kind];
    if (!(key in values)) continue;
    const address = values[key] as Record<string, string | null> | null;
    const column = `${kind}_address_id`;
    const [org] = await tx.query<Record<string, string | null>>(
      `SELECT ${column} AS address_id FROM organizations WHERE id = $1`,
      [orgId],
    );
    const current = org?.address_id ?? null;
    if (!address) {
      await tx.query(`UPDATE organizations SET ${column} = NULL WHERE id = $1`, [orgId]);
      continue;
    }
    const title = [
      address.zip_code,
      address.region,
      address.city,
      address.settlement,
      address.street,
      address.house,
      address.block,
      address.flat,
    ]
      .filter(Boolean)
      .join(', ');
    if (current) {
      await updateRow(tx, 'addresses', current, { ...address, title });
    } else {
      const id = await insertRow(tx, 'addresses', { ...address, kind, title });
      await tx.query(`UPDATE organizations SET ${column} = $2 WHERE id = $1`, [orgId, id]);
    }
  }
}

const constraints = {
  unique: { organizations_inn_kpp_idx: ['inn', alreadyExists('Организация', 'ИНН и КПП')] },
  inUse: 'Организация используется в других разделах и не может быть удалена',
} as const;

export interface SaveOptions {
  /** The caller's scope covers every organization; otherwise `allScopeOnly` is refused. */
  allScope: boolean;
}

/** Creates (no id) or updates an organization; returns its id. */
export async function saveOrganization(
  db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  body: unknown,
  id?: string,
  options: SaveOptions = { allScope: true },
): Promise<string> {
  const values = await validate(db, body, id !== undefined);
  if (!options.allScope && allScopeOnly.some((k) => k in values)) throw new Forbidden();
  const own = new Set([...regionFields, addressKeys.legal, addressKeys.postal]);
  const columns = Object.fromEntries(Object.entries(values).filter(([k]) => !own.has(k)));
  return db
    .transaction(async (tx) => {
      const savedId = id ?? (await insertRow(tx, 'organizations', columns));
      if (id && !(await updateRow(tx, 'organizations', id, columns))) throw new NotFound();
      await saveAffiliations(tx, savedId, values);
      await saveAddresses(tx, savedId, values);
      return savedId;
    })
    .catch((e: unknown) => mapConstraint(e, constraints));
}

export const organizationConstraints = constraints;
