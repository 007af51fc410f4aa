/**
 * Lead dictionaries (seed 001 §3): entries of the kinds in src/domain/dictionaryKinds.ts.
 * The site sees active entries only; /dictionaries/kinds lists the kinds with their labels.
 * An entry's `slug` (the live API's name for it, issue 36) is set from its name on create and
 * kept on every later change: read-only on the wire (server/db/dictionarySlugs.ts).
 */
import { alreadyExists } from '../../../i18n/messages';
import type { FastifyInstance } from 'fastify';
import { dictionaryKindTable, dictionaryKinds } from '../../../src/domain/dictionaryKinds';
import { filterBool, filterIds, filterList } from '../../jsonapi/query';
import { resource } from '../../jsonapi/serialize';
import { newDictionarySlug } from '../../db/dictionarySlugs';
import type { Registry } from './registry';
import { answer } from '../../http/moreSchemas';

interface DictionaryRow {
  id: string;
  dictionary_type: string;
  name: string;
  slug: string | null;
  position: number;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

export const dictionariesRegistry: Registry<DictionaryRow> = {
  name: 'dictionaries',
  table: 'dictionaries',
  type: 'dictionary',
  columns: 'id, dictionary_type, name, slug, position, active, created_at, updated_at',
  natural: 'dictionary_type, position, name, id',
  sortable: { position: 'position', name: 'name', id: 'id', created_at: 'created_at' },
  searchColumns: ['name'],
  serialize: ({ id, ...attributes }) => resource('dictionary', id, attributes),
  // `without_relations` is accepted and ignored: dictionary entries have no relations.
  filter(where, q, _request, site) {
    const kinds = filterList(q.filters, 'dictionary_type');
    if (kinds.length) where.and(`dictionary_type = ANY(${where.p(kinds)}::text[])`);
    const active = site ? true : filterBool(q.filters, 'active');
    if (active !== undefined) where.and(`active = ${where.p(active)}`);
    const ids = filterIds(q.filters, 'ids');
    if (ids.length) where.and(`id = ANY(${where.p(ids)}::bigint[])`);
  },
  async validate(f, db, partial) {
    f.string('name', 'Название', { required: true, max: 500 });
    f.string('dictionary_type', 'Справочник', {
      required: true,
      pattern: new RegExp(`^(${dictionaryKinds.join('|')})$`),
    });
    f.int('position', 'Позиция', { min: 0, emptyAs: 0 });
    f.bool('active', 'Активен');
    const { name, dictionary_type: type } = f.values;
    if (!partial && typeof name === 'string' && typeof type === 'string') {
      f.values.slug = await newDictionarySlug(db, type, name);
    }
  },
  constraints: {
    unique: {
      dictionaries_type_name_idx: ['name', alreadyExists('Элемент', 'названием')],
      // Two entries created at once under one slug: the second is refused, as for its name.
      dictionaries_type_slug_idx: ['name', alreadyExists('Элемент', 'названием')],
    },
    inUse: 'Элемент справочника используется и не может быть удалён',
  },
  readOnly: ['id', 'slug', 'created_at', 'updated_at'],
};

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
