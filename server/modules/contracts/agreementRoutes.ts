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
import type { Queryable } from '../../db';
import { attributesOf, rawQuery } from '../../http/request';
import { BadRequest, Forbidden } from '../../jsonapi/errors';
import { parseListQuery } from '../../jsonapi/query';
import { anyAdmin, anyUser, assertAnyKey, withKey } from './access';
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
import { readMove } from './contractStatus';
import { fileReadRoutes, fileWriteRoutes, linkFile, type FileOwner } from './files';
import { runAfter } from './notify';
import { statusRoutes } from '../../registries/workflow';
import { agreementSchemas as schemas, type AgreementBody } from './schemas';
import { rootBody } from '../../http/formBody';

type ListParams = { Params: { contract_id: string } };
type OneParams = { Params: { contract_id: string; id: string } };

const adminBase = '/v1/admin/contracts/:contract_id/agreements';
const siteBase = '/v1/contracts/:contract_id/agreements';
const writeKey = (schema: FastifySchema) => withKey('admin_agreements_update_status', schema);

function moveInput(body: unknown, signing = false): AgreementMoveInput {
  let attrs: Record<string, unknown> = {};
  try {
    attrs = attributesOf(body, 'contract_agreement');
  } catch (err) {
    // The signature may come without a body: the confirmation then is missing (422 below).
    if (!signing || !(err instanceof BadRequest)) throw err;
  }
  return { ...readMove(attrs), status: signing ? 'current' : attrs.status, number: attrs.number };
}

export default async function agreementRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const staff = (request: FastifyRequest): Viewer => ({ kind: 'staff', admin: adminOf(request) });
  const applicant = (request: FastifyRequest): Viewer => ({
    kind: 'applicant',
    userId: userOf(request).id,
  });
  /** The path's agreement and its contract as `viewer` reaches them, else 404; `lock` locks it. */
  const agreementOf = async (
    q: Queryable,
    viewer: Viewer,
    request: FastifyRequest<OneParams>,
    lock = false,
  ) => {
    const parent = await agreementParent(q, viewer, request.params.contract_id);
    return { parent, row: await findAgreement(q, parent, viewer, request.params.id, lock) };
  };
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
    app.get<ListParams>(base, opts(schemas.list), async (request) => {
      guard(request);
      const viewer = viewerOf(request);
      return listAgreements(
        db,
        await agreementParent(db, viewer, request.params.contract_id),
        viewer,
      );
    });
    app.get<OneParams>(`${base}/:id`, opts(schemas.read), async (request) => {
      guard(request);
      const viewer = viewerOf(request);
      const { parent, row } = await agreementOf(db, viewer, request);
      return agreementDocument(parent, row, viewer);
    });

    // update_status and digital_signature share one transaction shape.
    const move = async (request: FastifyRequest<OneParams>, signing: boolean) => {
      const viewer = viewerOf(request);
      if (viewer.kind === 'staff') assertAnyKey(viewer.admin, moveKeys);
      const input = moveInput(request.body, signing);
      const after = await db.transaction(async (tx) => {
        const { parent, row } = await agreementOf(tx, viewer, request, true);
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
      const { parent, row } = await agreementOf(db, viewer, request);
      return agreementDocument(parent, row, viewer);
    };
    statusRoutes<OneParams['Params']>(app, {
      base: `${base}/:id`,
      move: {
        access: side === 'admin' ? 'admin' : 'user',
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
            const { row } = await agreementOf(db, staff(request), request);
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
        ...opts(schemas.sign),
        handler: (request) => move(request, true),
      });
    }
  }

  // Console only.
  app.post<ListParams & { Body: AgreementBody }>(
    adminBase,
    {
      ...writeKey(schemas.create),
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
    const { parent, row } = await agreementOf(db, staff(request), request);
    return {
      type: 'ContractAgreement',
      id: row.id,
      base: `/v1/admin/contracts/${parent.contract.id}/agreements/${row.id}/attachments`,
    };
  };
  const one = `${adminBase}/:id`;
  fileReadRoutes(app, one, owner, (schema) => withKey('admin_agreements_read', schema), schemas);
  app.post<OneParams>(`${one}/attachments`, writeKey(schemas.attach), async (request, reply) => {
    const target = await owner(request);
    const doc = await db.transaction((tx) => linkFile(tx, adminOf(request), target, request.body));
    return reply.status(201).send(doc);
  });
  fileWriteRoutes(app, one, owner, writeKey, schemas);
}
