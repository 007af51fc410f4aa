/**
 * The registry constructor's routes (issue 38), under the family `registry_designs`:
 *
 *   GET   /v1/admin/registry_designs               every design, published or not
 *   POST  /v1/admin/registry_designs               a new registry, its first draft
 *   GET   /v1/admin/registry_designs/{id}          its draft (else its published design)
 *   PATCH /v1/admin/registry_designs/{id}          the draft replaced; the served one untouched
 *   GET   /v1/admin/registry_designs/{id}/plan     what publishing the draft would do (./plan.ts)
 *   POST  /v1/admin/registry_designs/{id}/publish  do it: the table changes, the version is
 *                                                  served by every instance; when values move
 *                                                  to new columns, 202 with the background job
 *                                                  that fills them and then publishes
 *   GET   /v1/admin/registry_designs/{id}/file     the design as a file (./transfer.ts)
 *   POST  /v1/admin/registry_designs/import        such a file as the draft of the registry of
 *                                                  its code (a new one if none), or a dry run
 *   …/{id}/kept_fields[/{field_id}]                the columns kept of fields taken out: listed,
 *                                                  put back into the draft, purged (./kept.ts)
 *
 * A design's field keeps the id it was given when first saved: the id names its column, so a
 * draft sends back the ids it read, and a field without one is new.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  designFieldKeys,
  type DesignField,
  type DesignWorkflow,
  type DesignProblem,
  type RegistryDesign,
  type SavedDesign,
} from '../../../src/registries/design';
import { adminOf } from '../../auth/guard';
import type { Queryable } from '../../db';
import { answer } from '../../http/moreSchemas';
import { IdParams, responses, resourceDocument } from '../../http/schemas';
import { pathId } from '../../http/request';
import { NotFound, Unprocessable } from '../../jsonapi/errors';
import { resource } from '../../jsonapi/serialize';
import { JobDocument, jobDocument } from '../../jobs/routes';
import { enqueuePublication, fillsOf, publicationHandler } from './backfill';
import {
  DesignBody,
  DesignPatchBody,
  ImportBody,
  PublishBody,
  type DesignBody as Design,
} from './designSchemas';
import { checkDesign, refuse } from './designCheck';
import { registerKeptFields } from './kept';
import { sqlTypeOf } from './plan';
import {
  applyPlan,
  conflict,
  limitLockWait,
  lockNotGot,
  newColumnsFor,
  planOf,
  planSettings,
  publicationMessages,
  publicationProblems,
  refuseWhilePublishing,
  runAfterCommit,
} from './publication';
import { designDiff, exportedDesign, matchedByKey } from './transfer';
import { attachmentDisposition } from '../export';
import {
  fieldLedger,
  insertRegistry,
  markColumnsAdded,
  newFieldIds,
  registryRow,
  registryRows,
  REGISTRY_PUBLICATION_KIND,
  saveDraft,
  setCode,
  type LedgerEntry,
  type RegistryRow,
} from './queries';

export const designRouteMessages = {
  codeFixed: 'Код опубликованного реестра не меняется',
  unknownField: 'Такого поля в реестре не было',
  noDraft: 'Нет изменений для публикации',
} as const;

/** A workflow as sent, its known members alone. */
function workflowFrom(sent: NonNullable<Design['workflow']>): DesignWorkflow {
  return {
    field: sent.field ?? '',
    moves: (sent.moves ?? []).map(({ from, to, roles, comment }) => ({
      from,
      to,
      ...(roles?.length ? { roles } : {}),
      ...(comment ? { comment: true } : {}),
    })),
  };
}

/** The design as sent, its known members alone (the schema leaves objects open). */
function designFrom(body: Design): RegistryDesign {
  const fields = body.fields.map((sent) => {
    const field: Record<string, unknown> = {};
    for (const key of designFieldKeys) if (sent[key] != null) field[key] = sent[key];
    if (sent.options) field.options = sent.options.map(({ value, title }) => ({ value, title }));
    if (sent.convert_map?.length)
      field.convert_map = sent.convert_map.map(({ from, to }) => ({ from, to }));
    else delete field.convert_map;
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
    ...(body.importable != null ? { importable: body.importable } : {}),
    ...(body.workflow?.field ? { workflow: workflowFrom(body.workflow) } : {}),
    ...(body.menu_after ? { menu_after: body.menu_after } : {}),
    ...(body.grants ? { grants: body.grants } : {}),
  };
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

/** A design as the console edits it: the draft, else the served design, and where it stands. */
function designDocument(row: RegistryRow) {
  const design = row.draft ?? row.live;
  return {
    data: resource('registry_design', row.id, {
      ...design,
      code: row.code,
      published_version: row.published_version,
      draft_version: row.draft_version,
      publication_job_id: row.publication_job_id,
      created_at: row.created_at,
      updated_at: row.updated_at,
    }),
  };
}

export function registerRegistryDesigns(app: FastifyInstance): void {
  const db = app.db;
  app.jobs.register(REGISTRY_PUBLICATION_KIND, publicationHandler(app));
  registerKeptFields(app);
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
        refuseWhilePublishing(row);
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
      // The registries its references point at, as this instance knows them now.
      await app.registryStore.all();
      const { steps, refusals, previews } = await planOf(db, row, planSettings(app));
      return {
        data: resource('registry_plan', row.id, { steps, refusals, conversions: previews }),
      };
    },
  );

  app.post<ById & { Body: { data: { attributes: { confirm?: boolean } } } }>(
    `${base}/:id/publish`,
    {
      config: { access: access('publish') },
      schema: {
        params: IdParams,
        body: PublishBody,
        response: responses({ 200: resourceDocument(), 202: JobDocument }),
      },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      const confirmed = request.body.data.attributes.confirm === true;
      await app.registryStore.all();
      const started = await db
        .transaction(async (tx) => {
          const row = await found(tx, request, true);
          if (!row.draft) throw Unprocessable.field('draft', designRouteMessages.noDraft);
          refuseWhilePublishing(row);
          const columns = await newColumnsFor(tx, row);
          const plan = await planOf(tx, row, planSettings(app), columns);
          const problems = await publicationProblems(tx, row.id, plan, confirmed);
          if (problems.length) refuse(problems);
          await limitLockWait(tx, app.config.registryLockTimeoutMs);
          if (!fillsOf(plan).length) {
            await applyPlan(tx, row.id, plan, admin.id);
            return { id: row.id, plan };
          }
          // Values move: the new columns now, their values by the job, which then publishes.
          for (const step of plan.steps)
            if (step.beforeBackfill) for (const sql of step.sql) await tx.query(sql);
          const moved = new Set(columns.values());
          await markColumnsAdded(
            tx,
            plan.adds.filter((a) => moved.has(a.id)),
          );
          const job = await enqueuePublication(tx, admin.id, {
            registry_id: row.id,
            registry: row.code,
            columns: Object.fromEntries(columns),
            draft: row.draft,
            confirm: confirmed,
          });
          return { id: row.id, job };
        })
        .catch((error: unknown) => {
          if (lockNotGot(error)) throw conflict(publicationMessages.busy);
          throw error;
        });
      if (started.job)
        return reply
          .status(202)
          .send(await jobDocument(request, { ...started.job, owner_name: null }));
      await runAfterCommit(db, started.plan, request.log);
      await app.registryStore.reload();
      return designDocument((await registryRow(db, started.id))!);
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
        if (row) refuseWhilePublishing(row);
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
