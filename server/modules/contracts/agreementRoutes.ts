/**
 * Additional agreements (seed 001 §7 "/contracts/{contract_id}/agreements, also available to
 * site"), under /v1/admin and /v1:
 *   GET  …/agreements, …/agreements/{id}
 *   PUT|PATCH …/{id}/update_status   {status, note?, confirmed?, number?}
 *   POST|PUT  …/{id}/digital_signature {confirmed}   the signer signs → current, signed_at
 * Console only: POST …/agreements (create, draft), …/{id}/attachments (list, link, upload,
 * download, delete), GET …/{id}/changes (status history).
 */
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { holdsKey } from '../../../src/access/canAccess';
import { agreementStatusLabel } from '../../../src/domain/agreements';
import { isAgreementCoordinationDecision } from '../../../src/domain/agreementTransitions';
import { adminOf, userOf } from '../../auth/guard';
import type { RouteAccess } from '../../auth/routeAccess';
import { attributesOf, rawQuery } from '../../http/request';
import { BadRequest, Forbidden } from '../../jsonapi/errors';
import { parseListQuery } from '../../jsonapi/query';
import { removeAttachment } from '../../storage/attachments';
import { completeUpload, partUrl, startUpload, uploadHooks } from '../../storage/multipart';
import { answerTransfer, transferOf } from '../../storage/transfer';
import { assertAnyKey } from './access';
import {
  agreementDocument,
  agreementParent,
  applyAgreementMove,
  assertSigner,
  checkAgreementMove,
  createAgreement,
  findAgreement,
  listAgreements,
  type AgreementMoveInput,
  type Viewer,
} from './agreements';
import { statusHistory } from './contractQueries';
import { linkFile, listOwnerFiles, ownerFile, uploadTarget, type FileOwner } from './files';
import { runAfter } from './notify';
import { statusRoutes } from '../../registries/workflow';
import { agreementSchemas as schemas, type AgreementBody } from './schemas';
import { rootBody } from '../../http/formBody';

type ListParams = { Params: { contract_id: string } };
type OneParams = { Params: { contract_id: string; id: string } };
type FileParams = { Params: { contract_id: string; id: string; attachmentId: string } };

const adminBase = '/v1/admin/contracts/:contract_id/agreements';
const siteBase = '/v1/contracts/:contract_id/agreements';
const anyAdmin = { config: { access: 'admin' as RouteAccess } };
const anyUser = { config: { access: 'user' as RouteAccess } };
const withKey = (
  permission: Extract<RouteAccess, object>['permission'],
  schema: FastifySchema,
) => ({
  config: { access: { permission, scoped: true } as RouteAccess },
  schema,
});

function moveInput(body: unknown, signing = false): AgreementMoveInput {
  let attrs: Record<string, unknown> = {};
  try {
    attrs = attributesOf(body, 'contract_agreement');
  } catch (err) {
    // The signature may come without a body: the confirmation then is missing (422 below).
    if (!signing || !(err instanceof BadRequest)) throw err;
  }
  const note = typeof attrs.note === 'string' && attrs.note.trim() ? attrs.note.trim() : null;
  return {
    status: signing ? 'current' : attrs.status,
    note,
    confirmed: attrs.confirmed === true,
    number: attrs.number,
  };
}

export default async function agreementRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const staff = (request: FastifyRequest): Viewer => ({ kind: 'staff', admin: adminOf(request) });
  const applicant = (request: FastifyRequest): Viewer => ({
    kind: 'applicant',
    userId: userOf(request).id,
  });
  const readKeys = ['admin_agreements_read'] as const;
  const moveKeys = ['admin_agreements_update_status', 'admin_coordination_approve'] as const;

  // Reading, both sides.
  for (const side of ['admin', 'site'] as const) {
    const base = side === 'admin' ? adminBase : siteBase;
    const viewerOf = side === 'admin' ? staff : applicant;
    const opts = side === 'admin' ? anyAdmin : anyUser;
    const actor = side === 'admin' ? 'staff' : 'applicant';
    const guard = (request: FastifyRequest) => {
      if (side === 'admin') assertAnyKey(adminOf(request), readKeys);
    };
    app.get<ListParams>(base, { ...opts, schema: schemas.list }, async (request) => {
      guard(request);
      const viewer = viewerOf(request);
      return listAgreements(
        db,
        await agreementParent(db, viewer, request.params.contract_id),
        viewer,
      );
    });
    app.get<OneParams>(`${base}/:id`, { ...opts, schema: schemas.read }, async (request) => {
      guard(request);
      const viewer = viewerOf(request);
      const parent = await agreementParent(db, viewer, request.params.contract_id);
      const row = await findAgreement(db, parent, viewer, request.params.id);
      return agreementDocument(parent, row, viewer);
    });

    // update_status and digital_signature share one transaction shape.
    const move = async (request: FastifyRequest<OneParams>, signing: boolean) => {
      const viewer = viewerOf(request);
      if (viewer.kind === 'staff') assertAnyKey(viewer.admin, moveKeys);
      const input = moveInput(request.body, signing);
      const after = await db.transaction(async (tx) => {
        const parent = await agreementParent(tx, viewer, request.params.contract_id);
        const row = await findAgreement(tx, parent, viewer, request.params.id, true);
        const to = checkAgreementMove(row, input, actor);
        if (viewer.kind === 'staff') {
          const key = isAgreementCoordinationDecision(row.status, to)
            ? 'admin_coordination_approve'
            : 'admin_agreements_update_status';
          if (!holdsKey(viewer.admin, key)) throw new Forbidden();
        } else {
          assertSigner(parent, row, viewer.userId);
        }
        const who =
          viewer.kind === 'staff'
            ? ({ kind: 'staff', adminId: viewer.admin.id } as const)
            : ({ kind: 'applicant', userId: viewer.userId } as const);
        return applyAgreementMove(tx, parent, row, to, who, input);
      });
      await runAfter(app, after);
      const parent = await agreementParent(db, viewer, request.params.contract_id);
      return agreementDocument(
        parent,
        await findAgreement(db, parent, viewer, request.params.id),
        viewer,
      );
    };
    statusRoutes<OneParams['Params']>(app, {
      base: `${base}/:id`,
      move: {
        access: opts.config.access,
        schema: schemas.move,
        handler: (request) => move(request, false),
      },
      // The console's history of an agreement, under the live portal's name.
      ...(side === 'admin' && {
        history: {
          access: { permission: 'admin_agreements_history', scoped: true },
          schema: schemas.changes,
          segment: 'changes',
          handler: async (request) => {
            const viewer = staff(request);
            const parent = await agreementParent(db, viewer, request.params.contract_id);
            const row = await findAgreement(db, parent, viewer, request.params.id);
            return statusHistory(
              db,
              'contract_agreement_status_changes',
              'agreement_id',
              row.id,
              parseListQuery(rawQuery(request)),
              agreementStatusLabel,
            );
          },
        },
      }),
    });
    for (const method of ['POST', 'PUT'] as const) {
      app.route<OneParams>({
        method,
        url: `${base}/:id/digital_signature`,
        ...opts,
        schema: schemas.sign,
        handler: (request) => move(request, true),
      });
    }
  }

  // Console only.
  app.post<ListParams & { Body: AgreementBody }>(
    adminBase,
    {
      ...withKey('admin_agreements_update_status', schemas.create),
      preValidation: rootBody('contract_agreement'),
    },
    async (request, reply) => {
      const viewer = staff(request);
      const attrs = request.body.data.attributes;
      const parent = await agreementParent(db, viewer, request.params.contract_id);
      const id = await db.transaction((tx) => createAgreement(tx, adminOf(request), parent, attrs));
      return reply
        .status(201)
        .send(agreementDocument(parent, await findAgreement(db, parent, viewer, id), viewer));
    },
  );

  const owner = async (request: FastifyRequest<OneParams>): Promise<FileOwner> => {
    const viewer = staff(request);
    const parent = await agreementParent(db, viewer, request.params.contract_id);
    const row = await findAgreement(db, parent, viewer, request.params.id);
    return {
      type: 'ContractAgreement',
      id: row.id,
      base: `/v1/admin/contracts/${parent.contract.id}/agreements/${row.id}/attachments`,
    };
  };
  app.get<OneParams>(
    `${adminBase}/:id/attachments`,
    withKey('admin_agreements_read', schemas.files),
    async (request) => listOwnerFiles(db, await owner(request)),
  );
  app.get<FileParams>(
    `${adminBase}/:id/attachments/:attachmentId`,
    withKey('admin_agreements_read', schemas.file),
    async (request, reply) => {
      const row = await ownerFile(db, await owner(request), request.params.attachmentId);
      return answerTransfer(request, reply, row, transferOf(request) ?? 'record');
    },
  );
  app.post<OneParams>(
    `${adminBase}/:id/attachments`,
    withKey('admin_agreements_update_status', schemas.attach),
    async (request, reply) => {
      const target = await owner(request);
      const doc = await db.transaction((tx) =>
        linkFile(tx, adminOf(request), target, request.body),
      );
      return reply.status(201).send(doc);
    },
  );
  const steps = { start: startUpload, url: partUrl, complete: completeUpload };
  for (const [step, handler] of Object.entries(steps)) {
    app.post<OneParams>(
      `${adminBase}/:id/attachments/multipart_upload_${step}`,
      {
        ...withKey('admin_agreements_update_status', schemas.upload[step as keyof typeof steps]),
        ...uploadHooks(step),
      },
      async (request, reply) => {
        const target = uploadTarget(await owner(request), request, step);
        const answer = await handler(request, adminOf(request), target);
        return reply.status(step === 'start' ? 201 : 200).send(answer);
      },
    );
  }
  app.delete<FileParams>(
    `${adminBase}/:id/attachments/:attachmentId`,
    withKey('admin_agreements_update_status', schemas.removeFile),
    async (request, reply) => {
      const row = await ownerFile(db, await owner(request), request.params.attachmentId);
      await removeAttachment(db, app.storage, row);
      return reply.status(204).send();
    },
  );
}
