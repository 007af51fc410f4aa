/**
 * TODO(lead): the lead area's custom verbs, one per server action, with their argument and
 * result types. Each takes the resource name first where the same action exists for several
 * resources, and answers `{data}` with the changed record when the server returns one.
 */
import type { VerbContext } from './files';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LeadVerbs {}

export function leadVerbs(ctx: VerbContext): LeadVerbs {
  void ctx;
  return {};
}
