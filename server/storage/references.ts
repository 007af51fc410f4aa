/**
 * Who may own an attachment, read from the registry definitions: the file columns
 * (`<key>_attachment_id` of every file field, or its own `column`: the passport's `passport_file_id`)
 * and the records of definitions with a list of files (attachments.record_type = table).
 * Only tables and columns that exist count, so a registry whose migration is not there yet is
 * simply skipped. The orphan sweep and the "already owned" check both read this.
 */
import { fileColumn } from '../../src/registries/define';
import { registries } from '../../src/registries';
import type { Queryable } from '../db';

export interface FileColumn {
  table: string;
  column: string;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

function declaredColumns(): FileColumn[] {
  const out: FileColumn[] = [];
  for (const def of registries) {
    if (def.customServer) continue;
    for (const [key, field] of Object.entries(def.fields)) {
      if (field.kind === 'file') out.push({ table: def.table, column: fileColumn(key, field) });
    }
  }
  return out;
}

/**
 * The file columns of the registries administrators publish (issue 38): the foreign keys from
 * their tables (`rt_<id>`) to attachments — a field taken out keeps its column and values, so
 * its files stay owned too.
 */
async function runtimeColumns(db: Queryable): Promise<FileColumn[]> {
  return db.query<FileColumn>(
    `SELECT c.conrelid::regclass::text AS table, a.attname AS column
       FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND c.confrelid = 'attachments'::regclass
        AND c.conrelid::regclass::text LIKE 'rt\\_%'`,
  );
}

/**
 * Hand-written modules whose records own lists of files under a model-style record_type
 * (migration 0010): record_type → table.
 */
export const moduleOwners: Record<string, string> = {
  Contract: 'contracts',
  ContractAgreement: 'contract_agreements',
  Lead: 'leads',
  LeadActivity: 'lead_activities',
  // Results and error reports of background jobs (server/jobs/files.ts).
  BackgroundJob: 'background_jobs',
};

/** record_type → table of every owner of a list of files; a registry's type is its table. */
function listOwners(): (readonly [string, string])[] {
  const declared = registries.filter((d) => d.attachments).map((d) => [d.table, d.table] as const);
  return [...Object.entries(moduleOwners), ...declared];
}

async function existing(db: Queryable, tables: string[]): Promise<Set<string>> {
  const rows = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ANY($1::text[])`,
    [tables],
  );
  return new Set(rows.map((r) => `${r.table_name}.${r.column_name}`));
}

/**
 * A SQL condition, true when the attachment `alias` is owned by a record: referenced from a
 * file column, or listed under an existing record of its record_type.
 */
export async function ownedCondition(db: Queryable, alias = 'a'): Promise<string> {
  const columns = [...declaredColumns(), ...(await runtimeColumns(db))];
  const owners = listOwners();
  const found = await existing(db, [
    ...new Set([...columns.map((c) => c.table), ...owners.map(([, table]) => table)]),
  ]);
  const terms = columns
    .filter((c) => found.has(`${c.table}.${c.column}`))
    .map(
      (c) => `EXISTS (SELECT 1 FROM ${quote(c.table)} t WHERE t.${quote(c.column)} = ${alias}.id)`,
    );
  for (const [recordType, table] of owners) {
    if (!found.has(`${table}.id`)) continue;
    terms.push(
      `(${alias}.record_type = '${recordType.replace(/'/g, "''")}' AND EXISTS ` +
        `(SELECT 1 FROM ${quote(table)} t WHERE t.id = ${alias}.record_id))`,
    );
  }
  return terms.length ? `(${terms.join(' OR ')})` : 'false';
}
