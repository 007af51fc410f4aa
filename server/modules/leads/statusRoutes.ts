/**
 * Lead status routes (issue 6 "The status machine"):
 *   PUT|PATCH /v1/admin/leads/{id}/update_status   staff move        admin_leads_update_status
 *             (a denial's letter, relationships.notification, also admin_leads_notifications)
 *   GET       /v1/admin/leads/{id}/history         status history    admin_leads_read
 *   GET       /v1/admin/leads/{id}/status_moves    the lead + meta.allowed_statuses
 *   PUT|PATCH /v1/leads/{id}/update_status         the applicant's own moves
 *   GET       /v1/leads/{id}/history, /status_moves  the applicant's own lead
 * The body is ./schemas.ts `LeadStatusBody`. Staff reach leads inside their scope, applicants
 * their own; anything else is a 404. The answer is the lead with the moves the caller may make
 * next.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { holdsKey } from '../../../src/access/canAccess';
import { leadWorkStatuses } from '../../../src/domain/leadTransitions';
import { validationMessages as m } from '../../../src/validation/messages';
import { adminOf, userOf } from '../../auth/guard';
import type { RouteAccess } from '../../auth/routeAccess';
import { rawQuery } from '../../http/request';
import { Forbidden, Unprocessable, type FieldError } from '../../jsonapi/errors';
import { parseListQuery, MAX_PER } from '../../jsonapi/query';
import { enqueueLateLeadAttachment } from '../../outbox/leadMessages';
import {
  DATA_URI_BODY_LIMIT,
  readDataUriFile,
  storeDataUriFiles,
  type DataUriFile,
} from '../../storage/dataUri';
import { leadFileRules } from './documents';
import { attachToLead } from './leadRows';
import { ownLeadId, staffLeadId } from './statusAccess';
import { changeLeadStatus, type LeadActor, type LeadStatusInput } from './statusChange';
import { checkLeadCompleteness, prepareLeadSubmission } from './write';
import { leadStatusDocument, leadStatusHistory } from './statusHistory';
import { statusRoutes } from '../../registries/workflow';
import { leadSchemas as schemas, type LeadStatusBody } from './schemas';

type WithId = { Params: { id: string } };

const notificationTitle = 'Уведомление об отказе';

/**
 * A denial's notification letter: `relationships.notification` as a data-URI file (the live
 * API's format; its clients send the file alone, no name, issue 36 — then it is named after the
 * letter); it joins the lead's documents as a 'denial_letter'.
 */
function notificationFile(body: unknown, status: unknown): DataUriFile | null {
  const rels = (body as { data?: { relationships?: Record<string, unknown> } } | null)?.data
    ?.relationships;
  const raw = rels?.notification;
  if (raw === undefined || raw === null) return null;
  const errors: FieldError[] = [];
  if (status !== 'denied') throw Unprocessable.field('notification', m.invalid, notificationTitle);
  const file = readDataUriFile(
    raw,
    leadFileRules,
    'notification',
    notificationTitle,
    errors,
    notificationTitle,
  );
  if (!file) throw new Unprocessable(errors);
  return file;
}

/**
 * The attributes of a move, judged by `LeadStatusBody` (./schemas.ts): the texts are strings or
 * null, the ids digits or numbers. What each move needs is the machine's.
 */
function moveInput(body: unknown): LeadStatusInput {
  const attributes = (body as LeadStatusBody).data.attributes;
  return { ...attributes, status: attributes.status ?? '' };
}

export default async function leadStatusRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const access = (a: RouteAccess) => ({ config: { access: a } });

  /** Runs the move in one transaction, then notifies, then answers the lead. */
  async function move(id: string, body: unknown, actor: LeadActor) {
    const input = moveInput(body);
    const notification = actor.kind === 'staff' ? notificationFile(body, input.status) : null;
    // The denial letter is sent by holders of admin_leads_notifications (seed 001 §6).
    if (actor.kind === 'staff' && notification) {
      if (!holdsKey(actor.principal, 'admin_leads_notifications')) throw new Forbidden();
    }
    const [letter] = notification
      ? await storeDataUriFiles(
          db,
          app.storage,
          [notification],
          actor.kind === 'staff' ? { adminId: actor.principal.id } : {},
          () => 'denial_letter',
        )
      : [];
    const afterCommit = await db.transaction(async (tx) => {
      const after = await changeLeadStatus(tx, id, input, actor, {
        // A draft sent for registration must be complete and gets its uid first; a lead
        // entering work must carry what the organization needs.
        prepare: async (lead) => {
          if (lead.status === 'draft' && input.status === 'registered')
            await prepareLeadSubmission(tx, id);
          if ((leadWorkStatuses as readonly string[]).includes(input.status))
            await checkLeadCompleteness(tx, id);
        },
      });
      if (letter) {
        await attachToLead(tx, letter, id);
        await enqueueLateLeadAttachment(tx, id, letter);
      }
      return after;
    });
    await afterCommit(app);
    return leadStatusDocument(db, id, actor.kind);
  }

  const staffId = (request: FastifyRequest<WithId>) =>
    staffLeadId(db, adminOf(request), request.params.id);
  const ownId = (request: FastifyRequest<WithId>) =>
    ownLeadId(db, userOf(request).id, request.params.id);
  const historyQuery = (request: FastifyRequest) => parseListQuery(rawQuery(request), MAX_PER);

  statusRoutes<WithId['Params']>(app, {
    base: '/v1/admin/leads/:id',
    move: {
      access: { permission: 'admin_leads_update_status', scoped: true },
      schema: schemas.updateStatus,
      bodyLimit: DATA_URI_BODY_LIMIT,
      handler: async (request) =>
        move(await staffId(request), request.body, { kind: 'staff', principal: adminOf(request) }),
    },
    history: {
      access: { permission: 'admin_leads_read', scoped: true },
      schema: schemas.history,
      handler: async (request) =>
        leadStatusHistory(db, await staffId(request), historyQuery(request)),
    },
  });
  app.get<WithId>(
    '/v1/admin/leads/:id/status_moves',
    { ...access({ permission: 'admin_leads_read', scoped: true }), schema: schemas.statusMoves },
    async (request) => leadStatusDocument(db, await staffId(request), 'staff'),
  );

  statusRoutes<WithId['Params']>(app, {
    base: '/v1/leads/:id',
    move: {
      access: 'user',
      schema: schemas.updateStatus,
      handler: async (request) =>
        move(await ownId(request), request.body, { kind: 'applicant', userId: userOf(request).id }),
    },
    history: {
      access: 'user',
      schema: schemas.history,
      handler: async (request) =>
        leadStatusHistory(db, await ownId(request), historyQuery(request)),
    },
  });
  app.get<WithId>(
    '/v1/leads/:id/status_moves',
    { ...access('user'), schema: schemas.statusMoves },
    async (request) => leadStatusDocument(db, await ownId(request), 'applicant'),
  );
}
