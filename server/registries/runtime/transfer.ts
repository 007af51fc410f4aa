/**
 * A registry's design carried between portals (issue 38: test → production): exported as a
 * file, imported elsewhere matched by its code. A field of the import that has the key of one
 * the registry already has keeps that field's id — its column and values — so re-importing a
 * changed design is the same draft an administrator would have edited by hand; the other
 * fields are new. A dry run answers what would change without writing anything.
 */
import type { DesignField, RegistryDesign, SavedDesign } from '../../../src/registries/design';

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

export interface DesignDiff {
  added: string[];
  removed: string[];
  /** Fields whose settings differ, by key, with the settings that differ. */
  changed: { key: string; settings: string[] }[];
  /** Registry-wide settings that differ: title, search, grants … */
  settings: string[];
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

/** What importing `next` changes in `current` (everything is added to a registry not here). */
export function designDiff(current: RegistryDesign | null, next: RegistryDesign): DesignDiff {
  const before = new Map((current?.fields ?? []).map((f) => [f.key, comparable(f)]));
  const after = new Map(next.fields.map((f) => [f.key, comparable(f)]));
  const changed = [...after]
    .filter(([key]) => before.has(key))
    .map(([key, field]) => {
      const old = before.get(key)! as Record<string, unknown>;
      const now = field as Record<string, unknown>;
      const names = new Set([...Object.keys(old), ...Object.keys(now)]);
      return { key, settings: [...names].filter((name) => !same(old[name], now[name])).sort() };
    })
    .filter((c) => c.settings.length);
  const registryKeys = [
    'title',
    'record_title',
    'search',
    'default_sort',
    'exportable',
    'grants',
  ] as const;
  return {
    added: [...after.keys()].filter((key) => !before.has(key)),
    removed: [...before.keys()].filter((key) => !after.has(key)),
    changed,
    settings: current ? registryKeys.filter((k) => !same(current[k], next[k])) : [],
  };
}
