/**
 * Publishing a registry's draft (issue 38): its plan (./plan.ts) with the records it must
 * check — the values of each type change, the repeats of a new uniqueness, the records without
 * a value of a new requirement — and the steps run in the publication's transaction, then after
 * its commit. The route (./designs.ts) publishes at once when no values move; otherwise a
 * background job fills the new columns first and ends the same way (./backfill.ts).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pluralWithCount } from '../../../src/format/plural';
import type { ConversionPreview, DesignProblem } from '../../../src/registries/design';
import type { Queryable } from '../../db';
import { ApiError, errorItem } from '../../jsonapi/errors';
import { storedText } from './convert';
import { keptOf, notePurged, purgeSteps } from './kept';
import { checkedMappings } from './mapping';
import { planPublication, sqlTypeOf, tableOf, type Plan } from './plan';
import {
  conversionCounts,
  fieldLedger,
  markColumnsAdded,
  missingValues,
  newFieldIds,
  publishDraft,
  repeatedValues,
  saveDraft,
  trigramSchema,
  type RegistryRow,
} from './queries';

export const publicationMessages = {
  busy: 'Таблица реестра занята другими изменениями, повторите публикацию позже',
  publishing: 'Реестр уже публикуется: дождитесь, пока публикация закончится',
  draftChanged: 'Черновик изменился во время публикации: опубликуйте его снова',
  confirm: 'Подтвердите изменения, которые убирают поля',
  notConverting: (
    field: { label: string; to: string },
    count: number,
    total: number,
    failing: readonly { value: string; count: number; ids: readonly string[] }[],
  ) =>
    `Поле «${field.label}»: ${count} из ${total} записей не переводятся в «${field.to}» (${failing
      .slice(0, 5)
      .map(
        (f) =>
          `«${f.value}»: ${f.ids.map((id) => `№${id}`).join(', ')}${f.count > f.ids.length ? ` и ещё ${f.count - f.ids.length}` : ''}`,
      )
      .join('; ')}). Исправьте их, задайте замену или оставьте прежний тип`,
  missing: (label: string, count: number, ids: readonly string[]) =>
    `Поле «${label}» обязательное, а в ${pluralWithCount(count, ['записи', 'записях', 'записях'])} оно не заполнено (${ids
      .map((id) => `№${id}`)
      .join(', ')}). Заполните их или оставьте поле необязательным`,
} as const;

export const conflict = (detail: string) =>
  new ApiError(409, [errorItem('conflict', 'Конфликт', detail)]);

/** While a publication's job runs, the draft is what it publishes: nothing else changes it. */
export function refuseWhilePublishing(row: RegistryRow) {
  if (row.publication_job_id) throw conflict(publicationMessages.publishing);
}

export type PlanWithPreviews = Plan & { previews: ConversionPreview[] };

/** The ids of the new columns of the draft's type changes, handed out for its publication. */
export async function newColumnsFor(tx: Queryable, row: RegistryRow) {
  const ledger = await fieldLedger(tx, row.id);
  const columns = new Map<string, string>();
  for (const field of row.draft?.fields ?? []) {
    const entry = ledger.get(field.field_id);
    if (entry?.column_added && entry.sql_type !== sqlTypeOf(field)) {
      const [id] = await newFieldIds(tx, row.id, [sqlTypeOf(field)]);
      columns.set(field.field_id, id!);
    }
  }
  return columns;
}

/** What a plan depends on beyond the registry: the database, and the kept columns' grace. */
export interface PlanSettings {
  database: 'postgres' | 'pglite';
  purgeAfterDays: number;
}

export const planSettings = (app: FastifyInstance): PlanSettings => ({
  database: app.db.kind,
  purgeAfterDays: app.config.registryPurgeAfterDays,
});

/**
 * The steps that publishing the registry's draft would run (none without a draft), with each
 * type change's records counted — the values that do not convert grouped, the administrator's
 * mapping applied (./mapping.ts) — and each new requirement's records checked: what does not
 * fit is a refusal naming them. The kept columns past their grace period are dropped by it too
 * (./kept.ts). `newColumns`: as handed out (a preview passes none).
 */
export async function planOf(
  tx: Queryable,
  row: RegistryRow,
  settings: PlanSettings,
  newColumns: ReadonlyMap<string, string> = new Map(),
  /** The records whose values are checked (a publication's last pass: those written since). */
  only?: string,
): Promise<PlanWithPreviews> {
  if (!row.draft)
    return { steps: [], refusals: [], adds: [], conversions: [], design: row.live!, previews: [] };
  const ledger = await fieldLedger(tx, row.id);
  const trigram = await trigramSchema(tx);
  const mapped = await checkedMappings(tx, row.draft, ledger);
  const plan = planPublication(
    row.id,
    row.live,
    mapped.design,
    ledger,
    settings.database,
    newColumns,
    trigram,
  );
  plan.refusals.push(...mapped.refusals);
  const previews: ConversionPreview[] = [];
  for (const c of plan.conversions) {
    const counts = await conversionCounts(tx, c.table, storedText(c.column), c.ok, only);
    previews.push({
      key: c.key,
      label: c.label,
      to: c.to,
      total: counts.total,
      converting: counts.total - counts.count,
      failing: counts.failing,
      failing_values: counts.values,
    });
    if (counts.count)
      plan.refusals.push({
        pointer: c.pointer,
        message: publicationMessages.notConverting(c, counts.count, counts.total, counts.failing),
      });
  }
  for (const step of plan.steps) {
    if (!step.required) continue;
    const { count, ids } = await missingValues(tx, tableOf(row.id), step.required.missing, only);
    if (count)
      plan.refusals.push({
        pointer: step.required.pointer,
        message: publicationMessages.missing(step.required.label, count, ids),
      });
  }
  const kept = await keptOf(tx, row, settings.purgeAfterDays, newColumns.values());
  const purges = purgeSteps(tableOf(row.id), kept);
  // Before the last step, which applies the design.
  plan.steps.splice(plan.steps.length - 1, 0, ...purges);
  return { ...plan, previews };
}

/** What keeps the plan from running: its refusals, an unconfirmed removal, repeated values. */
export async function publicationProblems(
  tx: Queryable,
  registryId: string,
  plan: Plan,
  confirmed: boolean,
): Promise<DesignProblem[]> {
  if (plan.refusals.length) return plan.refusals;
  if (!confirmed && plan.steps.some((s) => s.kind === 'destructive'))
    return [{ pointer: '/confirm', message: publicationMessages.confirm }];
  const problems: DesignProblem[] = [];
  for (const step of plan.steps) {
    if (!step.unique) continue;
    const repeats = await repeatedValues(tx, tableOf(registryId), step.unique.column);
    if (repeats.length)
      problems.push({
        pointer: step.unique.pointer,
        message: `Значения поля «${step.unique.label}» повторяются: ${repeats
          .map((r) => `${r.value} (${r.count})`)
          .join(', ')}`,
      });
  }
  return problems;
}

/** A table's writers wait at most this long for the steps' locks: the publication gives way. */
export async function limitLockWait(tx: Queryable, ms: number) {
  await tx.query(`SET LOCAL lock_timeout = '${Math.floor(ms)}ms'`);
}

/** A lock not got within the limit (PostgreSQL's lock_not_available). */
export const lockNotGot = (error: unknown) => (error as { code?: string }).code === '55P03';

/**
 * The statements of the publication's own transaction: not those after the commit, not a
 * backfill's (its job fills the values), and not the new columns a backfill fills (the
 * publish call added them before queueing the job; an `ALTER TABLE … IF NOT EXISTS` again
 * would still want the table's exclusive lock, see ./backfill.ts).
 */
export const transactionSql = (plan: Plan) =>
  plan.steps.flatMap((s) => (s.afterCommit || s.backfill || s.beforeBackfill ? [] : s.sql));

/** The statements of the transaction, the ledger's new columns, and the draft published. */
export async function applyPlan(tx: Queryable, registryId: string, plan: Plan, adminId: string) {
  for (const sql of transactionSql(plan)) await tx.query(sql);
  await markColumnsAdded(tx, plan.adds);
  await notePurged(
    tx,
    registryId,
    plan.steps.flatMap((s) => (s.purge ? [s.purge] : [])),
    adminId,
  );
  await saveDraft(tx, registryId, plan.design);
  return publishDraft(tx, registryId, plan.steps, adminId);
}

/**
 * The steps after the commit, outside a transaction: `CREATE INDEX CONCURRENTLY` and
 * `VALIDATE CONSTRAINT` (PostgreSQL). A record without a value written by an instance still on
 * the old version between the check and the constraint leaves it NOT VALID — still judged on
 * every write — and is logged rather than undoing a committed publication.
 */
export async function runAfterCommit(db: Queryable, plan: Plan, log: FastifyBaseLogger) {
  for (const step of plan.steps)
    if (step.afterCommit)
      for (const sql of step.sql)
        await db.query(sql).catch((error: unknown) => {
          if ((error as { code?: string }).code !== '23514') throw error;
          log.warn({ err: error, sql }, 'registry publication: a requirement left not validated');
        });
}
