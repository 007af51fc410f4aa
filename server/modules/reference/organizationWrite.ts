/**
 * Validation and saving of an organization from the console. Regions per capacity arrive as
 * `<kind>_region_ids` (gro, ngro, rog, eog, eog_agent, authority) and replace that kind's rows;
 * `rog_region_ids` also makes the organization the main organization of those regions, since
 * the seeds define a rog through regions.main_organization. INN, OGRN and KPP are checked with
 * their checksums (src/validation/requisites); the legal and postal addresses arrive as
 * `legal_address_attributes` / `postal_address_attributes` objects and are written into
 * addresses. The body's kinds and lengths are judged by `OrganizationBody` before the handler;
 * the rules after it read typed values. Everything is saved in one transaction: a refusal leaves nothing behind.
 */
import { Type, type Static } from 'typebox';
import { alreadyExists } from '../../../i18n/messages';
import { addressLineParts } from '../../../src/domain/addresses';
import { validateEmail } from '../../../src/validation/email';
import { normalizePhone } from '../../../src/validation/phone';
import type { Queryable } from '../../db';
import { Forbidden, NotFound, Unprocessable, type FieldError } from '../../jsonapi/errors';
import { existingIds, insertRow, updateRow } from '../../http/crud';
import { mapConstraint } from '../../http/request';
import { Id, judgedBody, nullable } from '../../http/schemas';
import {
  validateInnLegal,
  validateKpp,
  validateOgrnLegal,
} from '../../../src/validation/requisites';
import { validationMessages as m, type Validator } from '../../../src/validation/messages';
import { organizationRegionKinds, type OrganizationRegionKind } from './organizationData';

type RegionField = `${OrganizationRegionKind}_region_ids`;
const regionFields = organizationRegionKinds.map((k): RegionField => `${k}_region_ids`);

/** The address parts a form may send (seed 000 §3 Address). */
export const addressParts = addressLineParts;
export const addressKeys = {
  legal: 'legal_address_attributes',
  postal: 'postal_address_attributes',
} as const;

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

/** A text of at most `max` characters as sent, or null; blank is cleared (after the schema). */
const text = (title: string, max: number, description = `${title}, до ${max} символов`) =>
  Type.Optional(
    Type.Union([Type.String({ maxLength: max, title }), Type.Null()], { title, description }),
  );

/** An address: its parts' texts or null; other members are ignored, as the form may add some. */
const address = (title: string) =>
  Type.Optional(
    nullable(
      Type.Object(
        Object.fromEntries(addressParts.map((part) => [part, text(title, 255)])) as Record<
          (typeof addressParts)[number],
          ReturnType<typeof text>
        >,
        {
          additionalProperties: true,
          title,
          description: `${title}: {${addressParts.join(', ')}} или null`,
        },
      ),
    ),
  );

const regionIds = Type.Optional(
  nullable(
    Type.Array(Id, {
      maxItems: 100,
      title: 'Регионы',
      description: 'Регионы (id) этого вида принадлежности, заменяют прежние; null — ни одного',
    }),
  ),
);

/**
 * An organization's write, judged (issue 37 item 4): the kinds and lengths of its attributes,
 * the regions' ids, the addresses' shape, no attribute but these and the echoes of a read. What
 * is left to `validate` — the seeds' checksums of ИНН, ОГРН and КПП, the phone and e-mail
 * formats, the region code's digits, the name required on a create, the regions existing —
 * reads the typed values. The e-mail has no length here: `validateEmail` answers a too long
 * one with the e-mail's own message.
 */
export const OrganizationBody = judgedBody(
  Type.Object(
    {
      ...Object.fromEntries(
        readOnly.map((key) => [
          key,
          Type.Optional(Type.Unknown({ description: 'Только для чтения, не записывается' })),
        ]),
      ),
      name: text('Наименование', 500),
      full_name: text('Полное наименование', 1000),
      short_code: text('Краткий код', 50),
      inn: text('ИНН', 255, 'ИНН юридического лица, 10 цифр'),
      ogrn: text('ОГРН', 255, 'ОГРН, 13 цифр'),
      kpp: text('КПП', 255, 'КПП, 9 знаков'),
      active: Type.Optional(
        Type.Union([Type.Boolean(), Type.String({ pattern: '^(true|false|\\s*)$' }), Type.Null()], {
          title: 'Активна',
          description: "Активна: true / false ('true' / 'false' в форме; пусто — false)",
        }),
      ),
      unified_phone: text('Единый телефон горячей линии', 255),
      phones: Type.Optional(
        nullable(
          Type.Array(Type.String({ maxLength: 255, title: 'Телефоны' }), {
            maxItems: 20,
            title: 'Телефоны',
            description: 'Телефоны, до 20; null — ни одного',
          }),
        ),
      ),
      email: Type.Optional(
        Type.Union([Type.String({ title: 'Электронная почта' }), Type.Null()], {
          title: 'Электронная почта',
        }),
      ),
      region_code: text('Код региона', 3, 'Код региона, 2–3 цифры'),
      ...(Object.fromEntries(regionFields.map((key) => [key, regionIds])) as Record<
        RegionField,
        typeof regionIds
      >),
      [addressKeys.legal]: address('Юридический адрес'),
      [addressKeys.postal]: address('Почтовый адрес'),
    },
    { additionalProperties: false },
  ),
);
export type OrganizationAttributes = Static<typeof OrganizationBody>['data']['attributes'];
type AddressInput = NonNullable<OrganizationAttributes[typeof addressKeys.legal]>;

/** A judged text as stored: trimmed, blank is null; undefined when not sent. */
function stored(value: string | null | undefined): string | null | undefined {
  return value === undefined || value === null ? value : value.trim() || null;
}

/** The judged attributes as columns, after the rules the schema does not say; all refusals at once. */
async function validate(db: Queryable, attributes: OrganizationAttributes, partial: boolean) {
  const values: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  const fail = (field: string, title: string, detail: string) =>
    errors.push({ field, title, detail });
  /** A text through its rule (a message or undefined), stored as `as` makes it. */
  const checked = (
    key: keyof OrganizationAttributes,
    title: string,
    rule?: (text: string) => string | undefined,
    as: (text: string) => unknown = (t) => t,
  ) => {
    const value = stored(attributes[key] as string | null | undefined);
    if (value === undefined) return;
    const error = value === null ? undefined : rule?.(value);
    if (error) fail(key, title, error);
    else values[key] = value === null ? null : as(value);
  };
  const requisite = (validator: Validator) => (t: string) => validator(t, attributes);

  const name = stored(attributes.name);
  if (name === null || (name === undefined && !partial)) fail('name', 'Наименование', m.required);
  else if (name !== undefined) values.name = name;
  checked('full_name', 'Полное наименование');
  checked('short_code', 'Краткий код');
  checked('inn', 'ИНН', requisite(validateInnLegal));
  checked('ogrn', 'ОГРН', requisite(validateOgrnLegal));
  checked('kpp', 'КПП', requisite(validateKpp), (t) => t.toUpperCase());
  // The schema let through a flag, 'true' / 'false' or blank; the column takes no NULL.
  const active = attributes.active;
  if (active !== undefined) values.active = active === true || active === 'true';
  const phone = (t: string) => (normalizePhone(t) ? undefined : m.phone);
  checked('unified_phone', 'Единый телефон горячей линии', phone, normalizePhone);
  if (attributes.phones === null) values.phones = [];
  else if (attributes.phones) {
    const list = attributes.phones.map(normalizePhone);
    if (list.some((p) => !p)) fail('phones', 'Телефоны', m.phone);
    else values.phones = [...new Set(list)];
  }
  checked('email', 'Электронная почта', validateEmail);
  checked('region_code', 'Код региона', (t) => (/^\d{2,3}$/.test(t) ? undefined : m.invalid));
  for (const field of regionFields) {
    const ids = attributes[field];
    if (ids !== undefined) values[field] = ids && [...new Set(ids)];
  }
  for (const key of [addressKeys.legal, addressKeys.postal]) {
    const sent = attributes[key];
    if (sent === undefined) continue;
    const parts = sent && addressValues(sent);
    if (parts?.zip_code && !/^\d{6}$/.test(parts.zip_code))
      fail(`${key}.zip_code`, 'Индекс', m.invalid);
    else values[key] = parts;
  }

  const code = values.region_code;
  if (typeof code === 'string') {
    const rows = await db.query('SELECT 1 FROM regions WHERE code = $1', [code]);
    if (!rows.length) fail('region_code', 'Код региона', 'Регион не найден');
  }
  for (const field of regionFields) {
    const ids = (values[field] as string[] | undefined) ?? [];
    const found = await existingIds(db, 'regions', ids);
    if (ids.some((id) => !found.has(id))) fail(field, 'Регионы', 'Регион не найден');
  }
  if (errors.length) throw new Unprocessable(errors);
  return values;
}

/** An address's known parts, trimmed, blank as null. */
function addressValues(sent: AddressInput): Record<string, string | null> {
  const parts: Record<string, string | null> = {};
  for (const part of addressParts) {
    const value = stored(sent[part]);
    if (value !== undefined) parts[part] = value;
  }
  return parts;
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

export const organizationConstraints = {
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
  attributes: OrganizationAttributes,
  id?: string,
  options: SaveOptions = { allScope: true },
): Promise<string> {
  const values = await validate(db, attributes, id !== undefined);
  if (!options.allScope && allScopeOnly.some((k) => k in values)) throw new Forbidden();
  const own = new Set<string>([...regionFields, addressKeys.legal, addressKeys.postal]);
  const columns = Object.fromEntries(Object.entries(values).filter(([k]) => !own.has(k)));
  return db
    .transaction(async (tx) => {
      const savedId = id ?? (await insertRow(tx, 'organizations', columns));
      if (id && !(await updateRow(tx, 'organizations', id, columns))) throw new NotFound();
      await saveAffiliations(tx, savedId, values);
      await saveAddresses(tx, savedId, values);
      return savedId;
    })
    .catch((e: unknown) => mapConstraint(e, organizationConstraints));
}
