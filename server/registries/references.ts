/**
 * Where a reference field points. A field's `resource` is another definition's `name`
 * (src/registries), or one of the hand-written resources below that have no definition. The
 * engine reads from here the table to check ids against, the JSON:API type of relationships and
 * included records, the attributes it includes and the display name shown in exports.
 */
import { addressLineParts } from '../../src/domain/addresses';
import {
  columnOf,
  registryByName,
  type FieldDefinition,
  type ReferenceField,
  type ReferencesField,
  type RegistryDefinition,
} from '../../src/registries';

export interface ReferenceTarget {
  table: string;
  type: string;
  /** Attribute → SQL expression over `table`, for included records. */
  attributes: Record<string, string>;
  /** The SQL expression naming a record (selects, exports). */
  display: string;
  /** The refusal of an id that names no record (the engine's 'Поле заполнено некорректно'). */
  missing?: string;
  /** Staff data: never included in or shown by the public site. */
  staffOnly?: boolean;
  /**
   * Choice keys that are list filters rather than columns (a field's `choices`, also sent as
   * the picker's filter): the SQL condition over `table` for the value's placeholder.
   */
  choiceSql?: Record<string, (value: string) => string>;
}

/** An operator's name as the console shows it: last, first and middle names. */
export const adminFullNameSql = (alias = 'admin_users') =>
  `concat_ws(' ', nullif(${alias}.last_name, ''), nullif(${alias}.first_name, ''), nullif(${alias}.middle_name, ''))`;

/** An applicant's name: the organization's for legal entities, else last, first, middle. */
const userFullNameSql = `coalesce(nullif(users.organization_name, ''), concat_ws(' ', nullif(users.last_name, ''), nullif(users.first_name, ''), nullif(users.middle_name, '')))`;

const handWritten: Record<string, ReferenceTarget> = {
  organizations: {
    table: 'organizations',
    type: 'organization',
    attributes: { name: 'name', full_name: 'full_name', active: 'active' },
    display: 'name',
    missing: 'Организация не найдена',
    // `affiliation_kinds[]: 'gro'`: an organization serving some region as a ГРО, the filter
    // the organizations list takes (server/modules/reference/organizationQueries.ts).
    choiceSql: {
      'affiliation_kinds[]': (value) =>
        `EXISTS (SELECT 1 FROM organization_regions orr
                  WHERE orr.organization_id = organizations.id AND orr.kind = ${value})`,
    },
  },
  operators: {
    table: 'admin_users',
    type: 'admin',
    attributes: { full_name: adminFullNameSql() },
    display: adminFullNameSql(),
    staffOnly: true,
  },
  // An address (seed 000 §3 Address) a record names, e.g. a branch's legal and postal ones:
  // included with the columns the organizations' documents include it with.
  addresses: {
    table: 'addresses',
    type: 'address',
    attributes: Object.fromEntries(
      [
        'kind',
        ...addressLineParts,
        'cadastral_number',
        'cadastral_home_number',
        'extra',
        'has_capital_construction',
        'coordinates',
        'fias_id',
        'oktmo',
        'title',
      ].map((column) => [column, column]),
    ),
    display: 'title',
  },
  // A schedule plan's lead (src/registries/schedulePlans.ts): its number.
  leads: {
    table: 'leads',
    type: 'lead',
    attributes: { uid: 'uid', status: 'status' },
    display: 'uid',
    staffOnly: true,
  },
  // An inventory object's owner account: the name as the applicants' list shows it.
  users: {
    table: 'users',
    type: 'user',
    attributes: { user_full_name: userFullNameSql, account_type: 'account_type' },
    display: userFullNameSql,
    staffOnly: true,
  },
};

/** A column as the wire wants it: dates as 'yyyy-MM-dd', decimals as numbers. */
export function columnSql(key: string, field: FieldDefinition, alias?: string): string {
  const column = alias ? `${alias}.${columnOf(key, field)}` : columnOf(key, field);
  if (field.kind === 'date') return `to_char(${column}, 'YYYY-MM-DD')`;
  if (field.kind === 'decimal') return `${column}::float8`;
  return column;
}

/** The attributes of a definition's record other resources include: its plain public fields. */
function scalarAttributes(definition: RegistryDefinition): Record<string, string> {
  return Object.fromEntries(
    Object.entries(definition.fields)
      .filter(([, f]) => f.kind !== 'file' && f.kind !== 'references' && !f.adminOnly)
      .filter(([, f]) => !(f.kind === 'reference' && f.relationshipOnly))
      .map(([key, field]) => [key, columnSql(key, field)]),
  );
}

/**
 * The registries administrators published (issue 38), as targets of other registries'
 * references, by their resource name (`registries/<code>/records`): set by the registry store
 * (./runtime/store.ts) each time it reads them, before any of their references is served.
 */
const runtimeTargets = new Map<string, ReferenceTarget>();

/**
 * Notes the published registries' definitions as reference targets. Each is included with the
 * fields every role may read (`shared`: without those a design hides from some role).
 */
export function setRuntimeTargets(shared: Iterable<RegistryDefinition>): void {
  runtimeTargets.clear();
  for (const definition of shared)
    runtimeTargets.set(definition.name, {
      ...targetOf(definition),
      missing: `Запись реестра «${definition.title[1]}» не найдена`,
    });
}

function targetOf(definition: RegistryDefinition): ReferenceTarget {
  const title = definition.recordTitle ?? 'name';
  const display =
    title in definition.fields ? columnSql(title, definition.fields[title]!) : 'id::text';
  return {
    table: definition.table,
    type: definition.type,
    attributes: scalarAttributes(definition),
    display,
  };
}

export function referenceTarget(resource: string): ReferenceTarget {
  const known = handWritten[resource] ?? runtimeTargets.get(resource);
  if (known) return known;
  const definition = registryByName(resource);
  if (!definition) throw new Error(`Unknown reference resource ${resource}`);
  return targetOf(definition);
}

export function isReference(field: FieldDefinition): field is ReferenceField | ReferencesField {
  return field.kind === 'reference' || field.kind === 'references';
}

/** The display expression of a field's records: its `display` attribute or the target's. */
export function displaySql(field: ReferenceField | ReferencesField): string {
  const target = referenceTarget(field.resource);
  if (!field.display) return target.display;
  return target.attributes[field.display] ?? field.display;
}

/**
 * The SQL conditions of a reference field's fixed `choices` over its target's table, their
 * values pushed onto `params`: a column equals the value, or the target's own filter SQL.
 */
export function choiceConditions(field: ReferenceField | ReferencesField, params: unknown[]) {
  const target = referenceTarget(field.resource);
  return Object.entries(field.choices ?? {}).map(([column, value]) => {
    params.push(value);
    const custom = target.choiceSql?.[column];
    return custom ? custom(`$${params.length}`) : `${column} = $${params.length}`;
  });
}
