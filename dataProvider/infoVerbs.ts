/**
 * The public site's information calls that are not CRUD (issue 17, seed 000 §2, §7):
 *
 * health       GET  /health  (Accept: application/json)  → {data: {status, database}}; the
 *                    server's 503 of a lost database reads as a degraded portal, not a failure
 * guestAppeal  POST /v1/guest_appeals  {data: {type: appeal, attributes}}  an anonymous appeal
 * createAppeal POST /v1/appeals        {data: {type: appeal, attributes}}  a signed-in applicant's
 *                    (the feedback modal); both → {data: the saved appeal, null when the server
 *                    answers none}. Attributes: server/modules/appeals/create.ts.
 */
import { HttpError, type RaRecord } from 'ra-core';
import type { VerbContext } from './files';
import { readField, toDocument } from './jsonapi';

/** What `GET /health` answers (server/app.ts). */
export interface PortalHealth {
  /** 'ok', or 'degraded' when the database does not answer. */
  status: string;
  database: { kind?: string; status: string };
}

export interface AppealParams {
  data: Record<string, unknown>;
}

export interface InfoVerbs {
  health(params?: { signal?: AbortSignal }): Promise<{ data: PortalHealth }>;
  guestAppeal(params: AppealParams): Promise<{ data: RaRecord | null }>;
  createAppeal(params: AppealParams): Promise<{ data: RaRecord | null }>;
}

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value ? value : fallback;

export function infoVerbs(ctx: VerbContext): InfoVerbs {
  const { httpClient, apiUrl, record } = ctx;
  // Site paths whichever context asks (the console's apiUrl is /v1/admin).
  const site = apiUrl.replace(/\/admin$/, '');
  const postAppeal = async (path: string, data: Record<string, unknown>) => {
    const body = toDocument('appeal', data);
    return { data: (await record(`${site}/${path}`, { method: 'POST', body })) ?? null };
  };
  return {
    health: async ({ signal } = {}) => {
      try {
        const { json } = await httpClient<unknown>('/health', {
          headers: { Accept: 'application/json' },
          skipAuthRedirect: true,
          signal,
        });
        return {
          data: {
            status: text(readField(json, 'status'), 'ok'),
            database: {
              kind: text(readField(readField(json, 'database'), 'kind'), '') || undefined,
              status: text(readField(readField(json, 'database'), 'status'), 'up'),
            },
          },
        };
      } catch (error) {
        if (error instanceof HttpError && error.status === 503)
          return { data: { status: 'degraded', database: { status: 'down' } } };
        throw error;
      }
    },
    guestAppeal: ({ data }) => postAppeal('guest_appeals', data),
    createAppeal: ({ data }) => postAppeal('appeals', data),
  };
}
