/**
 * Appeals and consultations (issue 18; seed 001 §7 "Appeals and consultations", seed 000 §7
 * POST /v1/guest_appeals). The engine serves, from src/registries/appeals.ts, the lists (with
 * `overdue`, computed by the tables' views), `export`, `{id}`, PATCH `{id}` (the answering
 * organization, category, subject), `{id}/changes`, the appeal's files (`{id}/attachments`) and
 * the consultation's POST; here:
 *
 *   PATCH /v1/admin/appeals/{id}/update_status (PUT too)          {status, answer?, comment?}
 *   (the status routes of every registry workflow: server/registries/workflow.ts)
 *                                                        admin_appeals_update (scoped)
 *   GET   /v1/admin/appeals/{id}/history                 status changes   admin_appeals_read
 *   PATCH /v1/admin/appeals/consultations/{id}/update_status   admin_consultations_update_status
 *   GET   /v1/admin/appeals/consultations/{id}/history         admin_consultations_read
 *   GET   /v1/admin/appeals/consultations/{id}/executors       staff of its organization
 *   POST  /v1/admin/appeals/consultations/{id}/assign_executor {executor_id}
 *   POST  /v1/admin/appeals/consultations/assign_executor      {consultation_id, executor_id}
 *                                                        admin_consultations_assign_executor
 *   POST  /v1/guest_appeals                              anonymous, rate-limited, reCAPTCHA
 *   GET   /v1/appeals, /v1/appeals/{id}, /v1/appeals/export (format=csv|xlsx);
 *   POST  /v1/appeals                                    the applicant's own appeals
 *
 * Every status change and answer is one transaction (status, history row, audit row); the
 * applicant's notice goes out after the commit by the channel they chose.
 */
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { appealStatusLabel, type AppealKind } from '../../../src/domain/appeals';
import { appeals, consultations } from '../../../src/registries/appeals';
import { adminOf, userOf } from '../../auth/guard';
import { pathId, rawQuery } from '../../http/request';
import { NotFound } from '../../jsonapi/errors';
import { filterIds, parseListQuery } from '../../jsonapi/query';
import { list, resource } from '../../jsonapi/serialize';
import { registerRegistry } from '../../registries';
import { exportRegistry } from '../../registries/export';
import { findRecord, listPage, recordDocument } from '../../registries/read';
import { adminScope } from '../../registries/scope';
import { AppealBody, insertAppeal, readAppealInput, storeAppealFiles } from './create';
import { sendApplicantNotice, sendExecutorNotice } from './notify';
import { applicantProfile, consultationExecutors, ownAppeal, ownAppealIds } from './queries';
import { assertHuman, recaptchaToken } from '../../http/recaptcha';
import { IdParams, judgedBody, routeSchemas } from '../../http/schemas';
import type { Static } from 'typebox';
import {
  AppealMoveAttributes,
  AssignAnyExecutorAttributes,
  AssignExecutorAttributes,
} from '../../../src/wire/appealBodies';
import { assignExecutor, definitionOf, moveAppeal } from './status';
import { registerStatusRoutes } from '../../registries/workflow';
import { answer } from '../../http/moreSchemas';

type WithId = { Params: { id: string } };

/** Base64 grows files by a third: five files of 10 MiB fit. */
const APPEAL_BODY_LIMIT = 70 * 1024 * 1024;

/** `update_status`, judged; which text a move needs is `moveAppeal`'s rule. */
const MoveBody = judgedBody(AppealMoveAttributes);
/** An appeal from the site, judged by `AppealBody`; `readAppealInput` checks the rest. */
const createSchema = { body: AppealBody, response: answer.created };

/** `assign_executor`, judged; that the executor may serve is `assignExecutor`'s rule. */
const AssignOneBody = judgedBody(AssignExecutorAttributes);
const AssignAnyBody = judgedBody(AssignAnyExecutorAttributes);

export default async function appealRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  await registerRegistry(app, appeals);
  await registerRegistry(app, consultations);

  const statusRoutes = (kind: AppealKind, path: string) => {
    const definition = definitionOf[kind];
    registerStatusRoutes(app, {
      definition,
      path,
      moveKey: kind === 'appeal' ? 'admin_appeals_update' : 'admin_consultations_update_status',
      historyKey: kind === 'appeal' ? 'admin_appeals_read' : 'admin_consultations_read',
      body: MoveBody,
      move: async (tx, request) => {
        const input = (request.body as Static<typeof MoveBody>).data.attributes;
        const { id } = request.params;
        const admin = adminOf(request);
        const moved = await moveAppeal(tx, kind, pathId(id), input, admin.id, adminScope(request));
        return { record: moved.record, afterCommit: () => sendApplicantNotice(app, moved.notice) };
      },
      statusTitle: appealStatusLabel,
    });
  };
  statusRoutes('appeal', 'appeals');
  const consultationBase = '/v1/admin/appeals/consultations';
  statusRoutes('consultation', 'appeals/consultations');

  const assign = async (request: FastifyRequest, id: string, executorId: string) => {
    const admin = adminOf(request);
    const { record, notice, applicant } = await db.transaction((tx) =>
      assignExecutor(tx, id, executorId, admin.id, adminScope(request)),
    );
    if (notice) await sendExecutorNotice(app, notice);
    if (applicant) await sendApplicantNotice(app, applicant);
    return recordDocument(db, consultations, record, [], false);
  };
  const assigning = (schema: FastifySchema) => ({
    config: {
      access: { permission: 'admin_consultations_assign_executor' as const, scoped: true },
    },
    schema: { ...schema, response: answer.document },
  });
  app.post<WithId & { Body: Static<typeof AssignOneBody> }>(
    `${consultationBase}/:id/assign_executor`,
    assigning({ params: IdParams, body: AssignOneBody }),
    (request) =>
      assign(request, pathId(request.params.id), request.body.data.attributes.executor_id),
  );
  app.post<{ Body: Static<typeof AssignAnyBody> }>(
    `${consultationBase}/assign_executor`,
    assigning({ body: AssignAnyBody }),
    (request) => {
      const attributes = request.body.data.attributes;
      const id = pathId(attributes.consultation_id ?? attributes.id);
      return assign(request, id, attributes.executor_id);
    },
  );
  app.get<WithId>(
    `${consultationBase}/:id/executors`,
    {
      config: { access: { permission: 'admin_consultations_assign_executor' } },
      schema: routeSchemas.idList,
    },
    async (request) => {
      const record = await findRecord(db, consultations, pathId(request.params.id), {
        site: false,
        scope: adminScope(request),
      });
      const rows = await consultationExecutors(db, record.organization_id as string | null);
      return list(
        rows.map((r) =>
          resource('admin_user', r.id, { full_name: r.full_name, email: r.email, role: r.role }),
        ),
        { page: 1, per: Math.max(rows.length, 1), total: rows.length, exact: true },
      );
    },
  );

  // The site: anonymous appeals and the applicant's own.
  const createAppeal = async (request: FastifyRequest, userId: string | undefined) => {
    const attributes = (request.body as AppealBody).data.attributes;
    if (!userId) await assertHuman(app.config, recaptchaToken(attributes), request.ip);
    const profile = userId ? await applicantProfile(db, userId) : undefined;
    const input = await readAppealInput(db, attributes, profile);
    const fileIds = await storeAppealFiles(db, app.storage, input.files, userId);
    const { record, notice } = await db.transaction((tx) =>
      insertAppeal(tx, input, fileIds, userId),
    );
    await sendApplicantNotice(app, notice);
    return record;
  };
  for (const [url, access] of [
    ['/v1/guest_appeals', 'anonymous'],
    ['/v1/appeals', 'user'],
  ] as const) {
    const rateLimit = { max: app.config.tokenRateLimitPerMinute, timeWindow: 60_000 };
    app.post(
      url,
      { bodyLimit: APPEAL_BODY_LIMIT, config: { access, rateLimit }, schema: createSchema },
      async (request, reply) => {
        const record = await createAppeal(
          request,
          access === 'user' ? userOf(request).id : undefined,
        );
        return reply.status(201).send(await recordDocument(db, appeals, record, [], false));
      },
    );
  }
  // The applicant's own appeals (a person writes a handful: their ids bound the list).
  const ownIds = async (request: FastifyRequest, asked: string[]) => {
    const own = await ownAppealIds(db, userOf(request).id);
    const ids = own.filter((id) => !asked.length || asked.includes(id));
    return ids.length ? ids : ['0'];
  };
  app.get(
    '/v1/appeals/export',
    { config: { access: 'user' }, schema: routeSchemas.report },
    async (request, reply) => {
      const raw = rawQuery(request);
      const ids = await ownIds(request, filterIds(parseListQuery(raw).filters, 'ids'));
      const { 'ids[]': _drop, ...rest } = raw as Record<string, unknown>;
      request.query = { ...rest, ids };
      return exportRegistry(db, appeals, request, reply, { kind: 'all', readOnly: true });
    },
  );
  app.get(
    '/v1/appeals',
    { config: { access: 'user' }, schema: routeSchemas.list },
    async (request) => {
      const q = parseListQuery(rawQuery(request));
      const ids = await ownIds(request, filterIds(q.filters, 'ids'));
      return listPage(
        db,
        appeals,
        request,
        { ...q, filters: { ...q.filters, ids } },
        { site: false },
      );
    },
  );
  app.get<WithId>(
    '/v1/appeals/:id',
    { config: { access: 'user' }, schema: routeSchemas.read },
    async (request) => {
      const row = await ownAppeal(db, pathId(request.params.id), userOf(request).id);
      if (!row) throw new NotFound();
      const record = await findRecord(db, appeals, String(row.id), { site: false });
      return recordDocument(db, appeals, record, [], false);
    },
  );
}
