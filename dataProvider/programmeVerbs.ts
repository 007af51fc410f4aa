/**
 * The gasification programme items' custom verb (issue 16; seed 001 §2 "Gasification programme
 * item preview"). The items themselves are plain CRUD on 'gasification_programs_items'; their
 * nested `item_settlements` rows go out with the record (rows carry `_destroy`, see ./jsonapi.ts).
 *
 * programmeItemPreview  POST /<resource>/preview  {data: {type, id?, attributes: form values}}
 *                       → {data: {perspective_consumers_count, ungasified_settlements_count,
 *                          settlements_count}} computed by the server, nothing saved
 */
import type { Identifier } from 'ra-core';
import type { ProgrammeItemPreview } from '../src/domain/gasificationProgramItems';
import type { VerbContext } from './files';
import { readField, toDocument } from './jsonapi';

export interface ProgrammeItemPreviewParams {
  /** The edited item, when there is one: its stored rows the payload does not name count too. */
  id?: Identifier;
  data: Record<string, unknown>;
}

export interface ProgrammeVerbs {
  programmeItemPreview(
    resource: string,
    params: ProgrammeItemPreviewParams,
  ): Promise<{ data: ProgrammeItemPreview }>;
}

const numberOf = (json: unknown, name: string) => Number(readField(json, name) ?? 0) || 0;

export function programmeVerbs(ctx: VerbContext): ProgrammeVerbs {
  const { httpClient, url, type } = ctx;
  return {
    programmeItemPreview: async (resource, { id, data }) => {
      const { json } = await httpClient<unknown>(`${url(resource)}/preview`, {
        method: 'POST',
        body: toDocument(type(resource), data, id),
      });
      return {
        data: {
          perspective_consumers_count: numberOf(json, 'perspective_consumers_count'),
          ungasified_settlements_count: numberOf(json, 'ungasified_settlements_count'),
          settlements_count: numberOf(json, 'settlements_count'),
        },
      };
    },
  };
}
