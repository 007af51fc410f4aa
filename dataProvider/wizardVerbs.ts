/**
 * The lead wizard's verbs (src/ui/wizard), for the console's provider (/v1/admin) and the
 * site's (/v1). The lead body is the wizard's own JSON:API document (src/ui/wizard/model.ts
 * `leadBody`: attributes and relationships), sent as it is.
 *
 * createLead              POST  /<resource>                 the console's `users/{user_id}/leads`
 *                                                           (submitted at once), the site's `leads`
 * saveDraft               PATCH /<resource>/<id>            the draft saved again
 * submitDraft             PATCH /<resource>/<id>            {data: {type, attributes: {submit: true}}}
 * branchByCadastralNumber GET   /<resource>/by_cadastral_number?cadastral_number=…
 *                                                           the branch serving the plot; a 404
 *                                                           rejects with the server's message
 */
import type { Identifier, RaRecord } from 'ra-core';
import type { VerbContext } from './files';

/** `{data: {type: 'lead', attributes, relationships}}` as the wizard builds it. */
export interface LeadBody {
  data: {
    type: string;
    attributes: Record<string, unknown>;
    relationships?: Record<string, unknown>;
  };
}

export interface CreateLeadParams {
  body: LeadBody;
}

export interface SaveDraftParams {
  id: Identifier;
  body: LeadBody;
}

export interface BranchByCadastralNumberParams {
  cadastral_number: string;
  signal?: AbortSignal;
}

export interface WizardVerbs {
  createLead(resource: string, params: CreateLeadParams): Promise<{ data: RaRecord }>;
  saveDraft(resource: string, params: SaveDraftParams): Promise<{ data: RaRecord }>;
  submitDraft(resource: string, params: { id: Identifier }): Promise<{ data: RaRecord }>;
  /** `data` is undefined when the server answers no branch. */
  branchByCadastralNumber(
    resource: string,
    params: BranchByCadastralNumberParams,
  ): Promise<{ data: RaRecord | undefined }>;
}

export function wizardVerbs(ctx: VerbContext): WizardVerbs {
  const { url, type, record } = ctx;
  const send = (path: string, method: 'POST' | 'PATCH', body: unknown) =>
    record(path, { method, body });

  return {
    createLead: async (resource, { body }) => {
      const saved = await send(url(resource), 'POST', body);
      // The seeds answer the created lead; an empty answer kept the old client's `String(id)`.
      return { data: saved ?? { id: String(undefined) } };
    },

    saveDraft: async (resource, { id, body }) => ({
      data: (await send(url(resource, id), 'PATCH', body)) ?? { id: String(id) },
    }),

    submitDraft: async (resource, { id }) => ({
      data: (await send(url(resource, id), 'PATCH', {
        data: { type: type(resource), attributes: { submit: true } },
      })) ?? { id: String(id) },
    }),

    branchByCadastralNumber: async (resource, { cadastral_number, signal }) => ({
      data: await record(`${url(resource)}/by_cadastral_number`, {
        query: { cadastral_number },
        signal,
      }),
    }),
  };
}
