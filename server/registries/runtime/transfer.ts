/**
 * A registry's design carried between portals (issue 38: test → production): exported as a
 * file, imported elsewhere matched by its code. A field of the import that has the key of one
 * the registry already has keeps that field's id — its column and values — so re-importing a
 * changed design is the same draft an administrator would have edited by hand; the other
 * fields are new. A dry run answers what would change without writing anything.
 */
import {
  registrySettingKeys,
  type DesignDiff,
  type DesignField,
  type RegistryDesign,
  type SavedDesign,
} from '../../../src/registries/design';

/** What an exported file holds: the design without the ids of this portal's columns. */
export function exportedDesign(design: SavedDesign, version: number | null) {
  return {
    format: 'eog-registry-design',
    version,
    design: { ...design, fields: design.fields.map(({ field_id: _, ...field }) => field) },
  };
}

/** The imported design with the ids of the fields it shares, by key, with `current`. */
export function matchedByKey(
  imported: RegistryDesign,
  current: SavedDesign | null,
): RegistryDesign {
  const ids = new Map((current?.fields ?? []).map((f) => [f.key, f.field_id]));
  return {
    ...imported,
    fields: imported.fields.map(({ field_id: _, ...field }) => {
      const id = ids.get(field.key);
      return id ? { ...field, field_id: id } : field;
    }),
  };
}

const comparable = ({ field_id: _, ...field }: DesignField) => field;
/** A value as text with its objects' keys sorted: a design read back from jsonb has them so. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** The settings of a field that differ between two of its versions, by name. */
function differingSettings(old: DesignField, now: DesignField): string[] {
  const before = comparable(old) as Record<string, unknown>;
  const after = comparable(now) as Record<string, unknown>;
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => !same(before[name], after[name])).sort();
}

/**
 * What `next` changes in `current` (everything is added to a registry not here): an import's
 * dry run, and a published version against the one before it. Fields are matched by key; a
 * field whose key changed is matched by its id (a version's rename, never an import's: an
 * imported field has the id of the field of its key or none) and changed in 'key'.
 */
export function designDiff(current: RegistryDesign | null, next: RegistryDesign): DesignDiff {
  const before = new Map((current?.fields ?? []).map((f) => [f.key, f]));
  const after = new Map(next.fields.map((f) => [f.key, f]));
  const removedById = new Map(
    [...before.values()]
      .filter((f) => !after.has(f.key) && f.field_id !== undefined)
      .map((f) => [f.field_id, f]),
  );
  const matched = next.fields.flatMap((field) => {
    const old =
      before.get(field.key) ??
      (field.field_id !== undefined ? removedById.get(field.field_id) : undefined);
    return old ? [{ old, field }] : [];
  });
  const kept = new Set(matched.map((m) => m.old.key));
  return {
    added: next.fields.filter((f) => !matched.some((m) => m.field === f)).map((f) => f.key),
    removed: [...before.keys()].filter((key) => !kept.has(key)),
    changed: matched
      .map(({ old, field }) => ({ key: field.key, settings: differingSettings(old, field) }))
      .filter((c) => c.settings.length),
    settings: current ? registrySettingKeys.filter((k) => !same(current[k], next[k])) : [],
  };
}
