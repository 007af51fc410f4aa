/**
 * The applicant's own leads on the site (issue 6 "Calls", seed 000 §7), under /v1:
 *   GET    /leads                     own leads (page, per, status[], uid)
 *   POST   /leads                     a draft; with attributes.submit = true it is submitted
 *   GET    /leads/{id}                one own lead
 *   PATCH  /leads/{id}                edit a draft (submit = true sends it for registration)
 *   DELETE /leads/{id}                remove a draft
 *   GET    /leads/{id}/documents[/{attachment_id}?transfer=]
 *   POST   /leads/{id}/documents      link an own upload {attachment_id, kind} (draft / pending)
 *   POST   /leads/{id}/documents/multipart_upload_{start,url,complete}      (draft / pending)
 *   DELETE /leads/{id}/documents/{attachment_id}  an own upload, while draft / pending
 *   GET    /attachments/{id}?transfer=  a document of an own lead
 * Another applicant's lead is a 404, as if it did not exist.
 */
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { leadMessages as msg } from '../../../src/leads/messages';
import { userOf } from '../../auth/guard';
import { pathId, rawQuery } from '../../http/request';
import { NotFound, Unprocessable } from '../../jsonapi/errors';
import { parseListQuery } from '../../jsonapi/query';
import { findAttachment } from '../../storage/attachments';
import { DATA_URI_BODY_LIMIT } from '../../storage/dataUri';
import { answerTransfer, transferOf } from '../../storage/transfer';
import { applicantMayRemove, assertApplicantMayAttach, leadDocumentRoutes } from './documents';
import { readLeadStatus } from './leadRows';
import { listOwnLeads } from './queries';
import { leadAnswer } from './serialize';
import { ownLeadId } from './statusAccess';
import { dropFiles, removeDraft } from './remove';
import { createLead, readLeadBody, storeLeadFiles, updateLead } from './write';
import { leadSchemas as schemas } from './schemas';

type WithId = { Params: { id: string } };

const user = { config: { access: 'user' as const } };
/** The applicant's route with its schema (./schemas.ts). */
const withSchema = (schema: FastifySchema) => ({ ...user, schema });

export default async function siteLeadRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const ownId = (request: FastifyRequest<WithId>) =>
    ownLeadId(db, userOf(request).id, request.params.id);

  const answer = (id: string) => leadAnswer(db, id, 'applicant');

  app.get('/v1/leads', withSchema(schemas.ownList), (request) =>
    listOwnLeads(db, userOf(request).id, parseListQuery(rawQuery(request))),
  );

  // The lead's write: its body's refusals are answered with the write's own errors.
  const withFiles = { ...user, bodyLimit: DATA_URI_BODY_LIMIT, attachValidation: true };
  const withFilesAnd = (schema: FastifySchema) => ({ ...withFiles, schema });
  const bodyOf = (request: FastifyRequest, userId: string) =>
    storeLeadFiles(db, app.storage, readLeadBody(request.body, request.validationError), {
      userId,
    });

  app.post('/v1/leads', withFilesAnd(schemas.create), async (request, reply) => {
    const userId = userOf(request).id;
    const body = await bodyOf(request, userId);
    const { id, afterCommit } = await db.transaction((tx) =>
      createLead(tx, { kind: 'applicant', userId }, userId, body),
    );
    await afterCommit(app);
    return reply.status(201).send(await answer(id));
  });

  app.get<WithId>('/v1/leads/:id', withSchema(schemas.read), async (request) =>
    answer(await ownId(request)),
  );

  app.patch<WithId>('/v1/leads/:id', withFilesAnd(schemas.update), async (request) => {
    const userId = userOf(request).id;
    const id = await ownId(request);
    const body = await bodyOf(request, userId);
    const { afterCommit } = await db.transaction((tx) =>
      updateLead(tx, { kind: 'applicant', userId }, id, body),
    );
    await afterCommit(app);
    return answer(id);
  });

  app.delete<WithId>('/v1/leads/:id', withSchema(schemas.remove), async (request, reply) => {
    const userId = userOf(request).id;
    const id = pathId(request.params.id);
    const files = await db.transaction((tx) => removeDraft(tx, userId, id));
    await dropFiles(db, app.storage, files);
    return reply.status(204).send();
  });

  leadDocumentRoutes(app, {
    base: '/v1/leads/:id/documents',
    viewer: 'applicant',
    read: user,
    write: user,
    leadId: ownId,
    uploader: userOf,
    mayAttach: assertApplicantMayAttach,
    mayRemove: async (request, row, id) => {
      const lead = await readLeadStatus(db, id);
      if (!applicantMayRemove(row, userOf(request).id, lead?.status ?? '')) {
        throw Unprocessable.field('base', msg.documentNotRemovable);
      }
    },
  });

  app.get<WithId>('/v1/attachments/:id', withSchema(schemas.attachment), async (request, reply) => {
    const row = await findAttachment(db, pathId(request.params.id));
    if (!row || row.record_type !== 'Lead' || row.record_id === null) throw new NotFound();
    await ownLeadId(db, userOf(request).id, String(row.record_id));
    return answerTransfer(request, reply, row, transferOf(request) ?? 'record');
  });
}
