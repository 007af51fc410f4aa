/**
 * The kinds of lead dictionaries (seed 001 §3, src/domain/dictionaryKinds.ts) with their labels.
 * The entries themselves are a registry on the engine (src/registries/leadDictionary.ts): the
 * site sees active ones only, and an entry's `slug` is set from its name on create.
 */
import type { FastifyInstance } from 'fastify';
import { dictionaryKindTable, dictionaryKinds } from '../../../src/domain/dictionaryKinds';
import { resource } from '../../jsonapi/serialize';
import { answer } from '../../http/moreSchemas';

const kindsSchema = { response: answer.list };

/** GET /v1/dictionaries/kinds and its admin twin: the kinds, display names and field labels. */
export function registerDictionaryKinds(app: FastifyInstance): void {
  const body = {
    data: dictionaryKinds.map((kind) => {
      const [title, nameLabel] = dictionaryKindTable[kind];
      return resource('dictionary_kind', kind, { title, name_label: nameLabel });
    }),
  };
  app.get(
    '/v1/dictionaries/kinds',
    { config: { access: 'public' }, schema: kindsSchema },
    async () => body,
  );
  app.get(
    '/v1/admin/dictionaries/kinds',
    { config: { access: 'admin' }, schema: kindsSchema },
    async () => body,
  );
}
