/**
 * The import engine (issue 16 "Background jobs"): a registry's rows from an XLSX or CSV file,
 * all or nothing.
 *
 *   const result = await runImport(deps, settlementsImport, {attachmentId, admin, jobId});
 *
 * 1. The file's bytes say what it is (./detect.ts): empty, not a table, an old XLS or a zip
 *    bomb stop here with a Russian message.
 * 2. The first row names the columns by the fields' Russian labels (case, spaces and ё do not
 *    matter). An unknown, repeated or missing required column stops here too.
 * 3. Pass one streams the file and validates EVERY row: the cell read by the field's kind
 *    (enum titles, Да/Нет, reference display names looked up in batches — a registry scoped by
 *    region among the row's region's records —, numbers, dates), the call's fixed values, then
 *    the definition's `fieldValidators` on the merged record (the console's own rules), the
 *    staff member's scope, and the key: a row whose key fields match a record updates it, else
 *    it creates one; two rows with the same key are an error. Nothing is written.
 * 4. With any error, nothing is written: the job fails with the report (row, column, message)
 *    as JSON and as a CSV file. Otherwise pass two streams the file again and writes every row
 *    in ONE transaction (audited like the console's writes); a row equal to its record is not
 *    touched, so a file exported and imported again changes nothing.
 */
import { alreadyExists } from '../../../i18n/messages';
import type { FastifyBaseLogger } from 'fastify';
import { scopeFor } from '../../../src/access/scoping';
import {
  columnOf,
  fieldValidators,
  recordTitleField,
  registryByName,
  type FieldDefinition,
  type ReferenceField,
  type RegistryDefinition,
} from '../../../src/registries';
import type { AdminPrincipal } from '../../auth/principal';
import type { Db, Queryable } from '../../db';
import { insertRow, insertRows, updateRow } from '../../http/crud';
import { ApiError } from '../../jsonapi/errors';
import { recordAudit, recordCreations } from '../../registries/audit';
import { writesServedVersion } from '../../registries/runtime/served';
import { authors, columnsOf } from '../../registries/crud';
import { csvLine } from '../../registries/exportCells';
import { readRecord, readRecords, type FlatRecord } from '../../registries/record';
import { choiceConditions, displaySql, referenceTarget } from '../../registries/references';
import { assertInScope } from '../../registries/scope';
import { coerce } from '../../registries/validate';
import type { Storage } from '../../storage/types';
import { readStoredFile, storedFileWriter } from '../files';
import type { JobError } from '../queue';
import { JobFailure } from '../worker';
import { numberedCsvRows } from './csv';
import { defaultImportLimits, detectFormat, type ImportLimits } from './detect';
import { importMessages as m } from './messages';
import { xlsxRows, type SheetRow } from './xlsx';

export interface ImportSpec {
  definition: RegistryDefinition;
  /**
   * Fields naming a record: a row matching a record on all of them updates it. None: every row
   * is a new record (a run-time registry's import).
   */
  key: readonly string[];
  /** Fields a file may carry (default: every writable field but files and many-references). */
  fields?: readonly string[];
  /**
   * Values every row gets and writes (a column of the file, if any, must agree; the field needs
   * no column); `''` keeps the field empty.
   */
  fixed?: Readonly<Record<string, string>>;
  /**
   * Whether the requester may import (a code registry's key, a run-time registry's grants),
   * asked when the job starts and again when it runs.
   */
  allows: (admin: AdminPrincipal) => boolean;
}

export interface ImportResult {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
}

export interface ImportInput {
  attachmentId: string;
  admin: AdminPrincipal;
  /** The job the error report file belongs to. */
  jobId?: string;
  limits?: ImportLimits;
  progress?: (done: number, total: number | null, background: boolean) => Promise<void> | void;
}

export interface ImportDeps {
  db: Db;
  storage: Storage;
  log?: FastifyBaseLogger;
}

const BATCH = 500;
/** Errors kept for the report (the count goes on). */
const MAX_REPORTED = 10_000;
/** Errors kept in the job's JSON (the file has them all). */
const MAX_JSON_ERRORS = 1_000;

/** A label as compared: trimmed, one space, lower case, ё as е. */
export function normalizeLabel(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase().replace(/ё/g, 'е');
}

/** The fields a file may carry. */
export function importableFields(spec: ImportSpec): [string, FieldDefinition][] {
  const { fields } = spec.definition;
  const keys =
    spec.fields ??
    Object.entries(fields)
      .filter(([, f]) => !f.readOnly && f.kind !== 'file' && f.kind !== 'references')
      .map(([k]) => k);
  return keys.map((k) => [k, fields[k]!] as [string, FieldDefinition]);
}

interface Column {
  index: number;
  key: string;
  field: FieldDefinition;
  label: string;
}

/** Maps the header to fields; every problem of the header as an error of row 1. */
function mapHeader(spec: ImportSpec, header: string[]): { columns: Column[]; errors: JobError[] } {
  const importable = importableFields(spec);
  const byLabel = new Map(importable.map(([k, f]) => [normalizeLabel(f.label), [k, f] as const]));
  // Columns an export writes but an import does not take (timestamps, files): skipped.
  const skipped = new Set(
    Object.values(spec.definition.fields)
      .filter((f) => !importable.some(([, g]) => g === f))
      .map((f) => normalizeLabel(f.label)),
  );
  const columns: Column[] = [];
  const errors: JobError[] = [];
  const seen = new Set<string>();
  header.forEach((raw, index) => {
    const label = raw.trim();
    if (!label) return;
    const hit = byLabel.get(normalizeLabel(label));
    if (!hit) {
      if (!skipped.has(normalizeLabel(label)))
        errors.push({ row: 1, column: label, message: m.unknownColumn(label) });
      return;
    }
    if (seen.has(hit[0])) {
      errors.push({ row: 1, column: label, message: m.duplicateColumn(label) });
      return;
    }
    seen.add(hit[0]);
    columns.push({ index, key: hit[0], field: hit[1], label });
  });
  // A field the call fixes needs no column (the СНТ plans' kind).
  const needed = importable.filter(
    ([k, f]) =>
      !(k in (spec.fixed ?? {})) &&
      (spec.key.includes(k) || (f.required && f.default === undefined)),
  );
  for (const [key, field] of needed)
    if (!seen.has(key))
      errors.push({ row: 1, column: field.label, message: m.missingColumn(field.label) });
  // A required field no file carries (a file, one the role may not write) leaves no new record
  // possible: said once, not as a constraint refusal on every row.
  for (const [key, field] of Object.entries(spec.definition.fields))
    if (
      field.required &&
      field.default === undefined &&
      !(key in (spec.fixed ?? {})) &&
      !importable.some(([k]) => k === key)
    )
      errors.push({ row: 1, column: field.label, message: m.notImported(field.label) });
  return { columns, errors };
}

/** An enum value's title ('snt' → 'СНТ'), else the value. */
function optionTitle(field: FieldDefinition, value: string): string {
  return field.kind === 'enum'
    ? (field.options.find((o) => o.value === value)?.title ?? value)
    : value;
}

/** A cell the export guarded against formula injection ('=1') comes back as it was. */
function unguard(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

const yes = new Set(['да', 'true', '1', 'yes', 'истина']);
const no = new Set(['нет', 'false', '0', 'no', 'ложь', '']);

/** A cell read by its field's kind; references stay names until the lookup. */
function readCell(field: FieldDefinition, text: string): { value: unknown } | { error: string } {
  const raw = unguard(text.trim());
  switch (field.kind) {
    case 'boolean': {
      const t = normalizeLabel(raw);
      if (yes.has(t)) return { value: true };
      if (no.has(t)) return { value: false };
      return { error: m.yesNo };
    }
    case 'enum': {
      if (!raw) return { value: field.many ? [] : null };
      const parts = field.many ? raw.split(/\s*[,;]\s*/).filter(Boolean) : [raw];
      const values: string[] = [];
      for (const part of parts) {
        const t = normalizeLabel(part);
        const option = field.options.find(
          (o) => normalizeLabel(o.title) === t || o.value.toLowerCase() === t,
        );
        if (!option) return { error: m.notInList(part) };
        values.push(option.value);
      }
      return { value: field.many ? [...new Set(values)] : values[0] };
    }
    case 'reference':
      return { value: raw || null };
    case 'integer':
    case 'decimal':
      // Spreadsheets and the export write numbers with spaces and a decimal comma.
      return coerce(field, raw.replace(/[\s\u00a0]/g, ''));
    default:
      return coerce(field, raw);
  }
}

/**
 * The column holding the region of a reference's records, when their registry is scoped by
 * region (settlements, homes, СНТ): a name is then looked up among the row's region's records.
 */
function regionColumnOf(field: FieldDefinition): string | undefined {
  if (field.kind !== 'reference') return undefined;
  const target = registryByName(field.resource);
  return target && referenceTarget(field.resource).table === target.table
    ? target.scoping?.region
    : undefined;
}

interface Candidate {
  id: string;
  region: string | null;
}

/** name → the records a reference field points at, filled batch by batch. */
class ReferenceCache {
  private readonly known = new Map<string, Map<string, Candidate[]>>();

  constructor(private readonly db: Queryable) {}

  async load(key: string, field: ReferenceField, names: Iterable<string>): Promise<void> {
    let cache = this.known.get(key);
    if (!cache) this.known.set(key, (cache = new Map()));
    const missing = [...new Set([...names].map(normalizeLabel))].filter((n) => !cache.has(n));
    if (!missing.length) return;
    const target = referenceTarget(field.resource);
    const display = `(${displaySql(field)})::text`;
    const region = regionColumnOf(field);
    const params: unknown[] = [missing];
    const conds = choiceConditions(field, params).map((c) => ` AND ${c}`);
    const rows = await this.db.query<{ id: string; display: string; region: string | null }>(
      `SELECT id, ${display} AS display, ${region ? `${region}::text` : 'NULL'} AS region
         FROM ${target.table}
        WHERE replace(lower(${display}), 'ё', 'е') = ANY($1::text[])${conds.join('')}`,
      params,
    );
    for (const name of missing) cache.set(name, []);
    for (const row of rows)
      cache.get(normalizeLabel(row.display))?.push({ id: String(row.id), region: row.region });
  }

  /** The ids named `name`; among `region`'s records when it is given. */
  ids(key: string, name: string, region?: string): string[] {
    const all = this.known.get(key)?.get(normalizeLabel(name)) ?? [];
    return all.filter((c) => region === undefined || c.region === region).map((c) => c.id);
  }
}

interface ParsedRow {
  number: number;
  values: Record<string, unknown>;
  errors: JobError[];
}

interface CheckedRow {
  number: number;
  /** The values to write (the file's columns). */
  patch: Record<string, unknown>;
  existing?: FlatRecord;
  changed: boolean;
}

function sameValue(field: FieldDefinition, a: unknown, b: unknown): boolean {
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  if (empty(a) && empty(b)) return true;
  if (field.kind === 'decimal' || field.kind === 'integer') return Number(a) === Number(b);
  if (field.kind === 'datetime')
    return new Date(String(a)).getTime() === new Date(String(b)).getTime();
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** Defaults of a new record, as validateWrite gives them. */
function defaults(definition: RegistryDefinition): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(definition.fields)) {
    if (field.readOnly || field.default === undefined) continue;
    const coerced = coerce(field, field.default);
    if ('value' in coerced) out[key] = coerced.value;
  }
  return out;
}

/**
 * Validates rows batch by batch; `onBatch` gets the checked rows of a batch without errors
 * (pass two writes them). Answers the errors and the count of data rows.
 */
class RowChecker {
  readonly errors: JobError[] = [];
  errorCount = 0;
  rows = 0;
  private readonly seenKeys = new Map<string, number>();
  private readonly references: ReferenceCache;
  private readonly scope;
  private readonly fresh: Record<string, unknown>;

  constructor(
    private readonly db: Queryable,
    private readonly spec: ImportSpec,
    private readonly columns: Column[],
    admin: AdminPrincipal,
  ) {
    this.references = new ReferenceCache(db);
    this.scope = scopeFor(admin);
    this.fresh = defaults(spec.definition);
  }

  private error(e: JobError): void {
    this.errorCount++;
    if (this.errors.length < MAX_REPORTED) this.errors.push(e);
  }

  parse(row: SheetRow): ParsedRow | undefined {
    if (row.cells.every((c) => !c.trim())) return undefined;
    this.rows++;
    const values: Record<string, unknown> = {};
    const errors: JobError[] = [];
    for (const col of this.columns) {
      const read = readCell(col.field, row.cells[col.index] ?? '');
      if ('error' in read) errors.push({ row: row.number, column: col.label, message: read.error });
      else values[col.key] = read.value;
    }
    // A fixed '' is an empty field (the homes' import has no СНТ).
    for (const [key, fixed] of Object.entries(this.spec.fixed ?? {})) {
      const value = fixed === '' ? null : fixed;
      const col = this.columns.find((c) => c.key === key);
      if (col && values[key] !== undefined && values[key] !== null && values[key] !== value)
        errors.push({
          row: row.number,
          column: col.label,
          message:
            value === null
              ? m.fixedEmpty(col.label)
              : m.fixedValue(col.label, optionTitle(col.field, value)),
        });
      values[key] = value;
    }
    return { number: row.number, values, errors };
  }

  private keyOf(values: Record<string, unknown>): string {
    return JSON.stringify(this.spec.key.map((k) => String(values[k] ?? '')));
  }

  /** Existing records by key, for the rows of a batch. */
  private async existingByKey(
    values: Record<string, unknown>[],
  ): Promise<Map<string, FlatRecord[]>> {
    const { definition, key } = this.spec;
    const out = new Map<string, FlatRecord[]>();
    if (!values.length) return out;
    const params = key.map((k) => values.map((v) => String(v[k] ?? '')));
    const column = (k: string) => columnOf(k, definition.fields[k]);
    const tuple = key.map((k) => `coalesce(${column(k)}::text, '')`).join(', ');
    const arrays = key.map((_, i) => `$${i + 1}::text[]`).join(', ');
    const records = await readRecords(
      this.db,
      definition,
      `WHERE (${tuple}) IN (SELECT * FROM unnest(${arrays}))`,
      params,
    );
    for (const record of records) {
      const k = this.keyOf(record);
      out.set(k, [...(out.get(k) ?? []), record]);
    }
    return out;
  }

  /** Checks a batch of parsed rows; answers the rows without errors. */
  async check(batch: ParsedRow[]): Promise<CheckedRow[]> {
    const { definition } = this.spec;
    const labelOf = (key: string) =>
      this.columns.find((c) => c.key === key)?.label ?? definition.fields[key]?.label ?? key;

    // References: names looked up once per batch; those of a registry scoped by region after
    // the row's region, among its records.
    const regionKey = definition.scoping?.region;
    const narrowed = (col: Column) =>
      !!regionKey && col.key !== regionKey && !!regionColumnOf(col.field);
    const ordered = [...this.columns.filter((c) => !narrowed(c)), ...this.columns.filter(narrowed)];
    for (const col of ordered) {
      if (col.field.kind !== 'reference') continue;
      const names = batch
        .map((r) => r.values[col.key])
        .filter((v): v is string => typeof v === 'string');
      await this.references.load(col.key, col.field, names);
      for (const row of batch) {
        const name = row.values[col.key];
        if (typeof name !== 'string') continue;
        const region = narrowed(col) ? row.values[regionKey!] : undefined;
        const ids = this.references.ids(
          col.key,
          name,
          typeof region === 'string' ? region : undefined,
        );
        if (ids.length === 1) row.values[col.key] = ids[0];
        else {
          row.errors.push({
            row: row.number,
            column: col.label,
            message: ids.length
              ? m.ambiguous(col.field.label, name)
              : m.notFound(col.field.label, name),
          });
          delete row.values[col.key];
        }
      }
    }

    // The key's column in reports: the record's title, else the first key column of the file
    // the call does not fix (a plan's home, not its kind); the value shown is text, not an id.
    const title = recordTitleField(definition);
    const fixed = this.spec.fixed ?? {};
    const inFile = this.spec.key.filter(
      (k) => !(k in fixed) && this.columns.some((c) => c.key === k),
    );
    const keyColumn = () =>
      labelOf(this.spec.key.includes(title) ? title : (inFile[0] ?? this.spec.key[0]!));
    const keyText = (values: Record<string, unknown>) => {
      const k = this.spec.key.includes(title)
        ? title
        : inFile.find((f) => definition.fields[f]?.kind !== 'reference' && values[f]);
      return k ? String(values[k] ?? '') : '';
    };
    // Without a key no row names a record: each is a new one, none repeats another.
    const keyed = this.spec.key.length
      ? batch.filter(
          (r) => !r.errors.some((e) => this.spec.key.some((k) => labelOf(k) === e.column)),
        )
      : [];
    const existing = await this.existingByKey(keyed.map((r) => r.values));
    const ok: CheckedRow[] = [];
    for (const row of batch) {
      const errors = row.errors;
      const keyBroken = !keyed.includes(row);
      const key = this.keyOf(row.values);
      const matches = keyBroken ? [] : (existing.get(key) ?? []);
      if (!keyBroken) {
        const first = this.seenKeys.get(key);
        if (first !== undefined)
          errors.push({
            row: row.number,
            column: keyColumn(),
            message: m.repeated(first),
          });
        else this.seenKeys.set(key, row.number);
        if (matches.length > 1)
          errors.push({
            row: row.number,
            column: keyColumn(),
            message: m.ambiguous(definition.title[1], keyText(row.values)),
          });
      }
      const current = matches.length === 1 ? matches[0] : undefined;
      const merged = { ...(current ?? this.fresh), ...row.values };
      const record = definition.normalize ? definition.normalize(merged) : merged;
      const failed = new Set(errors.map((e) => e.column));
      for (const col of this.columns) {
        if (failed.has(col.label) || col.field.kind === 'datetime') continue;
        for (const rule of fieldValidators(col.field)) {
          const message = rule(record[col.key], record);
          if (message !== undefined) {
            errors.push({ row: row.number, column: col.label, message });
            break;
          }
        }
      }
      // Required fields the file does not carry, for a new record.
      if (!current)
        for (const [key, field] of importableFields(this.spec)) {
          if (this.columns.some((c) => c.key === key) || !field.required) continue;
          const v = record[key];
          if (v === null || v === undefined || v === '')
            errors.push({
              row: row.number,
              column: field.label,
              message: m.missingColumn(field.label),
            });
        }
      try {
        if (current) assertInScope(definition, this.scope, current);
        assertInScope(definition, this.scope, record);
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        const column = Object.values(definition.scoping ?? {})[0];
        errors.push({
          row: row.number,
          column: column ? labelOf(column) : undefined,
          message: m.outOfScope,
        });
      }
      if (errors.length) {
        const at = (e: JobError) => {
          const i = this.columns.findIndex((c) => c.label === e.column);
          return i < 0 ? this.columns.length : i;
        };
        errors.sort((a, b) => at(a) - at(b));
        for (const e of errors) this.error(e);
        continue;
      }
      const patch: Record<string, unknown> = {};
      for (const col of this.columns) patch[col.key] = record[col.key] ?? null;
      for (const key of Object.keys(this.spec.fixed ?? {})) patch[key] = record[key] ?? null;
      if (definition.normalize)
        for (const [k, v] of Object.entries(record))
          if (
            k in definition.fields &&
            !(k in patch) &&
            !sameValue(definition.fields[k]!, v, merged[k])
          )
            patch[k] = v;
      const changed =
        !current ||
        Object.entries(patch).some(([k, v]) => !sameValue(definition.fields[k]!, v, current[k]));
      ok.push({ number: row.number, patch, existing: current, changed });
    }
    return ok;
  }
}

/** The rows of the stored file (header included), by its detected format. */
async function openRows(
  deps: ImportDeps,
  attachmentId: string,
  limits: ImportLimits,
): Promise<() => Promise<AsyncGenerator<SheetRow>>> {
  const file = await readStoredFile(deps.db, deps.storage, attachmentId);
  if (!file) throw new JobFailure(m.fileGone);
  const detected = await detectFormat(deps.storage, file.row.storage_key, file.size, limits);
  if (detected.format === 'xlsx') return async () => xlsxRows(detected.zip, detected.entries);
  return async () => numberedCsvRows(await file.open());
}

/** Walks the data rows of one pass in batches; the header is checked on the way. */
async function* batchesOf(
  rows: AsyncGenerator<SheetRow>,
  spec: ImportSpec,
  limits: ImportLimits,
  onHeader: (columns: Column[]) => RowChecker,
): AsyncGenerator<{ checker: RowChecker; batch: ParsedRow[] }> {
  let checker: RowChecker | undefined;
  let batch: ParsedRow[] = [];
  for await (const row of rows) {
    if (!checker) {
      if (row.number !== 1 || row.cells.every((c) => !c.trim()))
        throw new JobFailure(m.noHeader, { errors: [{ row: 1, message: m.noHeader }] });
      const { columns, errors } = mapHeader(spec, row.cells);
      if (errors.length) throw new JobFailure(m.failed(errors.length), { errors });
      checker = onHeader(columns);
      continue;
    }
    if (row.number > limits.maxRows + 1) throw new JobFailure(m.tooManyRows(limits.maxRows));
    const parsed = checker.parse(row);
    if (!parsed) continue;
    batch.push(parsed);
    if (batch.length >= BATCH) {
      yield { checker, batch };
      batch = [];
    }
  }
  if (!checker) throw new JobFailure(m.empty);
  yield { checker, batch };
}

/** Writes the error report as a CSV file of the job; answers its attachment id. */
async function storeReport(deps: ImportDeps, jobId: string, adminId: string, errors: JobError[]) {
  const writer = await storedFileWriter(deps.db, deps.storage, {
    kind: 'import_errors',
    filename: 'Ошибки загрузки.csv',
    jobId,
    adminId,
  });
  await writer.write(`\uFEFF${csvLine(['Строка', 'Столбец', 'Ошибка'])}`);
  for (const e of errors) await writer.write(csvLine([e.row ?? '', e.column ?? '', e.message]));
  return (await writer.close()).id;
}

async function fail(
  deps: ImportDeps,
  input: ImportInput,
  errors: JobError[],
  count: number,
  rows?: number,
): Promise<never> {
  const sorted = [...errors].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  const errorsAttachmentId = input.jobId
    ? await storeReport(deps, input.jobId, input.admin.id, sorted)
    : undefined;
  throw new JobFailure(m.failed(count), {
    errors: sorted.slice(0, MAX_JSON_ERRORS),
    errorsAttachmentId,
    result: { errors_count: count, ...(rows !== undefined ? { rows } : {}) },
  });
}

export async function runImport(deps: ImportDeps, spec: ImportSpec, input: ImportInput) {
  const { definition } = spec;
  const limits = input.limits ?? defaultImportLimits;
  if (!spec.allows(input.admin)) throw new JobFailure(m.noRights);
  const open = await openRows(deps, input.attachmentId, limits);
  const progress = input.progress ?? (() => undefined);

  /** Runs a pass; its failure with errors but no report file gets the report. */
  const reported = async (pass: () => Promise<void>, rows?: number) => {
    try {
      await pass();
    } catch (e) {
      if (e instanceof JobFailure && e.details.errors && !e.details.errorsAttachmentId)
        return fail(deps, input, e.details.errors, e.details.errors.length, rows);
      throw e;
    }
  };

  // Pass one: every row checked, nothing written.
  let checker: RowChecker | undefined;
  await reported(async () => {
    for await (const step of batchesOf(await open(), spec, limits, (columns) => {
      checker = new RowChecker(deps.db, spec, columns, input.admin);
      return checker;
    })) {
      await step.checker.check(step.batch);
      await progress(step.checker.rows, null, false);
    }
  });
  const first = checker!;
  if (first.errorCount) return fail(deps, input, first.errors, first.errorCount, first.rows);
  if (!first.rows) throw new JobFailure(m.noRows);
  const total = first.rows;
  await progress(0, total, false);

  // Pass two: the same rows checked again and written, in one transaction.
  const result: ImportResult = { rows: total, created: 0, updated: 0, unchanged: 0 };
  /** A row's values with its authors, as table columns. */
  const columns = (patch: Record<string, unknown>, create: boolean) =>
    columnsOf(definition, { ...patch, ...authors(definition, input.admin.id, create) });
  await reported(writeAll, total);
  return result;

  /** One row's create or update with its audit row; a constraint refusal names the row. */
  async function writeRow(tx: Queryable, row: CheckedRow): Promise<void> {
    try {
      const before = row.existing ?? null;
      const values = columns(row.patch, !before);
      if (before) await updateRow(tx, definition.table, before.id, values);
      const id = before ? before.id : await insertRow(tx, definition.table, values);
      if (definition.audited) {
        const after = (await readRecord(tx, definition, id))!;
        const action = before ? 'update' : 'create';
        await recordAudit(tx, { definition, action, adminId: input.admin.id, before, after });
      }
    } catch (e) {
      const code = (e as { code?: string }).code;
      const message =
        code === '23505'
          ? alreadyExists('Запись', 'значением')
          : code?.startsWith('23')
            ? 'Значение не подходит для записи'
            : undefined;
      if (!message) throw e;
      throw new JobFailure(m.failed(1), { errors: [{ row: row.number, message }] });
    }
  }

  async function writeAll(): Promise<void> {
    await deps.db.transaction(async (tx) => {
      await writesServedVersion(tx, spec.definition);
      let done = 0;
      let second: RowChecker | undefined;
      for await (const step of batchesOf(await open(), spec, limits, (columns) => {
        second = new RowChecker(tx, spec, columns, input.admin);
        return second;
      })) {
        const rows = await step.checker.check(step.batch);
        // The data changed between the passes (a reference removed …): nothing is written.
        if (second!.errorCount) break;
        // The batch's new records go in one INSERT and one audit INSERT; a constraint the
        // check could not foresee (a duplicate written meanwhile) is found row by row instead,
        // so its report still names the row.
        const created = rows.filter((row) => !row.existing);
        await tx.exec('SAVEPOINT import_batch');
        try {
          const ids = await insertRows(
            tx,
            definition.table,
            created.map((row) => columns(row.patch, true)),
          );
          if (definition.audited && ids.length)
            await recordCreations(
              tx,
              definition,
              input.admin.id,
              await readRecords(tx, definition, 'WHERE id = ANY($1::bigint[])', [ids]),
            );
          await tx.exec('RELEASE SAVEPOINT import_batch');
        } catch (e) {
          if (!(e as { code?: string }).code?.startsWith('23')) throw e;
          await tx.exec('ROLLBACK TO SAVEPOINT import_batch');
          for (const row of created) await writeRow(tx, row);
        }
        result.created += created.length;
        for (const row of rows) {
          if (!row.existing) continue;
          if (row.changed) {
            await writeRow(tx, row);
            result.updated++;
          } else result.unchanged++;
        }
        done += step.batch.length;
        void progress(done, total, true);
      }
      if (second?.errorCount)
        throw new JobFailure(m.failed(second.errorCount), { errors: second.errors });
    });
  }
}
