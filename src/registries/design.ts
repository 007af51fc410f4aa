/**
 * A registry an administrator defines in the console (issue 38; docs/decisions.md "Registry
 * constructor"): its design is data — the attributes of `POST /v1/admin/registries`, stored as
 * a version's JSON — in the shape the metadata of the code registries answers
 * (server/registries/metadata.ts), and becomes a `RegistryDefinition` the one engine serves.
 *
 * Names an administrator types are wire names only. The table is `rt_<registry id>` and each
 * column `f_<field id>`, ids the server hands out, so no typed name reaches SQL and renaming a
 * field changes only its metadata.
 */
import { alreadyExists } from '../../i18n/messages';
import { uiMessages } from '../../i18n/uiMessages';
import { sections, type Section } from '../access/sections';
import type { Role } from '../domain/roles';
import type { SelectOption } from '../domain/enums';
import type { PluralForms } from '../format/plural';
import { crudActions } from './common';
import { formatMask, type TextFormat } from './textFormats';
import { registries } from './index';
import { allowedUploadExtensions, maxUploadBytes } from '../domain/uploads';
import type { FamilyGrant, FieldDefinition, RegistryDefinition } from './types';

/** The field kinds a design may use (more join them slice by slice: references, files …). */
export const designKinds = [
  'string',
  'text',
  'integer',
  'decimal',
  'money',
  'boolean',
  'date',
  'datetime',
  'enum',
  'reference',
  'address',
  'file',
] as const;
export type DesignKind = (typeof designKinds)[number];

export const designKindLabels: Record<DesignKind, string> = {
  string: 'Строка',
  text: 'Текст',
  integer: 'Целое число',
  decimal: 'Дробное число',
  money: 'Сумма в рублях',
  boolean: 'Да / нет',
  date: 'Дата',
  datetime: uiMessages.statusHistoryDate,
  enum: 'Выбор из списка',
  reference: 'Ссылка на запись реестра',
  address: 'Адрес (ФИАС)',
  file: 'Файл',
};

/** Every action of a run-time registry's family: its CRUD, the export and the history. */
export const runtimeActions = [...crudActions, 'export', 'history'] as const;
export type RuntimeAction = (typeof runtimeActions)[number];
/** A run-time registry's import makes new records: it is the `create` action, not one of its own. */
export const runtimeImportAction: RuntimeAction = 'create';

export interface DesignField {
  /**
   * Handed out by the server when the field is first saved; it names the column for good. (Not
   * `id`: the wire's objects with an `id` are records of their own.)
   */
  field_id?: string;
  key: string;
  kind: DesignKind;
  label: string;
  required?: boolean;
  min?: number;
  max?: number;
  /** Digits after the point of a decimal (default 2). */
  scale?: number;
  options?: readonly SelectOption[];
  /** An enum of several values. */
  many?: boolean;
  list?: boolean;
  filter?: boolean;
  sort?: boolean;
  /** No two records share a value. */
  unique?: boolean;
  /** A string's Russian kind (ИНН, СНИЛС, phone …, ./textFormats.ts). */
  format?: TextFormat;
  /** A reference's registry: a code registry's name ('organizations', 'lead_dictionary/regions'). */
  resource?: string;
  /** A reference to organizations that decides who sees a record: its organization's staff. */
  scope?: boolean;
  /** A file's extensions (of `allowedUploadExtensions`; all of them when not named). */
  extensions?: readonly string[];
  /** A file's size limit in megabytes (the uploads' own limit, 1 GiB, when not named). */
  max_mb?: number;
  /**
   * A field the list is often filtered by together with this one (a region and a status): the
   * table gets an index over both, besides this field's own.
   */
  filter_with?: string;
  /** Roles that may neither read nor write it: their answers have no such attribute. */
  hidden_for?: readonly Role[];
  /** Roles that read it but may not write it. */
  readonly_for?: readonly Role[];
  help?: string;
  /**
   * Values that do not convert when the field's type changes, each mapped by the administrator
   * to one in the new kind's terms, or to none (a field not required): used by the publication
   * that converts, absent from the published design (server/registries/runtime/mapping.ts).
   */
  convert_map?: readonly ValueMapping[];
}

/** A stored value (its text, trimmed) and what it becomes in a type change; null: empty. */
export interface ValueMapping {
  from: string;
  to: string | null;
}

/**
 * A move of a design's workflow: from one status to another, by the roles named (every role
 * that may edit records when none), with a comment when `comment` asks for one.
 */
export interface DesignMove {
  from: string;
  to: string;
  roles?: readonly Role[];
  comment?: boolean;
}

/** A status workflow: the choice field holding the status (its first option the new records'). */
export interface DesignWorkflow {
  field: string;
  moves: readonly DesignMove[];
}

export interface RegistryDesign {
  code: string;
  /** The name in the three Russian plural forms (1, 2–4, 5+). */
  title: PluralForms;
  fields: readonly DesignField[];
  record_title?: string;
  search?: readonly string[];
  default_sort?: { field: string; order: 'asc' | 'desc' } | null;
  exportable?: boolean;
  /** Records made from an XLSX or CSV file, a row each (default true). */
  importable?: boolean;
  /** Its menu entry goes after the console section named (at the end when none). */
  menu_after?: Section | null;
  /** Its records move along statuses: the options of a choice field, by the moves listed. */
  workflow?: DesignWorkflow | null;
  /** What each role may do; roles not named get the defaults of `FamilyDeclaration`. */
  grants?: Partial<Record<Role, FamilyGrant>>;
}

/** The keys of `members`, a record of every key of a type: the compiler names one left out. */
const keysOf = <K extends string>(members: Record<K, true>) => Object.keys(members) as K[];

/** Every member of a design field, so that a new one cannot be forgotten where they are read. */
export const designFieldKeys = keysOf<keyof DesignField>({
  field_id: true,
  key: true,
  kind: true,
  label: true,
  required: true,
  min: true,
  max: true,
  scale: true,
  options: true,
  many: true,
  list: true,
  filter: true,
  sort: true,
  unique: true,
  help: true,
  resource: true,
  scope: true,
  format: true,
  extensions: true,
  max_mb: true,
  filter_with: true,
  hidden_for: true,
  readonly_for: true,
  convert_map: true,
});

/** A field's setting as a diff names it: every member of a design field but its id. */
export type FieldSetting = Exclude<keyof DesignField, 'field_id'>;

/** A registry-wide setting: every member of a design but its code and fields. */
export type RegistrySetting = Exclude<keyof RegistryDesign, 'code' | 'fields'>;

/** The registry-wide settings, in the order a diff names them. */
export const registrySettingKeys = keysOf<RegistrySetting>({
  title: true,
  record_title: true,
  search: true,
  default_sort: true,
  exportable: true,
  importable: true,
  menu_after: true,
  workflow: true,
  grants: true,
});

/** A registry's code: its API path and console route (`/crm/registries/<code>`). */
export const codePattern = /^[a-z][a-z0-9_]{2,39}$/;
/** A field's key: its attribute on the wire. */
export const keyPattern = /^[a-z][a-z0-9_]{0,39}$/;

/** Keys every record has already: the id, the timestamps and the authors. */
export const reservedKeys = [
  'id',
  'type',
  'created_at',
  'updated_at',
  'created_by_id',
  'updated_by_id',
];

/** A megabyte as the upload limits count it. */
const MB = 1_048_576;

export const designMessages = {
  code: 'Код: латинские строчные буквы, цифры и «_», от 3 до 40 знаков, первая — буква',
  codeTaken: alreadyExists('Реестр', 'кодом'),
  key: 'Ключ: латинские строчные буквы, цифры и «_», до 40 знаков, первая — буква',
  keyReserved: 'Этот ключ занят служебным полем',
  keyTaken: 'Поле с таким ключом уже есть',
  noFields: 'Добавьте хотя бы одно поле',
  noOptions: 'Добавьте хотя бы один вариант',
  optionTaken: 'Варианты не должны повторяться',
  unknownField: 'Такого поля нет в реестре',
  notText: 'Искать можно только по строковым полям',
  minMax: 'Минимум больше максимума',
  referenceKey: 'Ключ ссылки оканчивается на «_id»',
  unknownRegistry: 'Выберите реестр, на записи которого ссылается поле',
  unknownRole: 'Неизвестная роль',
  unknownAction: 'Неизвестное действие',
  unknownSection: 'Такого раздела меню нет',
  workflowField: 'Статус — поле выбора одного значения из списка',
  workflowStatus: 'Такого статуса нет среди вариантов поля',
  workflowSame: 'Переход ведёт в тот же статус',
  extension: 'Такие файлы не загружаются',
  maxSize: `Не больше ${maxUploadBytes / MB} Мб`,
} as const;

/** The key of the field keeping an address field's ФИАС code (`object_address_fias_id`). */
export const fiasKeyOf = (key: string) => `${key}_fias_id`;

/** The kinds of a publication's steps (server/registries/runtime/plan.ts). */
export type PlanStepKind = 'instant' | 'online' | 'backfill' | 'destructive';

/** A type change as the administrator sees it before anything runs. */
export interface ConversionPreview {
  /** The field's key in the draft, whose `convert_map` maps its values. */
  key: string;
  label: string;
  to: string;
  total: number;
  /** Records whose values convert, a mapping's included. */
  converting: number;
  /**
   * The distinct values that do not convert (the first 20, most records first): how many
   * records hold each, and the first few of them.
   */
  failing: { value: string; count: number; ids: string[] }[];
  /** How many distinct values do not convert. */
  failing_values: number;
}

/** What `GET /v1/admin/registry_designs/{id}/plan` answers: the console's publish dialog. */
export interface PlanAnswer {
  steps: { kind: PlanStepKind; text: string }[];
  refusals: DesignProblem[];
  conversions: ConversionPreview[];
}

/** What one design changes in another: an import's dry run, a version against the one before. */
export interface DesignDiff {
  /** Keys of the fields added and removed. */
  added: string[];
  removed: string[];
  /** Fields whose settings differ, by key, with the names of the settings that differ. */
  changed: { key: string; settings: string[] }[];
  /** Registry-wide settings that differ: title, search, grants … */
  settings: string[];
}

/** One of `GET /v1/admin/registry_designs/{id}/versions`: a published version of the design. */
export interface VersionAnswer {
  number: number;
  published_at: string;
  published_by: string | null;
  steps: PlanAnswer['steps'];
  /** Against the version before it; the first one adds every field. */
  diff: DesignDiff;
  /** The labels the diff's keys are read in: this version's, a removed field's from before. */
  labels: Record<string, string>;
}

export interface DesignProblem {
  /** A JSON pointer into the design's attributes, `/fields/2/key`. */
  pointer: string;
  message: string;
}

/**
 * What is wrong with a design beyond its shape (the route schema judges the shape): names,
 * repeated keys and options, and keys the other settings name. `takenCodes` are the codes the
 * registries in use hold (the code registries' names and the other designs').
 */
export function designProblems(
  design: RegistryDesign,
  takenCodes: ReadonlySet<string>,
  roles: readonly string[],
  targets: ReadonlySet<string> = referenceTargets,
): DesignProblem[] {
  const problems: DesignProblem[] = [];
  const add = (pointer: string, message: string) => problems.push({ pointer, message });
  if (!codePattern.test(design.code)) add('/code', designMessages.code);
  else if (takenCodes.has(design.code)) add('/code', designMessages.codeTaken);
  if (!design.fields.length) add('/fields', designMessages.noFields);
  const keys = new Map<string, DesignField>();
  design.fields.forEach((field, i) => {
    const at = `/fields/${i}`;
    if (!keyPattern.test(field.key)) add(`${at}/key`, designMessages.key);
    else if (reservedKeys.includes(field.key)) add(`${at}/key`, designMessages.keyReserved);
    else if (keys.has(field.key)) add(`${at}/key`, designMessages.keyTaken);
    keys.set(field.key, field);
    // An address brings the key of its ФИАС code with it.
    if (field.kind === 'address') {
      if (keys.has(fiasKeyOf(field.key))) add(`${at}/key`, designMessages.keyTaken);
      keys.set(fiasKeyOf(field.key), field);
    }
    if (field.min !== undefined && field.max !== undefined && field.min > field.max)
      add(`${at}/min`, designMessages.minMax);
    if (field.kind === 'reference') {
      if (!field.key.endsWith('_id')) add(`${at}/key`, designMessages.referenceKey);
      if (!field.resource || !targets.has(field.resource))
        add(`${at}/resource`, designMessages.unknownRegistry);
    }
    if (field.filter_with !== undefined && field.filter_with === field.key)
      add(`${at}/filter_with`, designMessages.unknownField);
    if (field.kind === 'file') {
      if (
        field.extensions?.some((e) => !(allowedUploadExtensions as readonly string[]).includes(e))
      )
        add(`${at}/extensions`, designMessages.extension);
      if (field.max_mb !== undefined && (field.max_mb <= 0 || field.max_mb * MB > maxUploadBytes))
        add(`${at}/max_mb`, designMessages.maxSize);
    }
    if (field.kind === 'enum') {
      const values = (field.options ?? []).map((o) => o.value);
      if (!values.length) add(`${at}/options`, designMessages.noOptions);
      else if (new Set(values).size !== values.length)
        add(`${at}/options`, designMessages.optionTaken);
    }
  });
  const known = (key: string, pointer: string) => {
    if (!keys.has(key)) add(pointer, designMessages.unknownField);
  };
  if (design.record_title) known(design.record_title, '/record_title');
  (design.search ?? []).forEach((key, i) => {
    const kind = keys.get(key)?.kind;
    if (!kind) add(`/search/${i}`, designMessages.unknownField);
    else if (!['string', 'text', 'address'].includes(kind))
      add(`/search/${i}`, designMessages.notText);
  });
  if (design.default_sort) known(design.default_sort.field, '/default_sort/field');
  design.fields.forEach((field, i) => {
    if (field.filter_with) known(field.filter_with, `/fields/${i}/filter_with`);
  });
  if (design.menu_after && !sections.includes(design.menu_after))
    add('/menu_after', designMessages.unknownSection);
  if (design.workflow) workflowProblems(design.workflow, keys, roles, add);
  for (const [role, grant] of Object.entries(design.grants ?? {})) {
    if (!roles.includes(role)) add(`/grants/${role}`, designMessages.unknownRole);
    else if (
      Array.isArray(grant) &&
      grant.some((a) => !runtimeActions.includes(a as RuntimeAction))
    )
      add(`/grants/${role}`, designMessages.unknownAction);
  }
  return problems;
}

function workflowProblems(
  workflow: DesignWorkflow,
  keys: ReadonlyMap<string, DesignField>,
  roles: readonly string[],
  add: (pointer: string, message: string) => void,
) {
  const field = keys.get(workflow.field);
  if (field?.kind !== 'enum' || field.many || field.key !== workflow.field) {
    add('/workflow/field', designMessages.workflowField);
    return;
  }
  const statuses = new Set((field.options ?? []).map((o) => o.value));
  workflow.moves.forEach((move, i) => {
    const at = `/workflow/moves/${i}`;
    if (!statuses.has(move.from)) add(`${at}/from`, designMessages.workflowStatus);
    if (!statuses.has(move.to)) add(`${at}/to`, designMessages.workflowStatus);
    else if (move.to === move.from) add(`${at}/to`, designMessages.workflowSame);
    if (move.roles?.some((role) => !roles.includes(role)))
      add(`${at}/roles`, designMessages.unknownRole);
  });
}

/**
 * The engine's workflow of a design: its status field read-only (only moves change it) and a
 * new record's status the field's first option.
 */
function workflowOf(
  workflow: DesignWorkflow | null | undefined,
  fields: Record<string, FieldDefinition>,
): Pick<RegistryDefinition, 'workflow'> {
  const field = workflow && fields[workflow.field];
  if (!workflow || field?.kind !== 'enum' || !field.options.length) return {};
  fields[workflow.field] = { ...field, readOnly: true, default: field.options[0]!.value };
  return {
    workflow: {
      field: workflow.field,
      transitions: workflow.moves.map((move) => ({
        from: move.from,
        to: move.to,
        ...(move.roles?.length ? { roles: move.roles } : {}),
        ...(move.comment ? { requires: ['comment' as const] } : {}),
      })),
    },
  };
}

/**
 * The engine's fields of a design field, its column the generated `f_<id>`: one, or for an
 * address two — the address line and its ФИАС code beside it (`f_<id>_fias`).
 */
function fieldsOf(field: SavedField): [string, FieldDefinition][] {
  const own = fieldOf(field);
  if (field.kind !== 'address') return [[field.key, own]];
  const fias: FieldDefinition = {
    kind: 'string',
    label: `${field.label}: код ФИАС`,
    column: `f_${field.field_id}_fias`,
    format: 'fias',
    max: 36,
    hiddenInForm: true,
  };
  return [
    [field.key, own],
    [fiasKeyOf(field.key), fias],
  ];
}

function fieldOf(field: SavedField): FieldDefinition {
  const common = {
    label: field.label,
    column: `f_${field.field_id}`,
    ...(field.required ? { required: true } : {}),
    ...(field.list ? { list: true } : {}),
    ...(field.filter ? { filter: true } : {}),
    ...(field.sort ? { sort: true } : {}),
    ...(field.unique ? { unique: alreadyExists('Запись', 'значением') } : {}),
    ...(field.help ? { help: field.help } : {}),
  };
  const range = {
    ...(field.min !== undefined ? { min: field.min } : {}),
    ...(field.max !== undefined ? { max: field.max } : {}),
  };
  switch (field.kind) {
    case 'string': {
      const mask = field.format && formatMask(field.format);
      return {
        ...common,
        ...range,
        kind: 'string',
        ...(field.format ? { format: field.format } : {}),
        ...(mask ? { mask } : {}),
      };
    }
    case 'text':
      return { ...common, ...range, kind: 'text' };
    case 'integer':
      return { ...common, ...range, kind: 'integer' };
    case 'decimal':
      return { ...common, ...range, kind: 'decimal', scale: field.scale ?? 2 };
    case 'money':
      // Roubles and kopecks.
      return { ...common, ...range, kind: 'decimal', scale: 2 };
    case 'enum':
      return { ...common, kind: 'enum', options: field.options ?? [], many: !!field.many };
    case 'reference':
      return { ...common, kind: 'reference', resource: field.resource ?? '' };
    case 'address':
      return { ...common, kind: 'string', max: 1000, fias: fiasKeyOf(field.key) };
    case 'file':
      return {
        ...common,
        kind: 'file',
        extensions: field.extensions?.length ? field.extensions : allowedUploadExtensions,
        maxBytes: field.max_mb ? Math.round(field.max_mb * MB) : maxUploadBytes,
      };
    default:
      return { ...common, kind: field.kind };
  }
}

/** The registries a design's reference may point at: the code registries with a screen. */
export const referenceTargets: ReadonlySet<string> = new Set(
  registries.filter((r) => !r.nested).map((r) => r.name),
);

/** Records seen by their organization's staff when a reference to organizations says so. */
function scopingOf(design: SavedDesign): Pick<RegistryDefinition, 'scoping'> {
  const owner = design.fields.find(
    (f) => f.kind === 'reference' && f.resource === 'organizations' && f.scope,
  );
  return owner ? { scoping: { organization: owner.key } } : {};
}

/** A saved field: it has the id the server gave it. */
export type SavedField = DesignField & { field_id: string };

/** A saved design: each field has its id. */
export type SavedDesign = Omit<RegistryDesign, 'fields'> & { fields: readonly SavedField[] };

/** The path of a run-time registry's records under /v1/admin. */
export const recordsPath = (code: string) => `registries/${code}/records`;

/**
 * The definition the engine serves a published design by: table `rt_<registry id>`, its family
 * `registry_<code>` with `runtimeActions`, every write audited. For a `role`, as that role
 * sees it: without the fields hidden from it, and read-only where it may not write — so its
 * lists, records, filters, sorting and exports have no way to the hidden ones. `schemaVersion`:
 * the published version it serves, which tags its audit rows.
 */
export function definitionOf(
  design: SavedDesign,
  registryId: string,
  role?: Role,
  schemaVersion?: number,
): RegistryDefinition {
  const fields: Record<string, FieldDefinition> = {};
  for (const field of design.fields) {
    // The field that scopes the records stays: the scope reads it (it may still be read-only).
    if (role && field.hidden_for?.includes(role) && !field.scope) continue;
    const readOnly = !!role && !!field.readonly_for?.includes(role);
    for (const [key, engineField] of fieldsOf(field))
      fields[key] = { ...engineField, ...(readOnly ? { readOnly: true } : {}) };
  }
  const firstText = Object.entries(fields).find(([, f]) => f.kind === 'string')?.[0];
  const workflow = workflowOf(design.workflow, fields);
  return {
    // The console's resource is the API path itself: its screens need no mapping.
    name: recordsPath(design.code),
    path: recordsPath(design.code),
    type: design.code,
    table: `rt_${registryId}`,
    title: design.title,
    section: 'registry_designs',
    permissions: `registry_${design.code}`,
    fields: {
      ...fields,
      created_at: { kind: 'datetime', label: 'Создано', readOnly: true, sort: true },
      updated_at: { kind: 'datetime', label: 'Обновлено', readOnly: true, sort: true },
    },
    recordTitle:
      design.record_title && design.record_title in fields
        ? design.record_title
        : (firstText ?? 'id'),
    ...(design.search?.some((key) => key in fields)
      ? { search: design.search.filter((key) => key in fields) }
      : {}),
    defaultSort:
      design.default_sort && design.default_sort.field in fields
        ? design.default_sort
        : { field: 'id', order: 'desc' },
    ...scopingOf(design),
    ...workflow,
    audited: true,
    ...(schemaVersion !== undefined ? { schemaVersion, registryId } : {}),
    exportable: design.exportable !== false,
    // Without a key: every row of a file is a new record (a run-time record has no natural key).
    ...(design.importable !== false ? { importable: { key: [] } } : {}),
    menu: {
      label: design.title[1],
      icon: 'TableChart',
      after: design.menu_after ?? '',
    },
  };
}
