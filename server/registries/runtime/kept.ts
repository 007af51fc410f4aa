/**
 * A run-time registry's kept columns (issue 38: "destructive — only after confirmation, with the
 * data kept for a grace period and a restore"). A field taken out keeps its column and values,
 * and so does the old column of a type change (the undo copy), for REGISTRY_PURGE_AFTER_DAYS:
 *
 *   GET    /v1/admin/registry_designs/{id}/kept_fields       each kept column with its field's
 *                                                           last key and label, when it was
 *                                                           taken out, when it is purged, and
 *                                                           how many records hold a value
 *   PATCH  …/kept_fields/{field_id} {in_draft: true}        the field back into the draft with
 *                                                           its id: its values come back when
 *                                                           the draft is published
 *   DELETE …/kept_fields/{field_id}                         dropped for good now, before its
 *                                                           grace period ends (the console asks)
 *
 * After the grace period the registry's next publication drops it: a destructive step of its
 * plan, confirmed as any. Either way `ALTER TABLE … DROP COLUMN` runs under the lock timeout,
 * the ledger notes the column purged and the audit who purged what.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { formatDate } from '../../../src/format/date';
import { adminOf } from '../../auth/guard';
import type { Queryable } from '../../db';
import {
  idParams,
  IdParams,
  judgedBody,
  listDocument,
  NoContent,
  open,
  resourceDocument,
  responses,
} from '../../http/schemas';
import { pathId } from '../../http/request';
import { NotFound, Unprocessable } from '../../jsonapi/errors';
import { resource } from '../../jsonapi/serialize';
import { insertAudit } from '../audit';
import {
  keptColumns,
  keptValues,
  markPurged,
  publicationColumns,
  type KeptColumnRow,
} from './keptQueries';
import { tableOf, type PlanStep, type PurgedColumn } from './plan';
import {
  conflict,
  limitLockWait,
  lockNotGot,
  publicationMessages,
  refuseWhilePublishing,
} from './publication';
import { problemsOf } from './designCheck';
import { registryRow, saveDraft, type RegistryRow } from './queries';

export const keptMessages = {
  keyTaken: (key: string) =>
    `В черновике уже есть поле с ключом «${key}»: переименуйте или уберите его, затем верните это`,
  notFitting: (label: string, reasons: string) =>
    `Поле «${label}» не вернуть в черновик как есть: ${reasons}. Добавьте его заново или поправьте черновик`,
  noDesign: 'Этот столбец не был полем опубликованной версии: его можно только удалить навсегда',
} as const;

/**
 * The registry's kept columns: every column of the ledger but those its served design, its
 * draft, a publication under way and `also` (a publication's new columns) read.
 */
export async function keptOf(
  db: Queryable,
  row: RegistryRow,
  purgeAfterDays: number,
  also: Iterable<string> = [],
): Promise<KeptColumnRow[]> {
  const inUse = [...(row.live?.fields ?? []), ...(row.draft?.fields ?? [])].map((f) => f.field_id);
  inUse.push(...(await publicationColumns(db, row.id)), ...also);
  return keptColumns(db, row.id, inUse, purgeAfterDays);
}

/** What a kept column was, in the console's words. */
const described = (kept: KeptColumnRow) =>
  kept.field
    ? `значения поля «${kept.field.label}», убранного ${formatDate(kept.taken_out_at)}`
    : `столбец незавершённой публикации от ${formatDate(kept.taken_out_at)}`;

function purgeStep(table: string, kept: KeptColumnRow, text: string): PlanStep {
  return {
    kind: 'destructive',
    text,
    // An address keeps its ФИАС code beside its line.
    sql: [
      `ALTER TABLE ${table} DROP COLUMN IF EXISTS f_${kept.id}`,
      `ALTER TABLE ${table} DROP COLUMN IF EXISTS f_${kept.id}_fias`,
    ],
    purge: { id: kept.id, key: kept.field?.key ?? null, label: kept.field?.label ?? null },
  };
}

/** The steps of a publication that drop the kept columns whose grace period has ended. */
export function purgeSteps(table: string, kept: readonly KeptColumnRow[]): PlanStep[] {
  return kept
    .filter((k) => k.expired)
    .map((k) => purgeStep(table, k, `Удалить навсегда ${described(k)}: срок хранения истёк`));
}

/** The ledger notes the purged columns, and the audit who purged which (one row). */
export async function notePurged(
  tx: Queryable,
  registryId: string,
  purged: readonly PurgedColumn[],
  adminId: string | null,
) {
  if (!purged.length) return;
  await markPurged(
    tx,
    purged.map((p) => p.id),
  );
  await insertAudit(tx, {
    adminId,
    type: 'registry_design',
    id: registryId,
    action: 'update',
    changes: { purged_fields: [purged, null] },
    scope: { region_id: null, organization_id: null, mfc_id: null },
  });
}

const KeptAttributes = open({
  key: Type.Union([Type.String(), Type.Null()], { description: 'Ключ поля' }),
  label: Type.Union([Type.String(), Type.Null()], { description: 'Название поля' }),
  kind: Type.Union([Type.String(), Type.Null()], { description: 'Тип поля' }),
  taken_out_at: Type.String({ description: 'Когда поле убрано' }),
  purge_at: Type.String({ description: 'Когда значения удалятся навсегда' }),
  values: Type.Integer({ description: 'Записей со значением' }),
  restorable: Type.Boolean({ description: 'Можно вернуть в черновик' }),
});

const KeptParams = idParams('id', 'field_id');
type ByField = { Params: { id: string; field_id: string } };

function keptResource(kept: KeptColumnRow, values: number, extra: Record<string, unknown> = {}) {
  return resource('registry_kept_field', kept.id, {
    key: kept.field?.key ?? null,
    label: kept.field?.label ?? null,
    kind: kept.field?.kind ?? null,
    taken_out_at: new Date(kept.taken_out_at).toISOString(),
    purge_at: new Date(kept.purge_at).toISOString(),
    values,
    restorable: kept.field !== null,
    ...extra,
  });
}

export function registerKeptFields(app: FastifyInstance): void {
  const db = app.db;
  const base = '/v1/admin/registry_designs/:id/kept_fields';
  const access = (action: 'read' | 'update' | 'publish') => ({
    permission: `admin_registry_designs_${action}` as const,
  });
  const days = app.config.registryPurgeAfterDays;
  const registryOf = async (
    tx: Queryable,
    request: FastifyRequest<{ Params: { id: string } }>,
    lock = false,
  ) => {
    const row = await registryRow(tx, pathId(request.params.id), lock);
    if (!row) throw new NotFound();
    return row;
  };
  /** The registry, locked, and its kept column named by the path (404 when it is not one). */
  const keptFor = async (tx: Queryable, request: FastifyRequest<ByField>) => {
    const row = await registryOf(tx, request, true);
    refuseWhilePublishing(row);
    const id = pathId(request.params.field_id);
    const kept = (await keptOf(tx, row, days)).find((k) => k.id === id);
    if (!kept) throw new NotFound();
    return { row, kept };
  };

  app.get<{ Params: { id: string } }>(
    base,
    {
      config: { access: access('read') },
      schema: { params: IdParams, response: responses({ 200: listDocument(KeptAttributes) }) },
    },
    async (request) => {
      const row = await registryOf(db, request);
      const kept = await keptOf(db, row, days);
      const values = await keptValues(db, tableOf(row.id), kept);
      return {
        data: kept.map((k) => keptResource(k, values.get(k.id) ?? 0)),
        meta: { total_count: kept.length, total_pages: 1 },
      };
    },
  );

  app.patch<ByField & { Body: { data: { attributes: { in_draft: true } } } }>(
    `${base}/:field_id`,
    {
      config: { access: access('update') },
      schema: {
        params: KeptParams,
        body: judgedBody(open({ in_draft: Type.Literal(true, { title: 'Вернуть в черновик' }) })),
        response: responses({ 200: resourceDocument(KeptAttributes) }),
      },
    },
    async (request) => {
      const kept = await db.transaction(async (tx) => {
        const { row, kept } = await keptFor(tx, request);
        const field = kept.field;
        if (!field) throw Unprocessable.field('in_draft', keptMessages.noDesign);
        const draft = (row.draft ?? row.live)!;
        if (draft.fields.some((f) => f.key === field.key))
          throw Unprocessable.field('in_draft', keptMessages.keyTaken(field.key));
        // Judged as any change of the draft: a field naming another since taken out, or a
        // registry since withdrawn, is refused with the reason, not saved to fail later.
        const restored = { ...draft, fields: [...draft.fields, field] };
        const problems = await problemsOf(tx, restored, row.code);
        if (problems.length)
          throw Unprocessable.field(
            'in_draft',
            keptMessages.notFitting(field.label, problems.map((p) => p.message).join('; ')),
          );
        await saveDraft(tx, row.id, restored);
        return kept;
      });
      return { data: keptResource(kept, 0, { in_draft: true }) };
    },
  );

  app.delete<ByField>(
    `${base}/:field_id`,
    {
      config: { access: access('publish') },
      schema: { params: KeptParams, response: responses({ 204: NoContent }) },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      await db
        .transaction(async (tx) => {
          const { row, kept } = await keptFor(tx, request);
          await limitLockWait(tx, app.config.registryLockTimeoutMs);
          const step = purgeStep(tableOf(row.id), kept, `Удалить навсегда ${described(kept)}`);
          for (const sql of step.sql) await tx.query(sql);
          await notePurged(tx, row.id, [step.purge!], admin.id);
        })
        .catch((error: unknown) => {
          if (lockNotGot(error)) throw conflict(publicationMessages.busy);
          throw error;
        });
      return reply.status(204).send();
    },
  );
}
