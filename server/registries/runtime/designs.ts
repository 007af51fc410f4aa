/**
 * The registry constructor's routes (issue 38), under the family `registry_designs`:
 *
 *   GET   /v1/admin/registry_designs               every design, published or not
 *   POST  /v1/admin/registry_designs               a new registry, its first draft
 *   GET   /v1/admin/registry_designs/{id}          its draft (else its published design)
 *   PATCH /v1/admin/registry_designs/{id}          the draft replaced; the served one untouched
 *   GET   /v1/admin/registry_designs/{id}/plan     what publishing the draft would do (./plan.ts)
 *   POST  /v1/admin/registry_designs/{id}/publish  do it: the table changes, the version is
 *                                                  served by every instance
 *   GET   /v1/admin/registry_designs/{id}/file     the design as a file (./transfer.ts)
 *   POST  /v1/admin/registry_designs/import        such a file as the draft of the registry of
 *                                                  its code (a new one if none), or a dry run
 *
 * A design's field keeps the id it was given when first saved: the id names its column, so a
 * draft sends back the ids it read, and a field without one is new.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { roles } from '../../../src/domain/roles';
import { registries } from '../../../src/registries';
import {
  designProblems,
  type ConversionPreview,
  type DesignField,
  type DesignProblem,
  type RegistryDesign,
  type SavedDesign,
} from '../../../src/registries/design';
import { adminOf } from '../../auth/guard';
import type { Queryable } from '../../db';
import { answer } from '../../http/moreSchemas';
import { IdParams } from '../../http/schemas';
import { pathId } from '../../http/request';
import { ApiError, errorItem, NotFound, Unprocessable } from '../../jsonapi/errors';
import { resource } from '../../jsonapi/serialize';
import {
  DesignBody,
  DesignPatchBody,
  ImportBody,
  PublishBody,
  type DesignBody as Design,
} from './designSchemas';
import { planPublication, sqlTypeOf, tableOf, type Plan } from './plan';
import { designDiff, exportedDesign, matchedByKey } from './transfer';
import { attachmentDisposition } from '../export';
import {
  codesInUse,
  fieldLedger,
  insertRegistry,
  markColumnsAdded,
  newFieldIds,
  publishDraft,
  registryRow,
  registryRows,
  repeatedValues,
  saveDraft,
  setCode,
  type LedgerEntry,
  type RegistryRow,
} from './queries';

export const designRouteMessages = {
  codeFixed: 'Код опубликованного реестра не меняется',
  unknownField: 'Такого поля в реестре не было',
  noDraft: 'Нет изменений для публикации',
  confirm: 'Подтвердите изменения, которые убирают поля',
  busy: 'Таблица реестра занята другими изменениями, повторите публикацию позже',
} as const;

/** The names code registries hold: a run-time code may be none of them (paths, types). */
const codeRegistryNames = new Set(registries.flatMap((r) => [r.name, r.type, r.path]));

const fieldKeys = [
  'field_id',
  'key',
  'kind',
  'label',
  'required',
  'min',
  'max',
  'scale',
  'options',
  'many',
  'list',
  'filter',
  'sort',
  'unique',
  'help',
  'resource',
  'scope',
  'format',
  'hidden_for',
  'readonly_for',
] as const;

/** The design as sent, its known members alone (the schema leaves objects open). */
function designFrom(body: Design): RegistryDesign {
  const fields = body.fields.map((sent) => {
    const field: Record<string, unknown> = {};
    for (const key of fieldKeys) if (sent[key] != null) field[key] = sent[key];
    if (sent.options) field.options = sent.options.map(({ value, title }) => ({ value, title }));
    return field as unknown as DesignField;
  });
  return {
    code: body.code,
    title: [body.title[0]!, body.title[1]!, body.title[2]!],
    fields,
    ...(body.record_title ? { record_title: body.record_title } : {}),
    ...(body.search?.length ? { search: body.search } : {}),
    ...(body.default_sort !== undefined ? { default_sort: body.default_sort } : {}),
    ...(body.exportable != null ? { exportable: body.exportable } : {}),
    ...(body.grants ? { grants: body.grants } : {}),
  };
}

function refuse(problems: readonly DesignProblem[]): never {
  throw new Unprocessable(
    problems.map((p) => ({ field: p.pointer.slice(1).replace(/\//g, '.'), detail: p.message })),
  );
}

/** The design's fields with their ids: those sent must be the registry's, the new get theirs. */
async function withIds(
  tx: Queryable,
  registryId: string,
  design: RegistryDesign,
  ledger: ReadonlyMap<string, LedgerEntry>,
): Promise<SavedDesign> {
  const problems: DesignProblem[] = [];
  design.fields.forEach((field, i) => {
    if (field.field_id !== undefined && !ledger.has(field.field_id))
      problems.push({
        pointer: `/fields/${i}/field_id`,
        message: designRouteMessages.unknownField,
      });
  });
  if (problems.length) refuse(problems);
  const fresh = design.fields.filter((f) => f.field_id === undefined);
  const ids = await newFieldIds(tx, registryId, fresh.map(sqlTypeOf));
  let next = 0;
  return {
    ...design,
    fields: design.fields.map((field) => ({ ...field, field_id: field.field_id ?? ids[next++]! })),
  };
}

async function checkDesign(tx: Queryable, design: RegistryDesign, own?: string) {
  const taken = new Set([...codeRegistryNames, ...(await codesInUse(tx))]);
  if (own) taken.delete(own);
  const problems = designProblems(design, taken, roles);
  if (problems.length) refuse(problems);
}

/** A design as the console edits it: the draft, else the served design, and where it stands. */
function designDocument(row: RegistryRow) {
  const design = row.draft ?? row.live;
  return {
    data: resource('registry_design', row.id, {
      ...design,
      code: row.code,
      published_version: row.published_version,
      draft_version: row.draft_version,
      created_at: row.created_at,
      updated_at: row.updated_at,
    }),
  };
}

/**
 * The steps that publishing the registry's draft would run (none without a draft), with each
 * type change's rows counted: one whose values do not all convert is refused, naming them.
 * `publishing`: the ids of the new columns are handed out (else the plan only shows them).
 */
async function planOf(
  tx: Queryable,
  row: RegistryRow,
  database: 'postgres' | 'pglite',
  publishing = false,
): Promise<Plan & { previews: ConversionPreview[] }> {
  if (!row.draft)
    return { steps: [], refusals: [], adds: [], conversions: [], design: row.live!, previews: [] };
  const ledger = await fieldLedger(tx, row.id);
  const newColumns = new Map<string, string>();
  if (publishing)
    for (const field of row.draft.fields) {
      const entry = ledger.get(field.field_id);
      if (entry?.column_added && entry.sql_type !== sqlTypeOf(field)) {
        const [id] = await newFieldIds(tx, row.id, [sqlTypeOf(field)]);
        newColumns.set(field.field_id, id!);
      }
    }
  const plan = planPublication(row.id, row.live, row.draft, ledger, database, newColumns);
  const previews: ConversionPreview[] = [];
  for (const c of plan.conversions) {
    const [counts] = await tx.query<{ total: number; failing: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE NOT ${c.ok})::int AS failing
         FROM ${c.table}`,
    );
    const failing = counts!.failing
      ? await tx.query<{ id: string; value: string }>(
          `SELECT id::text AS id, ${c.column}::text AS value FROM ${c.table}
            WHERE NOT ${c.ok} ORDER BY id LIMIT 20`,
        )
      : [];
    previews.push({
      label: c.label,
      to: c.to,
      total: counts!.total,
      converting: counts!.total - counts!.failing,
      failing,
    });
    if (counts!.failing)
      plan.refusals.push({
        pointer: c.pointer,
        message: `Поле «${c.label}»: ${counts!.failing} из ${counts!.total} записей не переводятся в «${c.to}» (${failing
          .slice(0, 5)
          .map((f) => `№${f.id}: «${f.value}»`)
          .join(', ')}). Исправьте их или оставьте прежний тип`,
      });
  }
  return { ...plan, previews };
}

/** A uniqueness asked of a table in use: refused, with the values, while records repeat one. */
async function checkRepeats(tx: Queryable, registryId: string, plan: Plan) {
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
  if (problems.length) refuse(problems);
}

export function registerRegistryDesigns(app: FastifyInstance): void {
  const db = app.db;
  const base = '/v1/admin/registry_designs';
  const access = (action: 'read' | 'create' | 'update' | 'publish') => ({
    permission: `admin_registry_designs_${action}` as const,
  });
  type ById = { Params: { id: string } };
  const found = async (tx: Queryable, request: FastifyRequest<ById>, lock = false) => {
    const row = await registryRow(tx, pathId(request.params.id), lock);
    if (!row) throw new NotFound();
    return row;
  };

  app.get(
    base,
    { config: { access: access('read') }, schema: { response: answer.list } },
    async () => ({
      data: (await registryRows(db)).map((row) => {
        const design = row.draft ?? row.live;
        return resource('registry_design', row.id, {
          code: row.code,
          title: design?.title ?? null,
          fields_count: design?.fields.length ?? 0,
          published_version: row.published_version,
          draft_version: row.draft_version,
          updated_at: row.updated_at,
        });
      }),
    }),
  );

  app.post<{ Body: { data: { attributes: Design } } }>(
    base,
    {
      config: { access: access('create') },
      schema: { body: DesignBody, response: answer.created },
    },
    async (request, reply) => {
      const design = designFrom(request.body.data.attributes);
      const admin = adminOf(request);
      const id = await db.transaction(async (tx) => {
        if (design.fields.some((f) => f.field_id !== undefined))
          refuse([{ pointer: '/fields', message: designRouteMessages.unknownField }]);
        await checkDesign(tx, design);
        const registryId = await insertRegistry(tx, design.code, admin.id);
        await saveDraft(tx, registryId, await withIds(tx, registryId, design, new Map()));
        return registryId;
      });
      return reply.status(201).send(designDocument((await registryRow(db, id))!));
    },
  );

  app.get<ById>(
    `${base}/:id`,
    { config: { access: access('read') }, schema: { params: IdParams, response: answer.document } },
    async (request) => designDocument(await found(db, request)),
  );

  app.patch<ById & { Body: { data: { attributes: Partial<Design> } } }>(
    `${base}/:id`,
    {
      config: { access: access('update') },
      schema: { params: IdParams, body: DesignPatchBody, response: answer.document },
    },
    async (request) => {
      const id = await db.transaction(async (tx) => {
        const row = await found(tx, request, true);
        const current = (row.draft ?? row.live)!;
        const design = designFrom({ ...current, ...request.body.data.attributes } as Design);
        if (row.published_version !== null && design.code !== row.code)
          refuse([{ pointer: '/code', message: designRouteMessages.codeFixed }]);
        await checkDesign(tx, design, row.code);
        if (design.code !== row.code) await setCode(tx, row.id, design.code);
        await saveDraft(
          tx,
          row.id,
          await withIds(tx, row.id, design, await fieldLedger(tx, row.id)),
        );
        return row.id;
      });
      return designDocument((await registryRow(db, id))!);
    },
  );

  app.get<ById>(
    `${base}/:id/plan`,
    { config: { access: access('read') }, schema: { params: IdParams, response: answer.document } },
    async (request) => {
      const row = await found(db, request);
      const { steps, refusals, previews } = await planOf(db, row, db.kind);
      return {
        data: resource('registry_plan', row.id, { steps, refusals, conversions: previews }),
      };
    },
  );

  app.post<ById & { Body: { data: { attributes: { confirm?: boolean } } } }>(
    `${base}/:id/publish`,
    {
      config: { access: access('publish') },
      schema: { params: IdParams, body: PublishBody, response: answer.document },
    },
    async (request) => {
      const admin = adminOf(request);
      const confirmed = request.body.data.attributes.confirm === true;
      const { id, plan } = await db
        .transaction(async (tx) => {
          const row = await found(tx, request, true);
          if (!row.draft) throw Unprocessable.field('draft', designRouteMessages.noDraft);
          const plan = await planOf(tx, row, db.kind, true);
          if (plan.refusals.length) refuse(plan.refusals);
          if (!confirmed && plan.steps.some((s) => s.kind === 'destructive'))
            refuse([{ pointer: '/confirm', message: designRouteMessages.confirm }]);
          await checkRepeats(tx, row.id, plan);
          // A live table's writers wait at most this long for the steps' locks, and the
          // publication gives way instead of stalling them.
          await tx.query("SET LOCAL lock_timeout = '3s'");
          for (const step of plan.steps)
            if (!step.afterCommit) for (const sql of step.sql) await tx.query(sql);
          await markColumnsAdded(tx, plan.adds);
          // A converted field is published with its new column.
          await saveDraft(tx, row.id, plan.design);
          await publishDraft(tx, row.id, plan.steps, admin.id);
          return { id: row.id, plan };
        })
        .catch((error: unknown) => {
          if ((error as { code?: string }).code === '55P03')
            throw new ApiError(409, [errorItem('conflict', 'Конфликт', designRouteMessages.busy)]);
          throw error;
        });
      // Built without blocking writers, once the columns are committed (PostgreSQL only).
      for (const step of plan.steps)
        if (step.afterCommit) for (const sql of step.sql) await db.query(sql);
      await app.registryStore.reload();
      return designDocument((await registryRow(db, id))!);
    },
  );

  app.get<ById>(
    `${base}/:id/file`,
    { config: { access: access('read') }, schema: { params: IdParams, response: answer.any } },
    async (request, reply) => {
      const row = await found(db, request);
      const design = (row.live ?? row.draft)!;
      const name = `${row.code}.json`;
      void reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', attachmentDisposition(name, name));
      return exportedDesign(design, row.published_version);
    },
  );

  app.post<{ Body: { data: { attributes: { design: Design; dry_run?: boolean | null } } } }>(
    `${base}/import`,
    {
      config: { access: access('create') },
      schema: { body: ImportBody, response: answer.document },
    },
    async (request) => {
      const { design: sent, dry_run: dryRun } = request.body.data.attributes;
      const imported = designFrom(sent);
      const admin = adminOf(request);
      const result = await db.transaction(async (tx) => {
        const [existing] = await tx.query<{ id: string }>(
          'SELECT id::text AS id FROM registries WHERE code = $1 FOR UPDATE',
          [imported.code],
        );
        const row = existing ? await registryRow(tx, existing.id) : undefined;
        const current = row ? (row.draft ?? row.live) : null;
        const matched = matchedByKey(imported, current);
        await checkDesign(tx, matched, row?.code);
        const diff = designDiff(current, matched);
        if (dryRun) return { id: row?.id, diff, exists: !!row };
        const id = row?.id ?? (await insertRegistry(tx, imported.code, admin.id));
        const ledger = row ? await fieldLedger(tx, id) : new Map<string, LedgerEntry>();
        await saveDraft(tx, id, await withIds(tx, id, matched, ledger));
        return { id, diff, exists: !!row };
      });
      return {
        data: resource('registry_import', result.id ?? imported.code, {
          code: imported.code,
          dry_run: !!dryRun,
          exists: result.exists,
          diff: result.diff,
        }),
      };
    },
  );
}
