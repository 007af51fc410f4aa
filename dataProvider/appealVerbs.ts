/**
 * The appeals' and support measures' custom verbs (issue 18; seed 001 §7 "Appeals and
 * consultations", server/modules/appeals and server/modules/supportMeasures). Status moves go
 * through the common `updateStatus` (PUT <path>/{id}/update_status {status, answer?, comment?}).
 *
 * assignExecutor  POST <consultations>/{id}/assign_executor  {executor_id}
 * decideCategory  POST <social assistances>/{id}/decision    {decision: approved|rejected, comment?}
 * Both → {data: the record, flattened as in getOne}.
 */
import type { Identifier, RaRecord } from 'ra-core';
import type { VerbContext } from './files';
import { toDocument } from './jsonapi';

export interface AppealVerbs {
  assignExecutor(
    resource: string,
    params: { id: Identifier; executorId: Identifier },
  ): Promise<{ data: RaRecord }>;
  decideCategory(
    resource: string,
    params: { id: Identifier; decision: 'approved' | 'rejected'; comment?: string },
  ): Promise<{ data: RaRecord }>;
}

export function appealVerbs(ctx: VerbContext): AppealVerbs {
  const { url, type, record } = ctx;
  const post = async (
    resource: string,
    id: Identifier,
    verb: string,
    attributes: Record<string, unknown>,
  ) => {
    const saved = await record(`${url(resource, id)}/${verb}`, {
      method: 'POST',
      body: toDocument(type(resource), attributes),
    });
    return { data: saved ?? { id } };
  };
  return {
    assignExecutor: (resource, { id, executorId }) =>
      post(resource, id, 'assign_executor', { executor_id: String(executorId) }),
    decideCategory: (resource, { id, decision, comment }) =>
      post(resource, id, 'decision', { decision, ...(comment ? { comment } : {}) }),
  };
}
