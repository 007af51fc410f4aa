/**
 * `defineRegistry` and the derived facts every side reads from a definition: the validators of
 * a field (the console's inputs and the server run the same ones), relationship names, list
 * columns and filters. Nothing here knows React or SQL.
 */
import { required } from '../validation/compose';
import { maxLength, minLength, minValue } from '../validation/basic';
import { validateDate, validateDateTime } from '../validation/dates';
import { allowedExtensions, maxFileSize, notEmptyFile } from '../validation/files';
import { validationMessages, type Validator } from '../validation/messages';
import type { RowStateRule } from './rowStates';
import { textFormats } from './textFormats';
import type { FieldDefinition, RegistryDefinition, WorkflowDeclaration } from './types';

/** Checks a definition's internal consistency once, when the module loads. */
export function defineRegistry<const D extends RegistryDefinition>(definition: D): D {
  const keys = Object.keys(definition.fields);
  for (const [key, field] of Object.entries(definition.fields)) {
    if (field.kind === 'reference' && !key.endsWith('_id'))
      throw new Error(`${definition.name}.${key}: a reference key ends with _id`);
    if (field.kind === 'references' && !key.endsWith('_ids'))
      throw new Error(`${definition.name}.${key}: a many-reference key ends with _ids`);
    if (field.kind === 'string' && field.slugFrom) {
      const { field: source, within = [] } = field.slugFrom;
      if (!field.readOnly) throw new Error(`${definition.name}.${key}: a slug is read-only`);
      // The import job writes its rows in batches without the create route's slug step.
      if (definition.importable)
        throw new Error(`${definition.name}.${key}: a slug is not imported`);
      for (const other of [source, ...within])
        if (!keys.includes(other)) throw new Error(`${definition.name}.${key}: unknown ${other}`);
    }
  }
  for (const key of definition.search ?? [])
    if (!keys.includes(key)) throw new Error(`${definition.name}: unknown search field ${key}`);
  for (const key of [
    ...(definition.importable?.key ?? []),
    ...Object.values(definition.importable?.calls ?? {}).flatMap((fixed) => Object.keys(fixed)),
  ])
    if (!keys.includes(key)) throw new Error(`${definition.name}: unknown import field ${key}`);
  for (const key of definition.defaultSort?.then ?? [])
    if (!keys.includes(key)) throw new Error(`${definition.name}: unknown sort field ${key}`);
  for (const key of definition.massUpdate ?? [])
    if (!keys.includes(key))
      throw new Error(`${definition.name}: unknown mass update field ${key}`);
  for (const [query, filter] of Object.entries(definition.flagFilters ?? {}))
    for (const key of Object.values(filter.flags))
      if (definition.fields[key]?.kind !== 'boolean')
        throw new Error(`${definition.name}.${query}: ${key} is not a boolean field`);
  for (const rule of definition.rowStates ?? []) checkRowState(definition, rule);
  if (definition.workflow) checkWorkflow(definition, definition.workflow);
  if (definition.site?.audienceField && !keys.includes(definition.site.audienceField))
    throw new Error(`${definition.name}: unknown audience field`);
  for (const [role, grant] of Object.entries(definition.family?.grants ?? {}))
    for (const action of Array.isArray(grant) ? grant : [])
      if (!definition.family?.actions.includes(action))
        throw new Error(`${definition.name}: ${role} is granted an unknown action ${action}`);
  return definition;
}

/** A row state reads a declared field: a date for `past`, a flag of its kind for `equals`. */
function checkRowState(definition: RegistryDefinition, rule: RowStateRule): void {
  const field = definition.fields[rule.field];
  const where = `${definition.name}: row state ${rule.state} on ${rule.field}`;
  if (!field) throw new Error(`${where}: unknown field`);
  if ('past' in rule && field.kind !== 'date' && field.kind !== 'datetime')
    throw new Error(`${where}: not a date`);
  if ('equals' in rule && (typeof rule.equals === 'boolean') !== (field.kind === 'boolean'))
    throw new Error(`${where}: the value does not fit the field`);
}

/**
 * A workflow moves a read-only enum field with a default (a new record's status) between its
 * options; the import, whose batch insert keeps no history, is refused.
 */
function checkWorkflow(definition: RegistryDefinition, workflow: WorkflowDeclaration): void {
  const field = definition.fields[workflow.field];
  const where = `${definition.name}: workflow on ${workflow.field}`;
  if (field?.kind !== 'enum' || field.many) throw new Error(`${where}: not a single enum`);
  if (!field.readOnly || field.default === undefined)
    throw new Error(`${where}: read-only with a default`);
  if (definition.importable) throw new Error(`${where}: not imported`);
  const values = field.options.map((o) => o.value);
  for (const t of workflow.transitions)
    if (!values.includes(t.from) || !values.includes(t.to))
      throw new Error(`${where}: ${t.from} → ${t.to} is not between its options`);
}

/** A workflow status's label among its field's options (the value itself when unknown). */
export function workflowStatusTitle(definition: RegistryDefinition, status: unknown): string {
  const field = definition.workflow && definition.fields[definition.workflow.field];
  const value = String(status ?? '');
  if (field?.kind !== 'enum') return value;
  return field.options.find((o) => o.value === value)?.title ?? value;
}

/** `region_id` → `region`, `funding_source_ids` → `funding_sources`; other keys unchanged. */
export function relationshipName(key: string, field: FieldDefinition): string {
  if (field.kind === 'reference') return key.replace(/_id$/, '');
  if (field.kind === 'references') return key.replace(/_ids$/, 's');
  return key;
}

/** The column of a file field: its own `column`, else `<key>_attachment_id`. */
export function fileColumn(key: string, field?: FieldDefinition): string {
  return (field?.kind === 'file' ? field.column : undefined) ?? `${key}_attachment_id`;
}

/** The table column of a field: its own `column`, else the key (a file: `fileColumn`). */
export function columnOf(key: string, field: FieldDefinition | undefined): string {
  if (field?.kind === 'file') return fileColumn(key, field);
  return field?.column ?? key;
}

const maxDecimalScale =
  (scale: number): Validator =>
  (value) => {
    if (value === undefined || value === null || value === '') return undefined;
    const text = String(value).replace(',', '.');
    const ok = new RegExp(`^-?\\d+(\\.\\d{1,${scale}})?$`).test(text);
    return ok ? undefined : validationMessages.invalid;
  };

const integer: Validator = (value) => {
  if (value === undefined || value === null || value === '') return undefined;
  return /^-?\d+$/.test(String(value)) ? undefined : validationMessages.invalid;
};

/**
 * The rules of a field in the order they report: required first, then its kind's own rule,
 * bounds, and the definition's extra validators. `required` is left out for booleans
 * (false is a value) and for fields the server fills.
 */
export function fieldValidators(field: FieldDefinition): Validator[] {
  const rules: Validator[] = [];
  if (field.required && field.kind !== 'boolean' && !field.readOnly) rules.push(required);
  switch (field.kind) {
    case 'string':
    case 'text':
    case 'html':
      if (field.min !== undefined) rules.push(minLength(field.min));
      if (field.max !== undefined) rules.push(maxLength(field.max));
      if (field.format) rules.push(textFormats[field.format].validate);
      break;
    case 'integer':
    case 'decimal':
      rules.push(field.kind === 'integer' ? integer : maxDecimalScale(field.scale ?? 2));
      if (field.min !== undefined) rules.push(minValue(field.min));
      break;
    case 'date':
      rules.push(validateDate);
      break;
    case 'datetime':
      rules.push(validateDateTime);
      break;
    case 'file':
      rules.push(
        allowedExtensions(field.extensions),
        notEmptyFile,
        maxFileSize(field.maxBytes, field.maxSizeMessage),
      );
      break;
    default:
      break;
  }
  return [...rules, ...(field.validate ?? [])];
}

/** Fields a client may write: not read-only. */
export function writableFields(definition: RegistryDefinition): [string, FieldDefinition][] {
  return Object.entries(definition.fields).filter(([, f]) => !f.readOnly);
}

/** The inputs of the console's create and edit forms: writable fields not `hiddenInForm`. */
export function formInputFields(definition: RegistryDefinition): [string, FieldDefinition][] {
  return writableFields(definition).filter(([, f]) => !f.hiddenInForm);
}

export function listFields(definition: RegistryDefinition): [string, FieldDefinition][] {
  return Object.entries(definition.fields).filter(([, f]) => f.list);
}

/** The query key of a field's filter: its `filterKey` when it has one, else the field key. */
export function filterKeyOf(key: string, field: FieldDefinition): string {
  return (field.kind === 'reference' ? field.filterKey : undefined) ?? key;
}

/** The filter inputs of a list as [query key, field]. */
export function filterFields(definition: RegistryDefinition): [string, FieldDefinition][] {
  return Object.entries(definition.fields)
    .filter(([, f]) => f.filter)
    .map(([key, f]) => [filterKeyOf(key, f), f]);
}

/** The label of a record: its `recordTitle` field (default `name`). */
export function recordTitleField(definition: RegistryDefinition): string {
  return definition.recordTitle ?? 'name';
}

/** The import calls of a registry and the values each fixes: `{import: {}}` by default. */
export function importCalls(
  definition: RegistryDefinition,
): Readonly<Record<string, Readonly<Record<string, string>>>> {
  if (!definition.importable) return {};
  return definition.importable.calls ?? { import: {} };
}
