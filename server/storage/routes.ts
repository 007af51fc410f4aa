/**
 * The embedded storage's own URLs (local.ts), both anonymous but HMAC-signed with an expiry:
 * `PUT /v1/storage/parts/<uploadId>/<n>` takes one part of a multipart upload as a raw body
 * of any content type, streamed to disk, and answers its ETag; `GET /v1/storage/objects/<key>`
 * serves a signed download. With S3 configured both answer 404: the browser talks to S3.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Forbidden, NotFound, PayloadTooLarge } from '../jsonapi/errors';
import { sendStored } from './download';
import { storageCall } from './errors';
import { LocalStorage, OBJECT_ROUTE, PART_ROUTE } from './local';
import { Type } from 'typebox';
import { ErrorDocument, NoContent, open, responses } from '../http/schemas';
import { MAX_PART_BYTES } from './types';

type PartRequest = FastifyRequest<{
  Params: { uploadId: string; partNumber: string };
  Querystring: Record<string, unknown>;
}>;

/** The signature of a URL the server handed out (local.ts). */
const signedQuery = open({
  expires: Type.Optional(Type.String()),
  signature: Type.Optional(Type.String()),
});

function local(app: FastifyInstance): LocalStorage {
  if (!(app.storage instanceof LocalStorage)) throw new NotFound();
  return app.storage;
}

export default async function storageRoutes(app: FastifyInstance): Promise<void> {
  // Parts come as they are (a Blob slice has no type, or the file's): hand the stream over.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put(
    `${PART_ROUTE}/:uploadId/:partNumber`,
    {
      config: { access: 'anonymous' },
      schema: {
        description: 'Часть загрузки (до 5 МиБ и больше, тело — байты); ETag в ответе',
        params: Type.Object({ uploadId: Type.String(), partNumber: Type.String() }),
        querystring: signedQuery,
        response: responses({ 200: NoContent, 413: ErrorDocument }),
      },
      // Checked before the body is read: a refused part is not written anywhere.
      async onRequest(request: PartRequest, reply) {
        const { uploadId, partNumber } = request.params;
        const verdict = local(app).verifyPartUrl(
          uploadId,
          partNumber,
          request.query.expires,
          request.query.signature,
        );
        if (verdict !== 'ok') {
          void reply.header('connection', 'close');
          throw new Forbidden();
        }
        if (Number(request.headers['content-length'] ?? 0) > MAX_PART_BYTES) {
          void reply.header('connection', 'close');
          throw new PayloadTooLarge();
        }
      },
    },
    async (request: PartRequest, reply) => {
      const storage = local(app);
      const { uploadId, partNumber } = request.params;
      const body = request.body as Readable | undefined;
      const { etag } = await storageCall(async () => {
        const key = await storage.uploadKey(uploadId);
        return storage.putPart(key, uploadId, Number(partNumber), body ?? Readable.from([]));
      }).catch((error: unknown) => {
        // The body may be partly unread: do not keep the connection for another request.
        void reply.header('connection', 'close');
        throw error;
      });
      return reply.status(200).header('etag', etag).header('cache-control', 'no-store').send();
    },
  );

  app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>(
    `${OBJECT_ROUTE}/*`,
    {
      config: { access: 'anonymous' },
      schema: {
        querystring: open({
          ...signedQuery.properties,
          filename: Type.Optional(Type.String()),
          type: Type.Optional(Type.String()),
        }),
        response: responses({ 200: Type.Unknown({ description: 'Файл' }) }),
      },
    },
    async (request, reply) => {
      const storage = local(app);
      const key = request.params['*'];
      const verdict = storage.verifyDownloadUrl(key, request.query);
      if (verdict !== 'ok') throw new Forbidden();
      const { filename, type } = request.query as { filename: string; type: string };
      return sendStored(
        reply,
        storage,
        key,
        { filename, contentType: type },
        request.headers.range,
      );
    },
  );
}
