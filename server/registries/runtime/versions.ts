/**
 * A run-time registry's published versions (issue 38, docs/decisions.md "Registry constructor",
 * slice 6), under the family `registry_designs` as its designs are:
 *
 *   GET /v1/admin/registry_designs/{id}/versions  newest first, paged: each with who published
 *                                                 it and when, the steps its plan ran and its
 *                                                 diff against the version before it (the
 *                                                 first one adds every field)
 *
 * and what a record's history reads from them (`changesInTheirVersions`): each change in the
 * labels of the version it was written under.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { definitionOf, type SavedDesign, type VersionAnswer } from '../../../src/registries/design';
import type { Role } from '../../../src/domain/roles';
import type { FieldDefinition } from '../../../src/registries';
import type { Queryable } from '../../db';
import { listDocument, ListQuery, IdParams, open, responses } from '../../http/schemas';
import { pathId, rawQuery } from '../../http/request';
import { NotFound } from '../../jsonapi/errors';
import { parseListQuery } from '../../jsonapi/query';
import { list, resource, type Resource } from '../../jsonapi/serialize';
import { registryRow } from './queries';
import type { RuntimeRegistry } from './store';
import { designDiff } from './transfer';
import { publishedVersions, versionDesigns, type PublishedVersionRow } from './versionQueries';

const Keys = Type.Array(Type.String());
/** One version as the designer's history shows it. */
const VersionAttributes = open({
  number: Type.Integer({ description: 'Номер версии' }),
  published_at: Type.String({ description: 'Когда опубликована' }),
  published_by: Type.Union([Type.String(), Type.Null()], { description: 'Кто опубликовал' }),
  steps: Type.Array(open({ kind: Type.String(), text: Type.String() }), {
    description: 'Шаги плана, с которыми она опубликована',
  }),
  diff: open(
    {
      added: Keys,
      removed: Keys,
      changed: Type.Array(open({ key: Type.String(), settings: Keys })),
      settings: Keys,
    },
    'Отличия от предыдущей версии: ключи полей и названия настроек',
  ),
  labels: Type.Record(Type.String(), Type.String(), {
    description: 'Названия полей по ключам: этой версии, а убранных — предыдущей',
  }),
});

/** The labels the diff's keys are read in: the version's, a removed field's from the one before. */
function labelsOf(design: SavedDesign, previous: SavedDesign | null): Record<string, string> {
  const pairs = [...(previous?.fields ?? []), ...design.fields].map((f) => [f.key, f.label]);
  return Object.fromEntries(pairs);
}

function versionResource(row: PublishedVersionRow): Resource {
  const version: VersionAnswer = {
    number: Number(row.number),
    published_at: new Date(row.published_at).toISOString(),
    published_by: row.published_by,
    // What each step did, without its SQL.
    steps: (row.plan ?? []).map(({ kind, text }) => ({ kind, text })),
    diff: designDiff(row.previous, row.design),
    labels: labelsOf(row.design, row.previous),
  };
  return resource('registry_version', version.number, { ...version });
}

export function registerRegistryVersions(app: FastifyInstance): void {
  app.get<{ Params: { id: string } }>(
    '/v1/admin/registry_designs/:id/versions',
    {
      config: { access: { permission: 'admin_registry_designs_read' } },
      schema: {
        params: IdParams,
        querystring: ListQuery,
        response: responses({ 200: listDocument(VersionAttributes) }),
      },
    },
    async (request) => {
      const row = await registryRow(app.db, pathId(request.params.id));
      if (!row) throw new NotFound();
      const q = parseListQuery(rawQuery(request));
      const page = await publishedVersions(app.db, row.id, q);
      return list(page.rows.map(versionResource), { ...q, total: page.total });
    },
  );
}

/**
 * A page of a record's changes (`change` resources) as `role` may read them, each written under
 * a schema version answering `labels`: its fields' labels as that version named them (a field
 * renamed since shows its name of then). A field hidden from the role now or in that version is
 * left out — matched by id and by key, so one whose column changed type stays hidden too. A
 * change without a version (written before versions were recorded) is read by `registry`'s
 * definition for the role.
 */
export async function changesInTheirVersions(
  db: Queryable,
  registry: RuntimeRegistry,
  role: Role,
  changes: readonly Resource[],
): Promise<void> {
  const today = registry.definition.fields;
  const hidden = registry.design.fields.filter((f) => !(f.key in today));
  const hiddenIds = new Set(hidden.map((f) => f.field_id));
  const hiddenKeys = new Set(hidden.map((f) => f.key));
  const versionOf = (change: Resource) => change.attributes.schema_version as number | undefined;
  const numbers = [...new Set(changes.map(versionOf).filter((n) => n !== undefined))];
  const seen = new Map<number, Readonly<Record<string, FieldDefinition>>>();
  for (const [number, design] of await versionDesigns(db, registry.id, numbers)) {
    const fields = design.fields.filter(
      (f) => !hiddenIds.has(f.field_id) && !hiddenKeys.has(f.key),
    );
    seen.set(number, definitionOf({ ...design, fields }, registry.id, role).fields);
  }
  for (const change of changes) {
    const version = versionOf(change);
    const fields = (version !== undefined && seen.get(version)) || today;
    const sent = change.attributes.changes as Record<string, unknown> | null;
    if (!sent) continue;
    const shown = Object.keys(sent).filter((key) => key in fields);
    change.attributes.changes = Object.fromEntries(shown.map((key) => [key, sent[key]]));
    if (version !== undefined)
      change.attributes.labels = Object.fromEntries(shown.map((key) => [key, fields[key]!.label]));
  }
}
