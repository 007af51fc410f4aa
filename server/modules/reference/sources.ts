/** Sources (seed 000 §3): name and slug; `mfc` marks the МФЦ source. Site users may read them. */
import { alreadyExists } from '../../../i18n/messages';
import { filterList } from '../../jsonapi/query';
import { resource } from '../../jsonapi/serialize';
import type { Registry } from './registry';

interface SourceRow {
  id: string;
  name: string;
  slug: string;
  created_at: Date;
  updated_at: Date;
}

export const sourcesRegistry: Registry<SourceRow> = {
  name: 'sources',
  table: 'sources',
  type: 'source',
  columns: 'id, name, slug, created_at, updated_at',
  natural: 'id',
  sortable: { name: 'name', slug: 'slug', id: 'id' },
  searchColumns: ['name', 'slug'],
  serialize: ({ id, ...attributes }) => resource('source', id, attributes),
  filter(where, q) {
    const slugs = filterList(q.filters, 'slug');
    if (slugs.length) where.and(`slug = ANY(${where.p(slugs)}::text[])`);
  },
  validate(f) {
    f.string('name', 'Название', { required: true });
    f.string('slug', 'Код', { required: true, max: 64, pattern: /^[a-z][a-z0-9_]*$/ });
  },
  constraints: {
    unique: { sources_slug_key: ['slug', alreadyExists('Источник', 'кодом')] },
    inUse: 'Источник используется в других разделах и не может быть удалён',
  },
  readOnly: ['id', 'created_at', 'updated_at'],
};
