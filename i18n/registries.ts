/**
 * The catalogue entries of the declarative registries (src/registries): `resources.<name>.name`
 * in the three plural forms and `resources.<name>.fields.<key>` with the fields' labels, so
 * react-admin titles, menu entries and inputs read them like any other resource's.
 */
import { registries, type RegistryDefinition } from '../src/registries';
import { polyglotPlural } from './resources';

export interface ResourceEntry {
  name: string;
  fields?: Record<string, string>;
}

export function registryEntry(definition: RegistryDefinition): ResourceEntry {
  return {
    name: polyglotPlural(definition.title),
    fields: Object.fromEntries(Object.entries(definition.fields).map(([k, f]) => [k, f.label])),
  };
}

/** Every registry's entry, by resource name. */
export function registryCatalogue(
  definitions: readonly RegistryDefinition[] = registries,
): Record<string, ResourceEntry> {
  return Object.fromEntries(definitions.map((d) => [d.name, registryEntry(d)]));
}

/**
 * Hand-written entries over the registries' ones: a hand-written name wins (the sections'
 * names of i18n/resources.ts), field labels of both are kept.
 */
export function withRegistries(
  resources: Record<string, ResourceEntry>,
  definitions: readonly RegistryDefinition[] = registries,
): Record<string, ResourceEntry> {
  const out: Record<string, ResourceEntry> = { ...registryCatalogue(definitions) };
  for (const [name, entry] of Object.entries(resources)) {
    const derived = out[name];
    out[name] = derived
      ? { ...derived, ...entry, fields: { ...derived.fields, ...entry.fields } }
      : entry;
  }
  return out;
}
