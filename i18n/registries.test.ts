import { describe, expect, it } from 'vitest';
import { defineRegistry, registries } from '../src/registries';
import { i18nProvider } from './index';
import { registryCatalogue, withRegistries } from './registries';

describe('registry entries of the catalogue', () => {
  it('names every registry in three plural forms and labels its fields', () => {
    for (const definition of registries) {
      const t = (n: number) =>
        i18nProvider.translate(`resources.${definition.name}.name`, { smart_count: n });
      if (definition.name !== 'connection_fee_kinds')
        expect([t(1), t(2), t(5)]).toEqual([...definition.title]);
      for (const [key, field] of Object.entries(definition.fields))
        expect(i18nProvider.translate(`resources.${definition.name}.fields.${key}`)).toBe(
          field.label,
        );
    }
  });

  it('keeps a hand-written name over the derived one, and both sets of fields', () => {
    const thing = defineRegistry({
      ...registries[0]!,
      name: 'leads',
      fields: { note: { kind: 'text', label: 'Заметка' } },
      search: ['note'],
      defaultSort: undefined,
    });
    const merged = withRegistries(
      { leads: { name: 'Заявка |||| Заявки |||| Заявок', fields: { uid: 'Номер заявки' } } },
      [thing],
    );
    expect(merged.leads).toEqual({
      name: 'Заявка |||| Заявки |||| Заявок',
      fields: { note: 'Заметка', uid: 'Номер заявки' },
    });
    expect(Object.keys(registryCatalogue())).toEqual(registries.map((d) => d.name));
  });
});
