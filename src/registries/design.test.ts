import { describe, expect, it } from 'vitest';
import { roles } from '../domain/roles';
import { definitionOf, designProblems, type RegistryDesign, type SavedDesign } from './design';

const design: RegistryDesign = {
  code: 'boiler_houses',
  title: ['Газовая котельная', 'Газовые котельные', 'Газовых котельных'],
  fields: [
    { key: 'name', kind: 'string', label: 'Наименование', required: true },
    { key: 'address', kind: 'address', label: 'Адрес' },
    { key: 'passport', kind: 'file', label: 'Паспорт', extensions: ['pdf'], max_mb: 70 },
  ],
  search: ['name', 'address'],
};
const problems = (changes: Partial<RegistryDesign>) =>
  designProblems({ ...design, ...changes }, new Set(['organizations']), roles);

describe('a design (issue 38)', () => {
  it('takes an address and a file, and searches the address as text', () => {
    expect(problems({})).toEqual([]);
  });

  it('refuses a key an address already brings with it, a file type not uploaded and a size over the limit', () => {
    expect(
      problems({
        fields: [
          ...design.fields.slice(0, 2),
          { key: 'address_fias_id', kind: 'string', label: 'Код' },
          { key: 'scan', kind: 'file', label: 'Скан', extensions: ['exe'], max_mb: 2048 },
        ],
      }),
    ).toEqual([
      { pointer: '/fields/2/key', message: 'Поле с таким ключом уже есть' },
      { pointer: '/fields/3/extensions', message: 'Такие файлы не загружаются' },
      { pointer: '/fields/3/max_mb', message: 'Не больше 1024 Мб' },
    ]);
  });

  it('filters a field together with another field of the design only', () => {
    const fields = (filterWith: string) => [
      { ...design.fields[0]!, filter: true, filter_with: filterWith },
      ...design.fields.slice(1),
    ];
    expect(problems({ fields: fields('address') })).toEqual([]);
    expect(problems({ fields: fields('nowhere') })).toEqual([
      { pointer: '/fields/0/filter_with', message: 'Такого поля нет в реестре' },
    ]);
  });

  it('places the menu entry after a section that exists', () => {
    expect(problems({ menu_after: 'leads' })).toEqual([]);
    expect(problems({ menu_after: 'nowhere' })).toEqual([
      { pointer: '/menu_after', message: 'Такого раздела меню нет' },
    ]);
  });

  it('serves an address as its line and its ФИАС code, a file with its rules', () => {
    const saved: SavedDesign = {
      ...design,
      menu_after: 'leads',
      fields: design.fields.map((f, i) => ({ ...f, field_id: String(i + 1) })),
    };
    const definition = definitionOf(saved, '7');
    expect(definition.fields.address).toMatchObject({
      kind: 'string',
      column: 'f_2',
      fias: 'address_fias_id',
    });
    expect(definition.fields.address_fias_id).toMatchObject({
      column: 'f_2_fias',
      format: 'fias',
      hiddenInForm: true,
    });
    expect(definition.fields.passport).toMatchObject({
      kind: 'file',
      column: 'f_3',
      extensions: ['pdf'],
      maxBytes: 70 * 1_048_576,
    });
    expect(definition.menu).toEqual({
      label: 'Газовые котельные',
      icon: 'TableChart',
      after: 'leads',
    });
  });
});
