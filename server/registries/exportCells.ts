/**
 * What an export cell shows for a field, as the console's list shows it (src/format): enum
 * option titles, reference display names, Да/Нет, dd.MM.yyyy and dd.MM.yyyy HH:mm in Moscow
 * time, file names. Numbers stay numbers so a spreadsheet can sum them; CSV writes them with a
 * decimal comma and guards text against formula injection.
 */
import { formatDate, formatDateTime } from '../../src/format/date';
import { formatMessages } from '../../src/format/messages';
import type { FieldDefinition, RegistryDefinition } from '../../src/registries';
import type { Queryable } from '../db';
import { fileValues, type FlatRecord } from './record';
import { displaySql, referenceTarget } from './references';

export type Cell = string | number;

/** Per reference field, id → display name, for one batch of records. */
export type Lookups = Map<string, Map<string, string>>;

export async function lookupsFor(
  db: Queryable,
  columns: [string, FieldDefinition][],
  records: FlatRecord[],
): Promise<Lookups> {
  const lookups: Lookups = new Map();
  for (const [key, field] of columns) {
    if (field.kind !== 'reference' && field.kind !== 'references') continue;
    const ids = new Set<string>();
    for (const record of records) {
      const value = record[key];
      for (const id of Array.isArray(value) ? value : [value])
        if (id !== null && id !== undefined) ids.add(String(id));
    }
    const names = new Map<string, string>();
    if (ids.size) {
      const rows = await db.query<{ id: string; display: string | null }>(
        `SELECT id, (${displaySql(field)})::text AS display FROM ${referenceTarget(field.resource).table}
         WHERE id = ANY($1::bigint[])`,
        [[...ids]],
      );
      for (const row of rows) names.set(String(row.id), row.display ?? '');
    }
    lookups.set(key, names);
  }
  return lookups;
}

/** Per record, the file names of its file fields. */
export async function fileNames(
  db: Queryable,
  definition: RegistryDefinition,
  columns: [string, FieldDefinition][],
  records: FlatRecord[],
): Promise<Map<string, Record<string, unknown>>> {
  if (!columns.some(([, f]) => f.kind === 'file')) return new Map();
  return fileValues(db, definition, records, false);
}

/** Text of an html field: tags dropped, the few entities the sanitizers write decoded. */
function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

export function cellOf(
  key: string,
  field: FieldDefinition,
  record: FlatRecord,
  lookups: Lookups,
  files: Map<string, Record<string, unknown>>,
): Cell {
  const value = record[key];
  if (field.kind === 'file') {
    const file = files.get(record.id)?.[key] as { original_filename?: string } | null | undefined;
    return file?.original_filename ?? '';
  }
  if (field.kind === 'boolean') return value ? formatMessages.yes : formatMessages.no;
  if (value === null || value === undefined || value === '') return '';
  switch (field.kind) {
    case 'integer':
    case 'decimal':
      return Number(value);
    case 'date':
      return formatDate(value, 'table');
    case 'datetime':
      return formatDateTime(value, 'table');
    case 'enum': {
      const titles = (Array.isArray(value) ? value : [value]).map(
        (v) => field.options.find((o) => o.value === v)?.title ?? String(v),
      );
      return titles.join(', ');
    }
    case 'reference':
    case 'references': {
      const names = lookups.get(key);
      const ids = Array.isArray(value) ? value : [value];
      return ids.map((id) => names?.get(String(id)) ?? String(id)).join(', ');
    }
    case 'html':
      return plainText(String(value));
    default:
      return String(value);
  }
}

/** One CSV field (RFC 4180): numbers with a decimal comma, text quoted when it must be. */
export function csvField(cell: Cell): string {
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  // Most cells need neither: one test for both (a million-lead export has 17 million cells).
  if (!/^[=+\-@\t\r]|[";\r\n]/.test(cell)) return cell;
  // A spreadsheet would run text starting with = + - @ as a formula (CSV injection).
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: Cell[]): string {
  let line = '';
  for (let i = 0; i < cells.length; i++) line += (i ? ';' : '') + csvField(cells[i]!);
  return `${line}\r\n`;
}
